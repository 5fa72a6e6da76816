/**
 * Price realisation: the share of the list price that sales actually bring in once
 * discounts, overrides and rebates are taken off. Money in any one currency; percentages
 * are 0-100.
 */
import {percentOf} from './math';

/**
 * Price realisation: the share of the list price a sale actually brings in.
 *
 * price realisation % = price actually invoiced / list price × 100
 *
 * The invoiced price is net of everything that took it below list: invoice discounts,
 * manual overrides, and rebates or credit notes paid afterwards. Per unit, or for many
 * sales at once as revenue at invoiced prices / the same quantities at list prices (the
 * same quotient, weighted by volume). Above 100% when sales went out above list. 0 when
 * the list price is 0.
 */
export function priceRealisation(netInvoiced: number, atList: number): number {
  return percentOf(netInvoiced, atList);
}

/**
 * Revenue at list prices that `realisationPercent` would bring in: revenue at list ×
 * realisation % / 100. The gap between two realisations, in money.
 */
export function revenueAtRealisation(revenueAtList: number, realisationPercent: number): number {
  return (revenueAtList * realisationPercent) / 100;
}
