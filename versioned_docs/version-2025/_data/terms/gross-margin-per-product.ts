/**
 * Gross Margin per Product, as this edition writes it: a wholesaler's pump, its landed cost,
 * and the margin and markup the same figures give.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify, compareToRange, formatPercentRange} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {grossMarginPerProductCalculator} from '@site/src/lib/metrics/calculators/grossMarginPerProduct';
import {percentOf, roundTo} from '@site/src/lib/metrics/math';
import {
  grossMarginPercent,
  marginFromMarkup,
  markupPercent,
} from '@site/src/lib/metrics/pricingProduct';
import {formatNumber, formatPercent, formatUsd, formatUsdCents} from '@site/src/lib/numbers/format';
import {
  EDGE_RULE,
  GROSS_MARGIN_BY_INDUSTRY,
  GROSS_MARGIN_BY_SECTOR_TABLE,
  IDEAL_GROSS_MARGIN_PERCENT,
  MARGIN_BANDS,
  MARGIN_TABLE,
  type MarginIndustry,
} from '../benchmarks';
import {TERMS} from './index';

/** The pump's net selling price, after discounts and rebates. */
const PRICE = 840;
/** What the pump costs to land, item by item. */
const SUPPLIER_COST = 598;
const INBOUND_FREIGHT = 31;
const DUTY_AND_HANDLING = 16;
/** The industry the wholesaler compares itself with. */
const INDUSTRY: MarginIndustry = 'wholesale';
/** Margins of two other products in the same family, in %. */
const SEAL_MARGIN_PERCENT = 41;
const LARGE_PUMP_MARGIN_PERCENT = 9;
/** The markup of the "cost plus" mistake. */
const COST_PLUS_PERCENT = 25;
/** Two lines whose percentages must not be averaged: margin in % and revenue. */
const SMALL_LINE = {marginPercent: 40, revenue: 10_000};
const LARGE_LINE = {marginPercent: 10, revenue: 1_000_000};

const landedCost = SUPPLIER_COST + INBOUND_FREIGHT + DUTY_AND_HANDLING;
const grossProfit = PRICE - landedCost;
/** The margin as shown, to one decimal: bands and gaps are read from it. */
const margin = roundTo(grossMarginPercent(PRICE, landedCost), 1);
const markup = markupPercent(PRICE, landedCost);
const band = classify(margin, MARGIN_BANDS);
const industry = GROSS_MARGIN_BY_INDUSTRY[INDUSTRY];
const idealGap = roundTo(IDEAL_GROSS_MARGIN_PERCENT - margin, 1);

const twoLines = [SMALL_LINE, LARGE_LINE];
const twoLinesRevenue = twoLines.reduce((sum, line) => sum + line.revenue, 0);
const twoLinesProfit = twoLines.reduce(
  (sum, line) => sum + (line.revenue * line.marginPercent) / 100,
  0,
);
const twoLinesAverage =
  twoLines.reduce((sum, line) => sum + line.marginPercent, 0) / twoLines.length;

/** The worked example's figures, as the page prints them. */
export const example = {
  price: formatUsd(PRICE),
  supplierCost: formatUsd(SUPPLIER_COST),
  inboundFreight: formatUsd(INBOUND_FREIGHT),
  dutyAndHandling: formatUsd(DUTY_AND_HANDLING),
  landedCost: formatUsd(landedCost),
  /** Gross profit per unit as the calculator shows it, and in whole dollars for the sums. */
  grossProfit: formatUsdCents(grossProfit),
  grossProfitDollars: formatUsd(grossProfit),
  margin: formatPercent(margin),
  markup: formatPercent(markup),
  /** The margin and markup to the whole percent, as the definition quotes them. */
  marginWhole: formatPercent(margin, 0),
  markupWhole: formatPercent(markup, 0),
  /** The margin band's name ("standard margin"). */
  band: band.label,
  industry: industry.label.toLowerCase(),
  industryRange: formatPercentRange(industry),
  ideal: formatPercent(IDEAL_GROSS_MARGIN_PERCENT, 0),
  /** Points between the margin and the ideal. */
  idealGap: formatNumber(idealGap, 1),
  sealMargin: formatPercent(SEAL_MARGIN_PERCENT, 0),
  largePumpMargin: formatPercent(LARGE_PUMP_MARGIN_PERCENT, 0),
  costPlus: formatPercent(COST_PLUS_PERCENT, 0),
  costPlusMargin: formatPercent(marginFromMarkup(COST_PLUS_PERCENT), 0),
  smallLine: {
    margin: formatPercent(SMALL_LINE.marginPercent, 0),
    revenue: formatUsd(SMALL_LINE.revenue),
  },
  largeLine: {
    margin: formatPercent(LARGE_LINE.marginPercent, 0),
    revenue: formatUsd(LARGE_LINE.revenue),
  },
  /** The plain average of the two lines' percentages, and their margin weighted by revenue. */
  twoLinesAverage: formatPercent(twoLinesAverage, 0),
  twoLinesMargin: formatPercent(percentOf(twoLinesProfit, twoLinesRevenue)),
};

/** What the prose says of the figures. */
export const claims = {
  /** "a standard margin". */
  band: 'standard',
  /** "inside the 15-25% typical of wholesale". */
  industry: 'within',
  /** "points short of the 30% the benchmark calls ideal". */
  shortOfIdeal: true,
} as const;

/** The same, read from the figures. */
export const findings = {
  band: band.id,
  industry: compareToRange(margin, industry),
  shortOfIdeal: idealGap > 0,
} satisfies {readonly [K in keyof typeof claims]: unknown};

export default defineTermPage(TERMS, 'gross-margin-per-product', {
  formulas: [
    'Gross margin % = (Net selling price − Landed cost) ÷ Net selling price × 100',
    'Markup % = (Net selling price − Landed cost) ÷ Landed cost × 100',
  ],
  calculator: bindCalculator(grossMarginPerProductCalculator, {
    example: {price: PRICE, unitCost: landedCost, industry: INDUSTRY},
    benchmarks: {
      margins: MARGIN_BANDS,
      industries: GROSS_MARGIN_BY_INDUSTRY,
      idealPercent: IDEAL_GROSS_MARGIN_PERCENT,
    },
  }),
  benchmarks: {tables: [GROSS_MARGIN_BY_SECTOR_TABLE, MARGIN_TABLE], edgeRule: EDGE_RULE},
  related: [
    [
      'contribution-margin',
      'gross margin after freight, commission and the other costs each sale brings.',
    ],
    ['breakeven-price', 'the lowest price a product can go to before each sale loses money.'],
    [
      'price-override-frequency',
      'how often the price that sets the margin is not the price that is charged.',
    ],
  ],
  claims: claimsAgainst(claims, findings),
});
