/**
 * The BreadcrumbList of a page, in a module of its own: every page renders one, and a page
 * that needs only this builder loads none of the others (./pages.ts re-exports it).
 */
import type {BreadcrumbList} from 'schema-dts';
import {pageUrl} from './jsonLd';

export interface Crumb {
  readonly name: string;
  /** Site-relative route of the page. */
  readonly path: string;
}

/**
 * Where a page sits: the trail from the home page down to it, each step with its position
 * and address (search engines show it in place of the URL).
 *
 * @throws Error when the trail has fewer than two steps: a lone page is no trail.
 */
export function breadcrumbList(
  siteUrl: string,
  crumbs: readonly Crumb[],
): Exclude<BreadcrumbList, string> {
  if (crumbs.length < 2) throw new Error('A breadcrumb trail needs at least two pages');
  const last = crumbs[crumbs.length - 1];
  return {
    '@type': 'BreadcrumbList',
    ...(last ? {'@id': `${pageUrl({siteUrl, path: last.path})}#breadcrumb`} : {}),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl({siteUrl, path: crumb.path}),
    })),
  };
}
