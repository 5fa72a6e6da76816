import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {headersForPath, parseHeadersFile} from '../../scripts/security-headers';
import {BUILD_DIR, builtTitles, trackProblems, waitForHydration} from './support/site';
import {CASE_VARIANTS, UNKNOWN_URL_GROUPS} from './support/url-shapes';

/** The browser's own console report of a document answered with status 404. */
const DOCUMENT_404 = /status of 404/;

/** The address the browser shows for `url` (a path, query and fragment) on this server. */
function addressOf(url: string): string {
  return new URL(`${test.info().project.use.baseURL}${url}`).href;
}

/** The not-found page, hydrated, at the address the visitor asked for. */
async function expectNotFoundPage(page: Page, url: string): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(page.url()).toBe(addressOf(url));
}

// One page per group: the site's scripts stay cached between visits, as for a visitor.
for (const [group, urls] of UNKNOWN_URL_GROUPS) {
  test(`unknown URLs ${group} answer the 404 page with status 404, hydrated, without errors`, async ({
    page,
  }) => {
    const problems = trackProblems(page, [DOCUMENT_404]);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    for (const url of urls) {
      await test.step(url, async () => {
        const response = await page.goto(addressOf(url));
        expect(response?.status(), url).toBe(404);
        expect(response?.request().redirectedFrom(), `${url}: no redirect`).toBeNull();
        await expectNotFoundPage(page, url);
        await expect
          .poll(() => warnings.join('\n'), {message: url})
          .toContain(`"${new URL(page.url()).pathname}"`);
        expect(problems.pageErrors, url).toEqual([]);
        expect(problems.consoleErrors, url).toEqual([]);
      });
    }
  });
}

test('the 404 page links home, and Back returns to the unknown address', async ({page}) => {
  const problems = trackProblems(page, [DOCUMENT_404]);
  const url = '/next/business-numbers/no-such-term?from=test';
  await page.goto(addressOf(url));
  await expectNotFoundPage(page, url);
  const home = page.getByRole('link', {name: 'Return to Home'});
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Oops! Page not found');
  await page.goBack();
  await expect(page).toHaveURL(addressOf(url));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a client-side navigation to an unknown URL shows the same 404 content', async ({page}) => {
  const problems = trackProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  // Drive the router through the history API, as an in-app link does.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/next/not-a-real-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

const titles = builtTitles(CASE_VARIANTS.map(({reaches}) => reaches.split(/[?#]/)[0]!));

/** The page `reaches` names, hydrated, at that address, without errors. */
async function expectReached(
  page: Page,
  reaches: string,
  problems: ReturnType<typeof trackProblems>,
) {
  await expect(page).toHaveURL(addressOf(reaches));
  await waitForHydration(page);
  await expect(page).toHaveTitle(titles.get(reaches.split(/[?#]/)[0]!)!);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Oops! Page not found');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
}

for (const {url, reaches} of CASE_VARIANTS) {
  test(`${url} is redirected once, permanently, to ${reaches}`, async ({page}) => {
    const problems = trackProblems(page);
    const response = await page.goto(addressOf(url));
    expect(response?.status()).toBe(200);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
    await expectReached(page, reaches, problems);
  });
}

test.describe('on a static host that answers every unknown path with the 404 page', () => {
  const notFoundHtml = readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
  const rules = parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));

  for (const {url, reaches} of CASE_VARIANTS.filter(({url}) => /BOOK|NEXT|\?/i.test(url))) {
    test(`the 404 page at ${url} sends the browser on to ${reaches}`, async ({page}) => {
      const problems = trackProblems(page, [DOCUMENT_404]);
      const requested = addressOf(url).split('#')[0]!;
      await page.route(
        (address) => address.href === requested,
        (route) =>
          route.fulfill({
            status: 404,
            contentType: 'text/html; charset=utf-8',
            headers: Object.fromEntries(headersForPath(rules, new URL(requested).pathname)),
            body: notFoundHtml,
          }),
      );
      const response = await page.goto(addressOf(url), {waitUntil: 'commit'});
      expect(response?.status()).toBe(404);
      await expectReached(page, reaches, problems);
    });
  }
});
