/**
 * Operational and strategic metrics: contribution margin, forecast accuracy, quote-to-cash
 * time, days sales outstanding, average order value, profit-weighted sales velocity,
 * inventory turns and overall equipment effectiveness. Money is in any one currency;
 * percentages are 0-100; times are in days unless a name says otherwise.
 */
import {percentOf, safeDivide} from './math';

/** Contribution margin = revenue − variable costs (may be negative). */
export function contributionMargin(revenue: number, variableCosts: number): number {
  return revenue - variableCosts;
}

/** Contribution margin ratio % = (revenue − variable costs) / revenue × 100. */
export function contributionMarginRatio(revenue: number, variableCosts: number): number {
  return percentOf(revenue - variableCosts, revenue);
}

/**
 * Revenue needed to cover fixed costs at a given contribution margin ratio:
 * fixed costs / (ratio % / 100). Undefined when the ratio is 0 or negative: no revenue
 * covers fixed costs if each sale contributes nothing.
 */
export function breakevenRevenue(fixedCosts: number, ratioPercent: number): number | undefined {
  if (ratioPercent <= 0) return undefined;
  return safeDivide(fixedCosts, ratioPercent / 100);
}

/**
 * Forecast accuracy: 100% minus the absolute error as a share of the actual figure,
 * never below 0.
 *
 * accuracy % = max(0, (1 − |actual − forecast| / actual) × 100), for actual > 0
 */
export function forecastAccuracy(forecast: number, actual: number): number {
  if (actual <= 0) return 0;
  return Math.max(0, (1 - Math.abs(actual - forecast) / actual) * 100);
}

/** Forecast bias: forecast − actual (positive: the forecast was too high). */
export function forecastBias(forecast: number, actual: number): number {
  return forecast - actual;
}

/**
 * Quote-to-cash time in days: quote to order, plus order to invoice, plus invoice to cash
 * received.
 */
export function quoteToCashDays(stages: {
  readonly quoteToOrder: number;
  readonly orderToInvoice: number;
  readonly invoiceToCash: number;
}): number {
  return stages.quoteToOrder + stages.orderToInvoice + stages.invoiceToCash;
}

/**
 * Cash tied up in a cycle of `days` days for a business with `annualRevenue`:
 * annual revenue × days / 365.
 */
export function cashInCycle(annualRevenue: number, days: number): number {
  return (annualRevenue * days) / 365;
}

/**
 * Days sales outstanding: how many days of credit sales are waiting to be collected.
 *
 * DSO = accounts receivable / credit sales in the period × days in the period
 */
export function daysSalesOutstanding(input: {
  readonly receivables: number;
  readonly creditSales: number;
  readonly periodDays: number;
}): number {
  return safeDivide(input.receivables * input.periodDays, input.creditSales);
}

/**
 * Cash released by bringing DSO down to `targetDays`: the days saved times the credit
 * sales per day, never below 0.
 */
export function cashReleasedByDso(input: {
  readonly currentDays: number;
  readonly targetDays: number;
  readonly creditSales: number;
  readonly periodDays: number;
}): number {
  const salesPerDay = safeDivide(input.creditSales, input.periodDays);
  return Math.max(0, (input.currentDays - input.targetDays) * salesPerDay);
}

/** Average order value = revenue / number of orders (0 when there were none). */
export function averageOrderValue(revenue: number, orders: number): number {
  return safeDivide(revenue, orders);
}

/**
 * What one order leaves after its product cost and the cost of handling it:
 * AOV × gross margin % / 100 − cost to process an order.
 */
export function contributionPerOrder(input: {
  readonly averageOrderValue: number;
  readonly grossMarginPercent: number;
  readonly costPerOrder: number;
}): number {
  return (input.averageOrderValue * input.grossMarginPercent) / 100 - input.costPerOrder;
}

/**
 * Sales velocity: revenue the pipeline produces per day.
 *
 * velocity = opportunities × win rate % / 100 × average deal value / sales cycle days
 */
export function salesVelocity(input: {
  readonly opportunities: number;
  readonly winRatePercent: number;
  readonly averageDealValue: number;
  readonly cycleDays: number;
}): number {
  return safeDivide(
    (input.opportunities * input.winRatePercent * input.averageDealValue) / 100,
    input.cycleDays,
  );
}

/** Profit velocity: sales velocity × gross margin % / 100, gross profit per day. */
export function profitVelocity(velocity: number, grossMarginPercent: number): number {
  return (velocity * grossMarginPercent) / 100;
}

/**
 * Win rate needed to keep profit velocity unchanged after a discount of `discountPercent`
 * off the price, when costs stay the same: win rate × margin / (margin − discount).
 * Undefined when the discount takes the whole margin or more: no win rate makes up for it.
 */
export function winRateToOffsetDiscount(input: {
  readonly winRatePercent: number;
  readonly grossMarginPercent: number;
  readonly discountPercent: number;
}): number | undefined {
  const remaining = input.grossMarginPercent - input.discountPercent;
  if (remaining <= 0) return undefined;
  return (input.winRatePercent * input.grossMarginPercent) / remaining;
}

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

/** `value` held between 0 and 100. */
function withinPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * OEE availability: the share of planned production time the equipment actually ran.
 *
 * availability % = run time / planned production time × 100, capped at 100% (a line cannot
 * run longer than it was planned to; a run time above the plan is a recording error).
 * Times in minutes; 0 when nothing was planned.
 */
export function oeeAvailability(runMinutes: number, plannedMinutes: number): number {
  return withinPercent(percentOf(runMinutes, plannedMinutes));
}

/**
 * OEE performance: how close to its ideal speed the equipment ran while it was running.
 *
 * performance % = ideal cycle time × total count / run time × 100
 *
 * The ideal cycle time is in seconds per unit and the run time in minutes. Capped at 100%:
 * above it, the line would have made units faster than its ideal cycle time allows, which
 * means the ideal cycle time is set too slow. 0 when there was no run time.
 */
export function oeePerformance(input: {
  readonly idealCycleSeconds: number;
  readonly totalCount: number;
  readonly runMinutes: number;
}): number {
  return withinPercent(
    percentOf(input.idealCycleSeconds * input.totalCount, input.runMinutes * 60),
  );
}

/**
 * True when the units counted could not have been made in the run time at the ideal cycle
 * time (performance above 100%): the ideal cycle time, the run time or the count is wrong.
 */
export function fasterThanIdeal(input: {
  readonly idealCycleSeconds: number;
  readonly totalCount: number;
  readonly runMinutes: number;
}): boolean {
  // A hair of tolerance, so a count that fills the run time exactly is not flagged for the
  // rounding of a decimal cycle time.
  return input.idealCycleSeconds * input.totalCount > input.runMinutes * 60 * (1 + 1e-9);
}

/**
 * OEE quality: the share of the units made that were good first time (no scrap, no rework).
 *
 * quality % = good count / total count × 100, capped at 100% (good units are some of the
 * units made). 0 when nothing was made.
 */
export function oeeQuality(goodCount: number, totalCount: number): number {
  return withinPercent(percentOf(goodCount, totalCount));
}

/**
 * Overall equipment effectiveness: the share of planned production time that made good
 * units at ideal speed.
 *
 * OEE % = availability % × performance % × quality % / 10,000
 *
 * With no factor capped this equals good count × ideal cycle time / planned production
 * time. Each factor is returned as well, 0-100 like the result.
 */
export function overallEquipmentEffectiveness(input: {
  readonly plannedMinutes: number;
  readonly runMinutes: number;
  readonly idealCycleSeconds: number;
  readonly totalCount: number;
  readonly goodCount: number;
}): {
  readonly availability: number;
  readonly performance: number;
  readonly quality: number;
  readonly oee: number;
} {
  const availability = oeeAvailability(input.runMinutes, input.plannedMinutes);
  const performance = oeePerformance(input);
  const quality = oeeQuality(input.goodCount, input.totalCount);
  return {availability, performance, quality, oee: (availability * performance * quality) / 10_000};
}

/**
 * Units the planned production time would make at the ideal cycle time with nothing lost
 * (the count at 100% OEE): planned minutes × 60 / ideal cycle seconds (0 when the cycle
 * time is 0).
 */
export function unitsAtFullEffectiveness(
  plannedMinutes: number,
  idealCycleSeconds: number,
): number {
  return safeDivide(plannedMinutes * 60, idealCycleSeconds);
}

export type OeeFactor = 'availability' | 'performance' | 'quality';

/**
 * The lowest of the three OEE factors: where most of the loss is. On a tie the first in the
 * order availability, performance, quality.
 */
export function weakestOeeFactor(factors: Readonly<Record<OeeFactor, number>>): OeeFactor {
  const order: readonly OeeFactor[] = ['availability', 'performance', 'quality'];
  return order.reduce((weakest, factor) => (factors[factor] < factors[weakest] ? factor : weakest));
}
