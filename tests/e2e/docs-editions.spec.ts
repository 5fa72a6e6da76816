import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

test('the edition menu shows on doc pages only', async ({page}) => {
  await page.goto('/commercial-intelligence-glossary');
  await waitForHydration(page);
  const menu = page.locator('.navbar__items .dropdown').filter({hasText: /edition/});
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('2025 edition');

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.navbar').getByText(/edition/)).toHaveCount(0);
});

test('the draft edition carries the unreleased banner and links back to the released one', async ({
  page,
}) => {
  await page.goto('/next/commercial-intelligence-glossary');
  await waitForHydration(page);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(/unreleased/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/commercial-intelligence-glossary$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('the released edition is served at the root URL without a banner', async ({page}) => {
  await page.goto('/commercial-intelligence-glossary');
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
