/** A Business Numbers calculator: live results and band as figures change, and bad input. */
import {expect} from 'vitest';
import {RELEASED} from '../../../src/data/editions';
import {evaluateCalculator, exampleTexts} from '../../../src/lib/metrics/calculators/evaluate';
import type {Tab} from '../support/tab';
import type {Scenario} from './scenario';

const SLUG = 'customer-acquisition-cost';
const FIELD = 'Customer lifetime value (gross margin)';

/** What the page should show for these field texts: each result figure and the band. */
function expected(texts: Record<string, string>): string[] {
  const calculator = RELEASED.content.TERM_PAGES[SLUG]!.calculator;
  const evaluation = evaluateCalculator(calculator, {...exampleTexts(calculator), ...texts});
  if (evaluation.kind !== 'result') throw new Error(`No result for ${JSON.stringify(texts)}`);
  return [
    ...evaluation.lines.map((line) => line.value),
    ...(evaluation.verdict ? [evaluation.verdict.label] : []),
  ];
}

async function expectShown(page: Tab, region: string, texts: Record<string, string>) {
  for (const text of expected(texts)) {
    await expect.poll(() => page.text(region)).toContain(text);
  }
}

export const DOCS_SCENARIOS: readonly Scenario[] = [
  {
    name: 'a Business Numbers calculator follows its figures live and refuses bad input beside the field',
    async run(page) {
      const calculator = RELEASED.content.TERM_PAGES[SLUG]!.calculator;
      const region = `region=${calculator.title}`;
      const field = `${region} >> label=${FIELD}`;
      await page.open(`${RELEASED.prefix}/business-numbers/${SLUG}`);
      await expectShown(page, region, {});
      await page.fill(field, '33,750');
      await expectShown(page, region, {lifetimeValue: '33,750'});
      await page.fill(field, '56250');
      await expectShown(page, region, {lifetimeValue: '56250'});

      await page.fill(field, 'lots');
      await expect.poll(() => page.attribute(field, 'aria-invalid')).toBe('true');
      expect(await page.description(field)).not.toBe('');
      expect(await page.text(region)).not.toMatch(/NaN|Infinity/);
    },
  },
];
