/**
 * The released edition's benchmarks and term list, for pages outside the docs that quote them
 * (the dashboard kit, the industry pages), which link to the released edition's pages. Only
 * these two light modules: `src/data/editions.ts` would bring every edition's pages with it.
 * Cutting a new edition moves these imports to its folder (a test compares them with
 * `RELEASED`).
 */
export * as RELEASED_BENCHMARKS from '@site/versioned_docs/version-2025/_data/benchmarks';
export {TERMS as RELEASED_TERMS} from '@site/versioned_docs/version-2025/_data/terms/index';
