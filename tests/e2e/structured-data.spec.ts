import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

async function ldTypes(page: Page): Promise<string[]> {
  return page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const parsed = JSON.parse(script.textContent ?? '{}') as {'@type'?: string | string[]};
      return ([] as string[]).concat(parsed['@type'] ?? []);
    }),
  );
}

test('page structured data is present while the page is shown and gone after leaving', async ({
  page,
}) => {
  await page.goto('/commercial-intelligence-glossary');
  await waitForHydration(page);
  expect(await ldTypes(page)).toContain('DefinedTermSet');

  await page
    .getByRole('link', {name: /logo|MarginScope/i})
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => ldTypes(page)).not.toContain('DefinedTermSet');
  expect(await ldTypes(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});

test("a docs page renders its head tags, and the router replaces them with the next page's", async ({
  page,
}) => {
  const ogImage = page.locator('head meta[property="og:image"]');
  await page.goto('/business-numbers/churn-rate');
  await waitForHydration(page);
  expect(await ldTypes(page)).toEqual(expect.arrayContaining(['DefinedTerm', 'BreadcrumbList']));
  await expect(ogImage).toHaveAttribute(
    'content',
    /\/img\/social\/business-numbers\/churn-rate\.png$/,
  );

  // A jump within the page keeps them.
  await page.locator('.table-of-contents a[href="#formula"]').first().click();
  await expect(ogImage).toHaveAttribute('content', /churn-rate\.png$/);

  await page.getByRole('link', {name: 'Back to Business Numbers'}).click();
  await expect(page).toHaveURL(/\/business-numbers$/);
  await expect(ogImage).toHaveAttribute('content', /\/img\/social\/business-numbers\.png$/);
  await expect(ogImage).toHaveCount(1);
  await expect.poll(() => ldTypes(page)).toContain('DefinedTermSet');
  expect(await ldTypes(page)).not.toContain('DefinedTerm');
  expect(await ldTypes(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});

test("a custom page renders its head tags, and the router replaces them with the next page's", async ({
  page,
}) => {
  const ogImage = page.locator('head meta[property="og:image"]');
  await page.goto('/margin-audit-toolkit');
  await waitForHydration(page);
  expect(await ldTypes(page)).toContain('BreadcrumbList');
  await expect(ogImage).toHaveAttribute('content', /\/img\/social\/margin-audit-toolkit\.png$/);

  await page
    .getByRole('link', {name: /logo|MarginScope/i})
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(ogImage).toHaveAttribute('content', /\/img\/social\/index\.png$/);
  await expect(ogImage).toHaveCount(1);
  expect(await ldTypes(page)).not.toContain('BreadcrumbList');
});

test('robots.txt points at the sitemap', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('<urlset');
});
