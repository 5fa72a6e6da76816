import {describe, expect, it} from 'vitest';
import {TEST_BANDS} from '@site/tests/unit/support/roiBands';
import {compareScenarios} from '../scenarios/compare';
import {STANDARD_ASSUMPTIONS, type BandsByBilling} from './assumptions';
import {ROI_COMPARISON_ROWS, scenarioSummary, workScenario} from './scenarios';

const BANDS: BandsByBilling = {monthly: TEST_BANDS, annual: TEST_BANDS};
const FIGURES = {margin: 25, customers: 200, skus: 1_000, salesReps: null};

const small = workScenario(
  {name: '$5M', values: {...FIGURES, revenue: 5_000_000}, assumptions: STANDARD_ASSUMPTIONS},
  BANDS,
);
const large = workScenario(
  {name: '$20M', values: {...FIGURES, revenue: 20_000_000}, assumptions: STANDARD_ASSUMPTIONS},
  BANDS,
);

describe('two ROI scenarios side by side ($5M and $20M)', () => {
  const rows = compareScenarios([small, large], ROI_COMPARISON_ROWS);
  const row = (key: string) => rows.find((entry) => entry.key === key);

  it('shows both totals and marks how far the second is from the first', () => {
    // $5M: 100,000 + 32,500 + 25,000 = 157,500. $20M: 400,000 + 32,500 + 50,000 (capped) =
    // 482,500, which is 325,000 more.
    expect(row('totalValue')?.cells).toEqual([
      {text: '$157,500', differs: false, difference: null},
      {text: '$482,500', differs: true, difference: '+$325,000'},
    ]);
    expect(row('revenue')?.cells[1]?.difference).toBe('+$15,000,000');
    expect(row('subscriptionCost')?.cells.map((cell) => cell.text)).toEqual([
      '$6,000, $0-10M (Small)',
      '$18,000, $10-25M (Medium)',
    ]);
    // 157,500 − 6,000 = 151,500; 482,500 − 18,000 = 464,500.
    expect(row('netAnnualBenefit')?.cells.map((cell) => cell.text)).toEqual([
      '$151,500',
      '$464,500',
    ]);
    // 26.25 → 26.3x; 482,500 / 18,000 = 26.8x.
    expect(row('roiMultiple')?.cells[1]).toEqual({
      text: '26.8x',
      differs: true,
      difference: '+0.5x',
    });
  });

  it('leaves the rows they share unmarked', () => {
    const same = rows.filter((entry) => !entry.differs).map((entry) => entry.key);
    expect(same).toEqual([
      'margin',
      'customers',
      'skus',
      'salesReps',
      'recoveryRate',
      'hourlyRate',
      'hoursCap',
      'quoteRate',
      'quoteCap',
      'billing',
      'timeSaved',
      // 6,000 / 157,500 × 365 = 13.9 and 18,000 / 482,500 × 365 = 13.6: 14 days each.
      'paybackDays',
    ]);
  });

  it('sums a scenario up in a line', () => {
    expect(scenarioSummary(small)).toBe(
      '$5,000,000 revenue · total value $157,500 a year · net $151,500 · 26.3x · standard assumptions',
    );
    const mine = workScenario(
      {
        name: '1%',
        values: {...FIGURES, revenue: 5_000_000},
        assumptions: {...STANDARD_ASSUMPTIONS, marginRecoveryRate: 0.01, billing: 'annual'},
      },
      BANDS,
    );
    expect(scenarioSummary(mine)).toBe(
      '$5,000,000 revenue · total value $107,500 a year · net $101,500 · 17.9x · changed: margin recovery rate, billing',
    );
  });
});
