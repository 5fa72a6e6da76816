/**
 * Margin per Customer, as this edition writes it: one manufacturing customer of a
 * distributor, what it costs to serve, and what two changes of terms and a price review
 * would do to its margin.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {marginPerCustomerCalculator} from '@site/src/lib/metrics/calculators/marginPerCustomer';
import {customerMarginPercent, serviceCostRatio} from '@site/src/lib/metrics/customerRevenue';
import {roundTo} from '@site/src/lib/metrics/math';
import {cashInCycle} from '@site/src/lib/metrics/operational';
import {grossMarginPercent} from '@site/src/lib/metrics/pricingProduct';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  CUSTOMER_PROFITABILITY_BANDS,
  CUSTOMER_PROFITABILITY_TABLE,
  EDGE_RULE,
  PROFITABILITY_PRACTICE_TABLE,
  SERVICE_COST_TARGET_PERCENT,
} from '../benchmarks';
import {TERMS} from './index';

/** What the customer bought last year, and what those goods cost. */
const REVENUE = 520_000;
const PRODUCT_COST = 383_000;
/** The cost-to-serve rates and items of the year. */
const COST_PER_DROP = 250;
const COST_PER_ORDER = 60;
const ACCOUNT_AND_SUPPORT = 8_400;
const RETURNS = 3_200;
const CREDIT_DAYS = 60;
/** The distributor's cost of capital, in % a year. */
const COST_OF_CAPITAL_PERCENT = 5;

/** How the customer buys: deliveries and orders in a year. */
interface BuyingPattern {
  readonly drops: number;
  readonly orders: number;
}

const LAST_YEAR: BuyingPattern = {drops: 74, orders: 160};
/** With a minimum order value and a fortnightly delivery schedule. */
const WITH_NEW_TERMS: BuyingPattern = {drops: 50, orders: 110};
/** The price review: the revenue of the two lowest-margin lines, and the rise on them, in %. */
const REVIEWED_LINES_REVENUE = 120_000;
const PRICE_RISE_PERCENT = 3;

/** Each cost-to-serve item in whole dollars, and their total, for a year's revenue and pattern. */
function costToServe(revenue: number, pattern: BuyingPattern) {
  const items = {
    delivery: pattern.drops * COST_PER_DROP,
    orderHandling: pattern.orders * COST_PER_ORDER,
    accountAndSupport: ACCOUNT_AND_SUPPORT,
    credit: roundTo((cashInCycle(revenue, CREDIT_DAYS) * COST_OF_CAPITAL_PERCENT) / 100, 0),
    returns: RETURNS,
  };
  const total = Object.values(items).reduce((sum, item) => sum + item, 0);
  return {items, total};
}

/** The customer's margin % as shown (one decimal), and the band it is judged in. */
function outcome(revenue: number, serviceCost: number) {
  const margin = roundTo(
    customerMarginPercent({revenue, productCost: PRODUCT_COST, costToServe: serviceCost}),
    1,
  );
  return {margin, band: classify(margin, CUSTOMER_PROFITABILITY_BANDS)};
}

const today = costToServe(REVENUE, LAST_YEAR);
const withNewTerms = costToServe(REVENUE, WITH_NEW_TERMS);
const reviewedRevenue = REVENUE + (REVIEWED_LINES_REVENUE * PRICE_RISE_PERCENT) / 100;
const afterReview = costToServe(reviewedRevenue, WITH_NEW_TERMS);

const current = outcome(REVENUE, today.total);
const afterChanges = outcome(REVENUE, withNewTerms.total);
const afterPriceReview = outcome(reviewedRevenue, afterReview.total);
const serviceRatio = roundTo(serviceCostRatio(today.total, REVENUE), 1);

const ordersSaved = LAST_YEAR.orders - WITH_NEW_TERMS.orders;
const dropsSaved = LAST_YEAR.drops - WITH_NEW_TERMS.drops;

/** A band's name and range, as the benchmark words them. */
function bandText(id: (typeof CUSTOMER_PROFITABILITY_BANDS)[number]['id']) {
  const band = CUSTOMER_PROFITABILITY_BANDS.find((entry) => entry.id === id);
  if (!band) throw new Error(`No customer profitability band "${id}"`);
  return {label: band.label, range: band.range};
}

/** The worked example's figures, as the page prints them. */
export const example = {
  revenue: formatUsd(REVENUE),
  productCost: formatUsd(PRODUCT_COST),
  grossMargin: formatPercent(grossMarginPercent(REVENUE, PRODUCT_COST)),
  drops: formatNumber(LAST_YEAR.drops),
  costPerDrop: formatUsd(COST_PER_DROP),
  delivery: formatUsd(today.items.delivery),
  orders: formatNumber(LAST_YEAR.orders),
  costPerOrder: formatUsd(COST_PER_ORDER),
  orderHandling: formatUsd(today.items.orderHandling),
  accountAndSupport: formatUsd(today.items.accountAndSupport),
  creditDays: formatNumber(CREDIT_DAYS),
  costOfCapital: formatPercent(COST_OF_CAPITAL_PERCENT, 0),
  credit: formatUsd(today.items.credit),
  returns: formatUsd(today.items.returns),
  costToServe: formatUsd(today.total),
  serviceRatio: formatPercent(serviceRatio),
  serviceTarget: formatPercent(SERVICE_COST_TARGET_PERCENT, 0),
  /** Margin after cost to serve, in dollars and as a share of revenue. */
  marginDollars: formatUsd(REVENUE - PRODUCT_COST - today.total),
  margin: formatPercent(current.margin),
  /** The bands either side of the customer's ("needs attention" and "healthy"). */
  attention: bandText('attention'),
  healthy: bandText('healthy'),
  monitor: bandText('monitor'),
  ordersWithNewTerms: formatNumber(WITH_NEW_TERMS.orders),
  dropsWithNewTerms: formatNumber(WITH_NEW_TERMS.drops),
  ordersSaved: formatNumber(ordersSaved),
  dropsSaved: formatNumber(dropsSaved),
  newTermsSaving: formatUsd(today.total - withNewTerms.total),
  afterChanges: {
    marginDollars: formatUsd(REVENUE - PRODUCT_COST - withNewTerms.total),
    margin: formatPercent(afterChanges.margin),
    band: afterChanges.band.label,
  },
  reviewedLinesRevenue: formatUsd(REVIEWED_LINES_REVENUE),
  priceRise: formatPercent(PRICE_RISE_PERCENT, 0),
  priceRiseDollars: formatUsd(reviewedRevenue - REVENUE),
  afterPriceReview: {
    margin: formatPercent(afterPriceReview.margin),
    band: afterPriceReview.band.label,
  },
};

/**
 * The worked example and its two what-ifs as the calculator's fields, so a test can put
 * each through the calculator and compare it with the prose.
 */
export const scenarios = {
  current: {revenue: REVENUE, productCost: PRODUCT_COST, costToServe: today.total},
  afterChanges: {revenue: REVENUE, productCost: PRODUCT_COST, costToServe: withNewTerms.total},
  afterPriceReview: {
    revenue: reviewedRevenue,
    productCost: PRODUCT_COST,
    costToServe: afterReview.total,
  },
} as const;

/** What the prose says of the figures, as band ids of the customer profitability scale. */
export const claims = {
  /** "inside the benchmark of under 10%". */
  serviceCostInsideTarget: true,
  /** "between needs attention and healthy". */
  band: 'below-healthy',
  /** Two changes lift the margin, "still" below the healthy range. */
  afterChanges: 'below-healthy',
  /** The price review "would do the rest". */
  afterPriceReview: 'healthy',
} as const;

/** The same, read from the figures. */
export const findings = {
  serviceCostInsideTarget: serviceRatio < SERVICE_COST_TARGET_PERCENT,
  band: current.band.id,
  afterChanges: afterChanges.band.id,
  afterPriceReview: afterPriceReview.band.id,
} satisfies {readonly [K in keyof typeof claims]: unknown};

export default defineTermPage(TERMS, 'margin-per-customer', {
  formulas: [
    'Customer margin % = (Revenue − Cost of goods − Cost to serve) ÷ Revenue × 100',
    'Service cost ratio % = Cost to serve ÷ Revenue × 100',
  ],
  calculator: bindCalculator(marginPerCustomerCalculator, {
    example: scenarios.current,
    benchmarks: {
      scale: CUSTOMER_PROFITABILITY_BANDS,
      serviceCostTargetPercent: SERVICE_COST_TARGET_PERCENT,
    },
  }),
  benchmarks: {
    tables: [CUSTOMER_PROFITABILITY_TABLE, PROFITABILITY_PRACTICE_TABLE],
    edgeRule: EDGE_RULE,
  },
  related: [
    ['customer-tier', 'groups customers by this margin so their terms can follow it.'],
    ['contribution-margin', 'the same idea applied to products and orders.'],
    ['days-sales-outstanding', 'slow payment is one of the costs to serve.'],
  ],
  claims: claimsAgainst(claims, findings),
});
