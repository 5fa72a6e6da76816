import {describe, expect, it} from 'vitest';
import {FREE_TOOL_PATHS} from '../../data/freeToolPaths';
import {BOARD_REPORT_SLUGS, boardReportRoute, KIT_ROUTES} from '../../data/kits/routes';
import {GUIDE_PAGE_ROUTES, hasMarkdownVersion, TOOL_PAGE_ROUTES} from '../../data/markdownPages';
import {
  BLOG_AUTHORS_PATH,
  BLOG_PATH,
  BLOG_TAGS_PATH,
  HOME_NAME,
  PAGE_NAMES,
  pageNameOf,
} from '../../data/pageNames';
import {PARENT_OVERRIDES} from '../../data/pageParents';
import type {SiteData} from './content';
import {NOT_FOUND_ROUTE} from './headRules';
import {notFoundHead} from './shareImage';
import {ownPageHead} from './ownPageHead';
import {pageHeadOf, type SiteView} from './pageHeads';

const SITE_URL = 'https://x.test';
const PRODUCT = 'Product';

/** A heading for any page that is not a named parent. */
const headingOf = (route: string) => pageNameOf(route) ?? `Heading of ${route}`;

const own = (route: string) =>
  ownPageHead({siteUrl: SITE_URL, productName: PRODUCT, route, heading: headingOf(route)});

/** The names on a head's breadcrumbs, home first. */
function trailNames(route: string): string[] {
  const [list] = own(route).structuredData as unknown as {itemListElement?: {name: string}[]}[];
  return (list?.itemListElement ?? []).map((item) => item.name);
}

/** Custom pages of every kind, and pages they sit under. */
const ROUTES = [
  '/',
  '/pricing',
  '/search',
  NOT_FOUND_ROUTE,
  '/next/what-changed',
  '/not-in-this-edition/business-numbers/some-term',
  `${BLOG_TAGS_PATH}/some-tag`,
  `${BLOG_AUTHORS_PATH}/some-author`,
  ...Object.keys(PAGE_NAMES),
  ...Object.values(KIT_ROUTES),
  ...Object.values(FREE_TOOL_PATHS),
  ...TOOL_PAGE_ROUTES,
  ...BOARD_REPORT_SLUGS.map(boardReportRoute),
];

/** The whole site as the build sees it: these pages, a docs edition beside the root one. */
const site: SiteView = {
  siteUrl: SITE_URL,
  data: {site: {productName: PRODUCT, companyName: 'C'}, termsOf: new Map()} as unknown as SiteData,
  tree: {
    pages: new Set([...ROUTES, '/next', '/business-numbers'].filter((r) => r !== NOT_FOUND_ROUTE)),
    overrides: PARENT_OVERRIDES,
    editionPrefixes: ['/next'],
  },
  versions: [],
  docs: new Map(),
  posts: [],
  headingOf: (route) => (route === '/' ? 'Home headline' : headingOf(route)),
  descriptionOf: () => '',
  lastChangeOf: () => null,
  hasMarkdown: hasMarkdownVersion,
};

describe('ownPageHead', () => {
  it('gives each custom page the head the build gives it from the whole site', () => {
    for (const route of ROUTES) {
      const heading = route === '/' ? 'Home headline' : headingOf(route);
      expect(ownPageHead({siteUrl: SITE_URL, productName: PRODUCT, route, heading}), route).toEqual(
        pageHeadOf(site, route),
      );
    }
  });

  it('names a free tool under the toolkit, under the Growth Hub', () => {
    const route = FREE_TOOL_PATHS.profitabilityCalculator;
    expect(trailNames(route)).toEqual([
      HOME_NAME,
      PAGE_NAMES[BLOG_PATH],
      PAGE_NAMES[KIT_ROUTES.toolkit],
      headingOf(route),
    ]);
    expect(own(route).image?.alt).toBe(
      `${headingOf(route)}, in ${PAGE_NAMES[KIT_ROUTES.toolkit]}: ${PRODUCT}`,
    );
  });

  it('names a board report under the templates, the dashboard kit and the Growth Hub', () => {
    const route = boardReportRoute(BOARD_REPORT_SLUGS[0]);
    expect(trailNames(route)).toEqual([
      HOME_NAME,
      PAGE_NAMES[BLOG_PATH],
      PAGE_NAMES[KIT_ROUTES.dashboardKit],
      PAGE_NAMES[KIT_ROUTES.boardReports],
      headingOf(route),
    ]);
  });

  it('names a blog tag page under the tags list', () => {
    expect(trailNames(`${BLOG_TAGS_PATH}/some-tag`)).toEqual([
      HOME_NAME,
      PAGE_NAMES[BLOG_PATH],
      PAGE_NAMES[BLOG_TAGS_PATH],
      headingOf(`${BLOG_TAGS_PATH}/some-tag`),
    ]);
  });

  it('puts a top-level page under the home page, with no section on its card', () => {
    expect(trailNames('/pricing')).toEqual([HOME_NAME, headingOf('/pricing')]);
    expect(own('/pricing').image).toEqual({
      url: `${SITE_URL}/img/social/pricing.png`,
      width: 1200,
      height: 630,
      alt: `${headingOf('/pricing')}: ${PRODUCT}`,
    });
  });

  it('gives the home, search and not-found pages no breadcrumbs, and the not-found card its own name', () => {
    for (const route of ['/', '/search', NOT_FOUND_ROUTE]) {
      expect(own(route).structuredData, route).toEqual([]);
    }
    expect(own(NOT_FOUND_ROUTE).image).toMatchObject({
      url: `${SITE_URL}/img/social/404.png`,
      alt: `Page not found: ${PRODUCT}`,
    });
    expect(own('/').image?.url).toBe(`${SITE_URL}/img/social/index.png`);
  });

  it('links the tools and guides, and only them, to their Markdown versions', () => {
    const withMarkdown = ROUTES.filter((route) => own(route).markdown !== undefined);
    expect(new Set(withMarkdown)).toEqual(new Set([...TOOL_PAGE_ROUTES, ...GUIDE_PAGE_ROUTES]));
    for (const route of withMarkdown) expect(own(route).markdown).toBe(`${route}.md`);
  });
});

describe('notFoundHead', () => {
  it('is the head the build gives the not-found page', () => {
    expect(notFoundHead({siteUrl: SITE_URL, productName: PRODUCT})).toEqual(
      pageHeadOf(site, NOT_FOUND_ROUTE),
    );
  });
});
