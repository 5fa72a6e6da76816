/**
 * Search benchmark (not a test; CI does not run it): serves the production build with brotli,
 * as a CDN would, opens a page in Chromium (Debian's when present), and measures the site
 * search as a first-time visitor meets it:
 *
 * - `firstQueryKb`: bytes on the wire (compressed response bodies, as the browser received
 *   them) of every request the page started from the moment the visitor clicks into the
 *   search box until the first suggestion is visible, while typing a first query;
 * - `answerKb`: the same until the box has its final answer to that query (the network is
 *   idle after the last keystroke: the pages' words, when the query needs them, included);
 * - `firstSuggestionMs`: time from the first keystroke to the first visible suggestion;
 * - `keystrokeMedianMs`, `keystrokeP90Ms`: for the keystrokes of a second query, the time
 *   from each key press until the suggestion list has changed and the browser has painted it
 *   (keystrokes that leave the list as it was are not counted), over all runs.
 *
 * The first query is a name ("churn", answered by names and headings) and, in other sets of
 * runs, a short question ("days to get paid") and a long one that loads the words files of
 * its words.
 *
 * Each is measured in a fresh browser context (empty cache) on each route, in two profiles:
 * `desktop` (no throttling) and `phone` (CPU slowed 4x; 1.6 Mbps down, 150 ms round trip,
 * Lighthouse's mobile network). Prints medians and writes them as JSON.
 *
 *   npm run bench:search
 *   npm run bench:search -- --runs 7 --routes /,/pricing --out bench-results/search.json
 *   npm run bench:search -- --build ../other-checkout/build   # measure another build
 *
 * Targets: the first query, whatever it is, fetches at most 60 KB on the wire before its
 * answer, and later keystrokes show suggestions within 100 ms.
 *
 * Before the browser runs, the search evaluator's figures on the judged queries are printed
 * with the tune part's misses (`npm run eval:search` prints them alone).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumLaunchOptions} from './browser';
import {median, percentile} from './bench-stats';
import {serveBuild} from './serve';
import {releasedEditionName, runReport} from './search-quality-run';

const DEFAULT_ROUTES = ['/', '/business-numbers', '/next/business-numbers/churn-rate'];
/**
 * First queries: a name, a short question, and a long question whose words the box looks for
 * in the pages' text (it loads the words files of each of its words).
 */
const FIRST_QUERIES = [
  'churn',
  'days to get paid',
  'which customers cost more to serve than they earn for us',
] as const;
const SECOND_QUERY = 'customer lifetime value';
/** Pause between key presses: a quick typist. */
const TYPING_DELAY_MS = 120;

export const TARGETS = {maxFirstQueryKb: 60, maxKeystrokeMs: 100} as const;

interface Profile {
  readonly name: string;
  readonly cpuSlowdown: number;
  readonly network?: {latencyMs: number; downloadKbps: number; uploadKbps: number};
}

const PROFILES: readonly Profile[] = [
  {name: 'desktop', cpuSlowdown: 1},
  {
    name: 'phone',
    cpuSlowdown: 4,
    network: {latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750},
  },
];

interface RunResult {
  firstQueryKb: number;
  answerKb: number;
  firstQueryFiles: string[];
  firstSuggestionMs: number;
  keystrokeMs: number[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The visible search box: a text box before the search code loads, a combobox after. */
function searchBox(page: Page) {
  return page.getByPlaceholder('Search', {exact: true}).filter({visible: true}).first();
}

const OPTION = '[role="listbox"] [role="option"]';
/** An option that is a page, not the box's own "See all results for …" entry. */
const SUGGESTION = `${OPTION}:not(:has-text("See all results for"))`;

/**
 * Installs, in the page, a recorder of how long each key press takes to change the
 * suggestion list: from the keydown event to the first animation frame after the first
 * change inside a listbox.
 */
/**
 * A recorder, run in the page, of how long each key press takes to change the suggestion
 * list: from the keydown event to the first animation frame after the first change inside
 * a listbox. (A string: the bundler of this script renames functions it compiles, and the
 * page does not know its helpers.)
 */
const KEYSTROKE_RECORDER = `(() => {
  window.__keystrokes = [];
  window.__pendingKey = undefined;
  document.addEventListener('keydown', () => { window.__pendingKey = performance.now(); }, true);
  const inListbox = (node) => {
    const element = node instanceof Element ? node : node ? node.parentElement : null;
    return Boolean(element && element.closest('[role="listbox"]'));
  };
  new MutationObserver((mutations) => {
    const start = window.__pendingKey;
    if (start === undefined) return;
    const changed = mutations.some((mutation) =>
      inListbox(mutation.target) ||
      [...mutation.addedNodes].some(
        (node) => node instanceof Element && node.querySelector('[role="option"]'),
      ),
    );
    if (!changed) return;
    window.__pendingKey = undefined;
    requestAnimationFrame(() => window.__keystrokes.push(performance.now() - start));
  }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
})()`;

async function runOnce(
  browser: Browser,
  url: string,
  profile: Profile,
  firstQuery: string,
): Promise<RunResult> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: (profile.network.downloadKbps * 1024) / 8,
        uploadThroughput: (profile.network.uploadKbps * 1024) / 8,
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: profile.cpuSlowdown});

    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');

    let counting = true;
    const pending: Promise<{url: string; bytes: number}>[] = [];
    page.on('request', (request) => {
      if (!counting) return;
      pending.push(
        request
          .response()
          .then(async (response) => {
            if (!response) return {url: request.url(), bytes: 0};
            await response.finished();
            const sizes = await request.sizes();
            return {url: request.url(), bytes: sizes.responseBodySize};
          })
          .catch(() => ({url: request.url(), bytes: 0})),
      );
    });

    const box = searchBox(page);
    await box.click();
    const [first, ...rest] = [...firstQuery];
    const startTime = Date.now();
    await page.keyboard.press(first as string);
    const typing = (async () => {
      for (const key of rest) {
        await page.waitForTimeout(TYPING_DELAY_MS);
        await page.keyboard.press(key === ' ' ? 'Space' : key);
      }
    })();
    await page.locator(SUGGESTION).first().waitFor({state: 'visible', timeout: 60_000});
    const firstSuggestionMs = Date.now() - startTime;
    const beforeFirst = pending.length;
    await typing;
    // The box's final answer: what it fetches after a pause in typing has arrived.
    await page.waitForTimeout(800);
    await page.waitForLoadState('networkidle');
    counting = false;
    const fetched = await Promise.all(pending);
    const firstFetched = fetched.slice(0, beforeFirst);

    // Let any loading the search box does after its first answer settle, then type again.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await box.fill('');
    await page.waitForTimeout(300);
    await page.evaluate(KEYSTROKE_RECORDER);
    for (const key of SECOND_QUERY) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(Math.max(TYPING_DELAY_MS, 150 * profile.cpuSlowdown));
    }
    await page.waitForTimeout(500);
    const keystrokeMs = (await page.evaluate('window.__keystrokes')) as number[];
    return {
      firstQueryKb: firstFetched.reduce((sum, entry) => sum + entry.bytes, 0) / 1000,
      answerKb: fetched.reduce((sum, entry) => sum + entry.bytes, 0) / 1000,
      firstQueryFiles: fetched.map(
        (entry) => `${new URL(entry.url).pathname} ${(entry.bytes / 1000).toFixed(1)} KB`,
      ),
      firstSuggestionMs,
      keystrokeMs,
    };
  } finally {
    await context.close();
  }
}

interface Row {
  profile: string;
  route: string;
  firstQuery: string;
  firstQueryKb: number;
  answerKb: number;
  firstSuggestionMs: number;
  keystrokeMedianMs: number;
  keystrokeP90Ms: number;
  keystrokesCounted: number;
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 5);
  const routes = option('routes')?.split(',') ?? DEFAULT_ROUTES;
  const out = path.resolve(option('out') ?? 'bench-results/search.json');
  const buildDir = option('build');
  // The ranking's figures first: no browser needed (a build of an older version, without
  // the words file, has none to give).
  try {
    runReport(path.resolve(buildDir ?? 'build'), releasedEditionName());
  } catch (error) {
    console.log(`No search quality figures: ${error instanceof Error ? error.message : error}`);
  }
  const served = await serveBuild(buildDir);
  const {origin} = served;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: Row[] = [];
  const files: Record<string, string[]> = {};
  try {
    for (const profile of PROFILES) {
      for (const route of routes) {
        for (const firstQuery of FIRST_QUERIES) {
          const samples: RunResult[] = [];
          for (let run = 0; run < runs; run += 1) {
            samples.push(await runOnce(browser, `${origin}${route}`, profile, firstQuery));
          }
          const keystrokes = samples.flatMap((sample) => sample.keystrokeMs);
          rows.push({
            profile: profile.name,
            route,
            firstQuery,
            firstQueryKb: Number(median(samples.map((s) => s.firstQueryKb)).toFixed(1)),
            answerKb: Number(median(samples.map((s) => s.answerKb)).toFixed(1)),
            firstSuggestionMs: Math.round(median(samples.map((s) => s.firstSuggestionMs))),
            keystrokeMedianMs: keystrokes.length > 0 ? Math.round(median(keystrokes)) : Number.NaN,
            keystrokeP90Ms:
              keystrokes.length > 0 ? Math.round(percentile(keystrokes, 0.9)) : Number.NaN,
            keystrokesCounted: keystrokes.length,
          });
          files[`${profile.name} ${route} "${firstQuery}"`] = samples[0]?.firstQueryFiles ?? [];
          console.error(`measured ${profile.name} ${route} "${firstQuery}"`);
        }
      }
    }
  } finally {
    await browser.close();
    served.close();
  }

  console.log(
    `Search, ${runs} runs each, medians. Keystrokes of "${SECOND_QUERY}" after each first query.`,
  );
  console.table(
    rows.map((row) => ({
      ...row,
      meetsTargets:
        row.answerKb <= TARGETS.maxFirstQueryKb && row.keystrokeMedianMs <= TARGETS.maxKeystrokeMs
          ? 'yes'
          : 'NO',
    })),
  );
  console.log('Files fetched for the first query until its answer (first run):');
  for (const [key, list] of Object.entries(files)) console.log(`  ${key}: ${list.join(', ')}`);
  mkdirSync(path.dirname(out), {recursive: true});
  writeFileSync(
    out,
    `${JSON.stringify({date: new Date().toISOString(), runs, rows, files}, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
