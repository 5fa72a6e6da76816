/**
 * Breakeven Price, as this edition writes it: an own-brand valve's breakeven and target
 * prices, where today's price stands, and what a lower volume does to both.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {breakevenPriceCalculator} from '@site/src/lib/metrics/calculators/breakevenPrice';
import {roundTo} from '@site/src/lib/metrics/math';
import {
  breakevenPrice,
  discountHeadroomPercent,
  grossMarginPercent,
  marginFromMarkup,
  pricePositionBands,
  targetPrice,
} from '@site/src/lib/metrics/pricingProduct';
import {
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdCents,
  formatUsdMillions,
} from '@site/src/lib/numbers/format';
import {EDGE_RULE, GROSS_MARGIN_BY_SECTOR_TABLE, MARGIN_TABLE} from '../benchmarks';
import {TERMS} from './index';

/** The valve's variable cost per unit, the fixed costs its line carries this year, its volume. */
const VARIABLE_COST = 46;
const FIXED_COSTS = 180_000;
const EXPECTED_UNITS = 12_000;
/** The margin on price the manufacturer sets out to earn, in %. */
const TARGET_MARGIN_PERCENT = 25;
const CURRENT_PRICE = 75;
/** The volume if sales come in short. */
const LOWER_UNITS = 9_000;
/** The yearly sales of a line priced by the markup mistake. */
const MISPRICED_LINE_REVENUE = 5_000_000;

/** Fixed cost per unit, breakeven and target prices at a volume. */
function prices(units: number) {
  const breakeven = breakevenPrice({
    variableCostPerUnit: VARIABLE_COST,
    fixedCosts: FIXED_COSTS,
    expectedUnits: units,
  });
  return {
    fixedPerUnit: FIXED_COSTS / units,
    breakeven,
    target: targetPrice(breakeven, TARGET_MARGIN_PERCENT),
  };
}

const expected = prices(EXPECTED_UNITS);
const lower = prices(LOWER_UNITS);
/** The target margin as the share of price left for cost, and as a fraction. */
const costSharePercent = 100 - TARGET_MARGIN_PERCENT;
/** The markup that is often taken for the target margin, and the margin it really gives. */
const markupMultiplier = 1 + TARGET_MARGIN_PERCENT / 100;
const markupMargin = marginFromMarkup(TARGET_MARGIN_PERCENT);
/** The calculator judges a price in cents against edges in cents; so does the prose. */
const position = classify(
  CURRENT_PRICE,
  pricePositionBands(roundTo(expected.breakeven, 2), roundTo(expected.target, 2), formatUsdCents),
);

function shown(figures: ReturnType<typeof prices>) {
  return {
    fixedPerUnit: formatUsdCents(figures.fixedPerUnit),
    breakeven: formatUsdCents(figures.breakeven),
    target: formatUsdCents(figures.target),
  };
}

/** The worked example's figures, as the page prints them. */
export const example = {
  variableCost: formatUsd(VARIABLE_COST),
  fixedCosts: formatUsd(FIXED_COSTS),
  expectedUnits: formatNumber(EXPECTED_UNITS),
  ...shown(expected),
  /** Per-unit figures in whole dollars where the sums quote them so. */
  fixedPerUnitDollars: formatUsd(expected.fixedPerUnit),
  breakevenDollars: formatUsd(expected.breakeven),
  targetMargin: formatPercent(TARGET_MARGIN_PERCENT, 0),
  /** The target margin as a fraction ("0.25"). */
  targetMarginFraction: formatNumber(TARGET_MARGIN_PERCENT / 100, 2),
  costShare: formatPercent(costSharePercent, 0),
  costShareFraction: formatNumber(costSharePercent / 100, 2),
  markupMultiplier: formatNumber(markupMultiplier, 2),
  markupMargin: formatPercent(markupMargin, 0),
  currentPrice: formatUsd(CURRENT_PRICE),
  /** What today's price earns on price after the full unit cost. */
  currentMargin: formatPercent(grossMarginPercent(CURRENT_PRICE, expected.breakeven)),
  headroom: formatPercent(discountHeadroomPercent(CURRENT_PRICE, expected.breakeven)),
  lowerUnits: formatNumber(LOWER_UNITS),
  lower: shown(lower),
  mispricedLineRevenue: formatUsdMillions(MISPRICED_LINE_REVENUE, 1),
  /** The margin lost on that line: the points between target and markup margin, about. */
  markupMistakeCost: formatUsd(
    (MISPRICED_LINE_REVENUE * (TARGET_MARGIN_PERCENT - markupMargin)) / 100,
  ),
};

/** What the prose says of the figures, as band ids of the price-position scale. */
export const claims = {
  /** "That covers its costs but earns 18.7% on price, not the 25% targeted". */
  currentPrice: 'covers-costs',
} as const;

/** The same, read from the figures. */
export const findings = {
  currentPrice: position.id,
} satisfies {readonly [K in keyof typeof claims]: unknown};

export default defineTermPage(TERMS, 'breakeven-price', {
  formulas: [
    'Breakeven price = Variable cost per unit + (Fixed costs ÷ Expected units)',
    'Target price = Breakeven price ÷ (1 − Target margin %)',
  ],
  calculator: bindCalculator(breakevenPriceCalculator, {
    example: {
      variableCost: VARIABLE_COST,
      fixedCosts: FIXED_COSTS,
      expectedUnits: EXPECTED_UNITS,
      targetMargin: TARGET_MARGIN_PERCENT,
      currentPrice: CURRENT_PRICE,
    },
  }),
  benchmarks: {tables: [MARGIN_TABLE, GROSS_MARGIN_BY_SECTOR_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['contribution-margin', 'what each unit adds above variable cost, the basis of breakeven.'],
    ['gross-margin-per-product', "the margin the product actually earns at today's prices."],
    ['price-override-frequency', 'how often deals are priced closer to breakeven than intended.'],
  ],
  claims: claimsAgainst(claims, findings),
});
