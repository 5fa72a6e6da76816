/**
 * Performance benchmark (not a test; CI does not run it): serves the production build with
 * brotli/gzip compression and the security headers, as a CDN would, and runs Lighthouse
 * (mobile preset, simulated throttling) three times per route in Debian's Chromium. Prints the
 * median of each metric per route and writes the table as JSON.
 *
 *   npm run bench                         # builds first when there is no build
 *   npm run bench -- --runs 5 --routes /,/pricing --out bench-results/x.json
 *   npm run bench -- --build ../other-checkout/build   # compare another build
 *
 * Targets (issue "Performance and hardening"): score >= 98, LCP <= 1.5 s, TBT <= 100 ms,
 * CLS <= 0.01 and at most 150 KB of gzip JavaScript executed (`jsGzipKb`) on every route.
 * `jsKb` is Lighthouse's transfer size: brotli bodies plus HTTP/1.1 headers (about 1 KB per
 * response here, mostly the CSP, which HTTP/2 header compression makes nearly free on a CDN)
 * and idle prefetches of linked pages' chunks.
 */
import {execFile, execSync} from 'node:child_process';
import {promisify} from 'node:util';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {CHROMIUM_ARGS, chromiumExecutablePath} from './browser';
import {
  executedScriptPaths,
  median,
  meetsTargets,
  type BenchRow,
  type NetworkRequest,
} from './bench-stats';
import {createStaticServer} from './serve';

const DEFAULT_ROUTES = [
  '/',
  '/calculate-roi',
  '/pricing',
  '/blog',
  '/business-numbers/customer-lifetime-value',
  '/customer-profitability-calculator',
  '/manufacturing-commercial-intelligence',
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

interface RunMetrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalKb: number;
  jsKb: number;
  jsGzipKb: number;
}

interface LighthouseResult {
  runtimeError?: {message: string};
  categories: {performance?: {score: number | null}};
  audits: Record<string, {numericValue?: number; details?: unknown} | undefined>;
}

/** Lighthouse's CLI in a child process (it launches its own Chromium for each run). */
const LIGHTHOUSE_CLI = path.join(
  path.dirname(require.resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);

/**
 * One Lighthouse run. Asynchronous on purpose: the static server runs in this process, so a
 * synchronous child process would block it from answering Lighthouse's requests.
 */
async function runOnce(url: string, gzipKbOf: (paths: string[]) => number): Promise<RunMetrics> {
  const chromePath = chromiumExecutablePath();
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      env: {...process.env, ...(chromePath ? {CHROME_PATH: chromePath} : {})},
    },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      lhr.audits['resource-summary']?.details as {
        items?: {resourceType: string; transferSize: number}[];
      }
    )?.items ?? [];
  const requests =
    (lhr.audits['network-requests']?.details as {items?: NetworkRequest[]})?.items ?? [];
  const bytesOf = (type: string): number =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalKb: bytesOf('total') / 1000,
    jsKb: bytesOf('script') / 1000,
    jsGzipKb: gzipKbOf(executedScriptPaths(requests, new URL(url).origin)),
  };
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such a run
 * says nothing about the page, so it is repeated, up to three attempts.
 */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(
        `retrying after: ${error instanceof Error ? error.message.split('\n').pop() : error}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 3);
  const routes = option('routes')?.split(',') ?? DEFAULT_ROUTES;
  const out = path.resolve(option('out') ?? 'bench-results/lighthouse.json');
  const buildDir = path.resolve(option('build') ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    if (option('build')) throw new Error(`No build in ${buildDir}`);
    execSync('npm run build', {stdio: 'inherit'});
  }
  const missing = routes.filter(
    (route) =>
      !existsSync(path.join(buildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`)) &&
      !existsSync(path.join(buildDir, route.slice(1), 'index.html')),
  );
  if (missing.length > 0) throw new Error(`Not in the build: ${missing.join(', ')}`);

  const server = createStaticServer({dir: buildDir});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gzipSizes = new Map<string, number>();
  const gzipKbOf = (paths: string[]): number =>
    paths.reduce((sum, urlPath) => {
      const file = path.join(buildDir, decodeURIComponent(urlPath));
      if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
      return sum + (gzipSizes.get(file) ?? 0);
    }, 0) / 1000;
  const rows: BenchRow[] = [];
  try {
    for (const route of routes) {
      const samples: RunMetrics[] = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await withRetries(() => runOnce(`${origin}${route}`, gzipKbOf)));
      const pick = (key: keyof RunMetrics): number => median(samples.map((sample) => sample[key]));
      rows.push({
        route,
        score: pick('score'),
        fcpMs: Math.round(pick('fcp')),
        lcpMs: Math.round(pick('lcp')),
        tbtMs: Math.round(pick('tbt')),
        cls: Number(pick('cls').toFixed(3)),
        totalKb: Number(pick('totalKb').toFixed(1)),
        jsKb: Number(pick('jsKb').toFixed(1)),
        jsGzipKb: Number(pick('jsGzipKb').toFixed(1)),
      });
      console.error(`measured ${route}`);
    }
  } finally {
    server.close();
  }

  console.log(`Lighthouse ${runs} runs per route, median (mobile, simulated throttling):`);
  console.table(rows.map((row) => ({...row, meetsTargets: meetsTargets(row) ? 'yes' : 'NO'})));
  mkdirSync(path.dirname(out), {recursive: true});
  writeFileSync(out, `${JSON.stringify({date: new Date().toISOString(), runs, rows}, null, 2)}\n`);
  console.log(`Written to ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
