/**
 * The pricing registry: one plan per revenue band of the pricing page's tabs, written once
 * here, and every figure that follows from the plans: annual price, saving and cost per month
 * on annual billing, the ROI calculator's subscription bands, the lowest and highest price,
 * and the price sentences that pages, FAQ answers, guides and structured data print. Change a
 * price here and all of them follow.
 *
 * Some content pages state the plans against other revenue bands ($5M / $20M): they keep
 * their bands and take the prices from here (`monthlyPricesByBand`). The pricing tabs and the
 * ROI calculator use the bands below.
 */
import {formatNumber, formatUsd, formatUsdM} from '@site/src/lib/numbers/format';
import {ANNUAL_DISCOUNT, annualPrice, type AnnualPrice} from '@site/src/lib/pricing/annual';
import type {RevenueRangeId} from '@site/src/lib/pricing/range';
import type {Billing} from '@site/src/lib/roi/assumptions';
import type {SubscriptionBand} from '@site/src/lib/roi/calculate';
import {joinList} from '@site/src/lib/text/list';

/** The plans' ids, in tab order (lowest revenue first). */
export const PLAN_IDS = ['sme', 'growth', 'enterprise'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

/** What is written about a plan; everything else is derived. */
interface PlanDefinition {
  /** Plan name as shown. */
  readonly name: string;
  /** Price per month, whole US dollars. */
  readonly monthly: number;
  /** The pricing tab of the plan's revenue band, as it appears in the page address. */
  readonly range: RevenueRangeId;
  /** Lowest annual revenue of the band, whole US dollars (inclusive). */
  readonly revenueFrom: number;
  /** Who the plan is for, in a sentence. */
  readonly description: string;
  /** Flagged "Most popular" on the page. */
  readonly popular: boolean;
}

const DEFINITIONS: Readonly<Record<PlanId, PlanDefinition>> = {
  sme: {
    name: 'SME',
    monthly: 500,
    range: '0-10m',
    revenueFrom: 0,
    description:
      'For growing distributors and manufacturers that want margin visibility without hiring an analyst.',
    popular: false,
  },
  growth: {
    name: 'Growth',
    monthly: 1500,
    range: '10-25m',
    revenueFrom: 10_000_000,
    description:
      'For established businesses with several sales reps, thousands of SKUs and pricing that has grown by habit.',
    popular: true,
  },
  enterprise: {
    name: 'Enterprise',
    monthly: 3000,
    range: '25m-plus',
    revenueFrom: 25_000_000,
    description:
      'For multi-branch and multi-entity businesses that need custom margin rules and board-level reporting.',
    popular: false,
  },
};

export interface PricingPlan extends PlanDefinition {
  readonly id: PlanId;
  /** Lowest annual revenue of the next band up (exclusive), or null for the top band. */
  readonly revenueTo: number | null;
  /** The revenue band as the tab shows it: "$0-$10M", "$10M-$25M", "$25M+". */
  readonly rangeLabel: string;
  /** Annual billing: list price per year, price per year, saving, cost per month. */
  readonly annual: AnnualPrice;
}

/** The band as the tab shows it: "$0-$10M", "$25M+". */
function tabLabel(from: number, to: number | null): string {
  return to === null ? `${formatUsdM(from)}+` : `${formatUsdM(from)}-${formatUsdM(to)}`;
}

/** The plans in tab order, each with its derived figures. */
export const PLANS_IN_ORDER: readonly PricingPlan[] = PLAN_IDS.map((id, index) => {
  const plan = DEFINITIONS[id];
  const next = PLAN_IDS[index + 1];
  const revenueTo = next === undefined ? null : DEFINITIONS[next].revenueFrom;
  return {
    id,
    ...plan,
    revenueTo,
    rangeLabel: tabLabel(plan.revenueFrom, revenueTo),
    annual: annualPrice(plan.monthly),
  };
});

/** Each plan by its id. */
export const PLANS = Object.fromEntries(PLANS_IN_ORDER.map((plan) => [plan.id, plan])) as Readonly<
  Record<PlanId, PricingPlan>
>;

/** The annual discount as a whole percentage (20 for "save 20%"). */
export const ANNUAL_DISCOUNT_PERCENT = Math.round(ANNUAL_DISCOUNT * 100);

/** The cheapest plan's monthly price ("from $500 a month"). */
export const LOWEST_MONTHLY = Math.min(...PLANS_IN_ORDER.map((plan) => plan.monthly));

/** The dearest plan's monthly price. */
export const HIGHEST_MONTHLY = Math.max(...PLANS_IN_ORDER.map((plan) => plan.monthly));

/** Setup fee, whole US dollars: none. */
export const SETUP_FEE = 0;

/**
 * What a typical customer pays in the first year, whole US dollars, as the comparison guide
 * states it ("about $10,000"). An estimate, not a plan's price: the tests hold it between the
 * cheapest and the dearest plan's year.
 */
export const TYPICAL_FIRST_YEAR_TOTAL = 10_000;

/** The monthly prices in words: "$500, $1,500 or $3,000". */
export const MONTHLY_PRICE_LIST = joinList(
  PLANS_IN_ORDER.map((plan) => formatUsd(plan.monthly)),
  'or',
);

/** A band of annual revenue in words: "below $10M", "from $10M to $25M", "above $25M". */
export function bandInWords(from: number, to: number | null): string {
  if (to === null) return `above ${formatUsdM(from)}`;
  if (from === 0) return `below ${formatUsdM(to)}`;
  return `from ${formatUsdM(from)} to ${formatUsdM(to)}`;
}

/**
 * Each plan's monthly price with its band: "$500 a month below $10M, $1,500 a month from $10M
 * to $25M and $3,000 a month above $25M". The bands are the tabs' unless `bandsFrom` gives
 * other lowest revenues, one per plan in tab order (a page that states the $5M / $20M bands).
 *
 * @throws RangeError when `bandsFrom` does not give one rising bound per plan, starting at 0.
 */
export function monthlyPricesByBand(
  bandsFrom: readonly number[] = PLANS_IN_ORDER.map((plan) => plan.revenueFrom),
): string {
  const rising = bandsFrom.every(
    (from, index) => index === 0 || from > (bandsFrom[index - 1] ?? 0),
  );
  if (bandsFrom.length !== PLANS_IN_ORDER.length || bandsFrom[0] !== 0 || !rising) {
    throw new RangeError(
      `need ${PLANS_IN_ORDER.length} rising band bounds from 0, got [${bandsFrom.join(', ')}]`,
    );
  }
  return joinList(
    PLANS_IN_ORDER.map((plan, index) => {
      const band = bandInWords(bandsFrom[index] ?? 0, bandsFrom[index + 1] ?? null);
      return `${formatUsd(plan.monthly)} a month ${band}`;
    }),
  );
}

/** The plans' revenue bands in words: "below $10M, from $10M to $25M and above $25M". */
export const TAB_BANDS_IN_WORDS = joinList(
  PLANS_IN_ORDER.map((plan) => bandInWords(plan.revenueFrom, plan.revenueTo)),
);

function nonEmpty<T>(items: readonly T[]): readonly [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('there must be at least one plan');
  return [first, ...rest];
}

/** A band as the ROI calculator labels it: "$0-10M", "$10-25M", "$25M+". */
function shortBandLabel(from: number, to: number | null): string {
  const millions = (dollars: number) => formatNumber(dollars / 1_000_000, 1);
  return to === null ? `$${millions(from)}M+` : `$${millions(from)}-${millions(to)}M`;
}

/** A subscription band of the ROI calculator, keyed by its plan. */
export interface PlanSubscriptionBand extends SubscriptionBand {
  readonly id: PlanId;
}

/**
 * A plan's subscription band in the ROI calculator, labelled "$0-10M (SME)": billed monthly,
 * it costs a year at the list price (12 × the monthly price); billed annually, the pricing
 * page's annual price (12 months less the annual discount).
 */
function subscriptionBandOf(plan: PricingPlan, billing: Billing): PlanSubscriptionBand {
  const band = {
    id: plan.id,
    label: `${shortBandLabel(plan.revenueFrom, plan.revenueTo)} (${plan.name})`,
    minRevenue: plan.revenueFrom,
  };
  if (billing === 'monthly') return {...band, annualCost: plan.annual.listPerYear};
  return {
    ...band,
    annualCost: plan.annual.perYear,
    annualBilling: {
      listPerYear: plan.annual.listPerYear,
      discountPercent: plan.annual.discountPercent,
    },
  };
}

/** The subscription bands by how the plan is billed, one per plan in tab order. */
export const SUBSCRIPTION_BANDS_BY_BILLING: Readonly<
  Record<Billing, readonly [PlanSubscriptionBand, ...PlanSubscriptionBand[]]>
> = {
  monthly: nonEmpty(PLANS_IN_ORDER.map((plan) => subscriptionBandOf(plan, 'monthly'))),
  annual: nonEmpty(PLANS_IN_ORDER.map((plan) => subscriptionBandOf(plan, 'annual'))),
};

/**
 * The ROI calculator's standard subscription bands (monthly billing): one per plan, in tab
 * order, from the plan's lowest revenue, costing a year at the plan's list price.
 */
export const SUBSCRIPTION_BANDS = SUBSCRIPTION_BANDS_BY_BILLING.monthly;

/** What every plan includes (10 items). */
export const INCLUDED_FEATURES: readonly string[] = [
  'Unlimited users',
  'Advanced customer tiering',
  'Product profitability insights',
  'Pricing optimisation alerts',
  'Quote approval automation',
  'Custom margin rules',
  'ERP integrations',
  'Monthly strategy sessions',
  'Custom reporting',
  '24/7 support',
];

/** Commercial terms stated beside the prices. */
export const PLAN_TERMS: readonly string[] = [
  'Unlimited users',
  'No seat limits',
  'No setup fees',
  'Cancel anytime',
  'Month-to-month',
];

export interface RoiStat {
  /** What is measured. */
  readonly metric: string;
  /** The figure, as shown. */
  readonly value: string;
  /** When it is reached. */
  readonly timeline: string;
}

/** Return-on-investment figures of the pricing page. */
export const ROI_STATS: readonly RoiStat[] = [
  {metric: 'Average margin recovered', value: '$180k', timeline: 'In the first 90 days'},
  {metric: 'Time saved on quote approvals', value: '2.5 hrs/day', timeline: 'Every working day'},
  {metric: 'Improvement in quote conversion', value: '15%', timeline: 'Within 6 months'},
  {metric: 'Average payback', value: '90 days', timeline: 'On average, from the start'},
];

/** The guarantee: this multiple of the monthly fee found within the period, or a refund. */
export const ROI_GUARANTEE = {days: 90, multipleOfMonthlyFee: 10} as const;

/** Length of the paid pilot on a prospect's own data, in days. */
export const PILOT_DAYS = 30;
