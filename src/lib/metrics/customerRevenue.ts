/**
 * Customer and revenue metrics: customer lifetime value, acquisition cost and the LTV:CAC
 * ratio, churn, customer margin tiers, net revenue retention and RFM segments. Money is in
 * any one currency; percentages are 0-100, not fractions.
 */
import {percentOf, safeDivide} from './math';

/**
 * Customer lifetime value as the gross margin a customer brings over the relationship:
 *
 * CLV = average order value × orders per year × gross margin % / 100 × expected years
 */
export function customerLifetimeValue(input: {
  readonly averageOrderValue: number;
  readonly ordersPerYear: number;
  readonly grossMarginPercent: number;
  readonly expectedYears: number;
}): number {
  return annualCustomerMargin(input) * input.expectedYears;
}

/** Gross margin one customer brings in a year: AOV × orders per year × margin % / 100. */
export function annualCustomerMargin(input: {
  readonly averageOrderValue: number;
  readonly ordersPerYear: number;
  readonly grossMarginPercent: number;
}): number {
  return (input.averageOrderValue * input.ordersPerYear * input.grossMarginPercent) / 100;
}

/**
 * Customer lifetime value discounted at the cost of capital: each year's margin is counted at
 * the end of its year and brought back to today at `discountRatePercent` a year.
 *
 * discounted CLV = yearly margin × (1 − (1 + r)^−years) ÷ r, where r = discount rate % / 100
 *
 * At 0% it is yearly margin × years, the undiscounted CLV. Years need not be whole: the
 * formula is applied as written. A rate below 0 is read as 0.
 */
export function discountedLifetimeValue(input: {
  readonly annualMargin: number;
  readonly expectedYears: number;
  readonly discountRatePercent: number;
}): number {
  const rate = input.discountRatePercent / 100;
  if (!(rate > 0)) return input.annualMargin * input.expectedYears;
  // 1 − (1 + r)^−n written with log1p and expm1, which stay exact for very small rates.
  const factor = -Math.expm1(-input.expectedYears * Math.log1p(rate)) / rate;
  const value = input.annualMargin * factor;
  return Number.isFinite(value) ? value : 0;
}

/**
 * Customer acquisition cost: what winning one new customer costs.
 *
 * CAC = (sales cost + marketing cost) / new customers won (0 when none were won)
 */
export function customerAcquisitionCost(input: {
  readonly salesCost: number;
  readonly marketingCost: number;
  readonly newCustomers: number;
}): number {
  return safeDivide(input.salesCost + input.marketingCost, input.newCustomers);
}

/** LTV:CAC = lifetime value / acquisition cost, read as "x to 1" (0 when CAC is 0). */
export function ltvToCacRatio(lifetimeValue: number, acquisitionCost: number): number {
  return safeDivide(lifetimeValue, acquisitionCost);
}

/** The most a new customer may cost to keep LTV:CAC at `ratio` to 1: CLV / ratio. */
export function maxAcquisitionCost(lifetimeValue: number, ratio: number): number {
  return safeDivide(lifetimeValue, ratio);
}

/**
 * CAC payback: the months of gross margin a new customer takes to earn back what winning
 * them cost.
 *
 * payback (months) = acquisition cost / gross margin per customer per month (0 when the
 * monthly margin is 0)
 */
export function cacPaybackMonths(acquisitionCost: number, monthlyMargin: number): number {
  return safeDivide(acquisitionCost, monthlyMargin);
}

/**
 * Customer churn rate: customers lost in the period as a percentage of those at its start.
 *
 * churn % = customers lost / customers at start × 100
 */
export function churnRate(customersLost: number, customersAtStart: number): number {
  return percentOf(customersLost, customersAtStart);
}

/**
 * Gross revenue churn: revenue lost to departed customers and to downgrades, as a
 * percentage of the revenue the period started with.
 *
 * revenue churn % = (revenue lost to churn + revenue lost to downgrades) / starting revenue × 100
 */
export function revenueChurnRate(input: {
  readonly startingRevenue: number;
  readonly churnedRevenue: number;
  readonly contractionRevenue: number;
}): number {
  return percentOf(input.churnedRevenue + input.contractionRevenue, input.startingRevenue);
}

/**
 * Average customer lifetime implied by a yearly churn rate: 1 / (churn % / 100) years.
 * Undefined when churn is 0: a period with no losses cannot say how long customers stay.
 */
export function impliedLifetimeYears(annualChurnPercent: number): number | undefined {
  if (annualChurnPercent <= 0) return undefined;
  return 100 / annualChurnPercent;
}

/**
 * Net revenue retention: this year's revenue from last year's customers, as a percentage
 * of what they brought at the start (new customers excluded).
 *
 * NRR % = (starting revenue + expansion − contraction − churned revenue) / starting revenue × 100
 */
export function netRevenueRetention(input: {
  readonly startingRevenue: number;
  readonly expansionRevenue: number;
  readonly contractionRevenue: number;
  readonly churnedRevenue: number;
}): number {
  const kept =
    input.startingRevenue +
    input.expansionRevenue -
    input.contractionRevenue -
    input.churnedRevenue;
  return percentOf(kept, input.startingRevenue);
}

/**
 * Expansion revenue needed for NRR to reach `targetPercent`, given the revenue lost:
 * starting revenue × (target − 100) / 100 + churned + contraction, never below 0.
 */
export function expansionNeededForNrr(input: {
  readonly startingRevenue: number;
  readonly churnedRevenue: number;
  readonly contractionRevenue: number;
  readonly targetPercent: number;
}): number {
  const needed =
    (input.startingRevenue * (input.targetPercent - 100)) / 100 +
    input.churnedRevenue +
    input.contractionRevenue;
  return Math.max(0, needed);
}

/**
 * A customer's margin after product cost and the cost of serving them, as a percentage
 * of their revenue:
 *
 * customer margin % = (revenue − product cost − cost to serve) / revenue × 100
 */
export function customerMarginPercent(input: {
  readonly revenue: number;
  readonly productCost: number;
  readonly costToServe: number;
}): number {
  return percentOf(input.revenue - input.productCost - input.costToServe, input.revenue);
}

/**
 * Cost-to-serve ratio (service cost ratio): what serving a customer costs beyond the goods
 * (delivery, order handling, account and support time, credit, returns), as a percentage of
 * the revenue they bring.
 *
 * cost-to-serve ratio % = cost to serve / revenue × 100 (0 when revenue is 0)
 */
export function serviceCostRatio(costToServe: number, revenue: number): number {
  return percentOf(costToServe, revenue);
}

/**
 * Cost to serve above `limitPercent` of revenue: cost to serve − revenue × limit % / 100,
 * never below 0. What must come out of the cost to serve to bring the ratio down to the
 * limit.
 */
export function serviceCostAboveLimit(input: {
  readonly costToServe: number;
  readonly revenue: number;
  readonly limitPercent: number;
}): number {
  return Math.max(0, input.costToServe - (input.revenue * input.limitPercent) / 100);
}

/** RFM scores run from 1 (weakest) to 5 (strongest) on each dimension. */
export const RFM_MIN_SCORE = 1;
export const RFM_MAX_SCORE = 5;

export type RfmSegmentId =
  'champions' | 'loyal' | 'potential-loyalists' | 'cant-lose' | 'at-risk' | 'lost';

/** True when `score` is a whole number from 1 to 5. */
export function isRfmScore(score: number): boolean {
  return Number.isInteger(score) && score >= RFM_MIN_SCORE && score <= RFM_MAX_SCORE;
}

/**
 * The cut-offs between the five fifths of one RFM dimension in a customer base: the values at
 * which scores 2, 3, 4 and 5 begin, in that order, and which way is better. Recency (days
 * since the last order) is better lower: cut-offs of 120, 60, 25 and 9 days give 5 to a
 * customer who ordered 9 days ago or less and 1 to one who has not ordered for over 120.
 * Frequency and spend are better higher: a value on a cut-off reaches it.
 */
export interface RfmCutOffs {
  readonly startOfScore: readonly [number, number, number, number];
  readonly better: 'lower' | 'higher';
}

/** A customer's score from 1 to 5 on one dimension: 1 plus the number of cut-offs reached. */
export function rfmScore(value: number, cutOffs: RfmCutOffs): number {
  const reached = cutOffs.startOfScore.filter((edge) =>
    cutOffs.better === 'lower' ? value <= edge : value >= edge,
  );
  return RFM_MIN_SCORE + reached.length;
}

/** The RFM code: the three scores side by side, recency first (2, 4, 4 → "244"). */
export function rfmCode(recency: number, frequency: number, monetary: number): string {
  return `${recency}${frequency}${monetary}`;
}

/**
 * The segment of an RFM code, first matching rule wins:
 * 1. Champions: recency 4+, frequency 5, monetary 5.
 * 2. Loyal: recency 3+, frequency 4+, monetary 5.
 * 3. Potential Loyalists: every other customer with recency 3+.
 * 4. Can't Lose: recency 1-2 and frequency + monetary of 9 or more.
 * 5. At Risk: recency 1-2 and frequency + monetary of 6 to 8.
 * 6. Lost: recency 1-2 and frequency + monetary of 5 or less.
 * The example codes 555, 545, 554, 155, 244 and 111 fall in their named segments.
 *
 * @throws RangeError when a score is not a whole number from 1 to 5.
 */
export function rfmSegmentId(recency: number, frequency: number, monetary: number): RfmSegmentId {
  if (![recency, frequency, monetary].every(isRfmScore)) {
    throw new RangeError('RFM scores are whole numbers from 1 to 5');
  }
  if (recency >= 3) {
    if (recency >= 4 && frequency === 5 && monetary === 5) return 'champions';
    if (frequency >= 4 && monetary === 5) return 'loyal';
    return 'potential-loyalists';
  }
  const depth = frequency + monetary;
  if (depth >= 9) return 'cant-lose';
  if (depth >= 6) return 'at-risk';
  return 'lost';
}
