import {expect, test, type Page} from '@playwright/test';
import {DRAFT, RELEASED} from '../../src/data/editions';
import {trackProblems, waitForHydration} from './support/site';

// What the what-changed pages, the term notes and the not-in-edition pages say is checked over
// the built HTML (tests/built/edition-changes.test.ts); here, what the edition menu does.

const DRAFT_ONLY = DRAFT.content.TERMS.terms.find(
  (entry) => !RELEASED.content.TERMS.has(entry.slug),
);
const SHARED = DRAFT.content.TERMS.terms.find((entry) => RELEASED.content.TERMS.has(entry.slug));

/** Opens the edition menu and follows the entry of the edition named `name`. */
async function chooseEdition(page: Page, name: string): Promise<void> {
  const menu = page.locator('.navbar__items .dropdown').filter({hasText: /edition/});
  await menu.hover();
  await menu.getByRole('link', {name: new RegExp(`^${name} edition`)}).click();
}

test('from a draft-only term, the edition menu says the released edition lacks it, and leads back', async ({
  page,
}) => {
  test.skip(!DRAFT_ONLY, 'the draft adds no term');
  const term = DRAFT_ONLY as NonNullable<typeof DRAFT_ONLY>;
  const problems = trackProblems(page);
  const termUrl = `${DRAFT.prefix}/business-numbers/${term.slug}`;
  await page.goto(termUrl);
  await waitForHydration(page);

  await chooseEdition(page, RELEASED.name);
  await expect(page).toHaveURL(
    new RegExp(`${RELEASED.prefix}/not-in-this-edition/business-numbers/${term.slug}$`),
  );
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    `${term.title} is not in the ${RELEASED.name} edition`,
  );
  // Never another term: the released edition's index is offered, not opened.
  await expect(page.getByRole('link', {name: 'Business Numbers', exact: true})).toHaveAttribute(
    'href',
    `${RELEASED.prefix}/business-numbers`,
  );
  await page.getByRole('main').getByRole('link', {name: /draft/}).click();
  await expect(page).toHaveURL(new RegExp(`${termUrl}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(term.title);
  expect(problems).toEqual({consoleErrors: [], pageErrors: []});
});

test('from a term both editions publish, the edition menu opens the same term', async ({page}) => {
  test.skip(!SHARED, 'the editions share no term');
  const term = SHARED as NonNullable<typeof SHARED>;
  await page.goto(`${DRAFT.prefix}/business-numbers/${term.slug}`);
  await waitForHydration(page);
  await chooseEdition(page, RELEASED.name);
  await expect(page).toHaveURL(new RegExp(`${RELEASED.prefix}/business-numbers/${term.slug}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    RELEASED.content.TERMS.term(term.slug).title,
  );
});
