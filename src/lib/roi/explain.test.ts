import {describe, expect, it} from 'vitest';
import {SUBSCRIPTION_BANDS, calculateRoi, type RoiInputs} from './calculate';
import {
  bandRange,
  chartBars,
  formatPaybackDays,
  methodologySteps,
  resultsAnnouncement,
  unusedInputsNote,
} from './explain';

const steps = (inputs: RoiInputs) =>
  methodologySteps(inputs, calculateRoi(inputs), SUBSCRIPTION_BANDS).map(
    (step) => `${step.label}: ${step.working} = ${step.result}`,
  );

describe('methodologySteps', () => {
  it('works every formula with the visitor’s numbers (the worked example)', () => {
    expect(steps({revenue: 5_000_000, customers: 200, skus: 1_000})).toEqual([
      'Margin recovered per year: 2% × $5,000,000 annual revenue = $100,000',
      'Hours saved per week: 10 + 200 customers ÷ 100 + 1,000 SKUs ÷ 50 = 32 hours, capped at 25 = 25 hours',
      'Time-saved value per year: 25 hours × 52 weeks × $25 an hour = $32,500',
      'Quote accuracy value per year: 0.5% × $5,000,000 = $25,000',
      'Total value per year: $100,000 + $32,500 + $25,000 = $157,500',
      'Subscription cost per year: $0-10M (SME) band, for annual revenue under $10,000,000 = $6,000',
      'Subscription cost per month: $6,000 ÷ 12 = $500',
      'ROI multiple: $157,500 ÷ $6,000 = 26.3x',
      'Payback: $6,000 ÷ $157,500 × 365 days = 14 days',
      'Net annual benefit: $157,500 − $6,000 = $151,500',
    ]);
  });

  it('shows the caps when they apply, and no cap when they do not', () => {
    const capped = steps({revenue: 15_000_000, customers: 500, skus: 2_000});
    expect(capped[3]).toBe(
      'Quote accuracy value per year: 0.5% × $15,000,000 = $75,000, capped at $50,000 = $50,000',
    );
    expect(capped[5]).toContain('for annual revenue from $10,000,000 up to under $25,000,000');
    const small = steps({revenue: 1_000_000, customers: 50, skus: 100});
    expect(small[1]).toBe(
      'Hours saved per week: 10 + 50 customers ÷ 100 + 100 SKUs ÷ 50 = 12.5 hours',
    );
    expect(steps({revenue: 25_000_000, customers: 0, skus: 0})[5]).toContain(
      'for annual revenue of $25,000,000 and above',
    );
  });
});

describe('formatPaybackDays', () => {
  it('reads naturally for every case, including no payback', () => {
    expect(formatPaybackDays(14)).toBe('14 days');
    expect(formatPaybackDays(1)).toBe('1 day');
    expect(formatPaybackDays(0)).toBe('Under 1 day');
    expect(formatPaybackDays(1234)).toBe('1,234 days');
    expect(formatPaybackDays(null)).toBe('No payback');
  });
});

describe('bandRange', () => {
  it('describes each band', () => {
    const [sme, growth, enterprise] = SUBSCRIPTION_BANDS;
    expect(bandRange(sme, growth)).toBe('annual revenue under $10,000,000');
    expect(bandRange(enterprise)).toBe('annual revenue of $25,000,000 and above');
  });
});

describe('chartBars and resultsAnnouncement', () => {
  const result = calculateRoi({revenue: 5_000_000, customers: 200, skus: 1_000});
  it('charts the three value components against the cost', () => {
    expect(chartBars(result).map((bar) => [bar.label, bar.value, bar.kind])).toEqual([
      ['Margin recovered', 100_000, 'value'],
      ['Time saved', 32_500, 'value'],
      ['Quote accuracy', 25_000, 'value'],
      ['Subscription cost', 6_000, 'cost'],
    ]);
  });
  it('sums up the results in one sentence', () => {
    expect(resultsAnnouncement(result)).toBe(
      'Results ready: total value $157,500 a year, ROI 26.3x, payback in 14 days, net annual benefit $151,500.',
    );
    expect(resultsAnnouncement({...result, paybackDays: null})).toContain('no payback');
  });
});

describe('unusedInputsNote', () => {
  it('names the inputs that do not enter the formulas, with the right verb', () => {
    expect(unusedInputsNote(25, null)).toBe(
      'Your gross margin of 25.0% does not change this estimate, which keeps it conservative.',
    );
    expect(unusedInputsNote(32.25, 4)).toBe(
      'Your gross margin of 32.3% and your 4 sales reps do not change this estimate, which keeps it conservative.',
    );
  });
});
