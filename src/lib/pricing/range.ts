/**
 * The revenue ranges of the pricing page's tabs, as they appear in the page address
 * (`/pricing?range=10-25m`), so a visitor can share the tab they are looking at.
 */

/** URL values of the three ranges, in tab order. `+` is spelled out: a `+` in a query means a space. */
export const REVENUE_RANGE_IDS = ['0-10m', '10-25m', '25m-plus'] as const;

export type RevenueRangeId = (typeof REVENUE_RANGE_IDS)[number];

/** The range shown when the address names none (or names one that does not exist). */
export const DEFAULT_REVENUE_RANGE: RevenueRangeId = '0-10m';

/** The query parameter holding the range. */
export const RANGE_QUERY_KEY = 'range';

/** Other spellings people type or paste, including the specification's `25m+`. */
const ALIASES: ReadonlyMap<string, RevenueRangeId> = new Map([
  ['0-10', '0-10m'],
  ['10-25', '10-25m'],
  ['25m+', '25m-plus'],
  // `?range=25m+` reaches the page as "25m " because a query's `+` decodes to a space.
  ['25m', '25m-plus'],
  ['25+', '25m-plus'],
  ['25-plus', '25m-plus'],
]);

export function isRevenueRangeId(value: unknown): value is RevenueRangeId {
  return typeof value === 'string' && (REVENUE_RANGE_IDS as readonly string[]).includes(value);
}

/**
 * The range a query value names: exact ids, any case, and the aliases above; otherwise the
 * default range.
 */
export function parseRevenueRange(value: string | null | undefined): RevenueRangeId {
  const text = (value ?? '').trim().toLowerCase();
  if (isRevenueRangeId(text)) return text;
  return ALIASES.get(text) ?? DEFAULT_REVENUE_RANGE;
}
