/**
 * Average Order Value (AOV), as this edition writes it: an electrical wholesaler's quarter,
 * what its average order and its small orders leave after handling, the minimum order that
 * would fix them, and the calculator that starts from that quarter.
 */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify} from '@site/src/lib/metrics/bands';
import {averageOrderValueCalculator} from '@site/src/lib/metrics/calculators/averageOrderValue';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {roundTo} from '@site/src/lib/metrics/math';
import {
  averageOrderValue,
  breakevenOrderValue,
  contributionPerOrder,
  grossProfitPerOrder,
} from '@site/src/lib/metrics/operational';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {AOV_BANDS, AOV_TABLE, EDGE_RULE} from '../benchmarks';
import {TERMS} from './index';

const REVENUE = 4_200_000;
const ORDERS = 3_100;
const GROSS_MARGIN = 24;
/** Entry, picking, delivery and invoicing of one order. */
const COST_PER_ORDER = 85;
/** How many of the quarter's orders were smaller than `SMALL_ORDER`. */
const SMALL_ORDER_COUNT = 1_100;
const SMALL_ORDER = 300;
/** The minimum order for free delivery the example proposes. */
const MINIMUM_ORDER = 400;
/** Two orders to compare: a large one at a thin margin and a smaller one at a good margin. */
const LARGE_THIN = {value: 2_000, margin: 8} as const;
const SMALL_RICH = {value: 900, margin: 25} as const;

const aov = averageOrderValue(REVENUE, ORDERS);
/** Judged on the average as shown, in whole dollars, as the calculator judges it. */
const band = classify(roundTo(aov, 0), AOV_BANDS);
const grossProfit = grossProfitPerOrder(aov, GROSS_MARGIN);
const left = contributionPerOrder({
  averageOrderValue: aov,
  grossMarginPercent: GROSS_MARGIN,
  costPerOrder: COST_PER_ORDER,
});
const smallOrderProfit = grossProfitPerOrder(SMALL_ORDER, GROSS_MARGIN);
/** Undefined only at a margin of 0% or less; the claims below then fail. */
const breakeven = breakevenOrderValue(COST_PER_ORDER, GROSS_MARGIN);

/** The worked example's figures, as the page prints them. */
export const example = {
  revenue: formatUsd(REVENUE),
  orders: formatNumber(ORDERS),
  aov: formatUsd(aov),
  /** The order-size range the average falls in, and how the benchmark states it. */
  band: {label: band.label, range: band.range},
  margin: formatPercent(GROSS_MARGIN, 0),
  grossProfit: formatUsd(grossProfit),
  costPerOrder: formatUsd(COST_PER_ORDER),
  left: formatUsd(left),
  smallOrderCount: formatNumber(SMALL_ORDER_COUNT),
  smallOrder: formatUsd(SMALL_ORDER),
  smallOrderProfit: formatUsd(smallOrderProfit),
  /** The order value whose gross profit just pays for handling it. */
  breakeven: formatUsd(breakeven ?? Number.NaN),
  minimumOrder: formatUsd(MINIMUM_ORDER),
  largeThin: {value: formatUsd(LARGE_THIN.value), margin: formatPercent(LARGE_THIN.margin, 0)},
  smallRich: {value: formatUsd(SMALL_RICH.value), margin: formatPercent(SMALL_RICH.margin, 0)},
};

/**
 * What the page's sentences say about the example (`says`) beside what its arithmetic gives
 * (`is`); the edition tests fail when the two part.
 */
export const claims = {
  /** "in the range of mid-size orders" */
  band: {says: 'mid', is: band.id},
  /** "The average is comfortable": the average order pays for its handling. */
  averageCoversHandling: {says: true, is: left > 0},
  /** a small order earns "less than" it costs to handle */
  smallOrderLoses: {says: true, is: smallOrderProfit < COST_PER_ORDER},
  /** the minimum order "would pay for their handling" */
  minimumCoversHandling: {says: true, is: breakeven !== undefined && MINIMUM_ORDER >= breakeven},
  /** the large order at a thin margin "earns less than" the smaller one */
  largeThinEarnsLess: {
    says: true,
    is:
      grossProfitPerOrder(LARGE_THIN.value, LARGE_THIN.margin) <
      grossProfitPerOrder(SMALL_RICH.value, SMALL_RICH.margin),
  },
} as const;

export default defineTermPage(TERMS, 'average-order-value', {
  formulas: [
    'Average order value = Revenue ÷ Number of orders',
    'Left per order = AOV × Gross margin % − Cost to process one order',
  ],
  calculator: bindCalculator(averageOrderValueCalculator, {
    example: {
      revenue: REVENUE,
      orders: ORDERS,
      grossMargin: GROSS_MARGIN,
      costPerOrder: COST_PER_ORDER,
    },
    benchmarks: {bands: AOV_BANDS},
  }),
  benchmarks: {tables: [AOV_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-lifetime-value', 'AOV is one of the four figures it multiplies.'],
    ['contribution-margin', 'what each order leaves after all its variable costs.'],
    ['margin-per-customer', 'customers who order small and often cost the most to serve.'],
  ],
  claims,
});
