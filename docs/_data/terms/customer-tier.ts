/**
 * Customer Tier, as this edition writes it: a large plumbing and heating account whose margin
 * after cost to serve puts it in a lower tier than its revenue does, and the changes that
 * move it up.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {customerTierCalculator} from '@site/src/lib/metrics/calculators/customerTier';
import {customerMarginPercent, serviceCostRatio} from '@site/src/lib/metrics/customerRevenue';
import {roundTo} from '@site/src/lib/metrics/math';
import {grossMarginPercent} from '@site/src/lib/metrics/pricingProduct';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  CUSTOMER_TIERS_TABLE,
  CUSTOMER_TIER_BANDS,
  EDGE_RULE,
  MARGIN_TABLE,
  SERVICE_COST_TARGET_PERCENT,
} from '../benchmarks';
import {TERMS} from './index';

/** The account's year: revenue, the cost of the goods it bought and the cost of serving it. */
const ACCOUNT = {revenue: 380_000, productCost: 290_000, costToServe: 41_000};
/** What weekly deliveries and 45-day terms would save in cost to serve. */
const SAVING = 15_000;

/** The account's margin figures, the margin % judged as shown (one decimal). */
function margins(account: typeof ACCOUNT) {
  const margin = roundTo(customerMarginPercent(account), 1);
  return {
    afterService: account.revenue - account.productCost - account.costToServe,
    margin,
    tier: classify(margin, CUSTOMER_TIER_BANDS),
  };
}

const today = margins(ACCOUNT);
const improved = {...ACCOUNT, costToServe: ACCOUNT.costToServe - SAVING};
const afterChanges = margins(improved);

/** The worked example's figures, as the page prints them. */
export const example = {
  revenue: formatUsd(ACCOUNT.revenue),
  productCost: formatUsd(ACCOUNT.productCost),
  costToServe: formatUsd(ACCOUNT.costToServe),
  grossMargin: formatPercent(grossMarginPercent(ACCOUNT.revenue, ACCOUNT.productCost)),
  marginAfterService: formatUsd(today.afterService),
  margin: formatPercent(today.margin),
  serviceShare: formatPercent(serviceCostRatio(ACCOUNT.costToServe, ACCOUNT.revenue)),
  tier: today.tier.label,
  tierRange: today.tier.range,
  saving: formatUsd(SAVING),
  afterChanges: {
    costToServe: formatUsd(improved.costToServe),
    margin: formatPercent(afterChanges.margin),
    tier: afterChanges.tier.label,
  },
};

/** What the page's sentences say of the figures. */
export const claims = {
  /** "By margin it sits in the range typical of the bottom 20%" */
  today: 'bottom',
  /** "lift its margin … into the middle tier" */
  afterChanges: 'middle',
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: string} = {
  today: today.tier.id,
  afterChanges: afterChanges.tier.id,
};

export default defineTermPage(TERMS, 'customer-tier', {
  formulas: ['Customer margin % = (Revenue − Cost of goods − Cost to serve) ÷ Revenue × 100'],
  calculator: bindCalculator(customerTierCalculator, {
    example: ACCOUNT,
    benchmarks: {scale: CUSTOMER_TIER_BANDS, serviceCostTargetPercent: SERVICE_COST_TARGET_PERCENT},
  }),
  benchmarks: {tables: [CUSTOMER_TIERS_TABLE, MARGIN_TABLE], edgeRule: EDGE_RULE},
  related: [
    [
      'margin-per-customer',
      'the measure tiers should be built on, with the customer profitability bands.',
    ],
    [
      'rfm-modelling',
      'adds buying behaviour (how recent, how often, how much) to the value ranking.',
    ],
    ['customer-lifetime-value', 'which tier an account is likely to stay in over the years.'],
  ],
  claims: claimsAgainst(claims, findings),
});
