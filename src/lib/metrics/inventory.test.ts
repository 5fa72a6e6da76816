import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  averageInventory,
  cashReleasedByTurns,
  daysOfInventory,
  inventoryAtTurns,
  inventoryTurns,
} from './inventory';

const money = fc.double({min: 0, max: 1e15, noNaN: true});
const RUNS = {numRuns: 1000};

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
