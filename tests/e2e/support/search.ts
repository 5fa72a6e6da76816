import {expect, type BrowserContext, type Locator, type Page} from '@playwright/test';

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

/**
 * Holds the search box's suggestions files back, as on a slow connection, until `release()`
 * is called. `served()` tells whether one has been delivered since.
 */
export async function holdSearchIndex(
  context: BrowserContext,
): Promise<{release: () => void; served: () => boolean}> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let served = false;
  await context.route(/\/search-index\/[^/]+\/suggest\.json(\?|$)/, async (route) => {
    await held;
    await route.continue();
    served = true;
  });
  return {release: () => release(), served: () => served};
}
