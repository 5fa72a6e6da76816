/**
 * Operational and strategic metrics: contribution margin, forecast accuracy, quote-to-cash
 * time, days sales outstanding, average order value and profit-weighted sales velocity.
 * Money is in any one currency; percentages are 0-100; times are in days.
 */
import {above, atLeast, type BandScale, type BenchmarkRange} from './bands';
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
 * Forecast accuracy bands: under 75% needs improvement, 75-85% good, above 85% excellent
 * (the benchmark words both edges: 75% and 85% are good).
 */
export const FORECAST_ACCURACY_BANDS = [
  {id: 'improve', label: 'needs improvement', range: 'under 75%', tone: 'negative'},
  {id: 'good', label: 'good', range: '75-85%', tone: 'neutral', from: atLeast(75)},
  {id: 'excellent', label: 'excellent', range: 'above 85%', tone: 'positive', from: above(85)},
] as const satisfies BandScale;

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

export type DealComplexity = 'simple' | 'complex' | 'enterprise';

/** Typical quote-to-cash time by kind of deal, in days, both ends included. */
export const QUOTE_TO_CASH_BY_DEAL: Readonly<
  Record<DealComplexity, BenchmarkRange & {readonly label: string}>
> = {
  simple: {label: 'Simple deals', min: 7, max: 14},
  complex: {label: 'Complex deals', min: 30, max: 45},
  enterprise: {label: 'Enterprise deals', min: 60, max: 90},
};

/** Periods DSO is usually computed over, in days. */
export const DSO_PERIODS = [30, 60, 90] as const;

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

/**
 * DSO ranges: 15-30, 30-45 and 45-60+ days. The benchmark gives no names; we read them as
 * prompt, typical and slow collection. A shared edge belongs to the higher range (30 days
 * is typical); under 15 days is faster than all three.
 */
export const DSO_BANDS = [
  {
    id: 'very-fast',
    label: 'faster than the usual ranges',
    range: 'under 15 days',
    tone: 'positive',
  },
  {
    id: 'prompt',
    label: 'prompt collection',
    range: '15-30 days',
    tone: 'positive',
    from: atLeast(15),
  },
  {
    id: 'typical',
    label: 'typical collection',
    range: '30-45 days',
    tone: 'neutral',
    from: atLeast(30),
  },
  {id: 'slow', label: 'slow collection', range: '45-60+ days', tone: 'negative', from: atLeast(45)},
] as const satisfies BandScale;

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
 * Order-size ranges: $50-200, $500-2K and $5K-50K+. Each range includes its ends; the
 * gaps between them are named as such.
 */
export const AOV_BANDS = [
  {id: 'under', label: 'below the smallest range', range: 'under $50', tone: 'neutral'},
  {id: 'small', label: 'small orders', range: '$50-200', tone: 'neutral', from: atLeast(50)},
  {
    id: 'small-mid',
    label: 'between the small and mid-size ranges',
    range: '$200-500',
    tone: 'neutral',
    from: above(200),
  },
  {id: 'mid', label: 'mid-size orders', range: '$500-2K', tone: 'neutral', from: atLeast(500)},
  {
    id: 'mid-large',
    label: 'between the mid-size and large ranges',
    range: '$2K-5K',
    tone: 'neutral',
    from: above(2000),
  },
  {id: 'large', label: 'large orders', range: '$5K-50K+', tone: 'neutral', from: atLeast(5000)},
] as const satisfies BandScale;

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
