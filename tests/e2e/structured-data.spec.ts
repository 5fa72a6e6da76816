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

test('robots.txt points at the sitemap', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('<urlset');
});
