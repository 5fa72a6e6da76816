import {expect, type Locator, type Page} from '@playwright/test';

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
