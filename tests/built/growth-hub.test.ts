import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {GROWTH_HUB_STATIC_ITEMS, GROWTH_KITS} from '@site/src/data/growthHub';
import {cardTarget} from '@site/src/lib/growthHub/content';
import {
  BUILD_DIR,
  builtPage,
  hrefsOf,
  localHrefs,
  nameOf,
  structuredData,
  textOf,
  wordCount,
} from './support/html';
import {builtRoutes} from '../e2e/support/routes';

/** The three articles, and exactly the links the specification gives each one. */
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

describe('the Growth Hub at /blog, as served before any script runs', () => {
  const $ = builtPage('/blog');
  const cards = $('#growth-hub-items > ul > li');
  const itemCount = GROWTH_HUB_STATIC_ITEMS.length + ARTICLES.length;

  it('shows every item under All, with its back button, Business Numbers card and call button', () => {
    expect(cards.length).toBe(itemCount);
    expect(
      $('[aria-pressed="true"]')
        .toArray()
        .map((button) => textOf($(button).contents().first())),
    ).toEqual(['All']);
    expect(textOf($('[role="status"]'))).toBe(`Showing all ${itemCount} items`);
    expect(hrefsOf($, 'Back to Home', 'main')).toEqual(['/']);
    expect(hrefsOf($, 'Explore Business Numbers', 'main')).toEqual(['/business-numbers']);
    expect(hrefsOf($, 'Book a Strategy Call', 'main')).toEqual(['/book-call']);
    const current = $('nav[aria-label="Main"] a[aria-current="page"]')
      .toArray()
      .map((link) => nameOf($, link));
    expect(current).toEqual(['Growth Hub']);
  });

  it('sends each card where its item says, with a date, and the kits with their download counts', () => {
    const found = new Map(
      cards.toArray().map((card) => {
        const kit = $(card)
          .find('a')
          .filter((_, link) => nameOf($, link).startsWith('Access Kit'));
        const href = kit.length > 0 ? kit.attr('href') : $(card).find('h2 a').attr('href');
        return [textOf($(card).find('h2')), href];
      }),
    );
    for (const item of GROWTH_HUB_STATIC_ITEMS)
      expect(found.get(item.title)).toBe(cardTarget(item));
    for (const article of ARTICLES) expect(found.get(article.title)).toBe(`/blog/${article.slug}`);
    cards.each((_, card) => {
      expect($(card).find('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    for (const kit of GROWTH_KITS) {
      const card = cards.filter((_, element) => textOf($(element).find('h2')) === kit.title);
      expect(textOf(card)).toContain(kit.downloads);
    }
  });

  it('links only to pages that are built', () => {
    const built = new Set(builtRoutes());
    const missing = [...new Set(localHrefs($, 'main'))].filter(
      (href) => !built.has(href.replace(/[?#].*$/, '')),
    );
    expect(missing).toEqual([]);
  });

  it('links both feeds from the page head, as the articles do', () => {
    for (const route of ['/blog', '/blog/margin-leak']) {
      const page = builtPage(route);
      expect(page('head link[rel="alternate"][type="application/rss+xml"]').attr('href')).toBe(
        '/blog/rss.xml',
      );
      expect(page('head link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe(
        '/blog/atom.xml',
      );
    }
  });
});

describe.each(ARTICLES)('the article /blog/$slug', (article) => {
  const $ = builtPage(`/blog/${article.slug}`);

  it('has its title, the back button, exactly the listed links, and 800 words or more', () => {
    expect($('h1').length).toBe(1);
    expect(textOf($('h1'))).toBe(article.title);
    expect(hrefsOf($, 'Back to Growth Hub')).toEqual(['/blog']);
    const body = $('#__blog-post-container');
    const links = body
      .find('a[href]')
      .toArray()
      .map((link) => $(link).attr('href') ?? '')
      .filter((href) => !href.startsWith('#'));
    expect([...new Set(links)].sort()).toEqual([...article.links].sort());
    expect(wordCount(textOf(body))).toBeGreaterThanOrEqual(800);
  });

  it('names its date, reading time, author and category, also in its structured data', () => {
    const header = $('article header');
    expect(textOf(header.find('time'))).toMatch(/^\d{1,2} [A-Z][a-z]+ 2025$/);
    expect(textOf(header)).toMatch(/\d+ min read/);
    expect(header.find('a[href^="/blog/authors/"]').length).toBeGreaterThan(0);
    expect(hrefsOf($, 'Chaos Moments')).toContain('/blog/tags/chaos-moments');
    const posting = structuredData($).find((data) => data['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe(article.title);
    expect(posting?.datePublished).toMatch(/^2025-/);
    expect(posting?.author).toBeTruthy();
  });
});

describe('tag and author pages', () => {
  it('the category tag page lists and links every article', () => {
    const $ = builtPage('/blog/tags/chaos-moments');
    for (const article of ARTICLES) {
      expect(hrefsOf($, article.title, 'main')).toContain(`/blog/${article.slug}`);
    }
    expect(localHrefs(builtPage('/blog/tags'), 'main')).toContain('/blog/tags/chaos-moments');
  });

  it('each author has a page listing their articles, linked from the authors page and the articles', () => {
    expect(localHrefs(builtPage('/blog/pricing-model-from-hell'), 'article header')).toContain(
      '/blog/authors/strategy-team',
    );
    const team = builtPage('/blog/authors/strategy-team');
    expect(textOf(team('h1'))).toContain('Commercial Strategy Team');
    expect(team('main article').length).toBe(2);
    expect(hrefsOf(builtPage('/blog/authors'), 'Margin Analytics Team', 'main')).toContain(
      '/blog/authors/analytics-team',
    );
  });
});

describe.each([
  {file: 'blog/rss.xml', root: 'rss', item: 'channel > item'},
  {file: 'blog/atom.xml', root: 'feed', item: 'entry'},
])('the feed $file', (feed) => {
  const $ = load(readFileSync(path.join(BUILD_DIR, feed.file), 'utf8'), {xml: true});

  it('is an XML feed listing the three articles and their addresses', () => {
    expect($.root().children().first().prop('tagName')?.toLowerCase()).toBe(feed.root);
    const items = $(feed.item).toArray();
    expect(items.map((item) => $(item).children('title').text()).sort()).toEqual(
      ARTICLES.map((article) => article.title).sort(),
    );
    const links = items.map((item) => {
      const link = $(item).children('link');
      return new URL(link.attr('href') ?? link.text()).pathname;
    });
    expect(links.sort()).toEqual(ARTICLES.map((article) => `/blog/${article.slug}`).sort());
  });
});
