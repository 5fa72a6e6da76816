import {describe, expect, it} from 'vitest';
import type {GrowthHubItem} from './content';
import {
  HUB_CHIPS,
  filterItems,
  filterQueryValue,
  parseFilter,
  resultSummary,
  toggleFilter,
  type HubFilter,
} from './filter';

const items = (['article', 'guide', 'article', 'growth-kit'] as const).map(
  (type, index) =>
    ({
      id: `item-${index}`,
      type,
      slug: `item-${index}`,
      title: `Item ${index}`,
      excerpt: 'Excerpt.',
      category: 'Strategy',
      author: 'Commercial Strategy Team',
      date: '2025-01-01',
      readTime: '5 min read',
      ...(type === 'growth-kit' ? {includes: [], downloads: '1 download'} : {}),
    }) as GrowthHubItem,
);

describe('HUB_CHIPS', () => {
  it('lists the eight chips of the specification in order', () => {
    expect(HUB_CHIPS.map((chip) => chip.label)).toEqual([
      'All',
      'Articles',
      'Guides',
      'Educational Hubs',
      'Question-Based',
      'Videos',
      'Growth Kits',
      'Business Numbers',
    ]);
  });
  it('maps the filter chips to their content types', () => {
    const filters = Object.fromEntries(
      HUB_CHIPS.flatMap((chip) => (chip.kind === 'filter' ? [[chip.label, chip.filter]] : [])),
    );
    expect(filters).toEqual({
      All: 'all',
      Articles: 'article',
      Guides: 'guide',
      'Educational Hubs': 'educational-hub',
      'Question-Based': 'question-content',
      'Growth Kits': 'growth-kit',
    });
  });
  it('makes Videos and Business Numbers lead to their pages', () => {
    const links = Object.fromEntries(
      HUB_CHIPS.flatMap((chip) => (chip.kind === 'link' ? [[chip.label, chip.to]] : [])),
    );
    expect(links).toEqual({Videos: '/how-it-works', 'Business Numbers': '/business-numbers'});
  });
});

describe('filterItems', () => {
  it('shows everything for All, in order', () => {
    expect(filterItems(items, 'all')).toEqual(items);
  });
  it('shows only the items of the selected type', () => {
    expect(filterItems(items, 'article').map((entry) => entry.id)).toEqual(['item-0', 'item-2']);
    expect(filterItems(items, 'growth-kit')).toHaveLength(1);
    expect(filterItems(items, 'question-content')).toEqual([]);
  });
});

describe('parseFilter and filterQueryValue', () => {
  it('reads every filter back from its own query value', () => {
    const filters: HubFilter[] = [
      'all',
      'article',
      'guide',
      'educational-hub',
      'question-content',
      'growth-kit',
    ];
    for (const filter of filters) expect(parseFilter(filterQueryValue(filter))).toBe(filter);
  });
  it('keeps All out of the URL', () => {
    expect(filterQueryValue('all')).toBe('');
  });
  it('treats a missing, unknown or video value as All', () => {
    expect(parseFilter(null)).toBe('all');
    expect(parseFilter(undefined)).toBe('all');
    expect(parseFilter('podcast')).toBe('all');
    expect(parseFilter('video')).toBe('all');
    expect(parseFilter('Article')).toBe('all');
  });
  it('ignores spaces around the value', () => {
    expect(parseFilter(' guide ')).toBe('guide');
  });
});

describe('toggleFilter', () => {
  it('selects a chip that was not selected', () => {
    expect(toggleFilter('all', 'guide')).toBe('guide');
    expect(toggleFilter('article', 'guide')).toBe('guide');
  });
  it('releases the selected chip back to All', () => {
    expect(toggleFilter('guide', 'guide')).toBe('all');
  });
  it('keeps All selected when All is pressed again', () => {
    expect(toggleFilter('all', 'all')).toBe('all');
  });
});

describe('resultSummary', () => {
  it('says how many items All shows', () => {
    expect(resultSummary('all', 12, 12)).toBe('Showing all 12 items');
    expect(resultSummary('all', 1, 1)).toBe('Showing all 1 item');
  });
  it('names the filtered type, in the singular or the plural', () => {
    expect(resultSummary('article', 3, 12)).toBe('Showing 3 articles of 12 items');
    expect(resultSummary('question-content', 1, 12)).toBe('Showing 1 question page of 12 items');
    expect(resultSummary('educational-hub', 0, 12)).toBe('Showing 0 educational hubs of 12 items');
  });
});
