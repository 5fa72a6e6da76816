/**
 * The rules every page's head follows, pure and safe in the browser: its share image (named
 * by its route, described by its heading and the section it sits in), the link to its
 * Markdown version, and the BreadcrumbList of its trail down the page tree. The build applies
 * them to every page with what the built pages show (./pageHeads.ts, which adds the docs and
 * blog pages' own nodes); a custom page applies them while it renders (./ownPageHead.ts), from
 * its own heading and the registered names of the pages above it. Imports nothing that Node
 * cannot load as it is (the build's plugins load this module too).
 */
import {HOME_NAME} from '../../data/pageNames';
import {RESULTS_PATH} from '../../lib/search/resultsUrl';
import {parentRoute, trailTo, type PageTree} from '../../lib/site/pageTree';
import type {JsonLd} from '../../lib/structuredData/jsonLd';
import {breadcrumbList} from '../../lib/structuredData/breadcrumbs';
import type {PageHead} from './head';
import {markdownPath} from './paths';
import {
  imageOf,
  NOT_FOUND_ROUTE,
  NOT_FOUND_TITLE,
  SOCIAL_IMAGE_DIR,
  type CardRequest,
} from './shareImage';

export {imageOf, NOT_FOUND_ROUTE, SOCIAL_IMAGE_DIR, type CardRequest};

/** Pages that are no page of their own to describe. */
export const NOT_PAGES = new Set([NOT_FOUND_ROUTE]);
/** Pages with no place in the tree (served at any address, or a utility). */
const NO_TRAIL = new Set(['/', NOT_FOUND_ROUTE, RESULTS_PATH]);

/** What a page's head is made from. */
export interface HeadBasis {
  /** The site's absolute URL, without a trailing slash. */
  readonly siteUrl: string;
  readonly productName: string;
  readonly tree: PageTree;
  /** A page's heading (its h1, else its title), if the page is known. */
  readonly headingOf: (route: string) => string | undefined;
}

/** A page's name in breadcrumbs and lists: its heading ("Home" for the home page). */
export function nameOf(basis: HeadBasis, route: string): string {
  if (route === '/') return HOME_NAME;
  return basis.headingOf(route) ?? route;
}

/** The name of the section a page sits in (its parent's), none for the home page's children. */
export function sectionOf(basis: HeadBasis, route: string): string | undefined {
  const parent = NOT_PAGES.has(route) ? null : parentRoute(route, basis.tree);
  return parent && parent !== '/' ? nameOf(basis, parent) : undefined;
}

/** What a page's share image shows, but for an edition's note (docs pages add theirs). */
export function plainCardOf(basis: HeadBasis, route: string): CardRequest {
  const title = route === NOT_FOUND_ROUTE ? NOT_FOUND_TITLE : (basis.headingOf(route) ?? route);
  const section = sectionOf(basis, route);
  return {route, title, ...(section ? {section} : {})};
}

/** The BreadcrumbList of a page, none for a page with no place in the tree or the home page. */
export function breadcrumbsOf(basis: HeadBasis, route: string): JsonLd | undefined {
  const trail = NO_TRAIL.has(route) ? [route] : trailTo(route, basis.tree);
  if (trail.length < 2) return undefined;
  return breadcrumbList(
    basis.siteUrl,
    trail.map((step) => ({name: nameOf(basis, step), path: step})),
  );
}

/** The head of a page that says nothing more about itself: share image, Markdown link, trail. */
export function plainPageHead(
  basis: HeadBasis,
  route: string,
  card: CardRequest,
  hasMarkdown: boolean,
): PageHead {
  const breadcrumbs = breadcrumbsOf(basis, route);
  return {
    image: imageOf(basis, card),
    ...(hasMarkdown ? {markdown: markdownPath(route)} : {}),
    structuredData: breadcrumbs ? [breadcrumbs] : [],
  };
}
