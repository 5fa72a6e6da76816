import {describe, expect, it} from 'vitest';
import {ALL_CATEGORIES, filterGlossary} from './filter';

const terms = [
  {term: 'Gross Margin', definition: 'Revenue minus cost of goods.', category: 'Profitability'},
  {
    term: 'RFM Analysis',
    definition: 'Recency, frequency and monetary value.',
    category: 'Customer Analytics',
  },
  {
    term: 'Breakeven Price',
    definition: 'The lowest price that covers cost.',
    category: 'Cost Analysis',
  },
];

describe('filterGlossary', () => {
  it('returns every term for All Terms and an empty query', () => {
    expect(filterGlossary(terms, '', ALL_CATEGORIES)).toEqual(terms);
  });
  it('matches the term name case-insensitively', () => {
    expect(filterGlossary(terms, 'rfm', ALL_CATEGORIES).map((t) => t.term)).toEqual([
      'RFM Analysis',
    ]);
  });
  it('matches text inside the definition', () => {
    expect(filterGlossary(terms, 'COST', ALL_CATEGORIES).map((t) => t.term)).toEqual([
      'Gross Margin',
      'Breakeven Price',
    ]);
  });
  it('ignores spaces around the query', () => {
    expect(filterGlossary(terms, '  margin ', ALL_CATEGORIES)).toHaveLength(1);
  });
  it('applies the category and the query together', () => {
    expect(filterGlossary(terms, 'cost', 'Cost Analysis').map((t) => t.term)).toEqual([
      'Breakeven Price',
    ]);
    expect(filterGlossary(terms, 'recency', 'Cost Analysis')).toEqual([]);
  });
  it('returns nothing for an unknown category', () => {
    expect(filterGlossary(terms, '', 'Astrology')).toEqual([]);
  });
});
