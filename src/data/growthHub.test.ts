import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {articleFromPost, type BlogPostSummary} from '@site/src/lib/growthHub/articles';
import {
  CONTENT_CATEGORIES,
  cardTarget,
  countByType,
  sortNewestFirst,
  type GrowthHubItem,
} from '@site/src/lib/growthHub/content';
import {GROWTH_HUB_STATIC_ITEMS, GROWTH_KITS} from './growthHub';

const BLOG_DIR = path.resolve(__dirname, '../../blog');

/** `key: value` lines of a YAML map of maps (blog/authors.yml, blog/tags.yml), by top key. */
function readYamlMap(file: string): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(path.join(BLOG_DIR, file), 'utf8').split('\n')) {
    const top = /^([a-z0-9-]+):\s*$/.exec(line);
    if (top?.[1]) map.set(top[1], (current = {}));
    const field = /^ {2}([a-z_]+):\s*(.+)$/.exec(line);
    if (field?.[1] && field[2] && current) current[field[1]] = field[2].replace(/^'(.*)'$/, '$1');
  }
  return map;
}

const authors = readYamlMap('authors.yml');
const tags = readYamlMap('tags.yml');

/** The blog posts, read the way the plugin reads them (front matter, slug, tags, authors). */
function blogPosts(): BlogPostSummary[] {
  return readdirSync(BLOG_DIR)
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => {
      const source = readFileSync(path.join(BLOG_DIR, name), 'utf8');
      const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
      const value = (key: string) =>
        (new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(front)?.[1] ?? '').replace(/^'(.*)'$/, '$1');
      const list = (key: string) =>
        value(key)
          .replace(/^\[|\]$/g, '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
      return {
        permalink: `/blog/${value('slug')}`,
        title: value('title'),
        description: value('description'),
        date: value('date'),
        readingTime: 5,
        authors: list('authors').map((key) => ({name: authors.get(key)?.name})),
        tags: list('tags').map((key) => ({label: tags.get(key)?.label ?? key})),
      };
    });
}

const articles = blogPosts().map(articleFromPost);
const allItems: GrowthHubItem[] = sortNewestFirst([...articles, ...GROWTH_HUB_STATIC_ITEMS]);

/** The pages of the route table a card may open. */
const ROUTES_A_CARD_MAY_OPEN = new Set([
  '/blog/pricing-model-from-hell',
  '/blog/hero-spreadsheet',
  '/blog/margin-leak',
  '/margin-audit-toolkit',
  '/commercial-dashboard-kit',
  '/commercial-intelligence-guide',
  '/customer-profitability-guide',
  '/margin-leaks-guide',
  '/commercial-intelligence-101',
  '/industry-use-cases',
  '/what-causes-margin-leaks',
  '/pricing-strategy-distributors',
]);

describe('Growth Hub content list', () => {
  it('holds the twelve items the specification names (it says eleven but names twelve)', () => {
    expect(allItems).toHaveLength(12);
  });

  it('has 3 articles, 3 guides, 2 educational hubs, 2 question pages, 2 growth kits, no video', () => {
    expect(countByType(allItems)).toEqual({
      article: 3,
      guide: 3,
      'educational-hub': 2,
      'question-content': 2,
      'growth-kit': 2,
      video: 0,
    });
  });

  it('names the slugs of the specification for each type', () => {
    const slugsOf = (type: GrowthHubItem['type']) =>
      allItems
        .filter((entry) => entry.type === type)
        .map((entry) => entry.slug)
        .sort();
    expect(slugsOf('article')).toEqual([
      'hero-spreadsheet',
      'margin-leak',
      'pricing-model-from-hell',
    ]);
    expect(slugsOf('guide')).toEqual([
      'commercial-intelligence-guide',
      'customer-profitability-guide',
      'margin-leaks-guide',
    ]);
    expect(slugsOf('educational-hub')).toEqual([
      'commercial-intelligence-101',
      'industry-use-cases',
    ]);
    expect(slugsOf('question-content')).toEqual([
      'pricing-strategy-distributors',
      'what-causes-margin-leaks',
    ]);
    expect(slugsOf('growth-kit')).toEqual(['commercial-dashboard-kit', 'margin-audit-toolkit']);
  });

  it('has unique ids, slugs and titles', () => {
    for (const key of ['id', 'slug', 'title'] as const) {
      expect(new Set(allItems.map((entry) => entry[key])).size, key).toBe(allItems.length);
    }
  });

  it('files the articles under Chaos Moments and uses every category of the specification', () => {
    expect(new Set(articles.map((entry) => entry.category))).toEqual(new Set(['Chaos Moments']));
    expect(new Set(allItems.map((entry) => entry.category))).toEqual(new Set(CONTENT_CATEGORIES));
  });

  it('shows the download counts of the specification on the growth kits', () => {
    const downloads = Object.fromEntries(GROWTH_KITS.map((kit) => [kit.slug, kit.downloads]));
    expect(downloads).toEqual({
      'margin-audit-toolkit': '847 downloads',
      'commercial-dashboard-kit': '934 downloads',
    });
    for (const kit of GROWTH_KITS) expect(kit.includes.length).toBeGreaterThan(0);
  });

  it('sends every card to its page of the route table, each page once', () => {
    const targets = allItems.map(cardTarget);
    for (const target of targets) expect(ROUTES_A_CARD_MAY_OPEN, target).toContain(target);
    expect(new Set(targets)).toEqual(ROUTES_A_CARD_MAY_OPEN);
  });

  it('gives every item an author of blog/authors.yml, a real date, an excerpt and a reading time', () => {
    const names = new Set([...authors.values()].map((author) => author.name));
    for (const entry of allItems) {
      for (const name of entry.author.split(' and ')) expect(names, entry.id).toContain(name);
      expect(Number.isFinite(Date.parse(entry.date)), entry.id).toBe(true);
      expect(entry.excerpt.length, entry.id).toBeGreaterThan(60);
      expect(entry.readTime, entry.id).toMatch(/\d/);
    }
  });

  it('gives every author an author page, and the category tag a description', () => {
    for (const [key, author] of authors) expect(author.page, key).toBe('true');
    expect(tags.get('chaos-moments')?.label).toBe('Chaos Moments');
    expect(tags.get('chaos-moments')?.description).toBeTruthy();
  });
});
