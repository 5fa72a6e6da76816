import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/** The navbar's search box (a combobox), whichever layout the width gives. */
export function searchBox(page: Page): Locator {
  return page.getByRole('combobox', {name: 'Search the site'});
}

/** The suggestions, the last of which is "See all results for …". */
export function suggestions(page: Page): Locator {
  return page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option');
}

/** Types `text` into the site search box and waits for a suggestion; returns the options. */
export async function searchFor(page: Page, text: string): Promise<Locator> {
  const search = page.getByPlaceholder('Search', {exact: true}).filter({visible: true});
  await search.click();
  await search.pressSequentially(text, {delay: 20});
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({hasNotText: /^See all results for/}).first()).toBeVisible();
  return options;
}

/** The search box's suggestions file, in either edition. */
const SUGGEST_FILE = /\/search-index\/[^/]+\/suggest\.json(\?|$)/;

/** Holds the search box's suggestions files back, as on a slow connection, until `release()`. */
export async function holdSearchIndex(context: BrowserContext): Promise<{release: () => void}> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(SUGGEST_FILE, async (route) => {
    await held;
    await route.continue();
  });
  return {release: () => release()};
}

/**
 * Waits until `page` has received the whole suggestions file and rendered what follows from
 * it (the file is read as soon as it arrives; two animation frames later the page has drawn
 * the result), so that what the index's arrival might have changed can be checked.
 */
export async function suggestionsTakenIn(page: Page, arrival: Promise<Response>): Promise<void> {
  const response = await arrival;
  await response.finished();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/** The response of the suggestions file, to pass to `suggestionsTakenIn`: call before release. */
export function suggestionsArrival(page: Page): Promise<Response> {
  return page.waitForResponse(SUGGEST_FILE);
}
