/**
 * The head a custom page (not a docs page or blog post) renders for itself: the rules of every
 * page's head (./headRules.ts) applied to what the page knows, its route and heading, with the
 * names of the pages above it from their registry (src/data/pageNames.ts). Loaded by the
 * pages, so it imports routes and names only.
 */
import {hasMarkdownVersion} from '../../data/markdownPages';
import {PAGE_NAMES, pageNameOf} from '../../data/pageNames';
import {PARENT_OVERRIDES} from '../../data/pageParents';
import type {PageHead} from './head';
import {plainCardOf, plainPageHead, type HeadBasis} from './headRules';

/** What a custom page knows when it renders its head. */
export interface OwnPage {
  readonly siteUrl: string;
  readonly productName: string;
  readonly route: string;
  /** The page's h1. */
  readonly heading: string;
}

/**
 * The head of a custom page, from its heading and the names of the pages above it. Only
 * those pages and the page itself are in its tree, which gives the trail the whole site's
 * tree gives as long as every parent page is named there (the build checks each page's head
 * against its built parents').
 */
export function ownPageHead({siteUrl, productName, route, heading}: OwnPage): PageHead {
  const basis: HeadBasis = {
    siteUrl,
    productName,
    tree: {
      pages: new Set([route, ...Object.keys(PAGE_NAMES)]),
      overrides: PARENT_OVERRIDES,
      editionPrefixes: [],
    },
    headingOf: (candidate) => (candidate === route ? heading : pageNameOf(candidate)),
  };
  return plainPageHead(basis, route, plainCardOf(basis, route), hasMarkdownVersion(route));
}
