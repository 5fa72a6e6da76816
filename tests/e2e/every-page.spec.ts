import {expect, test} from '@playwright/test';
import {OTHER_PAGE_CHECKS, PAGE_CHECKS, runPageChecks, visitPage} from './support/page-checks';
import {
  UNLISTED_EDITION_PREFIXES,
  builtRoutes,
  builtTitles,
  sitemapRoutes,
  unlistedEditionRoutes,
} from './support/site';

/**
 * One visit per built page: each page is opened once and every per-page check runs on that
 * visit (support/page-checks.ts). Indexed pages and the docs editions kept out of the index (the draft, archives) get every check; the
 * other built pages (search, redirect stubs) the status and bundle budget checks.
 */
const indexedRoutes = sitemapRoutes();
const editionRoutes = unlistedEditionRoutes();
const walked = new Set([...indexedRoutes, ...editionRoutes]);
const otherRoutes = builtRoutes().filter((route) => !walked.has(route));

test('the sitemap lists every page, and the unlisted docs editions stay out of it', () => {
  expect(indexedRoutes).toContain('/');
  const unlisted = (route: string) =>
    UNLISTED_EDITION_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  expect(indexedRoutes.filter(unlisted)).toEqual([]);
  expect(new Set(indexedRoutes).size).toBe(indexedRoutes.length);
});

test('every indexed page has its own title', () => {
  const titles = builtTitles(indexedRoutes);
  const byTitle = new Map<string, string[]>();
  for (const [route, title] of titles) {
    expect(title, `${route} has a title`).not.toBe('');
    byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
  }
  const shared = [...byTitle].filter(([, list]) => list.length > 1);
  expect(shared, 'titles used by more than one page').toEqual([]);
});

const WALKS = [
  {
    routes: [...walked],
    checks: PAGE_CHECKS,
    summary:
      'status 200, one h1, metadata, structured data, axe and HTML_CodeSniffer, bundle budget, layout, no errors',
  },
  {routes: otherRoutes, checks: OTHER_PAGE_CHECKS, summary: 'status 200, bundle budget'},
];

for (const {routes, checks, summary} of WALKS) {
  for (const route of routes) {
    test(`${route}: ${summary}`, async ({page}, testInfo) => {
      const visit = await visitPage(page, route, testInfo);
      await runPageChecks(visit, checks, (title, body) => test.step(title, body));
    });
  }
}
