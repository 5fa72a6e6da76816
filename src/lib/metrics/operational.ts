/**
 * Operational and strategic metrics: contribution margin, forecast accuracy, quote-to-cash
 * time, days sales outstanding, average order value and profit-weighted sales velocity.
 * Money is in any one currency; percentages are 0-100; times are in days.
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
