/**
 * Cost-to-Serve Ratio, as this edition writes it: two wholesale customers of about the same
 * size, what it costs to serve each, and the changes that bring the costly one under the
 * target. The calculator starts from the costly customer.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {serviceCostAboveLimit, serviceCostRatio} from '@site/src/lib/metrics/customerRevenue';
import {costToServeRatioCalculator} from '@site/src/lib/metrics/calculators/costToServeRatio';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {meetsTarget, targetPosition} from '@site/src/lib/metrics/targets';
import {roundTo} from '@site/src/lib/metrics/math';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  COST_TO_SERVE_TABLE,
  CUSTOMER_PROFITABILITY_TABLE,
  EDGE_RULE,
  SERVICE_COST_TARGET,
} from '../benchmarks';
import {TERMS} from './index';

/** What one delivery costs the business: vehicle, driver and fuel. */
const COST_PER_DELIVERY = 85;
/** What entering, picking, packing and invoicing one order costs. */
const COST_PER_ORDER = 35;
/** What an hour of sales, account-management or support time costs. */
const COST_PER_HOUR = 75;
/** The gross margin both customers buy at, in %. */
const GROSS_MARGIN_PERCENT = 24;

/** One customer's year: revenue and the activity it takes to serve them. */
interface CustomerYear {
  readonly revenue: number;
  readonly deliveries: number;
  readonly orders: number;
  /** Hours of sales, account and support time. */
  readonly hours: number;
  /** Credit, returns and special handling, in dollars. */
  readonly other: number;
}

const STEADY: CustomerYear = {
  revenue: 620_000,
  deliveries: 150,
  orders: 150,
  hours: 180,
  other: 4_500,
};
const DEMANDING: CustomerYear = {
  revenue: 580_000,
  deliveries: 460,
  orders: 610,
  hours: 300,
  other: 9_800,
};
/** The demanding customer after fixed delivery days, online ordering and a quarterly review. */
const DEMANDING_AFTER: CustomerYear = {...DEMANDING, deliveries: 200, orders: 260, hours: 200};

function costs(customer: CustomerYear) {
  const delivery = customer.deliveries * COST_PER_DELIVERY;
  const orderHandling = customer.orders * COST_PER_ORDER;
  const accountTime = customer.hours * COST_PER_HOUR;
  const total = delivery + orderHandling + accountTime + customer.other;
  const ratio = roundTo(serviceCostRatio(total, customer.revenue), 1);
  return {delivery, orderHandling, accountTime, total, ratio};
}

const steady = costs(STEADY);
const demanding = costs(DEMANDING);
const after = costs(DEMANDING_AFTER);
const TARGET = SERVICE_COST_TARGET;

function shown(customer: CustomerYear, figures: ReturnType<typeof costs>) {
  return {
    revenue: formatUsd(customer.revenue),
    deliveries: formatNumber(customer.deliveries),
    orders: formatNumber(customer.orders),
    hours: formatNumber(customer.hours),
    delivery: formatUsd(figures.delivery),
    orderHandling: formatUsd(figures.orderHandling),
    accountTime: formatUsd(figures.accountTime),
    other: formatUsd(customer.other),
    total: formatUsd(figures.total),
    ratio: formatPercent(figures.ratio),
    /** Where the ratio stands against the target ("below", "above"). */
    position: targetPosition(figures.ratio, TARGET),
    marginAfter: formatPercent(
      GROSS_MARGIN_PERCENT - serviceCostRatio(figures.total, customer.revenue),
    ),
  };
}

/** The worked example's figures, as the page prints them. */
export const example = {
  costPerDelivery: formatUsd(COST_PER_DELIVERY),
  costPerOrder: formatUsd(COST_PER_ORDER),
  costPerHour: formatUsd(COST_PER_HOUR),
  grossMargin: formatPercent(GROSS_MARGIN_PERCENT, 0),
  target: `${TARGET.value}%`,
  steady: shown(STEADY, steady),
  demanding: shown(DEMANDING, demanding),
  after: shown(DEMANDING_AFTER, after),
  /** The demanding customer's cost to serve above the target's figure. */
  demandingExcess: formatUsd(
    serviceCostAboveLimit({
      costToServe: demanding.total,
      revenue: DEMANDING.revenue,
      limitPercent: TARGET.value,
    }),
  ),
  /** Profit the changes add to the demanding account each year. */
  saving: formatUsd(demanding.total - after.total),
};

/** What the page's sentences claim, for the tests to hold against the arithmetic. */
export const findings = {
  /** The steady customer is under the target... */
  steadyMeetsTarget: meetsTarget(steady.ratio, TARGET),
  /** ...the demanding one, of about the same size, is not... */
  demandingMeetsTarget: meetsTarget(demanding.ratio, TARGET),
  /** ...and the three changes bring it under. */
  afterMeetsTarget: meetsTarget(after.ratio, TARGET),
  /** The demanding customer brings less revenue than the steady one. */
  demandingIsSmaller: DEMANDING.revenue < STEADY.revenue,
};

/** What the page says of those figures; a test holds `findings` to it. */
export const claims = {
  steadyMeetsTarget: true,
  demandingMeetsTarget: false,
  afterMeetsTarget: true,
  demandingIsSmaller: true,
} as const;

export default defineTermPage(TERMS, 'cost-to-serve-ratio', {
  formulas: [
    'Cost-to-serve ratio % = Cost to serve ÷ Revenue × 100',
    'Cost to serve = Delivery + Order handling + Sales, account and support time + Credit, returns and special handling',
    'Margin after cost to serve % = Gross margin % − Cost-to-serve ratio %',
  ],
  calculator: bindCalculator(costToServeRatioCalculator, {
    example: {
      revenue: DEMANDING.revenue,
      delivery: demanding.delivery,
      orderHandling: demanding.orderHandling,
      accountTime: demanding.accountTime,
      other: DEMANDING.other,
      grossMargin: GROSS_MARGIN_PERCENT,
    },
    benchmarks: {target: TARGET},
  }),
  benchmarks: {tables: [COST_TO_SERVE_TABLE, CUSTOMER_PROFITABILITY_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['margin-per-customer', 'the margin a customer leaves once the cost to serve is taken off.'],
    [
      'customer-tier',
      'sets service levels by the margin each account earns after its cost to serve.',
    ],
    ['average-order-value', 'small orders are the quickest way for the cost to serve to grow.'],
    [
      'days-sales-outstanding',
      'slow payment is a cost to serve that never shows on a delivery note.',
    ],
  ],
  claims: claimsAgainst(claims, findings),
});
