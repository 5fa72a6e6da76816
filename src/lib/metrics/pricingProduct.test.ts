import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {classify} from './bands';
import {
  CUSTOMER_PROFITABILITY_BANDS,
  GROSS_MARGIN_BY_INDUSTRY,
  MARGIN_BANDS,
  OVERRIDE_FREQUENCY_BANDS,
  QUOTE_CONVERSION_BY_INDUSTRY,
  breakevenPrice,
  discountHeadroomPercent,
  grossMarginPercent,
  markupPercent,
  overrideFrequency,
  overrideMarginGivenAway,
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

describe('MARGIN_BANDS', () => {
  it('gives a shared edge to the higher band', () => {
    const band = (margin: number) => classify(margin, MARGIN_BANDS).id;
    expect(band(4.99)).toBe('below');
    expect(band(5)).toBe('low');
    expect(band(14.99)).toBe('low');
    expect(band(15)).toBe('standard');
    expect(band(24.99)).toBe('standard');
    expect(band(25)).toBe('high');
  });
});

describe('industry ranges', () => {
  it('hold the figures of the benchmark', () => {
    expect(GROSS_MARGIN_BY_INDUSTRY).toMatchObject({
      software: {min: 80, max: 95},
      manufacturing: {min: 25, max: 35},
      wholesale: {min: 15, max: 25},
      retail: {min: 20, max: 50},
    });
    expect(QUOTE_CONVERSION_BY_INDUSTRY).toMatchObject({
      manufacturing: {min: 15, max: 25},
      'technology-services': {min: 20, max: 30},
      construction: {min: 10, max: 20},
      'professional-services': {min: 25, max: 35},
    });
  });
});

describe('CUSTOMER_PROFITABILITY_BANDS', () => {
  it('follows the worded edges and names the gaps', () => {
    const band = (margin: number) => classify(margin, CUSTOMER_PROFITABILITY_BANDS).id;
    expect(band(14.99)).toBe('attention');
    expect(band(15)).toBe('below-healthy');
    expect(band(19.99)).toBe('below-healthy');
    expect(band(20)).toBe('healthy');
    expect(band(35)).toBe('healthy');
    expect(band(35.01)).toBe('above-healthy');
    expect(band(40)).toBe('above-healthy');
    expect(band(40.01)).toBe('monitor');
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

describe('price overrides', () => {
  it('computes the frequency and the revenue given away', () => {
    expect(overrideFrequency(330, 1200)).toBe(27.5);
    expect(
      overrideMarginGivenAway({
        dealsWithPriceChanges: 330,
        averageDealValue: 4800,
        averageDiscountPercent: 7,
      }),
    ).toBeCloseTo(110_880, 6);
  });
  it('places each edge in the higher band', () => {
    const band = (rate: number) => classify(rate, OVERRIDE_FREQUENCY_BANDS).id;
    expect(band(0)).toBe('target');
    expect(band(9.99)).toBe('target');
    expect(band(10)).toBe('healthy');
    expect(band(15)).toBe('healthy');
    expect(band(19.99)).toBe('healthy');
    expect(band(20)).toBe('moderate');
    expect(band(34.99)).toBe('moderate');
    expect(band(35)).toBe('high');
    expect(band(49.99)).toBe('high');
    expect(band(50)).toBe('critical');
    expect(band(55)).toBe('critical');
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(
        money,
        money,
        money,
        percent,
        (deals, total, value, discount) =>
          Number.isFinite(overrideFrequency(deals, total)) &&
          Number.isFinite(
            overrideMarginGivenAway({
              dealsWithPriceChanges: deals,
              averageDealValue: value,
              averageDiscountPercent: discount,
            }),
          ),
      ),
      RUNS,
    );
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
