import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {SEARCH_LANGUAGE} from '@site/src/data/searchSynonyms';
import {SiteSearch, snippet, stemOf, withinOneSlip, type Segment} from './engine';
import {INDEX_FORMAT, type IndexedPage, type SuggestFile, type TextFile} from './indexFiles';

function page(url: string, names: string[], extra: Partial<IndexedPage> = {}): IndexedPage {
  return {
    url,
    names,
    section: 'guides',
    description: '',
    aliases: [],
    keywords: [],
    kinds: [],
    headings: [],
    ...extra,
  };
}

function searchOver(
  pages: IndexedPage[],
  texts: [number, number, string][] = [],
): {search: SiteSearch; text: TextFile} {
  const file: SuggestFile = {
    format: INDEX_FORMAT,
    edition: '2025',
    id: 'test',
    language: SEARCH_LANGUAGE,
    pages,
  };
  return {
    search: new SiteSearch(file),
    text: {format: INDEX_FORMAT, edition: '2025', id: 'test', texts},
  };
}

const urls = (search: SiteSearch, query: string) => search.search(query).hits.map((hit) => hit.url);

describe('withinOneSlip', () => {
  it('allows one letter wrong, missing, extra, or two neighbours swapped', () => {
    expect(withinOneSlip('margin', 'margin')).toBe(true);
    expect(withinOneSlip('margin', 'margun')).toBe(true);
    expect(withinOneSlip('margin', 'margn')).toBe(true);
    expect(withinOneSlip('margin', 'marggin')).toBe(true);
    expect(withinOneSlip('churn', 'chrun')).toBe(true);
  });
  it('refuses two slips', () => {
    expect(withinOneSlip('margin', 'mrgn')).toBe(false);
    expect(withinOneSlip('margin', 'maigun')).toBe(false);
    expect(withinOneSlip('churn', 'hcrnu')).toBe(false);
  });
  it('is symmetric, and every single edit of a word is within one slip of it', () => {
    const word = fc.stringMatching(/^[a-z]{2,10}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneSlip(a, b)).toBe(withinOneSlip(b, a));
      }),
    );
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('a', 'q', 'z'), (w, at, letter) => {
        const i = at % w.length;
        expect(withinOneSlip(w, w.slice(0, i) + letter + w.slice(i + 1))).toBe(true);
        expect(withinOneSlip(w, w.slice(0, i) + w.slice(i + 1))).toBe(true);
        expect(withinOneSlip(w, w.slice(0, i) + letter + w.slice(i))).toBe(true);
      }),
    );
  });
});

describe('stemOf', () => {
  it('takes common endings off words of six letters or more', () => {
    expect(stemOf('manufacturing')).toBe('manufactur');
    expect(stemOf('distribution')).toBe('distribut');
    expect(stemOf('wholesale')).toBe('wholesale');
    expect(stemOf('churn')).toBeUndefined();
  });
});

describe('ranking', () => {
  it('puts a page named by the query before pages whose headings or text mention it', async () => {
    const {search, text} = searchOver(
      [
        page('/mentions', ['Pricing Guide'], {headings: [['churn', 'Churn rate by segment']]}),
        page('/text', ['Forecasting']),
        page('/named', ['Churn Rate'], {section: 'business-numbers'}),
      ],
      [[1, -1, 'Churn rate is the share of customers lost.']],
    );
    await search.addText(text);
    expect(urls(search, 'churn rate')).toEqual(['/named', '/mentions#churn', '/text']);
  });

  it('finds a page by another of its names, and the names as one word or two', () => {
    const {search} = searchOver([
      page('/clv', ['Customer Lifetime Value (CLV)'], {aliases: ['LTV']}),
      page('/breakeven', ['Breakeven Price']),
      page('/cost', ['Cost Structure'], {aliases: ['break down']}),
    ]);
    expect(urls(search, 'ltv')[0]).toBe('/clv');
    expect(urls(search, 'break even')[0]).toBe('/breakeven');
    expect(urls(search, 'breakdown')[0]).toBe('/cost');
  });

  it('puts a page whose name holds the word before one whose other name holds it', () => {
    const {search} = searchOver([
      page('/tier', ['Customer Tier'], {
        section: 'business-numbers',
        aliases: ['segmentation by margin'],
      }),
      page('/segments', ['Customer Segmentation Guide'], {kinds: ['guide']}),
    ]);
    expect(urls(search, 'segmentation')).toEqual(['/segments', '/tier']);
  });

  it('sends "X calculator" to the calculator for X, not to a guide about X', () => {
    const {search} = searchOver([
      page('/guide', ['Customer Profitability Guide'], {kinds: ['guide']}),
      page('/calculator', ['Customer Profitability Calculator'], {kinds: ['calculator', 'tool']}),
      page('/churn', ['Churn Rate'], {kinds: ['calculator']}),
    ]);
    expect(urls(search, 'profitability calculator')[0]).toBe('/calculator');
    expect(urls(search, 'how do I calculate churn')[0]).toBe('/churn');
    expect(urls(search, 'profitability guide')[0]).toBe('/guide');
  });

  it('forgives one slip in words of five letters or more, not in shorter ones', () => {
    const {search} = searchOver([page('/margin', ['Contribution Margin']), page('/roi', ['ROI'])]);
    expect(urls(search, 'contribtion')).toEqual(['/margin']);
    expect(urls(search, 'cnotribution')).toEqual(['/margin']);
    expect(urls(search, 'rio ')).toEqual([]);
  });

  it('matches the start of the word being typed', () => {
    const {search} = searchOver([page('/churn', ['Churn Rate']), page('/cash', ['Cash Flow'])]);
    expect(urls(search, 'chu')).toEqual(['/churn']);
    expect(urls(search, 'chu ')).toEqual([]);
  });

  it('treats UK and US spellings alike', () => {
    const {search} = searchOver([
      page('/rfm', ['RFM Modelling']),
      page('/price', ['Price Realisation']),
    ]);
    expect(urls(search, 'rfm modeling')[0]).toBe('/rfm');
    expect(urls(search, 'price realization')[0]).toBe('/price');
  });

  it('keeps only pages that match every word, when there are any', () => {
    const {search} = searchOver([
      page('/both', ['Margin Leak Checklist']),
      page('/one', ['Margin Analysis']),
    ]);
    expect(urls(search, 'margin leak')).toEqual(['/both']);
    expect(urls(search, 'margin nothing').sort()).toEqual(['/both', '/one']);
  });

  it('at equal strength, puts reference pages (terms, then glossary) before the rest', () => {
    const {search} = searchOver([
      page('/guide', ['Guide'], {headings: [['cost-to-serve', 'Cost to serve']]}),
      page('/glossary', ['Glossary'], {
        section: 'glossary',
        headings: [['cost-to-serve', 'Cost-to-Serve']],
      }),
    ]);
    expect(urls(search, 'cost to serve')).toEqual([
      '/glossary#cost-to-serve',
      '/guide#cost-to-serve',
    ]);
  });

  it('asks for the text when names and headings match no page fully, and then finds it', async () => {
    const {search, text} = searchOver(
      [page('/glossary', ['Glossary'], {headings: [['price-realisation', 'Price Realisation']]})],
      [[0, 0, 'Realised price divided by list price, as a percentage.']],
    );
    const before = search.search('realised price divided by list');
    expect(before.wantsText).toBe(true);
    expect(await search.addText(text)).toBe(true);
    const after = search.search('realised price divided by list');
    expect(after.wantsText).toBe(false);
    expect(after.hits[0]?.url).toBe('/glossary#price-realisation');
  });

  it('refuses a text file of another build', async () => {
    const {search, text} = searchOver([page('/a', ['A'])]);
    expect(await search.addText({...text, id: 'other'})).toBe(false);
    expect(search.hasText).toBe(false);
  });

  it('counts hits by section and filters by one', () => {
    const {search} = searchOver([
      page('/a', ['Margin A'], {section: 'tools'}),
      page('/b', ['Margin B'], {section: 'glossary'}),
      page('/c', ['Margin C'], {section: 'tools'}),
    ]);
    const results = search.search('margin', {section: 'tools'});
    expect(results.counts).toEqual({tools: 2, glossary: 1});
    expect(results.hits.map((hit) => hit.url).sort()).toEqual(['/a', '/c']);
  });
});

describe('snippet', () => {
  const marked = (segments: readonly Segment[]) =>
    segments.filter((segment) => segment.mark).map((segment) => segment.text);

  it('marks every matching word and keeps the text whole when short', () => {
    const segments = snippet('Churn and more churn.', (word) => word.toLowerCase() === 'churn');
    expect(segments.map((segment) => segment.text).join('')).toBe('Churn and more churn.');
    expect(marked(segments)).toEqual(['Churn', 'churn']);
  });

  it('shows the text around a match far into a long text, with ellipses where cut', () => {
    const text = `${'word '.repeat(80)}target ${'tail '.repeat(80)}`;
    const segments = snippet(text, (word) => word === 'target');
    const shown = segments.map((segment) => segment.text).join('');
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(marked(segments)).toEqual(['target']);
    expect(shown.length).toBeLessThan(200);
  });
});
