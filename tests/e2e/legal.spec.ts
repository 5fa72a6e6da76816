import {statSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {formatLongDate, isoCalendarDate} from '../../src/lib/dates/longDate';
import {BUILD_DIR, trackProblems, waitForHydration} from './support/site';

// What the legal pages state (figures, title, canonical address, the date of the terms, the
// links between them) is checked over the built HTML in tests/built/legal.test.ts.
const PAGES = [{route: '/privacy'}, {route: '/terms'}] as const;

/** The build date the privacy policy shows: the (UTC) day the page was built. */
function buildDay(): string {
  return isoCalendarDate(statSync(path.join(BUILD_DIR, 'privacy.html')).mtime);
}

const lastUpdated = (page: Page): Locator =>
  page.locator('article p').filter({hasText: /^Last updated:/});

/** Follows each table-of-contents link in `toc` and checks the heading it targets is in view. */
async function checkAnchors(page: Page, toc: Locator): Promise<void> {
  const links = toc.getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  const headingIds = await page
    .locator('article h2[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  expect(hrefs).toEqual(headingIds);

  for (const href of [hrefs[hrefs.length - 1], hrefs[1]]) {
    await toc.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`h2${href}`)).toBeInViewport();
  }
}

for (const legal of PAGES) {
  test.describe(legal.route, () => {
    test('at 1280 px the table of contents beside the text links to every section', async ({
      page,
    }) => {
      await page.goto(legal.route);
      await waitForHydration(page);
      await expect(page.getByRole('navigation', {name: 'Contents'})).toBeHidden();
      const toc = page.locator('main .col--2 .table-of-contents');
      await expect(toc).toBeVisible();
      await checkAnchors(page, toc);
    });

    test('at 375 px a contents list above the text links to every section', async ({page}) => {
      await page.setViewportSize({width: 375, height: 800});
      await page.goto(legal.route);
      await waitForHydration(page);
      await expect(page.locator('main .col--2 .table-of-contents')).toBeHidden();
      const contents = page.getByRole('navigation', {name: 'Contents'});
      await expect(contents).toBeVisible();
      await checkAnchors(page, contents);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('the privacy policy shows the build date, the same in the static HTML and after hydration', async ({
  page,
  request,
}) => {
  const day = buildDay();
  const expected = `Last updated: ${formatLongDate(day)}`;

  const html = await (await request.get('/privacy')).text();
  // The HTML is minified: attribute quotes are optional.
  expect(html).toMatch(new RegExp(`<time datetime="?${day}"?>${formatLongDate(day)}</time>`));

  const problems = trackProblems(page);
  await page.goto('/privacy');
  await waitForHydration(page);
  await expect(lastUpdated(page)).toHaveText(expected);
  await expect(lastUpdated(page).locator('time')).toHaveAttribute('datetime', day);
  expect(problems.consoleErrors).toEqual([]);
});
