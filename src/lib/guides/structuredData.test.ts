import {describe, expect, it} from 'vitest';
import {articleJsonLd, howToJsonLd, type GuidePageMeta} from './structuredData';

const meta: GuidePageMeta = {
  title: 'Margin Leaks Guide',
  description: 'Where B2B margin leaks and how to stop it.',
  siteUrl: 'https://www.example.test',
  path: '/margin-leaks-guide',
  keywords: ['margin leaks', 'pricing'],
};

describe('articleJsonLd', () => {
  it('describes the page as an Article by the site organisation', () => {
    const data = articleJsonLd(meta);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Margin Leaks Guide',
      url: 'https://www.example.test/margin-leaks-guide',
      mainEntityOfPage: 'https://www.example.test/margin-leaks-guide',
      author: {'@id': 'https://www.example.test/#organization'},
      publisher: {'@id': 'https://www.example.test/#organization'},
      keywords: 'margin leaks, pricing',
    });
    expect(data).not.toHaveProperty('speakable');
  });

  it('adds speakable selectors only when given', () => {
    const data = articleJsonLd(meta, {speakableSelectors: ['.answer']});
    expect(data.speakable).toEqual({
      '@type': 'SpeakableSpecification',
      cssSelector: ['.answer'],
    });
  });

  it('leaves keywords out when there are none', () => {
    expect(articleJsonLd({...meta, keywords: []})).not.toHaveProperty('keywords');
  });
});

describe('howToJsonLd', () => {
  it('numbers the steps from 1 and links each to its anchor', () => {
    const data = howToJsonLd(meta, [
      {name: 'Net revenue', text: 'Take invoiced revenue less credits.'},
      {name: 'Product cost', text: 'Subtract the cost of goods.'},
    ]);
    expect(data['@type']).toBe('HowTo');
    expect(data.step).toEqual([
      {
        '@type': 'HowToStep',
        position: 1,
        name: 'Net revenue',
        text: 'Take invoiced revenue less credits.',
        url: 'https://www.example.test/margin-leaks-guide#step-1',
      },
      {
        '@type': 'HowToStep',
        position: 2,
        name: 'Product cost',
        text: 'Subtract the cost of goods.',
        url: 'https://www.example.test/margin-leaks-guide#step-2',
      },
    ]);
  });

  it('refuses a HowTo without steps', () => {
    expect(() => howToJsonLd(meta, [])).toThrow(/at least one step/);
  });
});
