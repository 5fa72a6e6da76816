import {describe, expect, it} from 'vitest';
import {defineEditionTerms} from '@site/src/lib/businessNumbers/registry';
import {
  ALL_CATEGORIES,
  businessNumbersSearchable,
  filterGlossary,
  indexEntries,
  keptWord,
  matchStrength,
  searchEntries,
  withBusinessNumbersNames,
} from './filter';

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
  {
    term: 'Cost-to-Serve',
    definition: 'Delivery, order handling and credit for one customer.',
    category: 'Cost Analysis',
  },
  {
    term: 'Price Realisation',
    definition: 'Realised price divided by list price.',
    category: 'Pricing Strategy',
  },
  {
    term: 'Margin Leak',
    definition: 'Profit lost quietly through everyday decisions.',
    category: 'Core Concepts',
    aliases: ['margin leakage', 'revenue leakage'],
  },
];

const names = (query: string, category = ALL_CATEGORIES) =>
  filterGlossary(terms, query, category).map((entry) => entry.term);

describe('keptWord', () => {
  it('reads plurals as singulars', () => {
    expect(keptWord('margins')).toBe('margin');
    expect(keptWord('companies')).toBe('company');
    expect(keptWord('overrides')).toBe('override');
  });
  it('keeps the s of words that end in -ss, -us or -is', () => {
    expect(keptWord('business')).toBe('business');
    expect(keptWord('status')).toBe('status');
    expect(keptWord('analysis')).toBe('analysis');
  });
  it('reads -ize and -yze as -ise and -yse', () => {
    expect(keptWord('realization')).toBe('realisation');
    expect(keptWord('analyze')).toBe('analyse');
  });
  it('leaves short words and figures alone', () => {
    expect(keptWord('gms')).toBe('gms');
    expect(keptWord('2020s')).toBe('2020s');
  });
});

describe('filterGlossary', () => {
  it('returns every term for All Terms and an empty query', () => {
    expect(filterGlossary(terms, '', ALL_CATEGORIES)).toEqual(terms);
    expect(filterGlossary(terms, '   ', ALL_CATEGORIES)).toEqual(terms);
  });
  it('matches the term name case-insensitively', () => {
    expect(names('rfm')).toEqual(['RFM Analysis']);
    expect(names('GROSS MARGIN')).toEqual(['Gross Margin']);
  });
  it('matches text inside the definition, as written', () => {
    expect(names('REALISED PRICE DIVIDED')).toEqual(['Price Realisation']);
    expect(names('ovEr')).toEqual(['Breakeven Price']);
  });
  it('ignores spaces around and inside the query', () => {
    expect(names('  gross   margin ')).toEqual(['Gross Margin']);
  });
  it('finds a hyphenated name however it is spaced or joined', () => {
    for (const query of ['cost to serve', 'cost-to-serve', 'Cost To Serve', 'costtoserve']) {
      expect(names(query), query).toEqual(['Cost-to-Serve']);
    }
  });
  it('finds a one-word name written as two words, and the other way round', () => {
    expect(names('break even')).toEqual(['Breakeven Price']);
    expect(names('break-even price')).toEqual(['Breakeven Price']);
    expect(names('grossmargin')).toEqual(['Gross Margin']);
  });
  it('reads plurals and American spellings', () => {
    expect(names('margin leaks')).toEqual(['Margin Leak']);
    expect(names('price realization')).toEqual(['Price Realisation']);
    expect(names('costs to serve')).toEqual(['Cost-to-Serve']);
  });
  it('finds a half-typed last word', () => {
    expect(names('cost to ser')).toEqual(['Cost-to-Serve']);
  });
  it('matches words from their start only when spacing is ignored', () => {
    // "ice" is inside "price" and "invoice" but starts no word: only the text as written counts.
    expect(names('icerealisation')).toEqual([]);
  });
  it('finds a term by its other names', () => {
    expect(names('revenue leakage')).toEqual(['Margin Leak']);
    expect(names('LEAKAGE')).toEqual(['Margin Leak']);
  });
  it('lists terms matched by name before terms matched by their definition', () => {
    // "cost" is in one name and in two definitions.
    expect(names('price')).toEqual(['Breakeven Price', 'Price Realisation']);
    expect(names('cost')).toEqual(['Cost-to-Serve', 'Gross Margin', 'Breakeven Price']);
  });
  it('applies the category and the query together', () => {
    expect(names('cost', 'Cost Analysis')).toEqual(['Cost-to-Serve', 'Breakeven Price']);
    expect(names('recency', 'Cost Analysis')).toEqual([]);
  });
  it('returns nothing for an unknown category', () => {
    expect(filterGlossary(terms, '', 'Astrology')).toEqual([]);
  });
});

describe('matchStrength', () => {
  const [indexed] = indexEntries([terms[3]!], (entry) => ({
    names: [entry.term],
    text: entry.definition,
  }));
  it('says whether the query was found in a name or only in the text', () => {
    expect(matchStrength('serve', indexed!)).toBe('name');
    expect(matchStrength('credit', indexed!)).toBe('text');
    expect(matchStrength('rebate', indexed!)).toBeUndefined();
  });
});

const EDITION = defineEditionTerms({
  groups: [
    {
      id: 'customer-revenue',
      title: 'Customer',
      intro: 'Customers.',
      slugs: ['customer-lifetime-value', 'churn-rate'],
    },
  ],
  entries: {
    'customer-lifetime-value': {
      title: 'Customer Lifetime Value (CLV)',
      summary: 'The gross margin a customer brings over the relationship.',
      aliases: ['LTV', 'lifetime value'],
      ctas: ['demo'],
    },
    'churn-rate': {
      title: 'Churn Rate',
      summary: 'The share of customers that leaves each year.',
      aliases: ['attrition'],
      ctas: ['call'],
    },
  },
});

describe('withBusinessNumbersNames', () => {
  const glossary = [
    {
      term: 'Customer Lifetime Value',
      definition: 'Margin over the relationship.',
      category: 'Customer Analytics',
      businessNumbersSlug: 'customer-lifetime-value',
    },
    {
      term: 'Value-Based Pricing',
      definition: 'Price from the value to the customer.',
      category: 'Pricing Strategy',
    },
  ];
  const named = withBusinessNumbersNames(glossary, EDITION);
  it('lets a term be found by the names of the page it links to', () => {
    expect(filterGlossary(named, 'ltv', ALL_CATEGORIES).map((entry) => entry.term)).toEqual([
      'Customer Lifetime Value',
    ]);
    expect(filterGlossary(named, 'CLV', ALL_CATEGORIES)).toHaveLength(1);
  });
  it('leaves terms without a page as they are', () => {
    expect(named[1]).toBe(glossary[1]);
  });
});

describe('searching Business Numbers terms', () => {
  const indexed = indexEntries(EDITION.terms, businessNumbersSearchable);
  const titles = (query: string) => searchEntries(indexed, query).map((entry) => entry.title);
  it('finds a term by its abbreviation, title or other name', () => {
    expect(titles('LTV')).toEqual(['Customer Lifetime Value (CLV)']);
    expect(titles('churn')).toEqual(['Churn Rate']);
    expect(titles('Attrition')).toEqual(['Churn Rate']);
  });
  it('finds a term by its summary after those found by name', () => {
    expect(titles('customer')).toEqual(['Customer Lifetime Value (CLV)', 'Churn Rate']);
    expect(titles('leaves each year')).toEqual(['Churn Rate']);
  });
});
