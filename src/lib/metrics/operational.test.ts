import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {classify, compareToRange} from './bands';
import {
  AOV_BANDS,
  DSO_BANDS,
  FORECAST_ACCURACY_BANDS,
  QUOTE_TO_CASH_BY_DEAL,
  averageOrderValue,
  breakevenRevenue,
  cashInCycle,
  cashReleasedByDso,
  contributionMargin,
  contributionMarginRatio,
  contributionPerOrder,
  daysSalesOutstanding,
  forecastAccuracy,
  forecastBias,
  profitVelocity,
  quoteToCashDays,
  salesVelocity,
  winRateToOffsetDiscount,
} from './operational';

const money = fc.double({min: 0, max: 1e15, noNaN: true});
const percent = fc.double({min: 0, max: 100, noNaN: true});
const RUNS = {numRuns: 1000};

describe('contribution margin', () => {
  it('takes variable costs off revenue', () => {
    expect(contributionMargin(1_250_000, 812_500)).toBe(437_500);
    expect(contributionMarginRatio(1_250_000, 812_500)).toBe(35);
  });
  it('gives the revenue that covers fixed costs, none at a zero ratio', () => {
    expect(breakevenRevenue(300_000, 35)).toBeCloseTo(857_142.857, 3);
    expect(breakevenRevenue(300_000, 0)).toBeUndefined();
    expect(breakevenRevenue(300_000, -5)).toBeUndefined();
  });
  it('works through the two-product example of the page', () => {
    // Product A: $120 price, $78 variable cost; product B: $95 price, $81 variable cost.
    expect(contributionMargin(120, 78)).toBe(42);
    expect(contributionMarginRatio(120, 78)).toBe(35);
    expect(contributionMargin(95, 81)).toBe(14);
    expect(contributionMarginRatio(95, 81)).toBeCloseTo(14.7368, 4);
  });
});

describe('forecast accuracy', () => {
  it('is 100% minus the error as a share of the actual', () => {
    expect(forecastAccuracy(2_300_000, 1_980_000)).toBeCloseTo(83.8384, 4);
    expect(forecastAccuracy(1_800_000, 2_000_000)).toBe(90);
    expect(forecastBias(2_300_000, 1_980_000)).toBe(320_000);
  });
  it('never drops below 0 and needs a positive actual', () => {
    expect(forecastAccuracy(5_000_000, 1_000_000)).toBe(0);
    expect(forecastAccuracy(100, 0)).toBe(0);
  });
  it('follows the worded edges: 75% and 85% are good', () => {
    const band = (accuracy: number) => classify(accuracy, FORECAST_ACCURACY_BANDS).id;
    expect(band(74.99)).toBe('improve');
    expect(band(75)).toBe('good');
    expect(band(85)).toBe('good');
    expect(band(85.01)).toBe('excellent');
  });
  it('is finite and between 0 and 100 for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, (forecast, actual) => {
        const accuracy = forecastAccuracy(forecast, actual);
        return Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= 100;
      }),
      RUNS,
    );
  });
});

describe('quote-to-cash', () => {
  it('adds the three stages and prices the cash in the cycle', () => {
    expect(quoteToCashDays({quoteToOrder: 9, orderToInvoice: 6, invoiceToCash: 38})).toBe(53);
    expect(cashInCycle(18_000_000, 53)).toBeCloseTo(2_613_698.63, 2);
  });
  it('compares with the range of the kind of deal, ends included', () => {
    expect(compareToRange(14, QUOTE_TO_CASH_BY_DEAL.simple)).toBe('within');
    expect(compareToRange(15, QUOTE_TO_CASH_BY_DEAL.simple)).toBe('above');
    expect(compareToRange(29, QUOTE_TO_CASH_BY_DEAL.complex)).toBe('below');
    expect(compareToRange(90, QUOTE_TO_CASH_BY_DEAL.enterprise)).toBe('within');
  });
});

describe('days sales outstanding', () => {
  it('scales receivables over credit sales by the period', () => {
    expect(
      daysSalesOutstanding({receivables: 1_860_000, creditSales: 3_600_000, periodDays: 90}),
    ).toBe(46.5);
    expect(daysSalesOutstanding({receivables: 10, creditSales: 0, periodDays: 30})).toBe(0);
  });
  it('prices the cash a lower DSO releases, never negative', () => {
    expect(
      cashReleasedByDso({
        currentDays: 46.5,
        targetDays: 30,
        creditSales: 3_600_000,
        periodDays: 90,
      }),
    ).toBe(660_000);
    expect(
      cashReleasedByDso({currentDays: 20, targetDays: 30, creditSales: 3_600_000, periodDays: 90}),
    ).toBe(0);
  });
  it('gives a shared edge to the higher range', () => {
    const band = (dso: number) => classify(dso, DSO_BANDS).id;
    expect(band(14.9)).toBe('very-fast');
    expect(band(15)).toBe('prompt');
    expect(band(29.9)).toBe('prompt');
    expect(band(30)).toBe('typical');
    expect(band(44.9)).toBe('typical');
    expect(band(45)).toBe('slow');
    expect(band(120)).toBe('slow');
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, fc.constantFrom(30, 60, 90), (receivables, sales, period) =>
        Number.isFinite(
          daysSalesOutstanding({receivables, creditSales: sales, periodDays: period}),
        ),
      ),
      RUNS,
    );
  });
});

describe('average order value', () => {
  it('divides revenue by orders and nets off handling', () => {
    expect(averageOrderValue(4_200_000, 3100)).toBeCloseTo(1354.84, 2);
    expect(averageOrderValue(100, 0)).toBe(0);
    expect(
      contributionPerOrder({averageOrderValue: 1355, grossMarginPercent: 24, costPerOrder: 85}),
    ).toBeCloseTo(240.2, 6);
  });
  it('places ranges with both ends included and names the gaps', () => {
    const band = (aov: number) => classify(aov, AOV_BANDS).id;
    expect(band(49)).toBe('under');
    expect(band(50)).toBe('small');
    expect(band(200)).toBe('small');
    expect(band(201)).toBe('small-mid');
    expect(band(499)).toBe('small-mid');
    expect(band(500)).toBe('mid');
    expect(band(2000)).toBe('mid');
    expect(band(2001)).toBe('mid-large');
    expect(band(4999)).toBe('mid-large');
    expect(band(5000)).toBe('large');
    expect(band(80_000)).toBe('large');
  });
});

describe('sales velocity', () => {
  const velocity = salesVelocity({
    opportunities: 60,
    winRatePercent: 25,
    averageDealValue: 18_000,
    cycleDays: 45,
  });
  it('turns the pipeline into revenue and profit per day', () => {
    expect(velocity).toBe(6000);
    expect(profitVelocity(velocity, 28)).toBeCloseTo(1680, 6);
  });
  it('gives the win rate that offsets a discount, none when the discount eats the margin', () => {
    expect(
      winRateToOffsetDiscount({winRatePercent: 25, grossMarginPercent: 28, discountPercent: 5}),
    ).toBeCloseTo(30.4348, 4);
    expect(
      winRateToOffsetDiscount({winRatePercent: 25, grossMarginPercent: 28, discountPercent: 28}),
    ).toBeUndefined();
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, percent, money, money, percent, (opps, win, value, cycle, margin) => {
        const perDay = salesVelocity({
          opportunities: opps,
          winRatePercent: win,
          averageDealValue: value,
          cycleDays: cycle,
        });
        return Number.isFinite(perDay) && Number.isFinite(profitVelocity(perDay, margin));
      }),
      RUNS,
    );
  });
});
