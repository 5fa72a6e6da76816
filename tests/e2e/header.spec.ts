import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

const html = (page: Page) => page.locator('html');

test.describe('landing page header', () => {
  test('is transparent with white text at the top and turns solid past 20 px', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');

    await expect(html(page)).toHaveClass(/\bheader-overlay\b/);
    await expect(html(page)).not.toHaveClass(/header-overlay--scrolled/);
    await expect(navbar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.locator('.navbar__title')).toHaveCSS('color', 'rgb(255, 255, 255)');

    await page.evaluate(async () => {
      window.scrollTo(0, 20);
      // Give the scroll listener two frames to react.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await expect(html(page)).not.toHaveClass(/header-overlay--scrolled/);

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(html(page)).toHaveClass(/header-overlay--scrolled/);
    await expect(navbar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(navbar).toHaveCSS('backdrop-filter', /blur/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(html(page)).not.toHaveClass(/header-overlay--scrolled/);
    await expect(navbar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('the static HTML already has the transparent header (no flash before hydration)', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bheader-overlay\b/);
    await expect(page.locator('nav.navbar')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('other pages keep the solid header', async ({page}) => {
    await page.goto('/commercial-intelligence-glossary');
    await waitForHydration(page);
    await expect(html(page)).not.toHaveClass(/header-overlay/);
    await expect(page.locator('nav.navbar')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('leaving the landing page by client-side navigation drops the overlay', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/commercial-intelligence-glossary');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Commercial Intelligence Glossary',
    );
    await expect(html(page)).not.toHaveClass(/header-overlay/);
  });
});

test.describe('header at phone width (375 px)', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('the menu button opens and closes the navigation', async ({page}) => {
    await page.goto('/commercial-intelligence-glossary');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu works from the keyboard', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Escape closes it, as it closes a dialog, and hands focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
