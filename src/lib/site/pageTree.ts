/**
 * The tree of the site's pages: each page's parent and the trail from the home page down to
 * it (what a BreadcrumbList lists). Pure: the set of pages, the exceptions and the edition
 * prefixes are given by the caller (see src/data/pageParents.ts).
 */

export interface PageTree {
  /** Every route that is a page ("/", "/pricing", "/next/business-numbers", …). */
  readonly pages: ReadonlySet<string>;
  /** Parents that differ from the path's own, written without an edition prefix. */
  readonly overrides: Readonly<Record<string, string>>;
  /** URL prefixes of docs editions served beside the root one ("/next", "/2025"). */
  readonly editionPrefixes: readonly string[];
}

/** The longest trail allowed: deeper means the exceptions form a loop. */
const MAX_DEPTH = 12;

/** The edition prefix a route is under ("" for none) and the route without it. */
export function splitEdition(
  route: string,
  editionPrefixes: readonly string[],
): {readonly prefix: string; readonly local: string} {
  const prefix =
    editionPrefixes.find((candidate) => route === candidate || route.startsWith(`${candidate}/`)) ??
    '';
  return {prefix, local: route.slice(prefix.length) || '/'};
}

/** The page above `route`, or null for the home page. */
export function parentRoute(route: string, tree: PageTree): string | null {
  if (route === '/') return null;
  const {prefix, local} = splitEdition(route, tree.editionPrefixes);
  const override = tree.overrides[local];
  if (override !== undefined) {
    const inEdition = `${prefix}${override === '/' ? '' : override}`;
    return prefix && tree.pages.has(inEdition) ? inEdition : override;
  }
  const segments = local.split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const candidate = `${prefix}/${segments.slice(0, length).join('/')}`;
    if (tree.pages.has(candidate)) return candidate;
  }
  return '/';
}

/**
 * The routes from the home page down to `route`, both included.
 *
 * @throws Error when the parents loop back on themselves.
 */
export function trailTo(route: string, tree: PageTree): string[] {
  const trail = [route];
  let current = parentRoute(route, tree);
  while (current !== null) {
    if (trail.includes(current) || trail.length > MAX_DEPTH) {
      throw new Error(`The parents of ${route} form a loop: ${[...trail, current].join(' → ')}`);
    }
    trail.unshift(current);
    current = parentRoute(current, tree);
  }
  return trail;
}
