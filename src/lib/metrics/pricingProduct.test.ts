import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {classify} from './bands';
import {
  breakevenPrice,
  discountHeadroomPercent,
  grossMarginPercent,
  markupPercent,
  pricePositionBands,
  quoteConversionRate,
  quotesPerWin,
  targetPrice,
} from './pricingProduct';

const money = fc.double({min: 0, max: 1e15, noNaN: true});
const percent = fc.double({min: 0, max: 100, noNaN: true});
const RUNS = {numRuns: 1000};

describe('grossMarginPercent and markupPercent', () => {
  it('measures margin on price and markup on cost', () => {
    expect(grossMarginPercent(840, 645)).toBeCloseTo(23.2143, 4);
    expect(markupPercent(840, 645)).toBeCloseTo(30.2326, 4);
    expect(grossMarginPercent(100, 75)).toBe(25);
    expect(markupPercent(100, 75)).toBeCloseTo(33.3333, 4);
  });
  it('gives 0 for a zero price or cost instead of dividing by zero', () => {
    expect(grossMarginPercent(0, 10)).toBe(0);
    expect(markupPercent(10, 0)).toBe(0);
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(
        money,
        money,
        (price, cost) =>
          Number.isFinite(grossMarginPercent(price, cost)) &&
          Number.isFinite(markupPercent(price, cost)),
      ),
      RUNS,
    );
  });
});

describe('quote conversion', () => {
  it('divides quotes won by quotes issued', () => {
    expect(quoteConversionRate(84, 420)).toBe(20);
    expect(quotesPerWin(84, 420)).toBe(5);
    expect(quoteConversionRate(3, 0)).toBe(0);
    expect(quotesPerWin(0, 10)).toBe(0);
  });
});

describe('breakeven and target prices', () => {
  const breakeven = breakevenPrice({
    variableCostPerUnit: 46,
    fixedCosts: 180_000,
    expectedUnits: 12_000,
  });
  it('adds the fixed cost per unit to the variable cost', () => {
    expect(breakeven).toBe(61);
  });
  it('divides the breakeven price by one minus the target margin', () => {
    expect(targetPrice(61, 25)).toBeCloseTo(81.3333, 4);
    expect(targetPrice(61, 0)).toBe(61);
    expect(targetPrice(61, 100)).toBe(0);
  });
  it('gives the discount headroom, never negative', () => {
    expect(discountHeadroomPercent(75, 61)).toBeCloseTo(18.6667, 4);
    expect(discountHeadroomPercent(50, 61)).toBe(0);
  });
  it('places a price below, between or at the target, edges included upwards', () => {
    const scale = pricePositionBands(61, 81.33, (price) => `$${price}`);
    expect(classify(60.99, scale).id).toBe('loss');
    expect(classify(61, scale).id).toBe('covers-costs');
    expect(classify(81.32, scale).id).toBe('covers-costs');
    expect(classify(81.33, scale).id).toBe('on-target');
    expect(scale.map((band) => band.range)).toEqual([
      'under $61',
      '$61 to $81.33',
      '$81.33 or more',
    ]);
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, money, percent, (variable, fixed, units, margin) => {
        const price = breakevenPrice({
          variableCostPerUnit: variable,
          fixedCosts: fixed,
          expectedUnits: units,
        });
        return Number.isFinite(price) && Number.isFinite(targetPrice(price, margin));
      }),
      RUNS,
    );
  });
});
