/**
 * Search quality, offline: runs the judged queries (`src/data/searchJudgements.ts`) against
 * the search files of a production build, as the search box answers them, and prints top-1,
 * MRR and nDCG@5 for the tune part and the held-out part, overall and per kind of query, then
 * the tune part's misses. No browser: the engine the box runs, on the files it loads.
 *
 *   npm run eval:search
 *   npm run eval:search -- --build ../other-checkout/build   # another build (a before figure)
 *   npm run eval:search -- --json bench-results/search-quality.json
 *
 * The held-out part's misses are not printed: it measures how well the ranking does on
 * queries it was not fitted to, and stays useful only while nobody tunes on it.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {releasedEditionName, runReport} from './search-quality-run';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function main(): void {
  const buildDir = path.resolve(option('build') ?? 'build');
  const released = option('edition') ?? releasedEditionName();
  const {tune, heldOut, heldOutUnseen} = runReport(buildDir, released);
  const out = option('json');
  if (out) {
    mkdirSync(path.dirname(path.resolve(out)), {recursive: true});
    writeFileSync(
      path.resolve(out),
      `${JSON.stringify(
        {date: new Date().toISOString(), build: buildDir, tune, heldOut, heldOutUnseen},
        null,
        2,
      )}\n`,
    );
    console.log(`Written to ${out}`);
  }
}

main();
