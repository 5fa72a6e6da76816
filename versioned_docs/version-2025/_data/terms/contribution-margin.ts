/**
 * Contribution Margin, as this edition writes it: a distributor's two product lines, the
 * business they add up to, and the calculator that starts from that business.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {contributionMarginCalculator} from '@site/src/lib/metrics/calculators/contributionMargin';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {
  breakevenRevenue,
  contributionMargin,
  contributionMarginRatio,
} from '@site/src/lib/metrics/operational';
import {percentOf} from '@site/src/lib/metrics/math';
import {formatNumber, formatPercent, formatUsd, formatUsdCents} from '@site/src/lib/numbers/format';
import {EDGE_RULE, GROSS_MARGIN_BY_SECTOR_TABLE, MARGIN_TABLE} from '../benchmarks';
import {TERMS} from './index';

/** One product line: per-unit price and variable costs, and the units sold in the year. */
interface ProductLine {
  readonly price: number;
  readonly goods: number;
  readonly freight: number;
  readonly commission: number;
  readonly units: number;
}

const PRODUCT_A: ProductLine = {price: 120, goods: 64, freight: 8, commission: 6, units: 5_000};
const PRODUCT_B: ProductLine = {price: 95, goods: 70, freight: 7, commission: 4, units: 9_000};
/** The business's fixed costs for the year. */
const FIXED_COSTS = 300_000;
/** The discount the example tries on each line, in %. */
const DISCOUNT_PERCENT = 10;
/** Units of demand the example moves from B to A. */
const UNITS_SHIFTED = 1_000;

function line(product: ProductLine) {
  const variable = product.goods + product.freight + product.commission;
  const perUnit = contributionMargin(product.price, variable);
  const discounted = product.price * (1 - DISCOUNT_PERCENT / 100);
  return {
    variable,
    perUnit,
    ratio: contributionMarginRatio(product.price, variable),
    revenue: product.price * product.units,
    variableTotal: variable * product.units,
    contribution: perUnit * product.units,
    discounted,
    perUnitAfterDiscount: contributionMargin(discounted, variable),
  };
}

const a = line(PRODUCT_A);
const b = line(PRODUCT_B);
const revenue = a.revenue + b.revenue;
const variableCosts = a.variableTotal + b.variableTotal;
const margin = contributionMargin(revenue, variableCosts);
const ratio = contributionMarginRatio(revenue, variableCosts);
const breakeven = breakevenRevenue(FIXED_COSTS, ratio) ?? 0;

function shown(product: ProductLine, figures: ReturnType<typeof line>) {
  return {
    price: formatUsd(product.price),
    goods: formatUsd(product.goods),
    freight: formatUsd(product.freight),
    commission: formatUsd(product.commission),
    variable: formatUsd(figures.variable),
    perUnit: formatUsd(figures.perUnit),
    ratio: formatPercent(figures.ratio),
    units: formatNumber(product.units),
    revenue: formatUsd(figures.revenue),
    contribution: formatUsd(figures.contribution),
    discounted: formatUsdCents(figures.discounted),
    perUnitAfterDiscount: formatUsdCents(figures.perUnitAfterDiscount),
  };
}

/** The worked example's figures, as the page prints them. */
export const example = {
  a: shown(PRODUCT_A, a),
  b: shown(PRODUCT_B, b),
  /** How much more revenue B brings than A. */
  revenueLead: formatPercent(percentOf(b.revenue - a.revenue, a.revenue), 0),
  /** How much more A contributes than B. */
  contributionLead: formatPercent(percentOf(a.contribution - b.contribution, b.contribution), 0),
  discount: formatPercent(DISCOUNT_PERCENT, 0),
  /** B's contribution per unit after the discount, as a share of what it was. */
  discountedShareOfB: formatPercent(percentOf(b.perUnitAfterDiscount, b.perUnit), 0),
  revenue: formatUsd(revenue),
  variableCosts: formatUsd(variableCosts),
  margin: formatUsd(margin),
  ratio: formatPercent(ratio),
  fixedCosts: formatUsd(FIXED_COSTS),
  breakeven: formatUsd(breakeven),
  profit: formatUsd(margin - FIXED_COSTS),
  /** How far revenue could fall before fixed costs are no longer covered. */
  safetyMargin: formatPercent(percentOf(revenue - breakeven, revenue)),
  unitsShifted: formatNumber(UNITS_SHIFTED),
  shiftGain: formatUsd(UNITS_SHIFTED * (a.perUnit - b.perUnit)),
};

/** What the page's sentences say of the figures. */
export const claims = {
  /** "Product B brings in … more revenue" */
  bBringsMoreRevenue: true,
  /** "Product A contributes … more towards overheads" */
  aContributesMore: true,
  /** "Profit after fixed costs … revenue could fall … before the business stops covering" */
  coversFixedCosts: true,
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: boolean} = {
  bBringsMoreRevenue: b.revenue > a.revenue,
  aContributesMore: a.contribution > b.contribution,
  coversFixedCosts: margin > FIXED_COSTS && revenue > breakeven,
};

export default defineTermPage(TERMS, 'contribution-margin', {
  formulas: [
    'Contribution margin = Revenue − Variable costs',
    'Contribution margin ratio % = (Revenue − Variable costs) ÷ Revenue × 100',
    'Breakeven revenue = Fixed costs ÷ Contribution margin ratio',
  ],
  calculator: bindCalculator(contributionMarginCalculator, {
    example: {revenue, variableCosts, fixedCosts: FIXED_COSTS},
  }),
  benchmarks: {tables: [GROSS_MARGIN_BY_SECTOR_TABLE, MARGIN_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['gross-margin-per-product', 'the first layer of contribution margin.'],
    ['margin-per-customer', 'contribution after the cost of serving each account.'],
    [
      'breakeven-price',
      "the price at which a unit's contribution exactly covers its share of fixed costs.",
    ],
  ],
  claims: claimsAgainst(claims, findings),
});
