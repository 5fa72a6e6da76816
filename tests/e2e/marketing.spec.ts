import {expect, test} from '@playwright/test';
import {site} from '../../src/config/site';
import {HERO_STATS, SAMPLE_CARDS} from '../../src/data/landing';
import {formatUsdChange} from '../../src/lib/numbers/format';
import {VIEWPORTS, openMenuIfCollapsed} from './support/marketing';
import {waitForHydration} from './support/site';

// What the marketing pages say and where their buttons lead is checked over the built HTML
// (tests/built/marketing.test.ts); here, what the browser shows at each width and does.

for (const viewport of VIEWPORTS) {
  test.describe(`marketing pages on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('landing: the hero shows its heading, figures, sample cards and picture; the hint scrolls to the first section', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const hero = page.locator('main > header');
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(hero.getByRole('link', {name: 'Talk to a Commercial Strategist'})).toBeVisible();
      for (const stat of HERO_STATS) {
        await expect(hero.getByText(stat.value, {exact: true})).toBeVisible();
      }
      await expect(hero.getByRole('img', {name: /business overview dashboard/i})).toBeVisible();
      for (const card of SAMPLE_CARDS) {
        const text = card.amount === null ? card.label : formatUsdChange(card.amount);
        await expect(hero.getByText(text)).toBeVisible();
      }
      await hero.getByRole('link', {name: 'Discover how it works'}).click();
      await expect(page.locator('#profit-killers')).toBeInViewport();

      await page.locator('main').getByRole('link', {name: 'See The Platform'}).click();
      await expect(page).toHaveURL(/\/demo$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        `See ${site.productName} in Action`,
      );
    });

    test('header: the current page is marked, and the mark follows a navigation', async ({
      page,
    }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      await openMenuIfCollapsed(page);
      const nav = page.getByRole('navigation', {name: 'Main'});
      const link = (name: string) =>
        nav.getByRole('link', {name, exact: true}).filter({visible: true});
      await expect(link('Pricing')).toHaveAttribute('aria-current', 'page');
      await expect(link('About')).not.toHaveAttribute('aria-current', 'page');

      await link('About').click();
      await expect(page).toHaveURL(/\/about$/);
      await openMenuIfCollapsed(page);
      await expect(link('About')).toHaveAttribute('aria-current', 'page');
      await expect(link('Pricing')).not.toHaveAttribute('aria-current', 'page');
    });

    test('landing header: transparent with white text over the dark hero, solid once scrolled', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const navbar = page.locator('nav.navbar');
      await expect(navbar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(navbar.locator('.navbar__inner .navbar__title')).toHaveCSS(
        'color',
        'rgb(255, 255, 255)',
      );
      // The hero starts under the fixed header and its heading is not covered by it.
      const heroBox = await page.locator('main > header').boundingBox();
      const navBox = await navbar.boundingBox();
      const headingBox = await page.getByRole('heading', {level: 1}).boundingBox();
      expect(heroBox?.y).toBe(0);
      expect(headingBox!.y).toBeGreaterThan(navBox!.y + navBox!.height);
      await page.mouse.wheel(0, 400);
      await expect(page.locator('html')).toHaveClass(/header-overlay--scrolled/);
      await expect(navbar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  });
}
