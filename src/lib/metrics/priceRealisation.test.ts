import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {priceRealisation, revenueAtRealisation} from './priceRealisation';

const money = fc.double({min: 0, max: 1e15, noNaN: true});
const percent = fc.double({min: 0, max: 100, noNaN: true});
const RUNS = {numRuns: 1000};

describe('price realisation', () => {
  it('divides what was collected by the same sales at list', () => {
    // $4.8m at list; $450,000 off on the invoice and $141,000 of rebates after it.
    expect(priceRealisation(4_209_000, 4_800_000)).toBeCloseTo(87.6875, 10);
    expect(priceRealisation(4_350_000, 4_800_000)).toBe(90.625);
    expect(priceRealisation(86.4, 90)).toBeCloseTo(96, 10);
  });
  it('goes above 100% for sales above list and gives 0 without a list price', () => {
    expect(priceRealisation(105, 100)).toBeCloseTo(105, 10);
    expect(priceRealisation(100, 0)).toBe(0);
  });
  it('prices a realisation in revenue', () => {
    expect(revenueAtRealisation(4_800_000, 1)).toBe(48_000);
    expect(revenueAtRealisation(4_800_000, 90)).toBe(4_320_000);
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(
        money,
        money,
        percent,
        (realised, atList, target) =>
          Number.isFinite(priceRealisation(realised, atList)) &&
          Number.isFinite(revenueAtRealisation(atList, target)),
      ),
      RUNS,
    );
  });
});
