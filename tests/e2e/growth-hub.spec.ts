import {expect, test, type Locator, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {trackProblems, useColorMode, waitForHydration} from './support/site';

/** The three articles, and exactly the links spec 001 section 2.2 gives each one. */
const ARTICLES = [
  {
    slug: 'pricing-model-from-hell',
    title: 'The Pricing Model From Hell',
    links: [
      '/business-numbers/gross-margin-per-product',
      '/business-numbers/customer-tier',
      '/business-numbers/price-override-frequency',
      '/business-numbers/breakeven-price',
      '/book-call',
    ],
  },
  {
    slug: 'hero-spreadsheet',
    title: 'The Hero Spreadsheet',
    links: [
      '/business-numbers/customer-lifetime-value',
      '/business-numbers/average-order-value',
      '/business-numbers/contribution-margin',
      '/business-numbers/customer-tier',
      '/demo',
      '/book-call',
      '/blog/pricing-model-from-hell',
      '/business-numbers',
    ],
  },
  {
    slug: 'margin-leak',
    title: 'The Margin Leak Nobody Saw',
    links: ['/book-call', '/blog/hero-spreadsheet', '/business-numbers'],
  },
] as const;

/** Filter chips: label, content type (the URL value) and how many cards each shows. */
const FILTER_CHIPS = [
  {label: 'Articles', type: 'article', card: 'Article', count: 3},
  {label: 'Guides', type: 'guide', card: 'Guide', count: 3},
  {label: 'Educational Hubs', type: 'educational-hub', card: 'Educational Hub', count: 2},
  {label: 'Question-Based', type: 'question-content', card: 'Question', count: 2},
  {label: 'Growth Kits', type: 'growth-kit', card: 'Growth Kit', count: 2},
] as const;

/** Where every card leads (spec 000 section 2, /blog, card links). */
const CARD_TARGETS: Record<string, string> = {
  'The Pricing Model From Hell': '/blog/pricing-model-from-hell',
  'The Hero Spreadsheet': '/blog/hero-spreadsheet',
  'The Margin Leak Nobody Saw': '/blog/margin-leak',
  'The Complete Guide to Commercial Intelligence': '/commercial-intelligence-guide',
  'Customer Profitability Analysis Guide': '/customer-profitability-guide',
  'Margin Leaks: Detection and Prevention Guide': '/margin-leaks-guide',
  'Commercial Intelligence 101': '/commercial-intelligence-101',
  'Industry Use Cases': '/industry-use-cases',
  'What Causes Margin Leaks?': '/what-causes-margin-leaks',
  'What Pricing Strategy Works Best for Distributors?': '/pricing-strategy-distributors',
  'Margin Audit Toolkit': '/margin-audit-toolkit',
  'Commercial Dashboard Kit': '/commercial-dashboard-kit',
};

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

/** The destination of a card: its title link, or a growth kit's Access Kit button. */
async function cardHref(card: Locator): Promise<string | null> {
  const kit = card.getByRole('link', {name: /^Access Kit/});
  if ((await kit.count()) > 0) return kit.getAttribute('href');
  return card.getByRole('heading', {level: 2}).getByRole('link').getAttribute('href');
}

async function pressedChips(page: Page): Promise<string[]> {
  return page
    .locator('[aria-pressed="true"]')
    .evaluateAll((buttons) => buttons.map((button) => button.firstChild?.textContent ?? ''));
}

test.describe('Growth Hub at /blog', () => {
  test('shows every item under All, with its back button, Business Numbers card and call button', async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await openHub(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Growth Hub');
    await expect(cards(page)).toHaveCount(12);
    expect(await pressedChips(page)).toEqual(['All']);
    await expect(page.getByRole('status')).toHaveText('Showing all 12 items');

    await expect(page.getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/');
    const numbers = page.getByRole('region', {name: 'Master B2B Business Numbers'});
    await expect(numbers.getByRole('link', {name: 'Explore Business Numbers'})).toHaveAttribute(
      'href',
      '/business-numbers',
    );
    await expect(page.getByRole('link', {name: 'Book a Strategy Call'})).toHaveAttribute(
      'href',
      '/book-call',
    );
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Growth Hub'}),
    ).toHaveAttribute('aria-current', 'page');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

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
      await expect(page.getByRole('status')).toContainText(`Showing ${count} `);
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
    await useColorMode(page, 'dark');
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

  test('every card leads where the specification says', async ({page}) => {
    await openHub(page);
    const found: Record<string, string | null> = {};
    for (const card of await cards(page).all()) {
      const title = (await card.getByRole('heading', {level: 2}).textContent()) ?? '';
      found[title] = await cardHref(card);
    }
    expect(found).toEqual(CARD_TARGETS);
    for (const card of await cards(page).all()) {
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    const kits = cards(page).filter({hasText: /^Growth Kit · /});
    await expect(kits).toHaveCount(2);
    await expect(kits.filter({hasText: 'Margin Audit Toolkit'})).toContainText('847 downloads');
    await expect(kits.filter({hasText: 'Commercial Dashboard Kit'})).toContainText('934 downloads');
  });

  test('every card, chip and button on the hub opens a page that exists', async ({
    page,
    request,
  }) => {
    await openHub(page);
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const targets = [...new Set(hrefs)].sort();
    expect(targets).toEqual(
      expect.arrayContaining([
        ...Object.values(CARD_TARGETS),
        '/',
        '/book-call',
        '/business-numbers',
        '/how-it-works',
      ]),
    );
    const missing: string[] = [];
    for (const target of targets) {
      const response = await request.get(target);
      if (response.status() !== 200) missing.push(`${target} (${response.status()})`);
    }
    expect(missing, 'links to pages that are not built').toEqual([]);
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

test.describe('Growth Hub articles', () => {
  for (const article of ARTICLES) {
    test(`/blog/${article.slug}: back button, exactly the listed links, author, date, reading time`, async ({
      page,
    }) => {
      const problems = trackProblems(page);
      await page.goto(`/blog/${article.slug}`);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(article.title);
      await expect(page.getByRole('link', {name: 'Back to Growth Hub'})).toHaveAttribute(
        'href',
        '/blog',
      );

      const body = page.locator('#__blog-post-container');
      const links = await body
        .locator('a[href]')
        .evaluateAll((anchors) =>
          anchors
            .map((anchor) => anchor.getAttribute('href') ?? '')
            .filter((h) => !h.startsWith('#')),
        );
      expect([...new Set(links)].sort()).toEqual([...article.links].sort());

      const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
      expect(words, 'words in the article').toBeGreaterThanOrEqual(800);

      const header = page.locator('article header');
      await expect(header.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ 2025$/);
      await expect(header).toContainText(/\d+ min read/);
      await expect(header.locator('a[href^="/blog/authors/"]').first()).toBeVisible();
      await expect(page.getByRole('link', {name: 'Chaos Moments'})).toHaveAttribute(
        'href',
        '/blog/tags/chaos-moments',
      );

      const posting = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
            .find((data) => data['@type'] === 'BlogPosting'),
        );
      expect(posting?.headline).toBe(article.title);
      expect(posting?.datePublished).toMatch(/^2025-/);
      expect(posting?.author).toBeTruthy();

      await page.getByRole('link', {name: 'Back to Growth Hub'}).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator('h1')).toHaveText('Growth Hub');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('the tag and author pages list the articles and link to them', async ({page}) => {
    await page.goto('/blog/tags/chaos-moments');
    await waitForHydration(page);
    for (const article of ARTICLES) {
      await expect(
        page.getByRole('heading', {level: 2}).getByRole('link', {name: article.title}),
      ).toHaveAttribute('href', `/blog/${article.slug}`);
    }

    await page.goto('/blog/pricing-model-from-hell');
    await page.getByRole('link', {name: 'Commercial Strategy Team'}).first().click();
    await expect(page).toHaveURL(/\/blog\/authors\/strategy-team$/);
    await expect(page.locator('h1')).toHaveText(/Commercial Strategy Team/);
    await expect(page.locator('article')).toHaveCount(2);

    await page.goto('/blog/authors');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: 'Margin Analytics Team'}).first()).toHaveAttribute(
      'href',
      '/blog/authors/analytics-team',
    );
    await page.goto('/blog/tags');
    await expect(page.getByRole('link', {name: /Chaos Moments/})).toHaveAttribute(
      'href',
      '/blog/tags/chaos-moments',
    );
  });
});

test.describe('Growth Hub feeds', () => {
  test('the hub and the articles link both feeds from the page head', async ({page}) => {
    for (const route of ['/blog', '/blog/margin-leak']) {
      await page.goto(route);
      const head = page.locator('head');
      await expect(
        head.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/blog/rss.xml');
      await expect(
        head.locator('link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute('href', '/blog/atom.xml');
    }
  });

  for (const feed of [
    {path: '/blog/rss.xml', root: 'rss', item: 'channel > item', link: 'link'},
    {path: '/blog/atom.xml', root: 'feed', item: 'entry', link: 'link'},
  ]) {
    test(`${feed.path} is well-formed XML listing the three articles`, async ({page, request}) => {
      const response = await request.get(feed.path);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto('/blog');
      const parsed = await page.evaluate(
        ({text, item, link}) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
          const items = Array.from(doc.querySelectorAll(item)).map((entry) => {
            const linkElement = entry.querySelector(link);
            return {
              title: entry.querySelector('title')?.textContent ?? '',
              link: linkElement?.getAttribute('href') ?? linkElement?.textContent ?? '',
            };
          });
          return {error, root: doc.documentElement.localName, items};
        },
        {text: xml, item: feed.item, link: feed.link},
      );
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe(feed.root);
      expect(parsed.items.map((entry) => entry.title).sort()).toEqual(
        ARTICLES.map((article) => article.title).sort(),
      );
      expect(parsed.items.map((entry) => new URL(entry.link).pathname).sort()).toEqual(
        ARTICLES.map((article) => `/blog/${article.slug}`).sort(),
      );
    });
  }
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

  test('the hub and every article fit the screen without sideways scrolling', async ({page}) => {
    for (const route of ['/blog', ...ARTICLES.map((article) => `/blog/${article.slug}`)]) {
      await page.goto(route);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        route,
      ).toBeLessThanOrEqual(375);
    }
  });
});
