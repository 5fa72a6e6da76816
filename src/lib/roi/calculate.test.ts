import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {TEST_BANDS} from '@site/tests/unit/support/roiBands';
import {
  calculateRoi,
  hoursSavedPerWeek,
  paybackDays,
  roiMultiple,
  subscriptionBand,
  type RoiInputs,
} from './calculate';

interface ReferenceCase {
  readonly name: string;
  readonly inputs: RoiInputs;
  readonly expected: {
    readonly band: string;
    readonly subscriptionCost: number;
    readonly monthlyCost: number;
    readonly marginRecovered: number;
    readonly hoursSavedPerWeek: number;
    readonly timeSaved: number;
    readonly quoteAccuracy: number;
    readonly totalValue: number;
    readonly roiMultiple: number;
    readonly paybackDays: number;
    readonly netAnnualBenefit: number;
  };
}

// Worked by hand from the calculator's formulas, with the test bands (costs of $6,000, $18,000
// and $36,000 a year). Each line of working is in the name or the comment; the three value
// components are rounded to whole dollars before adding up.
const REFERENCE_CASES: readonly ReferenceCase[] = [
  {
    // 2% × 5,000,000 = 100,000; 10 + 2 + 20 = 32 h → cap 25 h × 52 × 25 = 32,500;
    // 0.5% × 5,000,000 = 25,000; total 157,500; 157,500 / 6,000 = 26.25 → 26.3;
    // 6,000 / 157,500 × 365 = 13.9 → 14; 157,500 − 6,000 = 151,500.
    name: 'the worked example: $5M revenue, 200 customers, 1,000 SKUs',
    inputs: {revenue: 5_000_000, customers: 200, skus: 1_000},
    expected: {
      band: '$0-10M (Small)',
      subscriptionCost: 6_000,
      monthlyCost: 500,
      marginRecovered: 100_000,
      hoursSavedPerWeek: 25,
      timeSaved: 32_500,
      quoteAccuracy: 25_000,
      totalValue: 157_500,
      roiMultiple: 26.3,
      paybackDays: 14,
      netAnnualBenefit: 151_500,
    },
  },
  {
    // 0; 10 h × 52 × 25 = 13,000; 0; 13,000 / 6,000 = 2.17 → 2.2; 6,000 / 13,000 × 365 = 168.5 → 168.
    name: 'a business with nothing entered but zeros (the tiniest case)',
    inputs: {revenue: 0, customers: 0, skus: 0},
    expected: {
      band: '$0-10M (Small)',
      subscriptionCost: 6_000,
      monthlyCost: 500,
      marginRecovered: 0,
      hoursSavedPerWeek: 10,
      timeSaved: 13_000,
      quoteAccuracy: 0,
      totalValue: 13_000,
      roiMultiple: 2.2,
      paybackDays: 168,
      netAnnualBenefit: 7_000,
    },
  },
  {
    // 20,000; 10 + 0.5 + 2 = 12.5 h × 1,300 = 16,250; 5,000; 41,250; 6.875 → 6.9; 53.09 → 53.
    name: 'a small trader: $1M revenue, 50 customers, 100 SKUs',
    inputs: {revenue: 1_000_000, customers: 50, skus: 100},
    expected: {
      band: '$0-10M (Small)',
      subscriptionCost: 6_000,
      monthlyCost: 500,
      marginRecovered: 20_000,
      hoursSavedPerWeek: 12.5,
      timeSaved: 16_250,
      quoteAccuracy: 5_000,
      totalValue: 41_250,
      roiMultiple: 6.9,
      paybackDays: 53,
      netAnnualBenefit: 35_250,
    },
  },
  {
    // 199,999.98 → 200,000; 10 + 1 + 5 = 16 h × 1,300 = 20,800; 49,999.995 → 50,000 (under
    // the cap); 270,800; 45.13 → 45.1; 6,000 / 270,800 × 365 = 8.09 → 8.
    name: 'one dollar under the $10M edge stays in the lowest band',
    inputs: {revenue: 9_999_999, customers: 100, skus: 250},
    expected: {
      band: '$0-10M (Small)',
      subscriptionCost: 6_000,
      monthlyCost: 500,
      marginRecovered: 200_000,
      hoursSavedPerWeek: 16,
      timeSaved: 20_800,
      quoteAccuracy: 50_000,
      totalValue: 270_800,
      roiMultiple: 45.1,
      paybackDays: 8,
      netAnnualBenefit: 264_800,
    },
  },
  {
    // 200,000; 20,800; 0.5% × 10M = 50,000 exactly; 270,800; 270,800 / 18,000 = 15.04 → 15.0;
    // 18,000 / 270,800 × 365 = 24.26 → 24.
    name: 'exactly $10,000,000 is in the middle band',
    inputs: {revenue: 10_000_000, customers: 100, skus: 250},
    expected: {
      band: '$10-25M (Medium)',
      subscriptionCost: 18_000,
      monthlyCost: 1_500,
      marginRecovered: 200_000,
      hoursSavedPerWeek: 16,
      timeSaved: 20_800,
      quoteAccuracy: 50_000,
      totalValue: 270_800,
      roiMultiple: 15,
      paybackDays: 24,
      netAnnualBenefit: 252_800,
    },
  },
  {
    // 300,000; 10 + 5 + 40 = 55 h → 25 h = 32,500; 75,000 → cap 50,000; 382,500;
    // 21.25 → 21.3; 18,000 / 382,500 × 365 = 17.18 → 17.
    name: 'inside the middle band, both caps applied: $15M, 500 customers, 2,000 SKUs',
    inputs: {revenue: 15_000_000, customers: 500, skus: 2_000},
    expected: {
      band: '$10-25M (Medium)',
      subscriptionCost: 18_000,
      monthlyCost: 1_500,
      marginRecovered: 300_000,
      hoursSavedPerWeek: 25,
      timeSaved: 32_500,
      quoteAccuracy: 50_000,
      totalValue: 382_500,
      roiMultiple: 21.3,
      paybackDays: 17,
      netAnnualBenefit: 364_500,
    },
  },
  {
    // 499,999.98 → 500,000; 13,000; cap 50,000; 563,000; 31.28 → 31.3; 11.67 → 12.
    name: 'one dollar under the $25M edge stays in the middle band',
    inputs: {revenue: 24_999_999, customers: 0, skus: 0},
    expected: {
      band: '$10-25M (Medium)',
      subscriptionCost: 18_000,
      monthlyCost: 1_500,
      marginRecovered: 500_000,
      hoursSavedPerWeek: 10,
      timeSaved: 13_000,
      quoteAccuracy: 50_000,
      totalValue: 563_000,
      roiMultiple: 31.3,
      paybackDays: 12,
      netAnnualBenefit: 545_000,
    },
  },
  {
    // 500,000; 13,000; 125,000 → cap 50,000; 563,000; 563,000 / 36,000 = 15.64 → 15.6;
    // 36,000 / 563,000 × 365 = 23.34 → 23.
    name: 'exactly $25,000,000 is in the top band',
    inputs: {revenue: 25_000_000, customers: 0, skus: 0},
    expected: {
      band: '$25M+ (Large)',
      subscriptionCost: 36_000,
      monthlyCost: 3_000,
      marginRecovered: 500_000,
      hoursSavedPerWeek: 10,
      timeSaved: 13_000,
      quoteAccuracy: 50_000,
      totalValue: 563_000,
      roiMultiple: 15.6,
      paybackDays: 23,
      netAnnualBenefit: 527_000,
    },
  },
  {
    // 40,000; 10 + 10 + 5 = 25 h exactly (the cap itself) = 32,500; 10,000; 82,500;
    // 13.75 → 13.8; 6,000 / 82,500 × 365 = 26.5 → 27.
    name: 'exactly 25 hours a week: $2M, 1,000 customers, 250 SKUs',
    inputs: {revenue: 2_000_000, customers: 1_000, skus: 250},
    expected: {
      band: '$0-10M (Small)',
      subscriptionCost: 6_000,
      monthlyCost: 500,
      marginRecovered: 40_000,
      hoursSavedPerWeek: 25,
      timeSaved: 32_500,
      quoteAccuracy: 10_000,
      totalValue: 82_500,
      roiMultiple: 13.8,
      paybackDays: 27,
      netAnnualBenefit: 76_500,
    },
  },
  {
    // 240,000; 10 + 1 = 11 h × 1,300 = 14,300; 60,000 → cap 50,000; 304,300; 16.91 → 16.9;
    // 18,000 / 304,300 × 365 = 21.59 → 22.
    name: 'the $50,000 quote-accuracy cap: $12M, 100 customers, no SKUs',
    inputs: {revenue: 12_000_000, customers: 100, skus: 0},
    expected: {
      band: '$10-25M (Medium)',
      subscriptionCost: 18_000,
      monthlyCost: 1_500,
      marginRecovered: 240_000,
      hoursSavedPerWeek: 11,
      timeSaved: 14_300,
      quoteAccuracy: 50_000,
      totalValue: 304_300,
      roiMultiple: 16.9,
      paybackDays: 22,
      netAnnualBenefit: 286_300,
    },
  },
  {
    // 180,000; 13,000; 45,000 (under the cap); 238,000; 39.67 → 39.7; 9.2 → 9.
    name: 'quote accuracy under its cap: $9M',
    inputs: {revenue: 9_000_000, customers: 0, skus: 0},
    expected: {
      band: '$0-10M (Small)',
      subscriptionCost: 6_000,
      monthlyCost: 500,
      marginRecovered: 180_000,
      hoursSavedPerWeek: 10,
      timeSaved: 13_000,
      quoteAccuracy: 45_000,
      totalValue: 238_000,
      roiMultiple: 39.7,
      paybackDays: 9,
      netAnnualBenefit: 232_000,
    },
  },
  {
    // 20,000,000; 10 + 500 + 4,000 → 25 h = 32,500; cap 50,000; 20,082,500;
    // 20,082,500 / 36,000 = 557.85 → 557.8; 36,000 / 20,082,500 × 365 = 0.65 → 1.
    name: 'a huge business: $1bn, 50,000 customers, 200,000 SKUs',
    inputs: {revenue: 1_000_000_000, customers: 50_000, skus: 200_000},
    expected: {
      band: '$25M+ (Large)',
      subscriptionCost: 36_000,
      monthlyCost: 3_000,
      marginRecovered: 20_000_000,
      hoursSavedPerWeek: 25,
      timeSaved: 32_500,
      quoteAccuracy: 50_000,
      totalValue: 20_082_500,
      roiMultiple: 557.8,
      paybackDays: 1,
      netAnnualBenefit: 20_046_500,
    },
  },
  {
    // 2e13; 13,000; cap 50,000; 20,000,000,063,000; / 36,000 = 555,555,557.31 → 555,555,557.3;
    // payback 0.00066 days → 0.
    name: 'the largest revenue the form accepts ($1,000 trillion)',
    inputs: {revenue: 1e15, customers: 0, skus: 0},
    expected: {
      band: '$25M+ (Large)',
      subscriptionCost: 36_000,
      monthlyCost: 3_000,
      marginRecovered: 20_000_000_000_000,
      hoursSavedPerWeek: 10,
      timeSaved: 13_000,
      quoteAccuracy: 50_000,
      totalValue: 20_000_000_063_000,
      roiMultiple: 555_555_557.3,
      paybackDays: 0,
      netAnnualBenefit: 20_000_000_027_000,
    },
  },
  {
    // 0; 10 + 0.03 + 0.14 = 10.17 h × 1,300 = 13,221; 0; 13,221; 2.2; 6,000 / 13,221 × 365
    // = 165.6 → 166.
    name: 'fractional hours: 3 customers and 7 SKUs',
    inputs: {revenue: 0, customers: 3, skus: 7},
    expected: {
      band: '$0-10M (Small)',
      subscriptionCost: 6_000,
      monthlyCost: 500,
      marginRecovered: 0,
      hoursSavedPerWeek: 10.17,
      timeSaved: 13_221,
      quoteAccuracy: 0,
      totalValue: 13_221,
      roiMultiple: 2.2,
      paybackDays: 166,
      netAnnualBenefit: 7_221,
    },
  },
];

describe('calculateRoi', () => {
  for (const {name, inputs, expected} of REFERENCE_CASES) {
    it(`matches the hand-worked figures for ${name}`, () => {
      const result = calculateRoi(inputs, TEST_BANDS);
      expect(result.band.label).toBe(expected.band);
      expect(result.subscriptionCost).toBe(expected.subscriptionCost);
      expect(result.monthlyCost).toBe(expected.monthlyCost);
      expect(result.marginRecovered).toBe(expected.marginRecovered);
      expect(result.hoursSavedPerWeek).toBeCloseTo(expected.hoursSavedPerWeek, 9);
      expect(result.timeSaved).toBe(expected.timeSaved);
      expect(result.quoteAccuracy).toBe(expected.quoteAccuracy);
      expect(result.totalValue).toBe(expected.totalValue);
      expect(result.roiMultiple).toBeCloseTo(expected.roiMultiple, 6);
      expect(result.paybackDays).toBe(expected.paybackDays);
      expect(result.netAnnualBenefit).toBe(expected.netAnnualBenefit);
    });
  }

  it('adds the unrounded parts before rounding the total, and says how far the rounded parts miss it', () => {
    // 2% × 3,333,333 = 66,666.66; 10 + 1.5 + 1.5 = 13 h × 1,300 = 16,900; 0.5% × 3,333,333 =
    // 16,666.665. Exact total 100,233.325 → 100,233; the rounded parts 66,667 + 16,900 + 16,667
    // come to 100,234.
    const result = calculateRoi({revenue: 3_333_333, customers: 150, skus: 75}, TEST_BANDS);
    expect([result.marginRecovered, result.timeSaved, result.quoteAccuracy]).toEqual([
      66_667, 16_900, 16_667,
    ]);
    expect(result.totalValue).toBe(100_233);
    expect(result.roundingDifference).toBe(-1);
    expect(result.netAnnualBenefit).toBe(94_233);
  });

  it('says when the hours cap and the quote-accuracy cap applied', () => {
    expect(
      calculateRoi({revenue: 2_000_000, customers: 1_000, skus: 250}, TEST_BANDS).hoursCapped,
    ).toBe(false);
    expect(
      calculateRoi({revenue: 2_000_000, customers: 1_001, skus: 250}, TEST_BANDS).hoursCapped,
    ).toBe(true);
    expect(
      calculateRoi({revenue: 10_000_000, customers: 0, skus: 0}, TEST_BANDS).quoteAccuracyCapped,
    ).toBe(false);
    expect(
      calculateRoi({revenue: 10_000_001, customers: 0, skus: 0}, TEST_BANDS).quoteAccuracyCapped,
    ).toBe(true);
  });

  it('reads negative, NaN and infinite inputs as 0 instead of failing', () => {
    const zero = calculateRoi({revenue: 0, customers: 0, skus: 0}, TEST_BANDS);
    for (const bad of [-1, -1e9, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(calculateRoi({revenue: bad, customers: bad, skus: bad}, TEST_BANDS)).toEqual(zero);
    }
  });
});

describe('subscriptionBand', () => {
  it('chooses the band by annual revenue, edges inclusive at the bottom', () => {
    expect(subscriptionBand(0, TEST_BANDS).id).toBe('small');
    expect(subscriptionBand(9_999_999.99, TEST_BANDS).id).toBe('small');
    expect(subscriptionBand(10_000_000, TEST_BANDS).id).toBe('medium');
    expect(subscriptionBand(24_999_999.99, TEST_BANDS).id).toBe('medium');
    expect(subscriptionBand(25_000_000, TEST_BANDS).id).toBe('large');
    expect(subscriptionBand(Number.NaN, TEST_BANDS).id).toBe('small');
  });
  it('gives the only band when there is one, whatever the revenue', () => {
    const [only] = TEST_BANDS;
    expect(subscriptionBand(1e12, [only])).toBe(only);
    expect(calculateRoi({revenue: 1e9, customers: 0, skus: 0}, [only]).subscriptionCost).toBe(
      only.annualCost,
    );
  });
});

describe('hoursSavedPerWeek', () => {
  it('adds an hour per 100 customers and per 50 SKUs to 10, up to 25', () => {
    expect(hoursSavedPerWeek(0, 0)).toBe(10);
    expect(hoursSavedPerWeek(100, 50)).toBe(12);
    expect(hoursSavedPerWeek(1_000, 250)).toBe(25);
    expect(hoursSavedPerWeek(1e12, 1e12)).toBe(25);
  });
});

describe('roiMultiple', () => {
  it('rounds total / cost to one decimal', () => {
    expect(roiMultiple(157_500, 6_000)).toBe(26.3);
    expect(roiMultiple(13_000, 6_000)).toBe(2.2);
  });
  it('is 0 rather than Infinity or NaN when the cost is 0', () => {
    expect(roiMultiple(10_000, 0)).toBe(0);
    expect(roiMultiple(0, 0)).toBe(0);
    expect(roiMultiple(10_000, Number.NaN)).toBe(0);
  });
});

describe('paybackDays', () => {
  it('rounds cost / total × 365 to whole days', () => {
    expect(paybackDays(6_000, 157_500)).toBe(14);
    expect(paybackDays(36_000, 20_000_000_063_000)).toBe(0);
  });
  it('gives no payback (null), not Infinity, when the total value is 0 or less', () => {
    expect(paybackDays(6_000, 0)).toBeNull();
    expect(paybackDays(6_000, -5)).toBeNull();
    expect(paybackDays(6_000, Number.NaN)).toBeNull();
  });
  it('is 0 when there is no cost to pay back', () => {
    expect(paybackDays(0, 10_000)).toBe(0);
  });
});

describe('calculateRoi properties', () => {
  const anyNumber = fc.oneof(
    fc.double(),
    fc.double({min: 0, max: 1e15, noNaN: true}),
    fc.integer({min: 0, max: 1_000_000}),
  );
  const anyInputs = fc.record({revenue: anyNumber, customers: anyNumber, skus: anyNumber});

  it('always gives finite numbers, a payback of 0 days or more and a consistent ROI', () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = calculateRoi(inputs, TEST_BANDS);
        const numbers = [
          result.marginRecovered,
          result.hoursSavedPerWeek,
          result.timeSaved,
          result.quoteAccuracy,
          result.totalValue,
          result.subscriptionCost,
          result.monthlyCost,
          result.roiMultiple,
          result.netAnnualBenefit,
        ];
        expect(numbers.every(Number.isFinite)).toBe(true);
        expect(result.paybackDays).not.toBeNull();
        expect(Number.isFinite(result.paybackDays)).toBe(true);
        expect(result.paybackDays).toBeGreaterThanOrEqual(0);

        const ratio = result.totalValue / result.subscriptionCost;
        expect(Math.abs(result.roiMultiple - ratio)).toBeLessThanOrEqual(0.05 + ratio * 1e-12);
        expect(result.totalValue).toBe(
          result.marginRecovered +
            result.timeSaved +
            result.quoteAccuracy +
            result.roundingDifference,
        );
        expect(Math.abs(result.roundingDifference)).toBeLessThanOrEqual(2);
        expect(result.netAnnualBenefit).toBe(result.totalValue - result.subscriptionCost);
        expect(result.monthlyCost * 12).toBe(result.subscriptionCost);
      }),
      {numRuns: 1000},
    );
  });

  it('keeps each component within its bounds', () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = calculateRoi(inputs, TEST_BANDS);
        expect(result.hoursSavedPerWeek).toBeGreaterThanOrEqual(10);
        expect(result.hoursSavedPerWeek).toBeLessThanOrEqual(25);
        expect(result.timeSaved).toBeGreaterThanOrEqual(13_000);
        expect(result.timeSaved).toBeLessThanOrEqual(32_500);
        expect(result.quoteAccuracy).toBeGreaterThanOrEqual(0);
        expect(result.quoteAccuracy).toBeLessThanOrEqual(50_000);
        expect(result.marginRecovered).toBeGreaterThanOrEqual(0);
      }),
      {numRuns: 1000},
    );
  });

  it('never gives less value for more revenue, customers or SKUs', () => {
    const realistic = fc.double({min: 0, max: 1e12, noNaN: true});
    fc.assert(
      fc.property(realistic, realistic, realistic, realistic, (revenue, customers, skus, more) => {
        const base = calculateRoi({revenue, customers, skus}, TEST_BANDS).totalValue;
        expect(
          calculateRoi({revenue: revenue + more, customers, skus}, TEST_BANDS).totalValue,
        ).toBeGreaterThanOrEqual(base);
        expect(
          calculateRoi({revenue, customers: customers + more, skus}, TEST_BANDS).totalValue,
        ).toBeGreaterThanOrEqual(base);
        expect(
          calculateRoi({revenue, customers, skus: skus + more}, TEST_BANDS).totalValue,
        ).toBeGreaterThanOrEqual(base);
      }),
      {numRuns: 1000},
    );
  });
});
