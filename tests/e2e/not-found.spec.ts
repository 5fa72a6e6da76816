import {expect, test} from '@playwright/test';
import {trackProblems, waitForHydration} from './support/site';

// Unknown URLs at the root, under each content prefix and under the draft docs edition.
const UNKNOWN = [
  '/no-such-page',
  '/blog/no-such-post',
  '/business-numbers/no-such-term',
  '/next/no-such-page',
  '/next/business-numbers/no-such-term',
  '/deeply/nested/unknown/path',
];

for (const path of UNKNOWN) {
  test(`${path} shows the 404 page with status 404 and hydrates cleanly`, async ({page}) => {
    // The browser itself reports the 404 response of the document as a console error.
    const problems = trackProblems(page, [/status of 404/]);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
    const home = page.getByRole('link', {name: 'Return to Home'});
    await expect(home).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect.poll(() => warnings.join('\n')).toContain(path);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Oops! Page not found');
  });
}

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
