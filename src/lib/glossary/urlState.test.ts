import {describe, expect, it} from 'vitest';
import {ALL_CATEGORIES} from './filter';
import {categorySlug, readGlossaryFilter, writeGlossaryFilter} from './urlState';

const CATEGORIES = ['Core Concepts', 'Cost Analysis', 'Risk Management'];

describe('categorySlug', () => {
  it('writes a category name as a slug', () => {
    expect(categorySlug('Cost Analysis')).toBe('cost-analysis');
  });
});

describe('readGlossaryFilter', () => {
  it('reads the search text as typed and the category by its slug', () => {
    expect(readGlossaryFilter('?q=cost+to+serve&category=cost-analysis', CATEGORIES)).toEqual({
      query: 'cost to serve',
      category: 'Cost Analysis',
    });
  });
  it('reads a category written as its name, in any case', () => {
    expect(readGlossaryFilter('category=Risk%20Management', CATEGORIES).category).toBe(
      'Risk Management',
    );
    expect(readGlossaryFilter('?category=CORE-CONCEPTS', CATEGORIES).category).toBe(
      'Core Concepts',
    );
  });
  it('reads no filter, or an unknown category, as every term', () => {
    expect(readGlossaryFilter('', CATEGORIES)).toEqual({query: '', category: ALL_CATEGORIES});
    expect(readGlossaryFilter('?category=astrology&q=ltv', CATEGORIES)).toEqual({
      query: 'ltv',
      category: ALL_CATEGORIES,
    });
  });
});

describe('writeGlossaryFilter', () => {
  it('writes the text and the category slug', () => {
    expect(writeGlossaryFilter('', {query: 'cost to serve', category: 'Cost Analysis'})).toBe(
      '?q=cost+to+serve&category=cost-analysis',
    );
  });
  it('leaves out a blank text and the all-categories filter', () => {
    expect(
      writeGlossaryFilter('?q=ltv&category=cost-analysis', {
        query: '  ',
        category: ALL_CATEGORIES,
      }),
    ).toBe('');
  });
  it('keeps the other parameters of the address', () => {
    expect(
      writeGlossaryFilter('?utm_source=mail&q=old', {query: 'LTV', category: ALL_CATEGORIES}),
    ).toBe('?utm_source=mail&q=LTV');
  });
  it('reads back what it writes', () => {
    const filter = {query: 'margin & "leaks"?', category: 'Risk Management'};
    expect(readGlossaryFilter(writeGlossaryFilter('', filter), CATEGORIES)).toEqual(filter);
  });
});
