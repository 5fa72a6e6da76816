/**
 * The glossary's filter in the page address: `?q=cost+to+serve&category=cost-analysis`. The
 * search text is kept as typed; the category by the slug of its name. Other parameters of the
 * address are left as they are. The default filter (no text, every category) adds nothing.
 */
import {headingSlug} from '@site/src/lib/text/slug';
import {ALL_CATEGORIES} from './filter';

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'category';

export interface GlossaryFilter {
  readonly query: string;
  /** A category name, or {@link ALL_CATEGORIES}. */
  readonly category: string;
}

/** The slug a category is written with in the address: "Cost Analysis" → "cost-analysis". */
export function categorySlug(category: string): string {
  return headingSlug(category);
}

/**
 * The filter an address asks for (`search` is `location.search`, with or without "?"). An
 * unknown or missing category reads as every category.
 */
export function readGlossaryFilter(search: string, categories: readonly string[]): GlossaryFilter {
  const params = new URLSearchParams(search);
  const wanted = params.get(CATEGORY_PARAM);
  const category =
    wanted === null
      ? undefined
      : categories.find((name) => categorySlug(name) === categorySlug(wanted));
  return {query: params.get(QUERY_PARAM) ?? '', category: category ?? ALL_CATEGORIES};
}

/**
 * `search` with the filter written into it: "?…" or "" when nothing is left. A blank search
 * text and the all-categories filter remove their parameters.
 */
export function writeGlossaryFilter(search: string, filter: GlossaryFilter): string {
  const params = new URLSearchParams(search);
  if (filter.query.trim() === '') params.delete(QUERY_PARAM);
  else params.set(QUERY_PARAM, filter.query);
  if (filter.category === ALL_CATEGORIES) params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, categorySlug(filter.category));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
