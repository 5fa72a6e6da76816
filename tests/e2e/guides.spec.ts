import {expect, test, type Page} from '@playwright/test';
import {SITE_URL, waitForHydration} from './support/site';

async function open(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), `${route} status`).toBe(200);
  await waitForHydration(page);
}

// What the guides and hubs say and link (their links, structured data, FAQ, length, back
// links, modules) is checked over the built HTML in tests/built/guides.test.ts; here, what
// needs a browser: navigation, the redirect, scrolling, and site search.

test('the commercial-intelligence comparison back link opens the guide', async ({page}) => {
  await open(page, '/commercial-intelligence-comparison');
  await page.getByRole('link', {name: 'Back to the Commercial Intelligence Guide'}).click();
  await expect(page).toHaveURL(/\/commercial-intelligence-guide$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'The Commercial Intelligence Guide',
  );
});

test.describe('voice search guide', () => {
  test('the second path redirects to the canonical route', async ({page}) => {
    await page.goto('/voice-search-optimization-guide');
    await expect(page).toHaveURL(/\/voice-search-guide$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('The Voice Search Guide');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/voice-search-guide`,
    );
  });
});

test.describe('comparison table', () => {
  test('scrolls sideways on a phone and can be scrolled from the keyboard', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await open(page, '/commercial-intelligence-comparison');
    const region = page.getByRole('region', {name: /compared with traditional BI/});
    await region.focus();
    await expect(region).toBeFocused();
    const scrollable = await region.evaluate(
      (element) => element.scrollWidth > element.clientWidth,
    );
    expect(scrollable).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test('Start Module opens the first lesson, whose back link returns to the hub', async ({page}) => {
  await open(page, '/commercial-intelligence-101');
  await page.getByRole('link', {name: 'Start Module: What Is Commercial Intelligence?'}).click();
  await expect(page).toHaveURL(/\/commercial-intelligence-101\/what-is-commercial-intelligence$/);
  await expect(page.getByText('Module 1 of 4')).toBeVisible();
  await page.getByRole('link', {name: 'Back to Commercial Intelligence 101'}).click();
  await expect(page).toHaveURL(/\/commercial-intelligence-101$/);
});

test('the draft edition moves between its hub modules within the draft', async ({page}) => {
  await open(page, '/next/commercial-intelligence-101');
  await page.getByRole('link', {name: 'Start Module: What Is Commercial Intelligence?'}).click();
  await expect(page).toHaveURL(
    /\/next\/commercial-intelligence-101\/what-is-commercial-intelligence$/,
  );
  await page.getByRole('link', {name: /Next module/}).click();
  await expect(page).toHaveURL(/\/next\/commercial-intelligence-101\/reading-your-margin$/);
});
