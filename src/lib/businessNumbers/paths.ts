/**
 * Where the Business Numbers are, before an edition's prefix: a module of its own, so a page
 * that needs only the addresses (the page tree of every page's breadcrumbs) loads nothing else
 * (./registry.ts re-exports them).
 */

/** Site path of the Business Numbers index, before the edition's prefix. */
export const BUSINESS_NUMBERS_PATH = '/business-numbers';

/**
 * Site path of the page on how the benchmark ranges are chosen and reviewed, before the
 * edition's prefix. It sits beside the index rather than under it, where every page is a term.
 */
export const METHODOLOGY_PATH = '/benchmark-methodology';
