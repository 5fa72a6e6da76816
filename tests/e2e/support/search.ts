import {expect, type BrowserContext, type Locator, type Page} from '@playwright/test';

/** Types `text` into the site search box and waits for the result list; returns its options. */
export async function searchFor(page: Page, text: string): Promise<Locator> {
  // A textbox until focused, a combobox once the search index has loaded.
  const search = page.getByPlaceholder('Search', {exact: true}).filter({visible: true});
  await search.click();
  await search.pressSequentially(text, {delay: 20});
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  return options;
}

/**
 * Holds the search index back, as on a slow connection, until `release()` is called. The
 * index is fetched by the search plugin's web worker, so the route is set on the context.
 * `served()` tells whether it has been delivered since.
 */
export async function holdSearchIndex(
  context: BrowserContext,
): Promise<{release: () => void; served: () => boolean}> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let served = false;
  await context.route(/\/search-index\.json(\?|$)/, async (route) => {
    await held;
    await route.continue();
    served = true;
  });
  return {release: () => release(), served: () => served};
}
