import {expect, test} from '@playwright/test';
import {holdSearchIndex, searchFor} from './support/search';
import {waitForHydration} from './support/site';

test('local search finds a glossary term by a phrase from its definition, offline', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);

  const options = await searchFor(page, 'realised price divided by list price');
  await expect(options.first()).toContainText(/Price Realisation|Glossary/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/commercial-intelligence-glossary/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Commercial Intelligence Glossary',
  );
  expect(external, 'requests leaving the machine').toEqual([]);
});

test('the draft edition searches its own index and stays in the draft', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/next/commercial-intelligence-glossary');
  await waitForHydration(page);
  const options = await searchFor(page, 'cost-to-serve');
  // Guides and lessons mention cost-to-serve too: open the glossary's result.
  await options
    .filter({hasText: /Glossary/})
    .first()
    .click();
  await expect(page).toHaveURL(/\/next\/commercial-intelligence-glossary/);
  expect(indexRequests.length).toBeGreaterThan(0);
  expect(indexRequests.every((path) => path.startsWith('/next/'))).toBe(true);
});

test('the released edition searches the root index', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/commercial-intelligence-glossary');
  await waitForHydration(page);
  const options = await searchFor(page, 'cost-to-serve');
  // Guides and lessons mention cost-to-serve too: open the glossary's result.
  await options
    .filter({hasText: /Glossary/})
    .first()
    .click();
  await expect(page).toHaveURL(/\/commercial-intelligence-glossary/);
  await expect(page).not.toHaveURL(/\/next\//);
  expect(indexRequests).toEqual(['/search-index.json']);
});

test('tabbing past the search box while its index loads leaves focus where the visitor went', async ({
  page,
  context,
}) => {
  // Hold the index back until the visitor has moved on.
  const index = await holdSearchIndex(context);
  await page.goto('/calculate-roi');
  await waitForHydration(page);

  const search = page.locator('input.navbar__search-input');
  await search.focus();
  await page.keyboard.press('Tab');
  const revenue = page.getByLabel('Annual Revenue ($)');
  await revenue.click();

  index.release();
  await expect.poll(index.served).toBe(true);
  // The plugin builds its index, then (without the guard) would focus its box again.
  await expect(page.locator('.navbar__search [class*="searchBarLoadingRing"]')).toBeHidden();
  await page.waitForTimeout(500);
  await expect(revenue).toBeFocused();
  await page.keyboard.type('250');
  await expect(revenue).toHaveValue('250');
  await expect(search).toHaveValue('');

  // The visitor can still call up the search box: with its shortcut, and with a click.
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await revenue.click();
  await search.click();
  await expect(search).toBeFocused();
});

test('tabbing straight through the page while the index loads never lands back in search', async ({
  page,
  context,
}) => {
  const index = await holdSearchIndex(context);
  await page.goto('/blog');
  await waitForHydration(page);
  const search = page.locator('input.navbar__search-input');
  await search.focus();
  // Keep tabbing, quickly, while the index arrives in the middle.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    if (step === 3) index.release();
  }
  await page.waitForTimeout(800);
  await expect(search).not.toBeFocused();
});
