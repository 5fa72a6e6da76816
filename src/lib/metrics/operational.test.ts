import fc from 'fast-check';
import {describe, expect, it} from 'vitest';

import {
  averageInventory,
  breakevenRevenue,
  cashReleasedByTurns,
  contributionMargin,
  contributionMarginRatio,
  daysOfInventory,
  fasterThanIdeal,
  inventoryAtTurns,
  inventoryTurns,
  oeeAvailability,
  oeePerformance,
  oeeQuality,
  overallEquipmentEffectiveness,
  profitVelocity,
  salesVelocity,
  unitsAtFullEffectiveness,
  weakestOeeFactor,
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

describe('inventory turns', () => {
  it('averages the stock counts', () => {
    expect(averageInventory([2_100_000, 2_300_000, 2_000_000, 2_200_000, 1_900_000])).toBe(
      2_100_000,
    );
    expect(averageInventory([])).toBe(0);
  });
  it('divides cost of goods sold by average stock at cost', () => {
    expect(inventoryTurns(14_400_000, 2_100_000)).toBeCloseTo(6.857143, 6);
    expect(inventoryTurns(12_000_000, 1_000_000)).toBe(12);
    expect(inventoryTurns(1_000, 0)).toBe(0);
  });
  it('turns the turns into days of stock, none when stock does not turn', () => {
    expect(daysOfInventory(8)).toBe(45.625);
    expect(daysOfInventory(12)).toBeCloseTo(30.4167, 4);
    expect(daysOfInventory(365)).toBe(1);
    expect(daysOfInventory(0)).toBeUndefined();
    expect(daysOfInventory(-2)).toBeUndefined();
    expect(daysOfInventory(Number.NaN)).toBeUndefined();
    expect(daysOfInventory(Number.MIN_VALUE)).toBeUndefined();
  });
  it('gives the stock a turns rate needs and the cash that rate releases, never negative', () => {
    expect(inventoryAtTurns(14_400_000, 8)).toBe(1_800_000);
    expect(inventoryAtTurns(14_400_000, 0)).toBe(0);
    expect(
      cashReleasedByTurns({
        costOfGoodsSold: 14_400_000,
        averageInventoryAtCost: 2_100_000,
        targetTurns: 8,
      }),
    ).toBe(300_000);
    expect(
      cashReleasedByTurns({
        costOfGoodsSold: 14_400_000,
        averageInventoryAtCost: 1_200_000,
        targetTurns: 8,
      }),
    ).toBe(0);
    expect(
      cashReleasedByTurns({
        costOfGoodsSold: 14_400_000,
        averageInventoryAtCost: 1_200_000,
        targetTurns: 0,
      }),
    ).toBe(0);
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, money, (cost, stock, target) => {
        const turns = inventoryTurns(cost, stock);
        const days = daysOfInventory(turns);
        return (
          Number.isFinite(turns) &&
          (days === undefined || Number.isFinite(days)) &&
          Number.isFinite(
            cashReleasedByTurns({
              costOfGoodsSold: cost,
              averageInventoryAtCost: stock,
              targetTurns: target,
            }),
          )
        );
      }),
      RUNS,
    );
  });
});

describe('overall equipment effectiveness', () => {
  const week = {
    plannedMinutes: 4800,
    runMinutes: 4300,
    idealCycleSeconds: 3,
    totalCount: 74_000,
    goodCount: 71_900,
  };
  it('measures each factor', () => {
    expect(oeeAvailability(4300, 4800)).toBeCloseTo(89.5833, 4);
    expect(oeePerformance(week)).toBeCloseTo(86.0465, 4);
    expect(oeeQuality(71_900, 74_000)).toBeCloseTo(97.1622, 4);
  });
  it('multiplies the factors, which equals good output at ideal speed over planned time', () => {
    const result = overallEquipmentEffectiveness(week);
    expect(result.oee).toBeCloseTo(74.8958, 4);
    // 71,900 good cases × 3 s = 3,595 minutes of 4,800 planned.
    expect(result.oee).toBeCloseTo((3595 / 4800) * 100, 10);
    expect(unitsAtFullEffectiveness(4800, 3)).toBe(96_000);
  });
  it('caps each factor at 100% and never goes below 0', () => {
    expect(oeeAvailability(500, 480)).toBe(100);
    expect(oeePerformance({idealCycleSeconds: 6, totalCount: 100, runMinutes: 5})).toBe(100);
    expect(oeeQuality(120, 100)).toBe(100);
    expect(oeeAvailability(0, 0)).toBe(0);
    expect(oeePerformance({idealCycleSeconds: 3, totalCount: 10, runMinutes: 0})).toBe(0);
    expect(oeeQuality(0, 0)).toBe(0);
    expect(unitsAtFullEffectiveness(4800, 0)).toBe(0);
  });
  it('flags counts the run time could not hold at the ideal cycle time', () => {
    // 3 s × 86,000 = 4,300 minutes: exactly full.
    expect(fasterThanIdeal({idealCycleSeconds: 3, totalCount: 86_000, runMinutes: 4300})).toBe(
      false,
    );
    expect(fasterThanIdeal({idealCycleSeconds: 3, totalCount: 86_001, runMinutes: 4300})).toBe(
      true,
    );
    // A decimal cycle time that fills the run time exactly is not flagged by rounding.
    expect(fasterThanIdeal({idealCycleSeconds: 0.1, totalCount: 3, runMinutes: 0.005})).toBe(false);
  });
  it('names the weakest factor, the first on a tie', () => {
    expect(weakestOeeFactor({availability: 89.6, performance: 86, quality: 97.2})).toBe(
      'performance',
    );
    expect(weakestOeeFactor({availability: 90, performance: 95, quality: 80})).toBe('quality');
    expect(weakestOeeFactor({availability: 90, performance: 90, quality: 90})).toBe('availability');
  });
  it('stays between 0 and 100 for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, money, money, money, (planned, run, cycle, total, good) => {
        const result = overallEquipmentEffectiveness({
          plannedMinutes: planned,
          runMinutes: run,
          idealCycleSeconds: cycle,
          totalCount: total,
          goodCount: good,
        });
        return [result.availability, result.performance, result.quality, result.oee].every(
          (value) => Number.isFinite(value) && value >= 0 && value <= 100,
        );
      }),
      RUNS,
    );
  });
});
