import {expect, test} from '@playwright/test';
import {axeViolations} from './support/axe';
import {
  SITE_URL,
  builtTitles,
  draftEditionRoutes,
  sitemapRoutes,
  trackProblems,
  useColorMode,
  waitForHydration,
} from './support/site';

const indexedRoutes = sitemapRoutes();
const draftRoutes = draftEditionRoutes();
const routes = [...indexedRoutes, ...draftRoutes];

test('the sitemap lists every page, and the draft edition stays out of it', () => {
  expect(indexedRoutes).toContain('/');
  expect(indexedRoutes.filter((route) => route.startsWith('/next'))).toEqual([]);
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

for (const route of routes) {
  test(`${route}: complete metadata, one h1, no errors, no axe violations in light and dark mode`, async ({
    page,
  }) => {
    const problems = trackProblems(page);
    const response = await page.goto(route);
    expect(response?.status(), 'HTTP status').toBe(200);
    await waitForHydration(page);

    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(page.locator('h1:visible')).not.toBeEmpty();

    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{30,}/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}${route === '/' ? '/' : route}`,
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      await expect(head.locator(`meta[property="${property}"]`), property).toHaveAttribute(
        'content',
        /\S/,
      );
    }
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\//,
    );

    const jsonLd = await head
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    const types = jsonLd.flatMap((text) => {
      const parsed = JSON.parse(text) as {'@type'?: string | string[]};
      return ([] as string[]).concat(parsed['@type'] ?? []);
    });
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));

    expect(await axeViolations(page), 'axe violations (light mode)').toEqual([]);
    await useColorMode(page, 'dark');
    expect(await axeViolations(page), 'axe violations (dark mode)').toEqual([]);

    expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });
}
