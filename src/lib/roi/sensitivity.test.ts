import {describe, expect, it} from 'vitest';
import {TEST_BANDS} from '@site/tests/unit/support/roiBands';
import {STANDARD_ASSUMPTIONS, type BandsByBilling} from './assumptions';
import {
  SENSITIVITY_DRIVERS,
  SENSITIVITY_STEPS,
  formatChange,
  formatDriverValue,
  formatStep,
  rowsByMeasure,
  sensitivity,
  sensitivitySummary,
  type Sensitivity,
  type SensitivityDriver,
} from './sensitivity';

const BANDS: BandsByBilling = {monthly: TEST_BANDS, annual: TEST_BANDS};

/** Each figure's [net change, ROI multiple] at −50%, −25%, +25% and +50%. */
function table(result: Sensitivity): Record<string, [number, number][]> {
  return Object.fromEntries(
    result.rows.map((row) => [
      row.driver,
      row.cases.map((entry) => [entry.netChange, entry.roiMultiple] as [number, number]),
    ]),
  );
}

describe('sensitivity of the worked example ($5M, 200 customers, 1,000 SKUs)', () => {
  // Base: 100,000 margin + 32,500 time (32 hours, capped at 25) + 25,000 quotes = 157,500;
  // cost 6,000; net 151,500; 157,500 / 6,000 = 26.25 → 26.3x.
  const result = sensitivity(
    {revenue: 5_000_000, customers: 200, skus: 1_000},
    STANDARD_ASSUMPTIONS,
    BANDS,
  );

  it('works every figure at −50%, −25%, +25% and +50%, by hand', () => {
    expect(result.base.netAnnualBenefit).toBe(151_500);
    expect(result.base.roiMultiple).toBe(26.3);
    expect(table(result)).toEqual({
      // Revenue moves the margin and the quotes: $2.5M → 50,000 + 32,500 + 12,500 = 95,000
      // (15.8x); $3.75M → 126,250 (21.0x); $6.25M → 188,750 (31.5x); $7.5M → 220,000 (36.7x).
      revenue: [
        [-62_500, 15.8],
        [-31_250, 21],
        [31_250, 31.5],
        [62_500, 36.7],
      ],
      // 1% → 50,000 less: 107,500 (17.9x); 1.5% → 132,500 (22.1x); 2.5% → 182,500 (30.4x);
      // 3% → 207,500 (34.6x).
      marginRecoveryRate: [
        [-50_000, 17.9],
        [-25_000, 22.1],
        [25_000, 30.4],
        [50_000, 34.6],
      ],
      // $12.50 → 25 × 52 × 12.5 = 16,250: 141,250 (23.5x); $18.75 → 24,375: 149,375 (24.9x);
      // $31.25 → 40,625: 165,625 (27.6x); $37.50 → 48,750: 173,750 (29.0x).
      hourlyRate: [
        [-16_250, 23.5],
        [-8_125, 24.9],
        [8_125, 27.6],
        [16_250, 29],
      ],
      // Cap 12.5 and 18.75 as the hourly rate; 31.25 → 31.25 × 52 × 25 = 40,625 (27.6x);
      // 37.5 → the 32 hours worked out: 41,600, 9,100 more (27.8x).
      maxHoursPerWeek: [
        [-16_250, 23.5],
        [-8_125, 24.9],
        [8_125, 27.6],
        [9_100, 27.8],
      ],
      // 0.25% → 12,500 less: 145,000 (24.2x); 0.375% → 151,250 (25.2x); 0.625% → 163,750
      // (27.3x); 0.75% → 170,000 (28.3x).
      quoteAccuracyRate: [
        [-12_500, 24.2],
        [-6_250, 25.2],
        [6_250, 27.3],
        [12_500, 28.3],
      ],
      // 500 SKUs: 10 + 2 + 10 = 22 hours × 52 × 25 = 28,600, 3,900 less (25.6x); 750 and up
      // stay at the 25-hour cap.
      skus: [
        [-3_900, 25.6],
        [0, 26.3],
        [0, 26.3],
        [0, 26.3],
      ],
      // 100 customers: 10 + 1 + 20 = 31 hours, still capped: no change either way.
      customers: [
        [0, 26.3],
        [0, 26.3],
        [0, 26.3],
        [0, 26.3],
      ],
      // The quotes come to 25,000: a cap of 25,000 or more leaves them whole.
      maxQuoteAccuracyValue: [
        [0, 26.3],
        [0, 26.3],
        [0, 26.3],
        [0, 26.3],
      ],
    });
  });

  it('puts the largest net-benefit swing first, ties by the multiple, then in order', () => {
    expect(result.rows.map((row) => row.driver)).toEqual([
      'revenue',
      'marginRecoveryRate',
      // 16,250 either way; the hourly rate's multiple moves 2.8 down and 2.7 up, the cap's
      // 2.8 down and 1.5 up: tied at 2.8, so in the order of the figures.
      'hourlyRate',
      'maxHoursPerWeek',
      'quoteAccuracyRate',
      'skus',
      'customers',
      'maxQuoteAccuracyValue',
    ]);
    expect(result.rows.map((row) => [row.netSwing, row.multipleSwing])).toEqual([
      [62_500, 10.5],
      [50_000, 8.4],
      [16_250, 2.8],
      [16_250, 2.8],
      [12_500, 2.1],
      [3_900, 0.7],
      [0, 0],
      [0, 0],
    ]);
    expect(result.topForNet).toEqual(['revenue']);
    expect(result.topForMultiple).toEqual(['revenue']);
  });

  it('says which figure moves the estimate most', () => {
    expect(sensitivitySummary(result)).toBe(
      'Annual revenue moves the net benefit most: by up to $62,500 a year within ±50%. Annual revenue moves the ROI multiple most: by up to 10.5x.',
    );
  });

  it('keeps the varied values of each case', () => {
    const revenue = result.rows.find((row) => row.driver === 'revenue');
    expect(revenue?.cases.map((entry) => entry.value)).toEqual([
      2_500_000, 3_750_000, 6_250_000, 7_500_000,
    ]);
    expect(revenue?.base).toBe(5_000_000);
  });
});

describe('sensitivity across a subscription band ($20M, 200 customers, 1,000 SKUs)', () => {
  // Base: 400,000 margin + 32,500 time + 50,000 quotes (100,000 capped) = 482,500; cost 18,000;
  // net 464,500; 482,500 / 18,000 = 26.8x.
  const result = sensitivity(
    {revenue: 20_000_000, customers: 200, skus: 1_000},
    STANDARD_ASSUMPTIONS,
    BANDS,
  );
  const revenue = result.rows.find((row) => row.driver === 'revenue');

  it('bills a raised revenue in its own band, so the multiple can fall while the net rises', () => {
    expect(result.base.netAnnualBenefit).toBe(464_500);
    expect(result.base.roiMultiple).toBe(26.8);
    // $10M: 200,000 + 32,500 + 50,000 = 282,500 at 18,000 (15.7x); $15M: 382,500 (21.25 → 21.3x);
    // $25M: 582,500 at 36,000, net 546,500 (16.2x); $30M: 682,500 at 36,000, net 646,500 (19.0x).
    expect(revenue?.cases.map((entry) => [entry.netChange, entry.multipleChange])).toEqual([
      [-200_000, -11.1],
      [-100_000, -5.5],
      [82_000, -10.6],
      [182_000, -7.8],
    ]);
  });

  it('names every figure that ties for the largest swing', () => {
    // The recovery rate at 1% or 3% moves the margin by 200,000, as far as revenue at $10M.
    expect(result.topForNet).toEqual(['revenue', 'marginRecoveryRate']);
    expect(result.topForMultiple).toEqual(['revenue', 'marginRecoveryRate']);
    expect(sensitivitySummary(result)).toBe(
      'Annual revenue and margin recovery rate move the net benefit most: by up to $200,000 a year within ±50%. Annual revenue and margin recovery rate move the ROI multiple most: by up to 11.1x.',
    );
  });

  it('orders the rows by the ROI multiple when asked', () => {
    const byMultiple = rowsByMeasure(result, 'multiple').map((row) => row.driver);
    expect(byMultiple.slice(0, 2)).toEqual(['revenue', 'marginRecoveryRate']);
  });
});

describe('words and figures', () => {
  it('writes the steps and the changes with true minus signs', () => {
    expect(SENSITIVITY_STEPS.map(formatStep)).toEqual(['−50%', '−25%', '+25%', '+50%']);
    expect(formatChange(-62_500, 'net')).toBe('−$62,500');
    expect(formatChange(31_250, 'net')).toBe('+$31,250');
    expect(formatChange(0, 'net')).toBe('$0');
    expect(formatChange(-10.5, 'multiple')).toBe('−10.5x');
    expect(formatChange(2.7, 'multiple')).toBe('+2.7x');
  });

  it('writes each figure in its own unit', () => {
    const shown: Record<SensitivityDriver, string> = {
      revenue: '$2,500,000',
      customers: '150',
      skus: '1,250',
      marginRecoveryRate: '1.5%',
      hourlyRate: '$18.75',
      maxHoursPerWeek: '12.5 hours',
      quoteAccuracyRate: '0.375%',
      maxQuoteAccuracyValue: '$37,500',
    };
    const values: Record<SensitivityDriver, number> = {
      revenue: 2_500_000,
      customers: 150,
      skus: 1_250,
      marginRecoveryRate: 0.015,
      hourlyRate: 18.75,
      maxHoursPerWeek: 12.5,
      quoteAccuracyRate: 0.00375,
      maxQuoteAccuracyValue: 37_500,
    };
    for (const driver of SENSITIVITY_DRIVERS) {
      expect(formatDriverValue(driver, values[driver]), driver).toBe(shown[driver]);
    }
  });

  it('says so when nothing moves the estimate', () => {
    const none = sensitivity(
      {revenue: 1, customers: 0, skus: 0},
      {
        ...STANDARD_ASSUMPTIONS,
        marginRecoveryRate: 0,
        hourlyRate: 0,
        quoteAccuracyRate: 0,
      },
      BANDS,
    );
    expect(none.topForNet).toEqual([]);
    expect(sensitivitySummary(none)).toBe(
      'None of these figures changes the estimate within ±50%.',
    );
  });
});
