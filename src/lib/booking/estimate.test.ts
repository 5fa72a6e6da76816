import {describe, expect, it} from 'vitest';
import {SUBSCRIPTION_BANDS} from '@site/src/data/pricing';
import {calculateRoi} from '@site/src/lib/roi/calculate';
import {
  PROFITABILITY_FIELDS,
  calculateProfitability,
  type ProfitabilityInputs,
} from '@site/src/lib/profitability/profitability';
import {readRecord} from '@site/src/lib/storage/record';
import {
  BOOKING_ESTIMATE_RECORD,
  MAX_SUMMARY_CHARS,
  profitabilitySummary,
  readEstimate,
  roiSummary,
} from './estimate';

describe('roiSummary', () => {
  it('states revenue, the estimated value a year and the ROI multiple', () => {
    // 2% of $40M = $800,000; hours capped at 25 a week × 52 × $25 = $32,500; quote accuracy
    // 0.5% of $40M = $200,000, capped at $50,000: $882,500 a year. The $40M band costs
    // $3,000 a month, $36,000 a year: 882,500 / 36,000 = 24.51, so 24.5x.
    const result = calculateRoi(
      {revenue: 40_000_000, customers: 1_000, skus: 500},
      SUBSCRIPTION_BANDS,
    );
    expect(roiSummary(40_000_000, result)).toBe(
      'Revenue $40,000,000 · estimated value $882,500 a year · 24.5x',
    );
  });

  it('stays within the length kept, even for the largest figures', () => {
    const result = calculateRoi({revenue: 9e14, customers: 9e9, skus: 9e9}, SUBSCRIPTION_BANDS);
    expect(roiSummary(9e14, result).length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
  });
});

describe('profitabilitySummary', () => {
  const zero = Object.fromEntries(PROFITABILITY_FIELDS.map((field) => [field, 0]));
  const inputs = (over: Partial<ProfitabilityInputs>) =>
    ({...zero, ...over}) as unknown as ProfitabilityInputs;

  it("states the customer's revenue, profit and margin", () => {
    // $250,000 revenue less $187,500 product cost and $12,500 shipping: $50,000, 20.0%.
    const result = calculateProfitability(
      inputs({annualRevenue: 250_000, productCost: 187_500, shippingCost: 12_500}),
    );
    expect(profitabilitySummary(result)).toBe(
      'Customer revenue $250,000 · profit $50,000 a year · 20.0% margin',
    );
  });

  it('shows a loss as a negative profit and margin', () => {
    const result = calculateProfitability(inputs({annualRevenue: 100_000, productCost: 110_000}));
    expect(profitabilitySummary(result)).toBe(
      'Customer revenue $100,000 · profit -$10,000 a year · -10.0% margin',
    );
  });
});

describe('readEstimate', () => {
  it('reads a summary from a known calculator, trimmed', () => {
    expect(readEstimate({source: 'roiCalculator', text: ' Revenue $1 '})).toEqual({
      source: 'roiCalculator',
      text: 'Revenue $1',
    });
  });

  it('refuses unknown sources, empty or overlong text and other shapes', () => {
    expect(readEstimate({source: 'elsewhere', text: 'x'})).toBeNull();
    expect(readEstimate({source: 'roiCalculator', text: '  '})).toBeNull();
    expect(
      readEstimate({source: 'roiCalculator', text: 'x'.repeat(MAX_SUMMARY_CHARS + 1)}),
    ).toBeNull();
    expect(readEstimate({source: 'roiCalculator', text: 42})).toBeNull();
    expect(readEstimate('Revenue $1')).toBeNull();
  });
});

describe('BOOKING_ESTIMATE_RECORD', () => {
  const stored = (data: unknown) =>
    JSON.stringify({kind: 'tool-record', version: 1, savedAt: '2026-01-01T00:00:00Z', data});
  const area = (text: string | null) => () => text;

  it('reads nothing stored as no estimate', () => {
    expect(readRecord(BOOKING_ESTIMATE_RECORD, area(null)).value).toBeNull();
  });

  it('reads a stored estimate', () => {
    const estimate = {source: 'profitabilityCalculator', text: 'Customer revenue $1'};
    expect(readRecord(BOOKING_ESTIMATE_RECORD, area(stored(estimate))).value).toEqual(estimate);
  });

  it('sets an unreadable estimate aside rather than passing it on', () => {
    const read = readRecord(BOOKING_ESTIMATE_RECORD, area(stored({source: 'x', text: 'y'})));
    expect(read.value).toBeNull();
    expect(read.setAside).toHaveLength(1);
  });
});
