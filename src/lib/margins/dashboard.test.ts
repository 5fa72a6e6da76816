import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {SAMPLE_LINES} from '@site/src/data/kits/dashboard';
import {lineMetrics, marginByGroup, summariseLines, type SalesLine} from './dashboard';

const line = (overrides: Partial<SalesLine> = {}): SalesLine => ({
  month: '2025-03',
  customer: 'A',
  segment: 'Trade',
  product: 'P',
  category: 'C',
  quantity: 10,
  listPrice: 50,
  netPrice: 40,
  unitCost: 25,
  freight: 30,
  ...overrides,
});

describe('lineMetrics', () => {
  it('works out a line by hand: 10 × $40, list $50, cost $25, freight $30', () => {
    // revenue 400, discount 10 × 10 = 100, profit 400 − 250 − 30 = 120, margin 30%
    expect(lineMetrics(line())).toEqual({
      netRevenue: 400,
      discount: 100,
      grossProfit: 120,
      marginPercent: 30,
    });
  });
  it('shows a loss when freight and cost exceed the price', () => {
    const metrics = lineMetrics(
      line({quantity: 8, listPrice: 48, netPrice: 48, unitCost: 26.5, freight: 190}),
    );
    expect(metrics.netRevenue).toBe(384);
    expect(metrics.discount).toBe(0);
    expect(metrics.grossProfit).toBe(-18);
    expect(metrics.marginPercent).toBeCloseTo(-4.6875, 10);
  });
  it('gives a 0% margin, not NaN, on a line with no revenue', () => {
    expect(lineMetrics(line({quantity: 0, freight: 12})).marginPercent).toBe(0);
  });
});

describe('summariseLines', () => {
  it('adds up the sample lines of the template', () => {
    const summary = summariseLines(SAMPLE_LINES);
    expect(summary.netRevenue).toBeCloseTo(35677, 6);
    expect(summary.discount).toBeCloseTo(8492, 6);
    expect(summary.grossProfit).toBeCloseTo(7221, 6);
    expect(summary.listRevenue).toBeCloseTo(44169, 6);
    expect(summary.marginPercent).toBeCloseTo((7221 / 35677) * 100, 10);
    expect(summary.discountPercent).toBeCloseTo((8492 / 44169) * 100, 10);
  });
  it('is all zeros for no lines', () => {
    expect(summariseLines([])).toEqual({
      netRevenue: 0,
      discount: 0,
      grossProfit: 0,
      marginPercent: 0,
      listRevenue: 0,
      discountPercent: 0,
    });
  });
});

describe('marginByGroup', () => {
  it('groups the sample by segment, highest margin first', () => {
    const bySegment = marginByGroup(SAMPLE_LINES, 'segment');
    expect(bySegment.map((group) => group.name)).toEqual(['Trade', 'Retail', 'Key account']);
    const trade = bySegment[0];
    // Trade: revenue 2970 + 2106 + 1395 + 1500 = 7971; profit 790 + 692 + 555 + 355 = 2392
    expect(trade?.netRevenue).toBeCloseTo(7971, 6);
    expect(trade?.grossProfit).toBeCloseTo(2392, 6);
  });
  it('breaks ties by name', () => {
    const groups = marginByGroup([line({customer: 'Zeta'}), line({customer: 'Alpha'})], 'customer');
    expect(groups.map((group) => group.name)).toEqual(['Alpha', 'Zeta']);
  });
});

const amount = fc.double({min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true});
const lineArb = fc.record({
  month: fc.constant('2025-01'),
  customer: fc.constantFrom('A', 'B', 'C'),
  segment: fc.constantFrom('Trade', 'Retail'),
  product: fc.constantFrom('P1', 'P2'),
  category: fc.constantFrom('C1', 'C2'),
  quantity: fc.integer({min: 0, max: 10_000}),
  listPrice: amount,
  netPrice: amount,
  unitCost: amount,
  freight: amount,
});

describe('properties', () => {
  it('every figure is finite and totals equal the sum of the lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, {maxLength: 20}), (lines) => {
        const summary = summariseLines(lines);
        for (const value of Object.values(summary)) expect(Number.isFinite(value)).toBe(true);
        const profit = lines.reduce((sum, item) => sum + lineMetrics(item).grossProfit, 0);
        expect(summary.grossProfit).toBeCloseTo(profit, 0);
      }),
      {numRuns: 1000},
    );
  });
  it('groups partition the lines: their revenue adds up to the total', () => {
    fc.assert(
      fc.property(fc.array(lineArb, {maxLength: 20}), (lines) => {
        const total = summariseLines(lines).netRevenue;
        const grouped = marginByGroup(lines, 'customer').reduce((s, g) => s + g.netRevenue, 0);
        expect(grouped).toBeCloseTo(total, 0);
      }),
      {numRuns: 1000},
    );
  });
});
