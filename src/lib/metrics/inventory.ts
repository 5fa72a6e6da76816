/**
 * Inventory turns: how many times a year stock sells through, the days of sales it covers,
 * and the cash a faster turn releases. Money in any one currency, at cost; times in days.
 */
import {safeDivide} from './math';

/** Days in the year that turns and days of inventory are counted over. */
export const DAYS_IN_YEAR = 365;

/**
 * Average inventory at cost over a period: the mean of the stock values counted in it
 * (opening and closing at least; every month-end is better). 0 when no value is given.
 */
export function averageInventory(balances: readonly number[]): number {
  return safeDivide(
    balances.reduce((sum, balance) => sum + balance, 0),
    balances.length,
  );
}

/**
 * Inventory turns: how many times a year the stock sells through.
 *
 * turns (times a year) = cost of goods sold in the year / average inventory at cost
 *
 * Both figures at cost: revenue over stock at cost mixes selling prices with costs and
 * overstates the turns by the margin. 0 when there is no inventory.
 */
export function inventoryTurns(costOfGoodsSold: number, averageInventoryAtCost: number): number {
  return safeDivide(costOfGoodsSold, averageInventoryAtCost);
}

/**
 * Days of inventory: how many days of sales the average stock covers.
 *
 * days of inventory = 365 / turns
 *
 * Undefined when turns are 0 or less: stock that does not sell covers no finite number of
 * days.
 */
export function daysOfInventory(turns: number): number | undefined {
  if (!(turns > 0)) return undefined;
  const days = DAYS_IN_YEAR / turns;
  return Number.isFinite(days) ? days : undefined;
}

/**
 * The average inventory at cost that a year's cost of goods sold needs at `turns` a year:
 * cost of goods sold / turns (0 when turns are 0).
 */
export function inventoryAtTurns(costOfGoodsSold: number, turns: number): number {
  return safeDivide(costOfGoodsSold, turns);
}

/**
 * Cash released by raising inventory turns to `targetTurns` with the same cost of goods
 * sold: average inventory − cost of goods sold / target turns, never below 0.
 */
export function cashReleasedByTurns(input: {
  readonly costOfGoodsSold: number;
  readonly averageInventoryAtCost: number;
  readonly targetTurns: number;
}): number {
  if (!(input.targetTurns > 0)) return 0;
  const needed = inventoryAtTurns(input.costOfGoodsSold, input.targetTurns);
  return Math.max(0, input.averageInventoryAtCost - needed);
}
