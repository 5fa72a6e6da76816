import {expect, test} from '@playwright/test';
import {DRAFT} from '../../src/data/editions';
import {trackProblems, waitForHydration} from './support/site';

// Firefox and WebKit are checked in tests/engines; this is Chromium's clipboard.
test('"Cite this page" copies the reference and the BibTeX entry', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = trackProblems(page);
  await page.goto(`${DRAFT.prefix}/business-numbers/churn-rate`);
  await waitForHydration(page);
  const cite = page.getByRole('region', {name: 'Cite this page'});
  const reference = await cite.locator('[data-cite="apa"]').innerText();
  expect(reference).toContain(`/${DRAFT.name}/business-numbers/churn-rate`);

  await cite.getByRole('button', {name: 'Copy reference'}).click();
  await expect(cite.getByRole('status').first()).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  await expect(cite.getByRole('button', {name: 'Copy BibTeX'})).toBeHidden();
  await cite.getByText('BibTeX', {exact: true}).click();
  await cite.getByRole('button', {name: 'Copy BibTeX'}).click();
  const bibtex = await cite.locator('[data-cite="bibtex"]').textContent();
  expect(bibtex).toMatch(/^@misc\{/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bibtex);
  expect(problems).toEqual({consoleErrors: [], pageErrors: []});
});
