import {expect, test as base, type Page} from '@playwright/test';
import {OTHER_PAGE_CHECKS, PAGE_CHECKS, runPageChecks, visitPage} from './support/page-checks';
import {
  UNLISTED_EDITION_PREFIXES,
  builtRoutes,
  builtTitles,
  isRedirectStub,
  sitemapRoutes,
  unlistedEditionRoutes,
} from './support/site';
import {NOT_IN_EDITION_PATH} from '../../src/lib/docs/editionChanges';

/**
 * One visit per built page: each page is opened once and every per-page check runs on that
 * visit (support/page-checks.ts). Indexed pages, the docs editions kept out of the index (the
 * draft, archives) and the pages the edition menu opens for a doc an edition lacks get every
 * check; the search page the status and bundle budget checks; redirect stubs are checked as
 * files (tests/built).
 */
/**
 * A worker walks its pages in one browser tab, as a visitor moving through the site does:
 * scripts and styles come from the browser's cache after the first visit, and the tab's
 * process is reused, so each visit costs what a visitor's next page costs. Between pages the
 * tab is put back as a fresh one starts: light colour scheme, the project's viewport, and no
 * listeners left from the page before.
 */
const test = base.extend<{walkPage: Page}, {walkTab: Page}>({
  walkTab: [
    async ({browser}, provide, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers} =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        serviceWorkers,
      });
      await provide(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  walkPage: async ({walkTab}, provide, testInfo) => {
    const {viewport} = testInfo.project.use;
    await walkTab.emulateMedia({colorScheme: 'light', media: 'screen'});
    if (viewport) await walkTab.setViewportSize(viewport);
    await provide(walkTab);
    for (const event of ['console', 'pageerror', 'response'] as const) {
      walkTab.removeAllListeners(event);
    }
  },
});

const indexedRoutes = sitemapRoutes();
const editionRoutes = unlistedEditionRoutes();
const notInEditionRoutes = builtRoutes().filter((route) =>
  route.startsWith(`${NOT_IN_EDITION_PATH}/`),
);
const walked = new Set([...indexedRoutes, ...editionRoutes, ...notInEditionRoutes]);
// A redirect stub has no page of its own to check (no script, no content: it sends the browser
// on at once), and its target is walked in its own right.
const otherRoutes = builtRoutes().filter((route) => !walked.has(route) && !isRedirectStub(route));

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
    test(`${route}: ${summary}`, async ({walkPage}, testInfo) => {
      const visit = await visitPage(walkPage, route, testInfo);
      await runPageChecks(visit, checks, (title, body) => test.step(title, body));
    });
  }
}
