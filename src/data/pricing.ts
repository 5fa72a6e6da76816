/**
 * Pricing of the specification (000 §3 "Pricing plan", §9 "Pricing"): one plan per revenue
 * range of the pricing page's tabs, the features every plan includes, the return-on-investment
 * figures and the commercial terms. The annual arithmetic is in `src/lib/pricing/annual.ts`.
 *
 * Other pages state other revenue bands ($5M / $20M): those stay as the specification gives
 * them; this page (and the ROI calculator) use the tab bands below.
 */
import {REVENUE_RANGE_IDS, type RevenueRangeId} from '@site/src/lib/pricing/range';

export interface PricingPlan {
  /** Plan name as shown. */
  readonly name: string;
  /** Price per month, whole US dollars. */
  readonly monthly: number;
  /** The revenue range, as the tab shows it. */
  readonly rangeLabel: string;
  /** Who the plan is for, in a sentence. */
  readonly description: string;
  /** Flagged "Most popular" on the page. */
  readonly popular: boolean;
}

/** The plan for each revenue range, keyed by the range's URL value. */
export const PLANS: Readonly<Record<RevenueRangeId, PricingPlan>> = {
  '0-10m': {
    name: 'SME',
    monthly: 500,
    rangeLabel: '$0-$10M',
    description:
      'For growing distributors and manufacturers that want margin visibility without hiring an analyst.',
    popular: false,
  },
  '10-25m': {
    name: 'Growth',
    monthly: 1500,
    rangeLabel: '$10M-$25M',
    description:
      'For established businesses with several sales reps, thousands of SKUs and pricing that has grown by habit.',
    popular: true,
  },
  '25m-plus': {
    name: 'Enterprise',
    monthly: 3000,
    rangeLabel: '$25M+',
    description:
      'For multi-branch and multi-entity businesses that need custom margin rules and board-level reporting.',
    popular: false,
  },
};

/** The plans in tab order, each with its range id. */
export const PLANS_IN_ORDER: readonly (PricingPlan & {readonly range: RevenueRangeId})[] =
  REVENUE_RANGE_IDS.map((range) => ({range, ...PLANS[range]}));

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
