/** Filtering of the glossary: category and search text apply together. */

export const ALL_CATEGORIES = 'All Terms';

export interface FilterableTerm {
  readonly term: string;
  readonly definition: string;
  readonly category: string;
}

/**
 * Terms in `category` (or every category for {@link ALL_CATEGORIES}) whose term or
 * definition contains `query`, ignoring case and surrounding spaces. An empty query
 * matches everything. Order is kept.
 */
export function filterGlossary<T extends FilterableTerm>(
  terms: readonly T[],
  query: string,
  category: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  return terms.filter((entry) => {
    if (category !== ALL_CATEGORIES && entry.category !== category) return false;
    if (needle === '') return true;
    return (
      entry.term.toLocaleLowerCase('en-GB').includes(needle) ||
      entry.definition.toLocaleLowerCase('en-GB').includes(needle)
    );
  });
}
