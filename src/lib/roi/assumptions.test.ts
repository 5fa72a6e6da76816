import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {TEST_BANDS} from '@site/tests/unit/support/roiBands';
import {
  HOURLY_RATE,
  MARGIN_RECOVERY_RATE,
  MAX_HOURS_PER_WEEK,
  MAX_QUOTE_ACCURACY_VALUE,
  QUOTE_ACCURACY_RATE,
  calculateRoi,
  type SubscriptionBands,
} from './calculate';
import {
  ASSUMPTION_FIELDS,
  STANDARD_ASSUMPTIONS,
  STANDARD_ASSUMPTION_TEXT,
  assumptionRows,
  assumptionTextFromQuery,
  assumptionsFromQuery,
  assumptionsQuery,
  assumptionsStatement,
  changedAssumptions,
  estimateRoi,
  readAssumptions,
  type AssumptionText,
  type BandsByBilling,
  type RoiAssumptions,
} from './assumptions';

/**
 * Test bands for annual billing: the test bands' yearly costs less 20% ($4,800, $14,400 and
 * $28,800), as the pricing registry derives the site's own.
 */
const ANNUAL_TEST_BANDS = TEST_BANDS.map((band) => ({
  ...band,
  annualCost: band.annualCost * 0.8,
  annualBilling: {listPerYear: band.annualCost, discountPercent: 20},
})) as unknown as SubscriptionBands;

const BANDS: BandsByBilling = {monthly: TEST_BANDS, annual: ANNUAL_TEST_BANDS};

const WORKED = {revenue: 5_000_000, customers: 200, skus: 1_000};

const withText = (changes: Partial<AssumptionText>): AssumptionText => ({
  ...STANDARD_ASSUMPTION_TEXT,
  ...changes,
});

const assume = (changes: Partial<RoiAssumptions>): RoiAssumptions => ({
  ...STANDARD_ASSUMPTIONS,
  ...changes,
});

describe('the standard assumptions', () => {
  it('are the calculator’s constants, billed monthly', () => {
    expect(STANDARD_ASSUMPTIONS).toEqual({
      marginRecoveryRate: MARGIN_RECOVERY_RATE,
      hourlyRate: HOURLY_RATE,
      maxHoursPerWeek: MAX_HOURS_PER_WEEK,
      quoteAccuracyRate: QUOTE_ACCURACY_RATE,
      maxQuoteAccuracyValue: MAX_QUOTE_ACCURACY_VALUE,
      billing: 'monthly',
    });
  });

  it('fill each field with its figure as people write it', () => {
    expect(STANDARD_ASSUMPTION_TEXT).toEqual({
      recoveryRate: '2',
      hourlyRate: '25',
      hoursCap: '25',
      quoteRate: '0.5',
      quoteCap: '50,000',
      billing: 'monthly',
    });
    expect(readAssumptions(STANDARD_ASSUMPTION_TEXT).values).toEqual(STANDARD_ASSUMPTIONS);
  });

  it('give every estimate exactly as the calculator gives it without assumptions', () => {
    const amount = fc.oneof(
      fc.integer({min: 0, max: 2_000_000_000}),
      fc.double({min: 0, max: 1e12, noNaN: true}),
    );
    fc.assert(
      fc.property(amount, amount, amount, (revenue, customers, skus) => {
        const inputs = {revenue, customers, skus};
        expect(estimateRoi(inputs, STANDARD_ASSUMPTIONS, BANDS)).toEqual(
          calculateRoi(inputs, TEST_BANDS),
        );
      }),
    );
  });
});

describe('estimateRoi with assumptions of the visitor’s own', () => {
  it('recovers $50,000 for a $5M business at a 1% recovery rate', () => {
    // 1% × 5,000,000 = 50,000; + 32,500 time + 25,000 quotes = 107,500; − 6,000 = 101,500;
    // 107,500 / 6,000 = 17.92 → 17.9x; 6,000 / 107,500 × 365 = 20.4 → 20 days.
    const result = estimateRoi(WORKED, assume({marginRecoveryRate: 0.01}), BANDS);
    expect(result.marginRecovered).toBe(50_000);
    expect(result.totalValue).toBe(107_500);
    expect(result.netAnnualBenefit).toBe(101_500);
    expect(result.roiMultiple).toBe(17.9);
    expect(result.paybackDays).toBe(20);
  });

  it('bills a year in advance at 12 months less 20%', () => {
    // $6,000 less 20% = $4,800 a year, $400 a month; 157,500 − 4,800 = 152,700;
    // 157,500 / 4,800 = 32.81 → 32.8x; 4,800 / 157,500 × 365 = 11.1 → 11 days.
    const result = estimateRoi(WORKED, assume({billing: 'annual'}), BANDS);
    expect(result.subscriptionCost).toBe(4_800);
    expect(result.monthlyCost).toBe(400);
    expect(result.totalValue).toBe(157_500);
    expect(result.netAnnualBenefit).toBe(152_700);
    expect(result.roiMultiple).toBe(32.8);
    expect(result.paybackDays).toBe(11);
  });

  it('values the hours at the hourly rate, up to the weekly cap given', () => {
    // 10 + 2 + 20 = 32 hours, capped at 20: 20 × 52 × $40 = $41,600.
    const result = estimateRoi(WORKED, assume({hourlyRate: 40, maxHoursPerWeek: 20}), BANDS);
    expect(result.hoursSavedPerWeek).toBe(20);
    expect(result.hoursCapped).toBe(true);
    expect(result.timeSaved).toBe(41_600);
    // A cap above the hours worked out leaves them whole: 32 × 52 × $25 = $41,600.
    const uncapped = estimateRoi(WORKED, assume({maxHoursPerWeek: 40}), BANDS);
    expect(uncapped.hoursSavedPerWeek).toBe(32);
    expect(uncapped.hoursCapped).toBe(false);
    expect(uncapped.timeSaved).toBe(41_600);
  });

  it('caps the quote accuracy at the cap given', () => {
    // 1% × 5,000,000 = 50,000, capped at 30,000.
    const capped = estimateRoi(
      WORKED,
      assume({quoteAccuracyRate: 0.01, maxQuoteAccuracyValue: 30_000}),
      BANDS,
    );
    expect(capped.quoteAccuracy).toBe(30_000);
    expect(capped.quoteAccuracyCapped).toBe(true);
    // 0.25% × 5,000,000 = 12,500, under the standard cap.
    const small = estimateRoi(WORKED, assume({quoteAccuracyRate: 0.0025}), BANDS);
    expect(small.quoteAccuracy).toBe(12_500);
    expect(small.quoteAccuracyCapped).toBe(false);
  });

  it('rounds a half dollar up even where binary arithmetic falls short of it', () => {
    // 0.7% × $500 = $3.50 (3.4999999999999996 in binary) → $4; 0.7% × $1,500 = $10.50 → $11.
    expect(
      estimateRoi({revenue: 500, customers: 0, skus: 0}, assume({marginRecoveryRate: 0.007}), BANDS)
        .marginRecovered,
    ).toBe(4);
    expect(
      estimateRoi(
        {revenue: 1_500, customers: 0, skus: 0},
        assume({marginRecoveryRate: 0.007}),
        BANDS,
      ).marginRecovered,
    ).toBe(11);
  });

  it('reads zero assumptions as zero value, never as NaN', () => {
    const result = estimateRoi(
      WORKED,
      assume({marginRecoveryRate: 0, hourlyRate: 0, quoteAccuracyRate: 0}),
      BANDS,
    );
    expect(result.totalValue).toBe(0);
    expect(result.roiMultiple).toBe(0);
    expect(result.paybackDays).toBeNull();
    expect(result.netAnnualBenefit).toBe(-6_000);
  });
});

describe('readAssumptions', () => {
  it('reads rates in percent and amounts as people type them', () => {
    expect(
      readAssumptions(
        withText({
          recoveryRate: '1.5%',
          hourlyRate: '$40',
          hoursCap: '30',
          quoteRate: '0.25',
          quoteCap: '75k',
          billing: 'annual',
        }),
      ),
    ).toEqual({
      errors: {},
      invalidFields: [],
      values: {
        marginRecoveryRate: 0.015,
        hourlyRate: 40,
        maxHoursPerWeek: 30,
        quoteAccuracyRate: 0.0025,
        maxQuoteAccuracyValue: 75_000,
        billing: 'annual',
      },
    });
  });

  it('says what is wrong beside each field, and gives no assumptions until all can be read', () => {
    const reading = readAssumptions(
      withText({
        recoveryRate: '',
        hourlyRate: 'lots',
        hoursCap: '200',
        quoteRate: '-1',
        quoteCap: '1e400',
      }),
    );
    expect(reading.values).toBeNull();
    expect(reading.invalidFields).toEqual(ASSUMPTION_FIELDS);
    expect(reading.errors).toEqual({
      recoveryRate: 'Enter a percentage of revenue, for example 2 (the standard).',
      hourlyRate:
        'That is not a number. Enter an amount in dollars, for example 25 (the standard).',
      hoursCap: 'A week has 168 hours. Enter a number of hours from 0 to 168.',
      quoteRate: 'Quote accuracy rate cannot be negative. Enter zero or more.',
      quoteCap: 'This number is too large to work with. Check the number of digits.',
    });
    expect(readAssumptions(withText({recoveryRate: '101'})).errors.recoveryRate).toBe(
      'A rate cannot be above 100% of revenue. Enter a percentage from 0 to 100.',
    );
  });

  it('takes 0 and the highest figures each field allows', () => {
    const reading = readAssumptions(
      withText({recoveryRate: '100', hoursCap: '168', hourlyRate: '0'}),
    );
    expect(reading.values).toMatchObject({
      marginRecoveryRate: 1,
      maxHoursPerWeek: 168,
      hourlyRate: 0,
    });
  });
});

describe('which assumptions the results name', () => {
  it('names none for the standard, and each changed one with its standard figure', () => {
    expect(changedAssumptions(STANDARD_ASSUMPTIONS)).toEqual([]);
    expect(assumptionsStatement(STANDARD_ASSUMPTIONS)).toBe(
      'Worked out with the standard assumptions.',
    );
    const mine = assume({marginRecoveryRate: 0.01, billing: 'annual'});
    expect(changedAssumptions(mine)).toEqual(['recoveryRate', 'billing']);
    expect(assumptionsStatement(mine)).toBe(
      'Worked out with your own assumptions: margin recovery rate 1% of revenue (standard 2% of revenue) and billing annual, 12 months less 20% (standard monthly). The others are standard.',
    );
  });

  it('lists every assumption for the methodology, the changed ones marked', () => {
    const rows = assumptionRows(assume({hourlyRate: 32.5, maxQuoteAccuracyValue: 40_000}));
    expect(rows.map((row) => [row.label, row.used, row.standard, row.changed])).toEqual([
      ['Margin recovery rate', '2% of revenue', '2% of revenue', false],
      ['Hourly rate', '$32.50 an hour', '$25 an hour', true],
      ['Hours cap per week', '25 hours a week', '25 hours a week', false],
      ['Quote accuracy rate', '0.5% of revenue', '0.5% of revenue', false],
      ['Quote accuracy cap', '$40,000 a year', '$50,000 a year', true],
      ['Billing', 'monthly', 'monthly', false],
    ]);
  });
});

describe('the share link', () => {
  it('carries no assumption when all are standard, so the link is as it always was', () => {
    expect(assumptionsQuery(STANDARD_ASSUMPTIONS)).toBe('');
    expect(assumptionsFromQuery('?revenue=5000000&margin=25&customers=200&skus=1000')).toEqual(
      STANDARD_ASSUMPTIONS,
    );
  });

  it('carries only the changed assumptions, as plain numbers, and reads them back', () => {
    const mine = assume({
      marginRecoveryRate: 0.01,
      maxQuoteAccuracyValue: 40_000,
      billing: 'annual',
    });
    const query = assumptionsQuery(mine);
    expect(query).toBe('recoveryRate=1&quoteCap=40000&billing=annual');
    expect(assumptionsFromQuery(`?revenue=1&${query}`)).toEqual(mine);
    const every = assume({
      marginRecoveryRate: 0.007,
      hourlyRate: 32.5,
      maxHoursPerWeek: 12.5,
      quoteAccuracyRate: 0.0025,
      maxQuoteAccuracyValue: 0,
    });
    expect(assumptionsQuery(every)).toBe(
      'recoveryRate=0.7&hourlyRate=32.5&hoursCap=12.5&quoteRate=0.25&quoteCap=0',
    );
    expect(assumptionsFromQuery(assumptionsQuery(every))).toEqual(every);
  });

  it('gives the fields’ text of a link, and no assumptions when one cannot be read', () => {
    expect(assumptionTextFromQuery('?recoveryRate=abc')).toEqual(withText({recoveryRate: 'abc'}));
    expect(assumptionsFromQuery('?recoveryRate=abc')).toBeNull();
    expect(assumptionsFromQuery('?hoursCap=500')).toBeNull();
    expect(assumptionsFromQuery('?billing=weekly')).toBeNull();
    expect(assumptionTextFromQuery('?billing=weekly').billing).toBe('monthly');
  });
});
