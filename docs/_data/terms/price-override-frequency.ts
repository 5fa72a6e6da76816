/**
 * Price Override Frequency, as this edition writes it: a fastener distributor's quarter of
 * deals, what its overrides gave away, and the same business at a 15% and a 55% override
 * rate.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {priceOverrideFrequencyCalculator} from '@site/src/lib/metrics/calculators/priceOverrideFrequency';
import {roundTo, roundToSignificant} from '@site/src/lib/metrics/math';
import {overrideFrequency, overrideMarginGivenAway} from '@site/src/lib/metrics/pricingProduct';
import {
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdMillions,
} from '@site/src/lib/numbers/format';
import {EDGE_RULE, OVERRIDE_FREQUENCY_BANDS, OVERRIDE_TABLE} from '../benchmarks';
import {TERMS} from './index';

/** The quarter's deals, and how many had a line priced by hand. */
const TOTAL_DEALS = 1_200;
const OVERRIDDEN_DEALS = 330;
const AVERAGE_DEAL_VALUE = 4_800;
/** How far the overridden deals went below the system price, on average, in %. */
const AVERAGE_DISCOUNT_PERCENT = 7;
const QUARTERS_PER_YEAR = 4;
/** Two ways of working for the same business: override rate and depth, in %. */
const DISCIPLINED = {ratePercent: 15, discountPercent: 4};
const UNDISCIPLINED = {ratePercent: 55, discountPercent: 9};

/** What overriding `overridden` of the quarter's deals at `discountPercent` gives away. */
function givenAway(overridden: number, discountPercent: number): number {
  return overrideMarginGivenAway({
    dealsWithPriceChanges: overridden,
    averageDealValue: AVERAGE_DEAL_VALUE,
    averageDiscountPercent: discountPercent,
  });
}

/** The frequency as shown, to one decimal, and its band. */
function judged(overridden: number) {
  const frequency = roundTo(overrideFrequency(overridden, TOTAL_DEALS), 1);
  return {frequency, band: classify(frequency, OVERRIDE_FREQUENCY_BANDS)};
}

/** A scenario's overridden deals (whole deals), what they give away, and its band. */
function scenario(way: {readonly ratePercent: number; readonly discountPercent: number}) {
  const deals = Math.round((TOTAL_DEALS * way.ratePercent) / 100);
  return {
    ...judged(deals),
    deals,
    discountPercent: way.discountPercent,
    cost: givenAway(deals, way.discountPercent),
  };
}

const actual = judged(OVERRIDDEN_DEALS);
const quarterCost = givenAway(OVERRIDDEN_DEALS, AVERAGE_DISCOUNT_PERCENT);
const disciplined = scenario(DISCIPLINED);
const undisciplined = scenario(UNDISCIPLINED);

function shown(figures: ReturnType<typeof scenario>) {
  return {
    rate: formatPercent(figures.frequency, 0),
    band: figures.band.label,
    deals: formatNumber(figures.deals),
    discount: formatPercent(figures.discountPercent, 0),
    cost: formatUsd(figures.cost),
  };
}

/** The worked example's figures, as the page prints them. */
export const example = {
  totalDeals: formatNumber(TOTAL_DEALS),
  overriddenDeals: formatNumber(OVERRIDDEN_DEALS),
  frequency: formatPercent(actual.frequency),
  band: actual.band.label,
  averageDealValue: formatUsd(AVERAGE_DEAL_VALUE),
  averageDiscount: formatPercent(AVERAGE_DISCOUNT_PERCENT, 0),
  quarterCost: formatUsd(quarterCost),
  /** The quarter's cost over a year, rounded as prose quotes it ("about $440,000"). */
  yearCostAbout: formatUsd(roundToSignificant(quarterCost * QUARTERS_PER_YEAR, 2)),
  /** The frequency the best teams aim for: the range of the lowest band ("below 10%"). */
  targetRange: OVERRIDE_FREQUENCY_BANDS[0].range,
  disciplined: shown(disciplined),
  undisciplined: {
    ...shown(undisciplined),
    yearCostAbout: formatUsdMillions(undisciplined.cost * QUARTERS_PER_YEAR, 1),
  },
  /** What the undisciplined way gives away each quarter beyond the disciplined one, about. */
  gapAbout: formatUsd(roundToSignificant(undisciplined.cost - disciplined.cost, 2)),
};

/** A scenario as the calculator's fields. */
function fields(overridden: number, discountPercent: number) {
  return {
    totalDeals: TOTAL_DEALS,
    overriddenDeals: overridden,
    averageDealValue: AVERAGE_DEAL_VALUE,
    averageDiscount: discountPercent,
  };
}

/**
 * The worked example and the two scenarios as the calculator's fields, so a test can put each
 * through the calculator and compare it with the prose.
 */
export const scenarios = {
  actual: fields(OVERRIDDEN_DEALS, AVERAGE_DISCOUNT_PERCENT),
  disciplined: fields(disciplined.deals, disciplined.discountPercent),
  undisciplined: fields(undisciplined.deals, undisciplined.discountPercent),
} as const;

/** What the prose says of the figures, as band ids of the override-frequency scale. */
export const claims = {
  /** "a moderate concern". */
  band: 'moderate',
  /** "Scenario A: 15% override rate (healthy)". */
  disciplined: 'healthy',
  /** "Scenario B: 55% override rate (critical)". */
  undisciplined: 'critical',
} as const;

/** The same, read from the figures. */
export const findings = {
  band: actual.band.id,
  disciplined: disciplined.band.id,
  undisciplined: undisciplined.band.id,
} satisfies {readonly [K in keyof typeof claims]: unknown};

export default defineTermPage(TERMS, 'price-override-frequency', {
  formulas: [
    'Price override frequency % = Deals with price changes ÷ Total deals × 100',
    'Revenue given away = Overridden deals × Average deal value × Average override discount %',
  ],
  calculator: bindCalculator(priceOverrideFrequencyCalculator, {
    example: scenarios.actual,
    benchmarks: {bands: OVERRIDE_FREQUENCY_BANDS},
  }),
  benchmarks: {tables: [OVERRIDE_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['gross-margin-per-product', 'where the cost of overrides shows up.'],
    ['quote-conversion-rate', 'check whether overrides actually win more business.'],
    ['breakeven-price', 'the floor no override should go below.'],
  ],
  claims: claimsAgainst(claims, findings),
});
