import {expect, type Locator, type Page} from '@playwright/test';

/** The two window sizes every marketing-page test runs at: a phone and a desktop. */
export const VIEWPORTS = [
  {name: 'phone', width: 375, height: 740},
  {name: 'desktop', width: 1280, height: 800},
] as const;

/** Every visible link with this accessible name, checked to lead to `href` (at least one). */
export async function expectLinksTo(scope: Page | Locator, name: string, href: string) {
  const links = scope.getByRole('link', {name, exact: true});
  const count = await links.count();
  expect(count, `links named "${name}"`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await expect(links.nth(index), `"${name}" #${index + 1}`).toHaveAttribute('href', href);
  }
  return count;
}

/** Every image in `main` declares its size, so nothing shifts while pictures load. */
export async function expectSizedImages(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  for (let index = 0; index < count; index++) {
    await expect(images.nth(index)).toHaveAttribute('width', /^\d+$/);
    await expect(images.nth(index)).toHaveAttribute('height', /^\d+$/);
  }
}

/** Opens the phone navigation menu when the window is narrow; a no-op on desktop. */
export async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
  }
}
