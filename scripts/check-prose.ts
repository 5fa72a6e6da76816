/**
 * Prose arithmetic check: reads the main content of every built page, finds the equations
 * written in its sentences ("$2,400 × 18 × 22% = $9,504") and exits non-zero when one does not
 * add up. The rules (figures as the intervals that round to them, hedges, percent readings,
 * what is skipped) are those of `src/lib/prose/arithmetic.ts`.
 *
 *   npx tsx scripts/check-prose.ts [buildDir] [--all]
 *
 * `--all` also lists the equations that agree.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {checkArithmetic, type Interval} from '../src/lib/prose/arithmetic';
import {formatNumber} from '../src/lib/numbers/format';
import {htmlFiles} from './build-files';
import {routeOfHtmlFile} from './bundle-budget';
import {mainTextRuns, sentenceAround} from './prose-text';

/** Enough decimals to tell a percent as a fraction (0.179) from its neighbours. */
const DECIMALS = 4;

function describeInterval([low, high]: Interval): string {
  const end = (value: number): string =>
    Number.isFinite(value) ? formatNumber(value, DECIMALS) : '…';
  return low === high ? end(low) : `${end(low)} to ${end(high)}`;
}

function main(): void {
  const args = process.argv.slice(2);
  const listAll = args.includes('--all');
  const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  }
  const files = htmlFiles(buildDir);
  let equations = 0;
  let disagreements = 0;
  for (const file of files) {
    const route = routeOfHtmlFile(path.relative(buildDir, file));
    for (const run of mainTextRuns(readFileSync(file, 'utf8'))) {
      for (const check of checkArithmetic(run)) {
        equations += 1;
        if (check.agrees && !listAll) continue;
        if (!check.agrees) disagreements += 1;
        console.log(`${check.agrees ? 'agrees   ' : 'DISAGREES'} ${route}  ${check.text}`);
        if (check.agrees) continue;
        for (const comparison of check.comparisons.filter(({agrees}) => !agrees)) {
          console.log(
            `    ${comparison.left} gives ${formatNumber(comparison.leftValue, DECIMALS)}` +
              ` (${describeInterval(comparison.leftInterval)});` +
              ` ${comparison.right} stands for ${describeInterval(comparison.rightInterval)}`,
          );
        }
        console.log(`    in: "${sentenceAround(run, check.start, check.end)}"`);
      }
    }
  }
  const summary = `Prose arithmetic: ${files.length} pages, ${equations} equation(s) read`;
  if (disagreements > 0) {
    throw new Error(`${summary}, ${disagreements} do not add up.`);
  }
  console.log(`${summary}, all add up.`);
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
