import {expect, test, type Page} from '@playwright/test';
import {PLANS, type PlanId} from '../../src/data/pricing';
import {formatUsd} from '../../src/lib/numbers/format';
import {VIEWPORTS} from './support/marketing';
import {trackProblems, waitForHydration} from './support/site';

// The page as served (tabs, the default plan, features, terms, ROI figures, FAQ) is checked over
// the built HTML in tests/built/pricing.test.ts; here, the tabs at work.
/** A revenue tab by its range (the popular plan's tab adds "Most popular" to its name). */
const tab = (page: Page, range: string) =>
  page.getByRole('tab', {name: new RegExp(`^${range.replace(/[$+]/g, '\\$&')}( Most popular)?$`)});
const panel = (page: Page) => page.getByRole('tabpanel').filter({visible: true});

/** What a plan's panel states: the monthly price, the annual price and the saving. */
const prices = (id: PlanId) => {
  const {monthly, annual} = PLANS[id];
  return [
    `${formatUsd(monthly)}/month`,
    `${formatUsd(annual.perYear)}/year`,
    `Save ${formatUsd(annual.savingPerYear)} per year`,
  ];
};

for (const viewport of VIEWPORTS) {
  test.describe(`pricing on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('clicking a tab shows its plan and keeps the range in the address, without a scroll jump', async ({
      page,
    }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      await tab(page, '$10M-$25M').scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await tab(page, '$10M-$25M').click();
      await expect(tab(page, '$10M-$25M')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, '$0-$10M')).toHaveAttribute('aria-selected', 'false');
      await expect(page).toHaveURL(/\/pricing\?range=10-25m$/);
      await expect(panel(page)).toContainText('Growth plan');
      await expect(panel(page)).toContainText('Most popular');
      for (const text of prices('growth')) await expect(panel(page)).toContainText(text);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);

      await tab(page, '$25M+').click();
      await expect(page).toHaveURL(/\?range=25m-plus$/);
      await expect(panel(page)).toContainText('Enterprise plan');
      for (const text of prices('enterprise')) await expect(panel(page)).toContainText(text);
      // Replaced, not pushed: Back leaves the page instead of stepping through tabs.
      expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
    });

    test('arrow keys, Home and End move between tabs and select them', async ({page}) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      await tab(page, '$0-$10M').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, '$10M-$25M')).toBeFocused();
      await expect(tab(page, '$10M-$25M')).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\?range=10-25m$/);
      await page.keyboard.press('End');
      await expect(tab(page, '$25M+')).toBeFocused();
      await expect(tab(page, '$25M+')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, '$0-$10M')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, '$25M+')).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tab(page, '$0-$10M')).toBeFocused();
      await expect(tab(page, '$0-$10M')).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page)).toContainText('SME plan');
      // One tab stop: Tab leaves the tab list for the panel.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel').filter({visible: true})).toBeFocused();
    });
  });
}

// Reading the address after hydration does not depend on the window width: checked once.
test('a shared address opens on its range, read after hydration without errors', async ({page}) => {
  const problems = trackProblems(page);
  await page.goto('/pricing?range=25m-plus');
  await waitForHydration(page);
  await expect(tab(page, '$25M+')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toContainText('Enterprise plan');

  await page.goto('/pricing?range=10-25m');
  await waitForHydration(page);
  await expect(tab(page, '$10M-$25M')).toHaveAttribute('aria-selected', 'true');

  await page.goto('/pricing?range=nonsense');
  await waitForHydration(page);
  await expect(tab(page, '$0-$10M')).toHaveAttribute('aria-selected', 'true');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
