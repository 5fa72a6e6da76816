/**
 * Customer and revenue metrics: customer lifetime value, acquisition cost and the LTV:CAC
 * ratio, churn, customer margin tiers, net revenue retention and RFM segments. Money is in
 * any one currency; percentages are 0-100, not fractions.
 */
import {above, atLeast, type BandScale} from './bands';
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
 * LTV:CAC bands: 3:1 or lower is the danger zone, above 3:1 and below 5:1 acceptable,
 * 5:1 or higher excellent (the benchmark words both edges).
 */
export const LTV_CAC_BANDS = [
  {id: 'danger', label: 'danger zone', range: '3:1 or lower', tone: 'negative'},
  {id: 'acceptable', label: 'acceptable', range: '3:1 to 5:1', tone: 'neutral', from: above(3)},
  {id: 'excellent', label: 'excellent', range: '5:1 or higher', tone: 'positive', from: atLeast(5)},
] as const satisfies BandScale;

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
 * NRR bands: under 100% concerning, 100-110% average, 110-120% good, 120%+ world-class
 * (a shared edge belongs to the higher band: 110% is good).
 */
export const NRR_BANDS = [
  {id: 'concerning', label: 'concerning', range: 'under 100%', tone: 'negative'},
  {id: 'average', label: 'average', range: '100-110%', tone: 'neutral', from: atLeast(100)},
  {id: 'good', label: 'good', range: '110-120%', tone: 'positive', from: atLeast(110)},
  {id: 'world-class', label: 'world-class', range: '120%+', tone: 'positive', from: atLeast(120)},
] as const satisfies BandScale;

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

/** Cost to serve as a percentage of the customer's revenue (the benchmark: below 10%). */
export function serviceCostRatio(costToServe: number, revenue: number): number {
  return percentOf(costToServe, revenue);
}

/**
 * Customer margin tiers: the top 20% of customers typically earn 30-50%, the middle 60%
 * 15-30% and the bottom 20% 5-15%. Shared edges go to the higher tier (30% is top-tier);
 * the ends of the scale are our own labels for margins outside every tier.
 */
export const CUSTOMER_TIER_BANDS = [
  {id: 'below', label: 'below every tier', range: 'under 5%', tone: 'negative'},
  {
    id: 'bottom',
    label: 'bottom-tier margin',
    range: '5-15%, typical of the bottom 20%',
    tone: 'caution',
    from: atLeast(5),
  },
  {
    id: 'middle',
    label: 'middle-tier margin',
    range: '15-30%, typical of the middle 60%',
    tone: 'neutral',
    from: atLeast(15),
  },
  {
    id: 'top',
    label: 'top-tier margin',
    range: '30-50%, typical of the top 20%',
    tone: 'positive',
    from: atLeast(30),
  },
  {
    id: 'above',
    label: 'above the top tier',
    range: 'above 50%',
    tone: 'neutral',
    from: above(50),
  },
] as const satisfies BandScale;

/** RFM scores run from 1 (weakest) to 5 (strongest) on each dimension. */
export const RFM_MIN_SCORE = 1;
export const RFM_MAX_SCORE = 5;

export type RfmSegmentId =
  'champions' | 'loyal' | 'potential-loyalists' | 'cant-lose' | 'at-risk' | 'lost';

export interface RfmSegment {
  readonly id: RfmSegmentId;
  readonly name: string;
  /** The example code the segment is known by (recency, frequency, monetary). */
  readonly exampleCode: string;
  /** Our rule, in words. */
  readonly rule: string;
  /** What to do with customers in the segment. */
  readonly action: string;
  readonly tone: 'positive' | 'neutral' | 'caution' | 'negative';
}

/** The six segments, in the order the rules are tried. */
export const RFM_SEGMENTS: readonly RfmSegment[] = [
  {
    id: 'champions',
    name: 'Champions',
    exampleCode: '555',
    rule: 'R 4-5, F 5, M 5',
    action:
      'Protect the relationship: senior contact, early access to new lines, no blanket discounts.',
    tone: 'positive',
  },
  {
    id: 'loyal',
    name: 'Loyal',
    exampleCode: '545',
    rule: 'R 3-5, F 4-5, M 5',
    action: 'Keep service levels high and offer volume or range agreements rather than price cuts.',
    tone: 'positive',
  },
  {
    id: 'potential-loyalists',
    name: 'Potential Loyalists',
    exampleCode: '554',
    rule: 'any other customer with R 3-5',
    action: 'Grow share of wallet: cross-sell adjacent categories and make reordering easy.',
    tone: 'neutral',
  },
  {
    id: 'cant-lose',
    name: "Can't Lose",
    exampleCode: '155',
    rule: 'R 1-2 with F + M of 9 or more',
    action:
      'Call them this week: a senior person, a specific reason, before a competitor settles in.',
    tone: 'negative',
  },
  {
    id: 'at-risk',
    name: 'At Risk',
    exampleCode: '244',
    rule: 'R 1-2 with F + M of 6 to 8',
    action: 'Find out what changed (price, service, a new buyer) and fix it before the gap widens.',
    tone: 'caution',
  },
  {
    id: 'lost',
    name: 'Lost',
    exampleCode: '111',
    rule: 'R 1-2 with F + M of 5 or less',
    action: 'Stop spending sales time; a low-cost win-back offer at most, then let them go.',
    tone: 'negative',
  },
];

/** True when `score` is a whole number from 1 to 5. */
export function isRfmScore(score: number): boolean {
  return Number.isInteger(score) && score >= RFM_MIN_SCORE && score <= RFM_MAX_SCORE;
}

function segment(id: RfmSegmentId): RfmSegment {
  const found = RFM_SEGMENTS.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown RFM segment ${id}`);
  return found;
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
export function rfmSegment(recency: number, frequency: number, monetary: number): RfmSegment {
  if (![recency, frequency, monetary].every(isRfmScore)) {
    throw new RangeError('RFM scores are whole numbers from 1 to 5');
  }
  if (recency >= 3) {
    if (recency >= 4 && frequency === 5 && monetary === 5) return segment('champions');
    if (frequency >= 4 && monetary === 5) return segment('loyal');
    return segment('potential-loyalists');
  }
  const depth = frequency + monetary;
  if (depth >= 9) return segment('cant-lose');
  if (depth >= 6) return segment('at-risk');
  return segment('lost');
}
