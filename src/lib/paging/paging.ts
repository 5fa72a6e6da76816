/**
 * Pages of a long list: which entries a page shows, so a list far longer than a tool is built
 * for still draws quickly, a page at a time.
 */

/** Number of pages for `total` entries, at least one (an empty list is one empty page). */
export function pageCount(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 1;
  return Math.ceil(total / size);
}

/** A page number (from 0) kept within the pages there are. */
export function clampPage(page: number, total: number, size: number): number {
  if (!Number.isFinite(page)) return 0;
  return Math.min(pageCount(total, size) - 1, Math.max(0, Math.trunc(page)));
}

/** The entries page `page` shows: from `start` (included) to `end` (excluded). */
export function pageBounds(
  page: number,
  total: number,
  size: number,
): {readonly start: number; readonly end: number} {
  const safeTotal = Math.max(0, Math.trunc(total));
  if (!(size > 0)) return {start: 0, end: safeTotal};
  const start = clampPage(page, safeTotal, size) * size;
  return {start, end: Math.min(safeTotal, start + size)};
}

/** The page showing entry `index`. */
export function pageOf(index: number, size: number): number {
  return size > 0 && index > 0 ? Math.floor(index / size) : 0;
}
