import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

// Which pages show the edition menu, the draft's banner and noindex, and the released
// edition's clean root pages are checked over the built HTML (tests/built/docs-editions.test.ts).

test('the draft banner leads back to the released edition, where no banner shows', async ({
  page,
}) => {
  await page.goto('/next/commercial-intelligence-glossary');
  await waitForHydration(page);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(/unreleased/i);
  await banner.getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/commercial-intelligence-glossary$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});
