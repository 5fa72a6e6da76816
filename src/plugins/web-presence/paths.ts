/**
 * Where a page's companion files are, by route: pure, so the pages (in the browser) and the
 * build steps (in Node, ./files.ts re-exports these) name them the same way.
 */

/** The file a page's share image or Markdown version is written to, by route. */
export function fileBase(route: string): string {
  if (route === '/') return 'index';
  return route.slice(1).replace(/\.html$/, '');
}

/** The site-relative address of a page's Markdown version. */
export function markdownPath(route: string): string {
  return `${route === '/' ? '/index' : route}.md`;
}

/** A route without a trailing slash (an index doc's permalink has one; its route does not). */
export function routeOf(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}
