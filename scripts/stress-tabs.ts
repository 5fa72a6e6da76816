/**
 * Two-tab stress (not a test): plays many rounds of two tabs working on each tool at once,
 * at 4× and 6× CPU slowdown, and counts what went missing. The test suite plays a bounded
 * part of it (tests/e2e/two-tabs.spec.ts).
 *
 *   npm run stress:tabs [-- --rounds 240] [--seed 1] [--build dir] [--tool name]
 *
 * `--tool` plays only the tools whose name holds the given words (e.g. "checklist").
 *
 * Serves the build (building it if there is none) with its headers, runs headless Chromium,
 * prints a line per tool, kind and rate, and exits 1 when anything was lost.
 */
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './browser';
import {serveBuild} from './serve';
import {
  TOOLS,
  openPair,
  playRound,
  roundKinds,
  seededRandom,
  type RoundResult,
} from '../tests/e2e/support/twoTabs';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

async function main(): Promise<void> {
  const rounds = Number(option('rounds', '240'));
  const random = seededRandom(Number(option('seed', '1')));
  const at = process.argv.indexOf('--build');
  const server = await serveBuild(at === -1 ? undefined : process.argv[at + 1]);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: RoundResult[] = [];
  try {
    // Tool by tool (two tabs open at a time), each kind of round at 4× and 6× in turn.
    const only = option('tool', '');
    const tools = TOOLS.filter((tool) => tool.name.includes(only));
    for (const [index, tool] of tools.entries()) {
      const share = Math.floor(rounds / tools.length) + (index < rounds % tools.length ? 1 : 0);
      const plan = roundKinds(tool).flatMap((kind) => [4, 6].map((rate) => ({kind, rate})));
      const context = await browser.newContext({baseURL: server.origin});
      const pair = await openPair(context, tool);
      for (let round = 0; round < share; round += 1) {
        const {kind, rate} = plan[round % plan.length] as (typeof plan)[number];
        const result = await playRound(pair, kind, rate, random);
        results.push(result);
        if (result.lost.length > 0) {
          console.log(`LOST in ${tool.name}, ${kind}, ${rate}×: ${result.lost.join('; ')}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const lines = new Map<string, {rounds: number; lost: number}>();
  for (const result of results) {
    const key = `${result.tool} | ${result.kind} | ${result.rate}×`;
    const line = lines.get(key) ?? {rounds: 0, lost: 0};
    line.rounds += 1;
    if (result.lost.length > 0) line.lost += 1;
    lines.set(key, line);
  }
  for (const [key, {rounds: count, lost}] of lines)
    console.log(`${key}: ${count} rounds, ${lost} lost`);
  const lost = results.filter((result) => result.lost.length > 0).length;
  console.log(`${results.length} rounds, ${lost} with a lost value`);
  process.exitCode = lost > 0 ? 1 : 0;
}

void main();
