import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {
  holdSearchIndex,
  searchBox,
  searchFor,
  suggestions,
  suggestionsArrival,
  suggestionsTakenIn,
} from './support/search';
import {trackProblems, switchColorMode, waitForHydration} from './support/site';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('search box', () => {
  test('suggests pages with their section and the match marked; arrows and Enter open one, offline', async ({
    page,
  }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await open(page, '/');
    const options = await searchFor(page, 'breakeven');
    const first = options.first();
    await expect(first).toContainText('Breakeven Price');
    await expect(first).toContainText('Business Numbers');
    await expect(first.locator('mark').first()).toHaveText(/breakeven/i);
    await expect(options.last()).toHaveText(/See all results for “breakeven”/);

    // The first suggestion is chosen; the arrows move down and wrap round.
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/business-numbers\/breakeven-price$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Breakeven Price');
    expect(external, 'requests leaving the machine').toEqual([]);
  });

  test('offline, the box says the results page needs a connection and keeps the visitor there', async ({
    page,
    context,
  }) => {
    await open(page, '/pricing');
    // Offline before search has loaded: nothing can be fetched.
    await context.setOffline(true);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('churn');
    const status = page.getByRole('search').getByRole('status');
    await expect(status).toContainText('needs a connection');
    await expect(suggestions(page).last()).toHaveText(/results page needs a connection/);
    await expect(suggestions(page).last()).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    // A click on it does nothing either (it is marked disabled, so the click is forced).
    await suggestions(page).last().click({force: true});
    await expect(page).toHaveURL(/\/pricing$/);

    // Online again, search loads; offline once more, the suggestions still work but the
    // results page is not offered.
    await context.setOffline(false);
    await box.fill('');
    const options = await searchFor(page, 'churn');
    await expect(options.last()).toHaveText(/See all results for “churn”/);
    await context.setOffline(true);
    await box.press('End');
    await box.pressSequentially(' rate');
    await expect(options.last()).toHaveText(/results page needs a connection/);
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(status).toContainText('needs a connection');
  });

  test('a query that finds nothing offers the closest terms and the glossary', async ({page}) => {
    await open(page, '/');
    const search = page.getByPlaceholder('Search', {exact: true}).filter({visible: true});
    await search.click();
    await search.pressSequentially('chrnu');
    await expect(suggestions(page).filter({hasText: 'Browse the glossary'})).toBeVisible();
    await expect(suggestions(page).first()).toHaveText(/Closest term: Churn Rate/);
    await suggestions(page).filter({hasText: 'Browse the glossary'}).click();
    await expect(page).toHaveURL(/\/commercial-intelligence-glossary$/);
  });

  test('from the released edition, a term only the draft publishes is found, with its edition', async ({
    page,
  }) => {
    await open(page, '/business-numbers');
    const options = await searchFor(page, 'OEE');
    const draft = options.filter({hasText: 'Overall Equipment Effectiveness'}).first();
    await expect(draft).toContainText('2026 edition (draft)');
    await draft.click();
    await expect(page).toHaveURL(/\/next\/business-numbers\/overall-equipment-effectiveness$/);
  });

  test('a result naming a section of a guide lands on its heading', async ({page}) => {
    await open(page, '/');
    const options = await searchFor(page, 'Discounting as the default sales tool');
    await expect(options.first()).toContainText('› Discounting as the default sales tool');
    await options.first().click();
    await expect(page).toHaveURL(
      /\/pricing-strategy-distributors#discounting-as-the-default-sales-tool$/,
    );
    await expect(
      page.getByRole('heading', {name: 'Discounting as the default sales tool'}),
    ).toBeInViewport();
  });

  test('nothing of search loads until the box is used', async ({page}) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) searchRequests.push(request.url());
    });
    await open(page, '/business-numbers');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    await searchBox(page).focus();
    await expect.poll(() => searchRequests.length).toBeGreaterThan(0);
    expect(searchRequests.every((url) => url.endsWith('/search-index/2025/suggest.json'))).toBe(
      true,
    );
  });

  test('Escape closes the suggestions, a click opens one, and the mouse can choose', async ({
    page,
  }) => {
    await open(page, '/pricing');
    const options = await searchFor(page, 'ROI calculator');
    await expect(options.first()).toContainText('Calculate Your ROI');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/\/calculate-roi$/);
  });

  test('"See all results" opens the results page for the query', async ({page}) => {
    await open(page, '/blog');
    const options = await searchFor(page, 'margin leak');
    await options.last().click();
    await expect(page).toHaveURL(/\/search\?q=margin\+leak$/);
    await expect(page.getByRole('searchbox', {name: 'Search for'})).toHaveValue('margin leak');
    await expect(page.getByRole('status').filter({hasText: 'results for'})).toContainText(
      /\d+ results for “margin leak”/,
    );
  });

  test('Arrow up from the first suggestion chooses "See all results"; Enter opens it', async ({
    page,
  }) => {
    await open(page, '/about');
    const options = await searchFor(page, 'cost to serve');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cost\+to\+serve$/);
  });

  test('the draft edition searches its own index, and its results stay in the draft', async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/'))
        indexRequests.push(new URL(request.url()).pathname);
    });
    await open(page, '/next/commercial-intelligence-glossary');
    const options = await searchFor(page, 'LTV');
    await expect(options.first()).toContainText('Customer Lifetime Value');
    await options.first().click();
    await expect(page).toHaveURL(/\/next\/business-numbers\/customer-lifetime-value$/);
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.every((path) => path.startsWith('/search-index/2026/'))).toBe(true);

    await searchFor(page, 'churn');
    await suggestions(page).last().click();
    await expect(page).toHaveURL(/\/search\?q=churn&edition=2026$/);
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', '/next/business-numbers/churn-rate');
  });

  for (const {from, query, to, layout} of [
    {
      from: '/next/commercial-intelligence-glossary',
      query: 'LTV',
      to: '/next/business-numbers/customer-lifetime-value',
      layout: 'the same navbar',
    },
    {
      from: '/',
      query: 'LTV',
      to: '/business-numbers/customer-lifetime-value',
      layout: 'a new navbar',
    },
  ]) {
    test(`a visitor typing in the box while the next page loads keeps the box and the text (${layout})`, async ({
      page,
    }) => {
      await open(page, from);
      const options = await searchFor(page, query);
      // The next page's code is held back, as on a slow connection, until the visitor has
      // gone back to the box and started typing.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const heldScripts: string[] = [];
      await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
        heldScripts.push(route.request().url());
        await held;
        await route.continue();
      });
      await options.first().click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('chu');
      expect(heldScripts.length).toBeGreaterThan(0);
      release();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Customer Lifetime Value/);
      await expect(box).toBeFocused();
      await box.pressSequentially('rn');
      await expect(box).toHaveValue('churn');
      await expect(suggestions(page).first()).toContainText('Churn Rate');
    });
  }

  test('a result under a heading leads to its anchor', async ({page}) => {
    await open(page, '/');
    const options = await searchFor(page, 'value based pricing');
    await expect(options.first()).toContainText(
      'Commercial Intelligence Glossary › Value-Based Pricing',
    );
    await options.first().click();
    await expect(page).toHaveURL(/\/commercial-intelligence-glossary#value-based-pricing$/);
  });

  test('works on a phone: the box opens over the navbar, suggestions fit the screen', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await open(page, '/business-numbers');
    const options = await searchFor(page, 'DSO');
    await expect(options.first()).toContainText('Days Sales Outstanding');
    const box = await page.getByRole('listbox', {name: 'Search suggestions'}).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    await options.first().click();
    await expect(page).toHaveURL(/\/business-numbers\/days-sales-outstanding$/);
  });

  test('Ctrl+K and "/" call up the box; "/" in a text field is typed', async ({page}) => {
    await open(page, '/calculate-roi');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    const revenue = page.getByLabel('Annual Revenue ($)');
    await revenue.click();
    await page.keyboard.press('/');
    await expect(revenue).toBeFocused();
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
  });

  test('tabbing past the search box while its index loads leaves focus where the visitor went', async ({
    page,
    context,
  }) => {
    // Hold the index back until the visitor has moved on.
    const index = await holdSearchIndex(context);
    await open(page, '/calculate-roi');
    const search = searchBox(page);
    await search.focus();
    await page.keyboard.press('Tab');
    const revenue = page.getByLabel('Annual Revenue ($)');
    await revenue.click();

    const arrival = suggestionsArrival(page);
    index.release();
    await suggestionsTakenIn(page, arrival);
    await expect(revenue).toBeFocused();
    await page.keyboard.type('250');
    await expect(revenue).toHaveValue('250');
    await expect(search).toHaveValue('');

    // The visitor can still call up the search box: with its shortcut, and with a click.
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await revenue.click();
    await search.click();
    await expect(search).toBeFocused();
  });

  test('tabbing straight through the page while the index loads never lands back in search', async ({
    page,
    context,
  }) => {
    const index = await holdSearchIndex(context);
    await open(page, '/blog');
    const search = searchBox(page);
    await search.focus();
    // Keep tabbing, quickly, while the index arrives in the middle.
    const arrival = suggestionsArrival(page);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      if (step === 3) index.release();
    }
    await suggestionsTakenIn(page, arrival);
    await expect(search).not.toBeFocused();
  });
});

test.describe('search results page', () => {
  const results = (page: Page) => page.getByRole('main').getByRole('listitem');
  const filter = (page: Page, name: RegExp) =>
    page.getByRole('group', {name: 'Filter results by section'}).getByRole('button', {name});

  test('reads the query after hydration, filters by section and keeps both in the address', async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await open(page, '/search?q=margin');
    const input = page.getByRole('searchbox', {name: 'Search for'});
    await expect(input).toHaveValue('margin');
    await expect(results(page).first()).toBeVisible();

    await filter(page, /^Glossary \d+$/).click();
    await expect(filter(page, /^Glossary \d+$/)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/search\?q=margin&section=glossary$/);
    for (const item of await results(page).all()) await expect(item).toContainText('Glossary');

    await input.fill('breakeven');
    await expect(page).toHaveURL(/\/search\?q=breakeven&section=glossary$/);
    await filter(page, /^All \d+$/).click();
    await expect(page).toHaveURL(/\/search\?q=breakeven$/);
    await expect(results(page).first().getByRole('link')).toHaveAttribute(
      'href',
      '/business-numbers/breakeven-price',
    );
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('finds phrases of the pages text', async ({page}) => {
    await open(page, '/search?q=realised%20price%20divided%20by%20list%20price');
    const first = results(page).first();
    // The draft's term page says it in its definition (the released glossary says it too).
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      '/next/business-numbers/price-realisation#definition',
    );
    await expect(first.locator('mark').first()).toBeVisible();
  });

  test('is usable with the keyboard alone', async ({page}) => {
    await open(page, '/search?q=template');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search for'}).focus();
    await page.keyboard.press('Tab');
    await expect(filter(page, /^All \d+$/)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/section=/);
    // The list is final once the full text has been searched too (it may reorder until then).
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/ in .+\.$/);
    const link = results(page).first().getByRole('link');
    await link.focus();
    const href = await link.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[?#]/g, '\\$&') ?? ''}$`));
  });

  test('has no axe violations in light and dark mode', async ({page}) => {
    await open(page, '/search?q=churn');
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page), 'light').toEqual([]);
    await switchColorMode(page, 'dark');
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page), 'dark').toEqual([]);
  });

  test('with the suggestions open, the box passes axe too', async ({page}) => {
    await open(page, '/business-numbers');
    await searchFor(page, 'margin');
    expect(await axeViolations(page), 'light').toEqual([]);
  });

  test('an unknown edition or section in the address searches the released edition, all sections', async ({
    page,
  }) => {
    await open(page, '/search?q=churn&edition=1999&section=nothing');
    await expect(results(page).first().getByRole('link')).toHaveAttribute(
      'href',
      '/business-numbers/churn-rate',
    );
    await expect(filter(page, /^All \d+$/)).toHaveAttribute('aria-pressed', 'true');
  });
});
