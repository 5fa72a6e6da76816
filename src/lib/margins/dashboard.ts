/**
 * The arithmetic of the Margin Analysis Dashboard template: per-line margin figures, the
 * headline summary and margin by group, as the template's CSV and its preview show them.
 * Money is in US dollars; every function returns finite numbers (margins are 0 when there
 * is no revenue).
 */
import {percentOf} from '@site/src/lib/metrics/math';

/** One invoice line, as the template's data sheet holds it. */
export interface SalesLine {
  /** Invoice month, `YYYY-MM`. */
  readonly month: string;
  readonly customer: string;
  readonly segment: string;
  readonly product: string;
  readonly category: string;
  /** Units sold. */
  readonly quantity: number;
  /** List price per unit, USD. */
  readonly listPrice: number;
  /** Price actually invoiced per unit, USD. */
  readonly netPrice: number;
  /** Cost per unit, USD. */
  readonly unitCost: number;
  /** Freight and delivery cost of the line, USD. */
  readonly freight: number;
}

export interface LineMetrics {
  /** quantity × net price. */
  readonly netRevenue: number;
  /** quantity × (list price − net price): what was given away below list. */
  readonly discount: number;
  /** net revenue − quantity × unit cost − freight. */
  readonly grossProfit: number;
  /** gross profit / net revenue × 100, or 0 without revenue. */
  readonly marginPercent: number;
}

/** Net revenue, discount, gross profit and margin of one line. */
export function lineMetrics(line: SalesLine): LineMetrics {
  const netRevenue = line.quantity * line.netPrice;
  const discount = line.quantity * (line.listPrice - line.netPrice);
  const grossProfit = netRevenue - line.quantity * line.unitCost - line.freight;
  return {netRevenue, discount, grossProfit, marginPercent: percentOf(grossProfit, netRevenue)};
}

export interface MarginSummary extends LineMetrics {
  /** Revenue at list price: quantity × list price, summed. */
  readonly listRevenue: number;
  /** discount / list revenue × 100: the share of list value given away. */
  readonly discountPercent: number;
}

/** Totals over all lines; margins and shares are recomputed from the totals. */
export function summariseLines(lines: readonly SalesLine[]): MarginSummary {
  let netRevenue = 0;
  let discount = 0;
  let grossProfit = 0;
  let listRevenue = 0;
  for (const line of lines) {
    const metrics = lineMetrics(line);
    netRevenue += metrics.netRevenue;
    discount += metrics.discount;
    grossProfit += metrics.grossProfit;
    listRevenue += line.quantity * line.listPrice;
  }
  return {
    netRevenue,
    discount,
    grossProfit,
    marginPercent: percentOf(grossProfit, netRevenue),
    listRevenue,
    discountPercent: percentOf(discount, listRevenue),
  };
}

export type GroupKey = 'customer' | 'segment' | 'category' | 'product';

export interface GroupMargin {
  readonly name: string;
  readonly netRevenue: number;
  readonly grossProfit: number;
  readonly marginPercent: number;
}

/**
 * Net revenue, gross profit and margin per customer, segment, category or product, sorted
 * by margin from highest to lowest (ties by name).
 */
export function marginByGroup(lines: readonly SalesLine[], key: GroupKey): GroupMargin[] {
  const groups = new Map<string, SalesLine[]>();
  for (const line of lines) {
    const name = line[key];
    groups.set(name, [...(groups.get(name) ?? []), line]);
  }
  return [...groups]
    .map(([name, members]) => {
      const summary = summariseLines(members);
      return {
        name,
        netRevenue: summary.netRevenue,
        grossProfit: summary.grossProfit,
        marginPercent: summary.marginPercent,
      };
    })
    .sort((a, b) => b.marginPercent - a.marginPercent || a.name.localeCompare(b.name));
}
