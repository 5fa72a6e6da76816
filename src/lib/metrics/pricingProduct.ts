/**
 * Pricing and product metrics: gross margin per product, margin per customer, quote
 * conversion, price-override frequency and breakeven and target prices. Money is in any
 * one currency; percentages are 0-100.
 */
import {atLeast, type BandScale} from './bands';
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
 * The margin on price that a markup on cost gives:
 * margin % = markup % / (100 + markup %) × 100 ("cost plus 25%" is a 20% margin).
 * 0 for a markup of −100%, where the price is 0.
 */
export function marginFromMarkup(markupPercent: number): number {
  return percentOf(markupPercent, 100 + markupPercent);
}

/** Quote conversion % = quotes won / quotes issued × 100 (0 when none were issued). */
export function quoteConversionRate(quotesWon: number, quotesIssued: number): number {
  return percentOf(quotesWon, quotesIssued);
}

/** Quotes issued for each one won: issued / won (0 when none were won). */
export function quotesPerWin(quotesWon: number, quotesIssued: number): number {
  return safeDivide(quotesIssued, quotesWon);
}

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
      label: 'at or above breakeven, below target',
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
