import {describe, expect, it} from 'vitest';
import {
  cardTarget,
  countByType,
  formatHubDate,
  readTimeLabel,
  sortNewestFirst,
  type GrowthHubItem,
} from './content';

const base = {
  title: 'Title',
  excerpt: 'Excerpt.',
  category: 'Foundation',
  author: 'Commercial Strategy Team',
  date: '2025-01-01',
  readTime: '5 min read',
} as const;

function item(overrides: Partial<GrowthHubItem> & Pick<GrowthHubItem, 'type' | 'slug'>) {
  const extra =
    overrides.type === 'growth-kit'
      ? {includes: ['One tool'], downloads: '10 downloads'}
      : overrides.type === 'video'
        ? {duration: '3:00', views: '100 views'}
        : {};
  return {...base, id: overrides.slug, ...extra, ...overrides} as GrowthHubItem;
}

describe('cardTarget', () => {
  it('sends an article to /blog/{slug}', () => {
    expect(cardTarget(item({type: 'article', slug: 'margin-leak'}))).toBe('/blog/margin-leak');
  });
  it('sends a guide, an educational hub and a question page to /{slug}', () => {
    expect(cardTarget(item({type: 'guide', slug: 'margin-leaks-guide'}))).toBe(
      '/margin-leaks-guide',
    );
    expect(cardTarget(item({type: 'educational-hub', slug: 'industry-use-cases'}))).toBe(
      '/industry-use-cases',
    );
    expect(cardTarget(item({type: 'question-content', slug: 'what-causes-margin-leaks'}))).toBe(
      '/what-causes-margin-leaks',
    );
  });
  it('sends the audit kit to the audit toolkit and the dashboard kit to the dashboard kit', () => {
    expect(cardTarget(item({type: 'growth-kit', slug: 'margin-audit-toolkit'}))).toBe(
      '/margin-audit-toolkit',
    );
    expect(cardTarget(item({type: 'growth-kit', slug: 'commercial-dashboard-kit'}))).toBe(
      '/commercial-dashboard-kit',
    );
  });
  it('sends any other growth kit to the audit toolkit', () => {
    expect(cardTarget(item({type: 'growth-kit', slug: 'pricing-kit'}))).toBe(
      '/margin-audit-toolkit',
    );
  });
  it('sends a video to the demos on /how-it-works', () => {
    expect(cardTarget(item({type: 'video', slug: 'walkthrough'}))).toBe('/how-it-works');
  });
});

describe('countByType', () => {
  it('counts every type, with zero for types that have no item', () => {
    const counts = countByType([
      item({type: 'article', slug: 'a'}),
      item({type: 'article', slug: 'b'}),
      item({type: 'guide', slug: 'c'}),
    ]);
    expect(counts).toEqual({
      article: 2,
      guide: 1,
      'educational-hub': 0,
      'question-content': 0,
      'growth-kit': 0,
      video: 0,
    });
  });
});

describe('sortNewestFirst', () => {
  it('puts the newest first and orders items of one date by title, without mutating', () => {
    const items = [
      item({type: 'guide', slug: 'old', date: '2025-01-01', title: 'Old'}),
      item({type: 'article', slug: 'new-b', date: '2025-05-01T00:00:00.000Z', title: 'Beta'}),
      item({type: 'guide', slug: 'new-a', date: '2025-05-01', title: 'Alpha'}),
    ];
    expect(sortNewestFirst(items).map((entry) => entry.slug)).toEqual(['new-a', 'new-b', 'old']);
    expect(items[0]?.slug).toBe('old');
  });
});

describe('formatHubDate', () => {
  it('writes the day, month name and year in British order', () => {
    expect(formatHubDate('2025-03-04')).toBe('4 March 2025');
  });
  it('reads timestamps in UTC, so every time zone shows the same day', () => {
    expect(formatHubDate('2025-05-13T00:00:00.000Z')).toBe('13 May 2025');
    expect(formatHubDate('2025-05-13T23:59:59.000Z')).toBe('13 May 2025');
  });
  it('gives an empty string for a date that does not parse', () => {
    expect(formatHubDate('someday')).toBe('');
  });
});

describe('readTimeLabel', () => {
  it('rounds the minutes up', () => {
    expect(readTimeLabel(6.2)).toBe('7 min read');
    expect(readTimeLabel(7)).toBe('7 min read');
  });
  it('never shows less than one minute, nor NaN', () => {
    expect(readTimeLabel(0.1)).toBe('1 min read');
    expect(readTimeLabel(0)).toBe('1 min read');
    expect(readTimeLabel(Number.NaN)).toBe('1 min read');
    expect(readTimeLabel(Number.POSITIVE_INFINITY)).toBe('1 min read');
  });
});
