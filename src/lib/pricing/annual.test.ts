import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {ANNUAL_DISCOUNT, annualPrice} from './annual';

describe('annualPrice', () => {
  it('is twelve months less 20%, with the saving and the cost per month', () => {
    expect(annualPrice(250)).toEqual({
      listPerYear: 3000,
      perYear: 2400,
      savingPerYear: 600,
      perMonth: 200,
      discountPercent: 20,
    });
    expect(annualPrice(1250)).toMatchObject({listPerYear: 15000, perYear: 12000});
    expect(annualPrice(1250).savingPerYear).toBe(3000);
    expect(annualPrice(2750)).toMatchObject({listPerYear: 33000, perYear: 26400});
    expect(annualPrice(2750).savingPerYear).toBe(6600);
  });
  it('uses a 20% discount by default', () => {
    expect(ANNUAL_DISCOUNT).toBe(0.2);
    expect(annualPrice(1000)).toEqual(annualPrice(1000, 0.2));
  });
  it('takes another discount when given one', () => {
    expect(annualPrice(100, 0.25)).toMatchObject({perYear: 900, savingPerYear: 300});
    expect(annualPrice(100, 0)).toMatchObject({perYear: 1200, savingPerYear: 0});
  });
  it('keeps cents clean', () => {
    expect(annualPrice(0.1)).toMatchObject({listPerYear: 1.2, perYear: 0.96, savingPerYear: 0.24});
    expect(annualPrice(0)).toMatchObject({perYear: 0, savingPerYear: 0, perMonth: 0});
  });
  it('refuses prices and discounts that would give nonsense', () => {
    expect(() => annualPrice(-1)).toThrow(RangeError);
    expect(() => annualPrice(Number.NaN)).toThrow(RangeError);
    expect(() => annualPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => annualPrice(100, 1)).toThrow(RangeError);
    expect(() => annualPrice(100, -0.1)).toThrow(RangeError);
    expect(() => annualPrice(100, Number.NaN)).toThrow(RangeError);
  });
  it('always costs less than or the same as paying monthly, and price plus saving is the list price', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 1_000_000}),
        fc.double({min: 0, max: 0.99, noNaN: true}),
        (monthly, discount) => {
          const price = annualPrice(monthly, discount);
          expect(price.perYear).toBeLessThanOrEqual(price.listPerYear);
          expect(price.perYear).toBeGreaterThanOrEqual(0);
          expect(price.perYear + price.savingPerYear).toBeCloseTo(price.listPerYear, 2);
          expect(price.perMonth * 12).toBeCloseTo(price.perYear, 0);
          for (const value of Object.values(price)) expect(Number.isFinite(value)).toBe(true);
        },
      ),
      {numRuns: 1000},
    );
  });
  it('saves exactly 20% of the list price for whole-dollar monthly prices', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 100_000}), (monthly) => {
        const price = annualPrice(monthly);
        expect(price.listPerYear).toBe(monthly * 12);
        expect(price.savingPerYear).toBeCloseTo(monthly * 12 * 0.2, 2);
      }),
      {numRuns: 1000},
    );
  });
});
