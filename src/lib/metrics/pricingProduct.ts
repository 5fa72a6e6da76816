/**
 * Pricing and product metrics: gross margin per product, margin per customer, quote
 * conversion, price-override frequency and breakeven and target prices. Money is in any
 * one currency; percentages are 0-100.
 */
import {above, atLeast, type BandScale, type BenchmarkRange} from './bands';
import {percentOf, safeDivide} from './math';

/** Gross margin % = (price − unit cost) / price × 100 (0 when the price is 0). */
export function grossMarginPercent(price: number, unitCost: number): number {
  return percentOf(price - unitCost, price);
}

/** Markup % = (price − unit cost) / unit cost × 100 (0 when the cost is 0). */
export function markupPercent(price: number, unitCost: number): number {
  return percentOf(price - unitCost, unitCost);
}

/**
 * Margin bands: high 25%+, standard 15-25%, low 5-15%; under 5% sits below every band.
 * A shared edge belongs to the higher band (15% is standard, 25% is high).
 */
export const MARGIN_BANDS = [
  {id: 'below', label: 'below the low band', range: 'under 5%', tone: 'negative'},
  {id: 'low', label: 'low margin', range: '5-15%', tone: 'caution', from: atLeast(5)},
  {id: 'standard', label: 'standard margin', range: '15-25%', tone: 'neutral', from: atLeast(15)},
  {id: 'high', label: 'high margin', range: '25%+', tone: 'positive', from: atLeast(25)},
] as const satisfies BandScale;

/** The gross margin ratio the benchmark calls ideal: 30% or more. */
export const IDEAL_GROSS_MARGIN_PERCENT = 30;

export type MarginIndustry = 'software' | 'manufacturing' | 'wholesale' | 'retail';

/** Typical gross margin by industry, both ends included. */
export const GROSS_MARGIN_BY_INDUSTRY: Readonly<
  Record<MarginIndustry, BenchmarkRange & {readonly label: string}>
> = {
  software: {label: 'Software', min: 80, max: 95},
  manufacturing: {label: 'Manufacturing', min: 25, max: 35},
  wholesale: {label: 'Wholesale', min: 15, max: 25},
  retail: {label: 'Retail', min: 20, max: 50},
};

/**
 * Customer profitability: 20-35% is healthy, below 15% needs attention, above 40% needs
 * monitoring (the benchmark words those edges). The two gaps it leaves, 15-20% and
 * 35-40%, are named here "below the healthy range" and "above the healthy range".
 */
export const CUSTOMER_PROFITABILITY_BANDS = [
  {id: 'attention', label: 'needs attention', range: 'below 15%', tone: 'negative'},
  {
    id: 'below-healthy',
    label: 'below the healthy range',
    range: '15-20%',
    tone: 'caution',
    from: atLeast(15),
  },
  {id: 'healthy', label: 'healthy', range: '20-35%', tone: 'positive', from: atLeast(20)},
  {
    id: 'above-healthy',
    label: 'above the healthy range',
    range: '35-40%',
    tone: 'neutral',
    from: above(35),
  },
  {id: 'monitor', label: 'needs monitoring', range: 'above 40%', tone: 'caution', from: above(40)},
] as const satisfies BandScale;

/** The cost-to-serve ratio the benchmark asks for: below 10% of the customer's revenue. */
export const SERVICE_COST_TARGET_PERCENT = 10;

/** Quote conversion % = quotes won / quotes issued × 100 (0 when none were issued). */
export function quoteConversionRate(quotesWon: number, quotesIssued: number): number {
  return percentOf(quotesWon, quotesIssued);
}

/** Quotes issued for each one won: issued / won (0 when none were won). */
export function quotesPerWin(quotesWon: number, quotesIssued: number): number {
  return safeDivide(quotesIssued, quotesWon);
}

export type QuoteIndustry =
  'manufacturing' | 'technology-services' | 'construction' | 'professional-services';

/** Typical quote conversion by industry, both ends included. */
export const QUOTE_CONVERSION_BY_INDUSTRY: Readonly<
  Record<QuoteIndustry, BenchmarkRange & {readonly label: string}>
> = {
  manufacturing: {label: 'Manufacturing', min: 15, max: 25},
  'technology-services': {label: 'Technology services', min: 20, max: 30},
  construction: {label: 'Construction', min: 10, max: 20},
  'professional-services': {label: 'Professional services', min: 25, max: 35},
};

/**
 * Price-override frequency: the share of deals sold at a price other than the one the
 * price list or pricing rules give.
 *
 * override % = deals with price changes / total deals × 100
 */
export function overrideFrequency(dealsWithPriceChanges: number, totalDeals: number): number {
  return percentOf(dealsWithPriceChanges, totalDeals);
}

/**
 * Margin given away by overrides in the period:
 * overridden deals × average deal value × average override discount % / 100.
 */
export function overrideMarginGivenAway(input: {
  readonly dealsWithPriceChanges: number;
  readonly averageDealValue: number;
  readonly averageDiscountPercent: number;
}): number {
  return (
    (input.dealsWithPriceChanges * input.averageDealValue * input.averageDiscountPercent) / 100
  );
}

/**
 * Override-frequency bands: healthy 10-20%, moderate concern 20-35%, high risk 35-50%,
 * critical 50%+. Below 10% is the pricing target the benchmark sets ("override frequency
 * below 10%"). A shared edge belongs to the higher band: 20% is a moderate concern.
 */
export const OVERRIDE_FREQUENCY_BANDS = [
  {id: 'target', label: 'on target', range: 'below 10%', tone: 'positive'},
  {id: 'healthy', label: 'healthy', range: '10-20%', tone: 'positive', from: atLeast(10)},
  {id: 'moderate', label: 'moderate concern', range: '20-35%', tone: 'caution', from: atLeast(20)},
  {id: 'high', label: 'high risk', range: '35-50%', tone: 'negative', from: atLeast(35)},
  {id: 'critical', label: 'critical', range: '50%+', tone: 'negative', from: atLeast(50)},
] as const satisfies BandScale;

/**
 * Breakeven price per unit: the variable cost of a unit plus its share of the fixed
 * costs the product must recover.
 *
 * breakeven price = variable cost per unit + fixed costs / expected units (units > 0)
 */
export function breakevenPrice(input: {
  readonly variableCostPerUnit: number;
  readonly fixedCosts: number;
  readonly expectedUnits: number;
}): number {
  return input.variableCostPerUnit + safeDivide(input.fixedCosts, input.expectedUnits);
}

/**
 * Target price: the price at which the target margin is left after the full unit cost.
 *
 * target price = breakeven price / (1 − target margin % / 100), for a margin below 100%
 * (0 for a margin of 100% or more, which no price can reach).
 */
export function targetPrice(breakeven: number, targetMarginPercent: number): number {
  if (targetMarginPercent >= 100) return 0;
  return safeDivide(breakeven, 1 - targetMarginPercent / 100);
}

/**
 * The largest discount off `price`, in %, that still covers the breakeven price:
 * (price − breakeven) / price × 100, never below 0.
 */
export function discountHeadroomPercent(price: number, breakeven: number): number {
  return Math.max(0, percentOf(price - breakeven, price));
}

/**
 * Where a price stands against its breakeven and target prices: a loss below breakeven,
 * costs covered from breakeven up to the target, on target at or above it. `format`
 * writes the edges into the ranges ("$61.00").
 */
export function pricePositionBands(
  breakeven: number,
  target: number,
  format: (price: number) => string,
): BandScale {
  const top = Math.max(target, breakeven);
  return [
    {id: 'loss', label: 'below breakeven', range: `under ${format(breakeven)}`, tone: 'negative'},
    {
      id: 'covers-costs',
      label: 'above breakeven but below target',
      range: `${format(breakeven)} to ${format(top)}`,
      tone: 'caution',
      from: atLeast(breakeven),
    },
    {
      id: 'on-target',
      label: 'at or above target',
      range: `${format(top)} or more`,
      tone: 'positive',
      from: atLeast(top),
    },
  ];
}
