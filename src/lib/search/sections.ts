/**
 * The parts of the site search results are filed under, in the order the results page
 * offers them as filters.
 */
export const SEARCH_SECTIONS = [
  {id: 'business-numbers', label: 'Business Numbers'},
  {id: 'glossary', label: 'Glossary'},
  {id: 'tools', label: 'Tools and calculators'},
  {id: 'guides', label: 'Guides'},
  {id: 'growth-hub', label: 'Growth Hub'},
  {id: 'company', label: 'Company'},
] as const;

export type SectionId = (typeof SEARCH_SECTIONS)[number]['id'];

const LABELS = new Map<string, string>(
  SEARCH_SECTIONS.map((section) => [section.id, section.label]),
);

export function isSectionId(value: string): value is SectionId {
  return LABELS.has(value);
}

export function sectionLabel(id: SectionId): string {
  return LABELS.get(id) ?? id;
}

/** Where a page stands, as far as filing it is concerned. */
export interface PagePlace {
  /** Its path within its docs edition ("/business-numbers/churn-rate"), or its site path. */
  readonly path: string;
  /** True for a page of a docs edition (terms, glossary, guides, lessons, use cases). */
  readonly isDoc: boolean;
}

/** Which site pages are tools and which are guides; every other page is "Company". */
export interface SectionRoutes {
  readonly tools: ReadonlySet<string>;
  readonly guides: ReadonlySet<string>;
}

/** The path and everything under it. */
function within(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The section a page is filed under. Docs: the Business Numbers, the glossary, and guides
 * (the guides, the 101 course and the industry use cases). Site pages: the Growth Hub (the
 * blog), the tools and guides named in `routes`, and the company pages (everything else:
 * landing, pricing, about, industries, legal).
 */
export function sectionOf(place: PagePlace, routes: SectionRoutes): SectionId {
  const {path, isDoc} = place;
  if (isDoc) {
    if (within(path, '/business-numbers')) return 'business-numbers';
    if (within(path, '/commercial-intelligence-glossary')) return 'glossary';
    return 'guides';
  }
  if (within(path, '/blog')) return 'growth-hub';
  if (routes.tools.has(path)) return 'tools';
  if (routes.guides.has(path)) return 'guides';
  return 'company';
}
