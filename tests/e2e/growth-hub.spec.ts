import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {trackProblems, switchColorMode, waitForHydration} from './support/site';

// What the hub, the articles, the tag and author pages and the feeds say and link is checked
// over the built HTML (tests/built/growth-hub.test.ts); here, filtering, navigation, the
// keyboard, accessibility in both colour modes and layout.

/** Filter chips: label, content type (the URL value) and how many cards each shows. */
const FILTER_CHIPS = [
  {label: 'Articles', type: 'article', card: 'Article', count: 3},
  {label: 'Guides', type: 'guide', card: 'Guide', count: 3},
  {label: 'Educational Hubs', type: 'educational-hub', card: 'Educational Hub', count: 2},
  {label: 'Question-Based', type: 'question-content', card: 'Question', count: 2},
  {label: 'Growth Kits', type: 'growth-kit', card: 'Growth Kit', count: 2},
] as const;

const cards = (page: Page) => page.locator('#growth-hub-items > ul > li');

/** The type each shown card names above its title ("Guide · Foundation" → "Guide"). */
async function cardTypes(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((list) =>
    list.map((card) => card.querySelector('p')?.textContent?.split(' · ')[0] ?? ''),
  );
}
const chip = (page: Page, label: string) =>
  page
    .getByRole('group', {name: 'Filter the Growth Hub by content type'})
    .getByRole('button', {name: new RegExp(`^${label}\\b`)});

async function openHub(page: Page, query = ''): Promise<void> {
  await page.goto(`/blog${query}`);
  await waitForHydration(page);
}

async function pressedChips(page: Page): Promise<string[]> {
  return page
    .locator('[aria-pressed="true"]')
    .evaluateAll((buttons) => buttons.map((button) => button.firstChild?.textContent ?? ''));
}

test.describe('Growth Hub at /blog', () => {
  test('each filter chip filters the grid in place, keeps the choice in the URL, and toggles off', async ({
    page,
  }) => {
    await openHub(page);
    for (const {label, type, card, count} of FILTER_CHIPS) {
      await chip(page, label).click();
      await expect(page).toHaveURL(new RegExp(`/blog\\?type=${type}$`));
      await expect(cards(page)).toHaveCount(count);
      expect(await cardTypes(page)).toEqual(Array(count).fill(card));
      await expect(chip(page, label)).toHaveAttribute('aria-pressed', 'true');
      expect(await pressedChips(page)).toEqual([label]);
      await expect(page.locator('main').getByRole('status')).toContainText(`Showing ${count} `);
    }

    // Pressing the selected chip again releases it: back to All, and a clean URL.
    await chip(page, 'Growth Kits').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(12);
    expect(await pressedChips(page)).toEqual(['All']);

    await chip(page, 'Guides').click();
    await chip(page, 'All').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('a filtered grid passes axe in light and dark mode', async ({page}) => {
    await openHub(page, '?type=growth-kit');
    await expect(cards(page)).toHaveCount(2);
    expect(await axeViolations(page), 'light').toEqual([]);
    await switchColorMode(page, 'dark');
    await expect(cards(page)).toHaveCount(2);
    expect(await axeViolations(page), 'dark').toEqual([]);
  });

  test('the filter in the URL is applied after hydration, without hydration errors', async ({
    page,
    request,
  }) => {
    // The static HTML has no query string: it always shows All.
    const html = await (await request.get('/blog?type=guide')).text();
    expect(html.match(/<time /g)?.length).toBe(12);

    const problems = trackProblems(page);
    await openHub(page, '?type=guide');
    await expect(cards(page)).toHaveCount(3);
    expect(await pressedChips(page)).toEqual(['Guides']);
    await page.reload();
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(3);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    await openHub(page, '?type=podcast');
    await expect(cards(page)).toHaveCount(12);
    expect(await pressedChips(page)).toEqual(['All']);
  });

  test('the Videos and Business Numbers chips lead to their pages', async ({page}) => {
    await openHub(page);
    const chips = page.getByRole('group', {name: 'Filter the Growth Hub by content type'});
    await expect(chips.getByRole('button')).toHaveCount(6);
    await chips.getByRole('link', {name: 'Videos'}).click();
    await expect(page).toHaveURL(/\/how-it-works$/);

    await openHub(page);
    await chips.getByRole('link', {name: 'Business Numbers'}).click();
    await expect(page).toHaveURL(/\/business-numbers$/);
  });

  test('an article card opens the article, and its back button returns to the hub', async ({
    page,
  }) => {
    await openHub(page, '?type=article');
    await cards(page).getByRole('link', {name: 'The Hero Spreadsheet', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/hero-spreadsheet$/);
    await expect(page.locator('h1')).toHaveText('The Hero Spreadsheet');
    await page.getByRole('link', {name: 'Back to Growth Hub'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(12);
  });
});

test.describe('Growth Hub at phone width (375 px), keyboard only', () => {
  test.use({viewport: {width: 375, height: 740}});

  /** Presses Tab until the focused element matches, failing after `limit` presses. */
  async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 60) {
    for (let presses = 0; presses < limit; presses += 1) {
      await page.keyboard.press('Tab');
      const found = await page.evaluateHandle(() => document.activeElement);
      if (await found.evaluate(matches)) return;
    }
    throw new Error('focus never reached the element');
  }

  test('filters with the keyboard and opens an article, then returns to the hub', async ({
    page,
  }) => {
    await openHub(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await tabTo(page, (element) => element.textContent?.startsWith('Articles') === true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?type=article$/);
    await expect(cards(page)).toHaveCount(3);
    await page.keyboard.press('Space');
    await expect(cards(page)).toHaveCount(12);
    await page.keyboard.press('Space');
    await expect(cards(page)).toHaveCount(3);

    await tabTo(page, (element) => element.getAttribute('href')?.startsWith('/blog/') === true);
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await tabTo(page, (element) => element.textContent === 'Back to Growth Hub');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
  });
});
