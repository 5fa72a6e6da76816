import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {TEST_BANDS} from '@site/tests/unit/support/roiBands';
import {evaluateWorking, readFigure} from '@site/tests/unit/support/workedArithmetic';
import {formatUsd} from '../numbers/format';
import {countInWords} from '../numbers/words';
import {capitalise} from '../text/list';
import {calculateRoi, hoursSavedPerWeek, type RoiInputs} from './calculate';
import {MARGIN_RECOVERY_RATE} from './calculate';
import {STANDARD_ASSUMPTIONS, estimateRoi, type RoiAssumptions} from './assumptions';
import {marginRecoveredNote, timeSavedNote} from './explain';
import {
  ESTIMATE_BASIS,
  MARGIN_RECOVERED_NOTE,
  bandCosts,
  bandRange,
  chartBars,
  formatPaybackDays,
  methodologySteps,
  resultsAnnouncement,
  unusedInputsNote,
} from './explain';

const steps = (inputs: RoiInputs) =>
  methodologySteps(inputs, calculateRoi(inputs, TEST_BANDS), TEST_BANDS).map(
    (step) => `${step.label}: ${step.working} = ${step.result}`,
  );

/** The estimate for a revenue alone (no customers, no SKUs). */
const forRevenue = (revenue: number) => calculateRoi({revenue, customers: 0, skus: 0}, TEST_BANDS);

describe('methodologySteps', () => {
  it('works every formula with the visitor’s numbers (the worked example)', () => {
    expect(steps({revenue: 5_000_000, customers: 200, skus: 1_000})).toEqual([
      'Margin recovered per year: 2% × $5,000,000 annual revenue = $100,000',
      'Hours saved per week: 10 + 200 customers ÷ 100 + 1,000 SKUs ÷ 50 = 32 hours, capped at 25 = 25 hours',
      'Time-saved value per year: 25 hours × 52 weeks × $25 an hour = $32,500',
      'Quote accuracy value per year: 0.5% × $5,000,000 = $25,000',
      'Total value per year: $100,000 + $32,500 + $25,000 = $157,500',
      'Subscription cost per year: $0-10M (Small) band, for annual revenue under $10,000,000 = $6,000',
      'Subscription cost per month: $6,000 ÷ 12 = $500',
      'ROI multiple: $157,500 ÷ $6,000 = 26.3x',
      'Payback: $6,000 ÷ $157,500 × 365 days = 14 days',
      'Net annual benefit: $157,500 − $6,000 = $151,500',
    ]);
  });

  it('says when the rounded parts do not add up to the total', () => {
    const total = steps({revenue: 3_333_333, customers: 150, skus: 75})[4];
    expect(total).toBe(
      'Total value per year: $66,667 + $16,900 + $16,667, added before each is rounded to whole dollars (the rounded parts come to $100,234) = $100,233',
    );
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

  it('never states a result that its own working does not give', () => {
    // Whole-dollar revenue and whole counts: every figure in a working is then shown exactly,
    // so a result may differ from its working only by its own rounding.
    const inputs = fc.record({
      revenue: fc.oneof(fc.integer({min: 0, max: 40_000_000}), fc.integer({min: 0, max: 2 ** 40})),
      customers: fc.integer({min: 0, max: 5_000}),
      skus: fc.integer({min: 0, max: 5_000}),
    });
    fc.assert(
      fc.property(inputs, (values) => {
        const result = calculateRoi(values, TEST_BANDS);
        for (const step of methodologySteps(values, result, TEST_BANDS)) {
          const stated = readFigure(step.result);
          const [formula = '', ...shown] = step.working.split(' = ');
          if (step.label === 'Subscription cost per year') {
            // "<band> band, for annual revenue …": the band's cost, and the revenue is in it.
            const band = TEST_BANDS.find((each) => step.working.startsWith(`${each.label} band`));
            expect(band?.annualCost, step.working).toBe(stated.value);
            expect(result.band, step.working).toBe(band);
            continue;
          }
          if (result.paybackDays === null && step.label === 'Payback') continue;
          const [parts = '', unrounded] = formula.split(', added before each is rounded');
          let value = evaluateWorking(parts);
          if (unrounded !== undefined) {
            // The total adds the unrounded parts: three roundings of half a dollar and its own.
            expect(readFigure(unrounded).value, step.working).toBe(value);
            expect(Math.abs(value - stated.value), step.working).toBeLessThanOrEqual(2);
            continue;
          }
          const cap = /^(.*), capped at (.*)$/.exec(shown.join(' = '));
          if (cap) {
            const intermediate = readFigure(cap[1] ?? '');
            expect(Math.abs(value - intermediate.value), step.working).toBeLessThanOrEqual(
              intermediate.halfUnit + 1e-9,
            );
            value = Math.min(value, readFigure(cap[2] ?? '').value);
          }
          expect(
            Math.abs(value - stated.value),
            `${step.working} = ${step.result}`,
          ).toBeLessThanOrEqual(stated.halfUnit + Math.abs(value) * 1e-12);
        }
      }),
      {numRuns: 300},
    );
  });
});

describe('ESTIMATE_BASIS', () => {
  it('states the share of revenue that the margin formula recovers', () => {
    const rate = readFigure(ESTIMATE_BASIS.marginRecovered);
    expect(ESTIMATE_BASIS.marginRecovered).toMatch(/^[\d.]+% of annual revenue: /);
    expect(forRevenue(1_000_000).marginRecovered).toBe(rate.value * 1_000_000);
    expect(
      MARGIN_RECOVERED_NOTE.startsWith(ESTIMATE_BASIS.marginRecovered.split(' ')[0] ?? '-'),
    ).toBe(true);
  });

  it('states the hours the time formula counts, and what an hour is worth', () => {
    const match =
      /^(\w+) hours a week .*, plus an hour for every ([\d,]+) active customers and every ([\d,]+) SKUs, up to (\d+) hours a week, valued at (\$[\d,]+) an hour over (\d+) weeks\.$/.exec(
        ESTIMATE_BASIS.timeSaved,
      );
    expect(match, ESTIMATE_BASIS.timeSaved).not.toBeNull();
    const [, base = '', customers = '', skus = '', cap = '', rate = '', weeks = ''] = match ?? [];
    const none = hoursSavedPerWeek(0, 0);
    expect(base).toBe(capitalise(countInWords(none)));
    expect(hoursSavedPerWeek(readFigure(customers).value, 0) - none).toBe(1);
    expect(hoursSavedPerWeek(0, readFigure(skus).value) - none).toBe(1);
    expect(hoursSavedPerWeek(1e9, 1e9)).toBe(Number(cap));
    expect(forRevenue(0).timeSaved).toBe(none * readFigure(rate).value * Number(weeks));
  });

  it('states the share of revenue and the cap of the quote-accuracy formula', () => {
    const match = /^([\d.]+%) of annual revenue .*, capped at (\$[\d,]+) a year /.exec(
      ESTIMATE_BASIS.quoteAccuracy,
    );
    expect(match, ESTIMATE_BASIS.quoteAccuracy).not.toBeNull();
    const [, rate = '', cap = ''] = match ?? [];
    expect(forRevenue(1_000_000).quoteAccuracy).toBe(readFigure(rate).value * 1_000_000);
    expect(forRevenue(1e12).quoteAccuracy).toBe(readFigure(cap).value);
  });
});

describe('bandCosts', () => {
  it('lists each band with its cost a year', () => {
    expect(bandCosts(TEST_BANDS)).toBe(
      TEST_BANDS.map((band) => `${band.label}: ${formatUsd(band.annualCost)} a year`).join('; '),
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
    const [small, medium, large] = TEST_BANDS;
    expect(bandRange(small, medium)).toBe('annual revenue under $10,000,000');
    expect(bandRange(medium, large)).toBe(
      'annual revenue from $10,000,000 up to under $25,000,000',
    );
    expect(bandRange(large)).toBe('annual revenue of $25,000,000 and above');
  });
});

describe('chartBars and resultsAnnouncement', () => {
  const result = calculateRoi({revenue: 5_000_000, customers: 200, skus: 1_000}, TEST_BANDS);
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

describe('methodologySteps with assumptions of the visitor’s own', () => {
  const ANNUAL_BANDS = TEST_BANDS.map((band) => ({
    ...band,
    annualCost: band.annualCost * 0.8,
    annualBilling: {listPerYear: band.annualCost, discountPercent: 20},
  })) as unknown as typeof TEST_BANDS;
  const worked = (assumptions: Partial<RoiAssumptions>, bands = TEST_BANDS) => {
    const inputs = {revenue: 5_000_000, customers: 200, skus: 1_000};
    const mine = {...STANDARD_ASSUMPTIONS, ...assumptions};
    return methodologySteps(
      inputs,
      estimateRoi(inputs, mine, {monthly: TEST_BANDS, annual: ANNUAL_BANDS}),
      mine.billing === 'annual' ? ANNUAL_BANDS : bands,
    ).map((step) => `${step.label}: ${step.working} = ${step.result}`);
  };

  it('works each formula with the figures used', () => {
    expect(
      worked({
        marginRecoveryRate: 0.01,
        hourlyRate: 32.5,
        maxHoursPerWeek: 20,
        quoteAccuracyRate: 0.0025,
        maxQuoteAccuracyValue: 10_000,
      }),
    ).toEqual([
      'Margin recovered per year: 1% × $5,000,000 annual revenue = $50,000',
      'Hours saved per week: 10 + 200 customers ÷ 100 + 1,000 SKUs ÷ 50 = 32 hours, capped at 20 = 20 hours',
      'Time-saved value per year: 20 hours × 52 weeks × $32.50 an hour = $33,800',
      'Quote accuracy value per year: 0.25% × $5,000,000 = $12,500, capped at $10,000 = $10,000',
      'Total value per year: $50,000 + $33,800 + $10,000 = $93,800',
      'Subscription cost per year: $0-10M (Small) band, for annual revenue under $10,000,000 = $6,000',
      'Subscription cost per month: $6,000 ÷ 12 = $500',
      'ROI multiple: $93,800 ÷ $6,000 = 15.6x',
      'Payback: $6,000 ÷ $93,800 × 365 days = 23 days',
      'Net annual benefit: $93,800 − $6,000 = $87,800',
    ]);
  });

  it('shows annual billing as 12 months less the discount', () => {
    const steps = worked({billing: 'annual'});
    expect(steps[5]).toBe(
      'Subscription cost per year: $0-10M (Small) band, for annual revenue under $10,000,000, billed annually: $6,000 a year less 20% = $4,800',
    );
    expect(steps[6]).toBe('Subscription cost per month: $4,800 ÷ 12 = $400');
    expect(steps[9]).toBe('Net annual benefit: $157,500 − $4,800 = $152,700');
  });

  it('notes the recovery rate and the hourly rate used under the headline figures', () => {
    expect(marginRecoveredNote(MARGIN_RECOVERY_RATE)).toBe(MARGIN_RECOVERED_NOTE);
    expect(marginRecoveredNote(0.01)).toBe('1% of revenue, your assumption');
    const result = calculateRoi({revenue: 1, customers: 150, skus: 75}, TEST_BANDS, {
      ...STANDARD_ASSUMPTIONS,
      hourlyRate: 40,
    });
    expect(timeSavedNote(result)).toBe('13 hours a week at $40 an hour');
  });
});
