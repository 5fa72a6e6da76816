import {describe, expect, it} from 'vitest';
import {articleFromPost, type BlogPostSummary} from './articles';

const post: BlogPostSummary = {
  permalink: '/blog/hero-spreadsheet',
  title: 'The Hero Spreadsheet',
  description: 'Why the workbook everyone relies on becomes a single point of failure.',
  date: '2025-04-08T00:00:00.000Z',
  readingTime: 6.4,
  authors: [{name: 'Margin Analytics Team'}],
  tags: [{label: 'Chaos Moments'}],
};

describe('articleFromPost', () => {
  it('takes slug, title, excerpt, date, reading time, author and category from the post', () => {
    expect(articleFromPost(post)).toEqual({
      id: 'hero-spreadsheet',
      type: 'article',
      slug: 'hero-spreadsheet',
      title: 'The Hero Spreadsheet',
      excerpt: 'Why the workbook everyone relies on becomes a single point of failure.',
      category: 'Chaos Moments',
      author: 'Margin Analytics Team',
      date: '2025-04-08T00:00:00.000Z',
      readTime: '7 min read',
    });
  });
  it('accepts a Date (the plugin gives one on the server)', () => {
    expect(articleFromPost({...post, date: new Date('2025-04-08T00:00:00Z')}).date).toBe(
      '2025-04-08T00:00:00.000Z',
    );
  });
  it('names every author of a post written by several', () => {
    const shared = {...post, authors: [{name: 'A Team'}, {}, {name: 'B Team'}]};
    expect(articleFromPost(shared).author).toBe('A Team and B Team');
  });
  it('takes the category from the first tag only', () => {
    const tagged = {...post, tags: [{label: 'Strategy'}, {label: 'Chaos Moments'}]};
    expect(articleFromPost(tagged).category).toBe('Strategy');
  });
  it('refuses a post whose first tag is not a hub category, or that has no tag', () => {
    expect(() => articleFromPost({...post, tags: [{label: 'Misc'}]})).toThrow(/hero-spreadsheet/);
    expect(() => articleFromPost({...post, tags: []})).toThrow(/category/);
  });
});
