import {expect, type Page} from '@playwright/test';

/** The two window sizes every marketing-page test runs at: a phone and a desktop. */
export const VIEWPORTS = [
  {name: 'phone', width: 375, height: 740},
  {name: 'desktop', width: 1280, height: 800},
] as const;

/** Opens the phone navigation menu when the window is narrow; a no-op on desktop. */
export async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
  }
}
