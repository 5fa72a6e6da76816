import fc from 'fast-check';
import {describe, expect, it} from 'vitest';

import {
  breakevenRevenue,
  contributionMargin,
  contributionMarginRatio,
  profitVelocity,
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
