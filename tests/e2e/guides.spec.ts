import {expect, test, type Page} from '@playwright/test';
import {SITE_URL, waitForHydration} from './support/site';

/** Page structured data types in the head (JSON-LD). */
async function ldTypes(page: Page): Promise<string[]> {
  return page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const parsed = JSON.parse(script.textContent ?? '{}') as {'@type'?: string | string[]};
      return ([] as string[]).concat(parsed['@type'] ?? []);
    }),
  );
}

async function open(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), `${route} status`).toBe(200);
  await waitForHydration(page);
}

const article = (page: Page) => page.locator('article');

interface GuideCase {
  readonly route: string;
  readonly h1: string;
  /** The links the specification lists for the page (spec 001 section 2.5). */
  readonly links: readonly string[];
  readonly structuredData: readonly string[];
  /** Number of FAQ questions, when the page has an FAQ. */
  readonly faq?: number;
  /** A phrase from the body that site search must find. */
  readonly phrase: string;
}

const GUIDES: readonly GuideCase[] = [
  {
    route: '/commercial-intelligence-guide',
    h1: 'The Commercial Intelligence Guide',
    links: ['/demo', '/book-call'],
    structuredData: ['Article', 'FAQPage'],
    faq: 7,
    phrase: 'three spreadsheets and a debate',
  },
  {
    route: '/margin-leaks-guide',
    h1: 'The Margin Leaks Guide',
    links: ['/demo', '/calculate-roi', '/book-call'],
    structuredData: ['Article', 'FAQPage'],
    faq: 5,
    phrase: 'quote-to-invoice reconciliation',
  },
  {
    route: '/customer-profitability-guide',
    h1: 'The Customer Profitability Guide',
    links: ['/demo', '/customer-profitability-calculator', '/book-call'],
    structuredData: ['HowTo', 'FAQPage'],
    faq: 6,
    phrase: 'revenue rankings mislead',
  },
  {
    route: '/voice-search-guide',
    h1: 'The Voice Search Guide',
    links: ['/book-call'],
    structuredData: ['Article', 'FAQPage'],
    faq: 4,
    phrase: 'spoken questions differ from typed ones',
  },
  {
    route: '/commercial-intelligence-comparison',
    h1: 'MarginScope vs Traditional BI, Power BI and Tableau',
    links: ['/book-call', '/demo'],
    structuredData: ['Article'],
    phrase: 'where each option fits',
  },
  {
    route: '/what-causes-margin-leaks',
    h1: 'What Causes Margin Leaks?',
    links: [
      '/margin-leaks-guide',
      '/customer-profitability-guide',
      '/margin-audit-toolkit',
      '/demo',
      '/book-call',
    ],
    structuredData: ['Article'],
    phrase: 'operational and data slippage',
  },
  {
    route: '/pricing-strategy-distributors',
    h1: 'What Pricing Strategy Works for Distributors?',
    links: [
      '/customer-profitability-calculator',
      '/pricing-strategy-worksheet',
      '/industry-use-cases',
    ],
    structuredData: ['Article'],
    phrase: 'tie volume discounts to real volume',
  },
];

for (const guide of GUIDES) {
  test.describe(guide.route, () => {
    test('carries the links the specification lists, and its structured data', async ({page}) => {
      await open(page, guide.route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(guide.h1);
      for (const href of guide.links) {
        await expect(article(page).locator(`a[href="${href}"]`).first(), href).toBeVisible();
      }
      await expect
        .poll(() => ldTypes(page))
        .toEqual(expect.arrayContaining([...guide.structuredData]));
      if (guide.faq !== undefined) {
        await expect(article(page).locator('button[aria-expanded]')).toHaveCount(guide.faq);
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${guide.route}`,
      );
    });

    test('is a substantial guide of 1,200 words or more', async ({page}) => {
      await open(page, guide.route);
      const text = (await article(page).textContent()) ?? '';
      const words = text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
      expect(words).toBeGreaterThanOrEqual(1200);
    });
  });
}

test('every guide but the comparison page leads back to the home page', async ({page}) => {
  for (const guide of GUIDES) {
    await open(page, guide.route);
    const back = page.getByRole('link', {name: 'Back to Home'});
    if (guide.route === '/commercial-intelligence-comparison') {
      await expect(back).toHaveCount(0);
      await expect(
        page.getByRole('link', {name: 'Back to the Commercial Intelligence Guide'}),
      ).toHaveAttribute('href', '/commercial-intelligence-guide');
    } else {
      await expect(back, guide.route).toHaveAttribute('href', '/');
    }
  }
  await page.getByRole('link', {name: 'Back to Home'}).click();
  await expect(page).toHaveURL(/\/$/);
});

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

  test('the redirect page names the canonical route, for clients without JavaScript', async ({
    request,
  }) => {
    const response = await request.get('/voice-search-optimization-guide');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/voice-search-guide">`);
    expect(html).toMatch(/http-equiv="refresh" content="0; url=\/voice-search-guide"/);
  });

  test('has regional keyword cards for four regions and speakable answers', async ({page}) => {
    await open(page, '/voice-search-guide');
    for (const region of ['United States', 'United Kingdom', 'Canada', 'Australia']) {
      await expect(article(page).getByRole('heading', {level: 3, name: region})).toBeVisible();
    }
    const speakable = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
          .find((data) => data['@type'] === 'Article'),
      );
    const selector = (speakable?.speakable as {cssSelector: string[]}).cssSelector[0] ?? '';
    await expect(page.locator(selector)).toHaveCount(5);
  });
});

test.describe('comparison table', () => {
  test('is a captioned table with scoped column and row headers', async ({page}) => {
    await open(page, '/commercial-intelligence-comparison');
    const table = page.getByRole('table', {
      name: 'MarginScope compared with traditional BI, Power BI and Tableau on seven features',
    });
    await expect(table).toBeVisible();
    await expect(table.locator('caption')).toHaveCount(1);
    await expect(table.locator('thead th[scope="col"]')).toHaveText([
      'Feature',
      'MarginScope',
      'Traditional BI',
      'Power BI',
      'Tableau',
    ]);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(7);
    await expect(table.locator('tbody tr')).toHaveCount(7);
    await expect(table.locator('tbody td')).toHaveCount(28);
  });

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

  test('shows impact cards for 4 industries and marks the first cost card Recommended', async ({
    page,
  }) => {
    await open(page, '/commercial-intelligence-comparison');
    for (const industry of ['Distribution', 'Manufacturing', 'Wholesale', 'Construction']) {
      await expect(article(page).getByRole('heading', {level: 3, name: industry})).toBeVisible();
    }
    const recommended = article(page).getByText('Recommended', {exact: true});
    await expect(recommended).toHaveCount(1);
    // The Recommended badge sits on the first total-cost card, the product's own.
    const firstCostCard = article(page)
      .locator('li')
      .filter({has: page.getByRole('heading', {level: 3, name: 'MarginScope'})});
    await expect(firstCostCard.getByText('Recommended', {exact: true})).toBeVisible();
  });
});

const HUBS = [
  {
    route: '/commercial-intelligence-101',
    h1: 'Commercial Intelligence 101',
    back: 'Back to Commercial Intelligence 101',
    modules: [
      ['what-is-commercial-intelligence', 'What Is Commercial Intelligence?'],
      ['reading-your-margin', 'Reading Your Margin: Price, Volume, Mix and Cost'],
      ['customer-and-product-profitability', 'Customer and Product Profitability'],
      ['from-insight-to-action', 'From Insight to Action: Pricing Governance'],
    ],
    links: ['/book-call'],
  },
  {
    route: '/industry-use-cases',
    h1: 'Industry Use Cases',
    back: 'Back to Industry Use Cases',
    modules: [
      ['distribution-price-realisation', 'Distribution: Holding Price Across Thousands of SKUs'],
      ['manufacturing-true-cost-quoting', 'Manufacturing: Quoting on True Cost'],
      ['wholesale-channel-margins', 'Wholesale: Channel Margins, Concentration and Dead Stock'],
      ['construction-project-margin', 'Construction: Protecting Project Margin'],
    ],
    links: [
      '/book-call',
      '/demo',
      '/manufacturing-commercial-intelligence',
      '/distribution-commercial-intelligence',
      '/wholesale-commercial-intelligence',
    ],
  },
] as const;

for (const hub of HUBS) {
  test.describe(`educational hub ${hub.route}`, () => {
    test('has 3 benefit cards, 4 modules with difficulty and read time, and its links', async ({
      page,
    }) => {
      await open(page, hub.route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(hub.h1);
      await expect(page.getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/');
      const starts = page.getByRole('link', {name: /^Start Module/});
      await expect(starts).toHaveCount(4);
      for (const difficulty of ['Beginner', 'Intermediate', 'Advanced']) {
        await expect(article(page).getByText(difficulty, {exact: true}).first()).toBeVisible();
      }
      await expect(article(page).getByText(/^\d+ min read$/)).toHaveCount(4);
      for (const href of hub.links) {
        await expect(article(page).locator(`a[href="${href}"]`).first(), href).toBeVisible();
      }
    });

    for (const [index, [slug, title]] of hub.modules.entries()) {
      test(`Start Module opens module ${index + 1}, "${title}", and leads back`, async ({page}) => {
        await open(page, hub.route);
        await page.getByRole('link', {name: `Start Module: ${title}`}).click();
        await expect(page).toHaveURL(new RegExp(`${hub.route}/${slug}$`));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
        await expect(page.getByText(`Module ${index + 1} of 4`)).toBeVisible();
        const lesson = ((await article(page).textContent()) ?? '').split(/\s+/).length;
        expect(lesson).toBeGreaterThanOrEqual(400);
        await page.getByRole('link', {name: hub.back}).click();
        await expect(page).toHaveURL(new RegExp(`${hub.route}$`));
      });
    }
  });
}

test('the draft edition links its hub modules and guides within the draft', async ({page}) => {
  await open(page, '/next/commercial-intelligence-101');
  await page.getByRole('link', {name: 'Start Module: What Is Commercial Intelligence?'}).click();
  await expect(page).toHaveURL(
    /\/next\/commercial-intelligence-101\/what-is-commercial-intelligence$/,
  );
  await page.getByRole('link', {name: /Next module/}).click();
  await expect(page).toHaveURL(/\/next\/commercial-intelligence-101\/reading-your-margin$/);

  await open(page, '/next/what-causes-margin-leaks');
  await expect(article(page).locator('a[href="/next/margin-leaks-guide"]')).toHaveCount(1);
  await expect(article(page).locator('a[href="/margin-leaks-guide"]')).toHaveCount(0);
});

async function searchFor(page: Page, text: string) {
  // A textbox until focused, a combobox once the search index has loaded.
  const box = page.getByPlaceholder('Search', {exact: true}).filter({visible: true});
  await box.click();
  await box.pressSequentially(text, {delay: 10});
  return page.getByRole('listbox').getByRole('option');
}

for (const guide of GUIDES) {
  test(`site search finds ${guide.route} by a phrase from its body`, async ({page}) => {
    await open(page, '/');
    const options = await searchFor(page, guide.phrase);
    const hit = options.filter({hasText: guide.h1}).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${guide.route}(#.*)?$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(guide.h1);
  });
}
