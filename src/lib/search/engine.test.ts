import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {SEARCH_LANGUAGE} from '@site/src/data/searchSynonyms';
import {editDistance, SiteSearch, snippet, type Segment} from './engine';
import {
  INDEX_FORMAT,
  type IndexedPage,
  type SuggestFile,
  type TextFile,
  type WordsFile,
} from './indexFiles';
import {LEAD_MAX_WORDS, countWords, encodeShards} from './words';

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
  const reader = new SiteSearch({
    format: INDEX_FORMAT,
    edition: '2025',
    id: 'test',
    language: SEARCH_LANGUAGE,
    pages: [],
    wordLengths: {text: [], lead: []},
    shards: [],
  }).reader;
  const words = countWords(texts, pages.length, reader);
  const file: SuggestFile = {
    format: INDEX_FORMAT,
    edition: '2025',
    id: 'test',
    language: SEARCH_LANGUAGE,
    pages,
    wordLengths: {text: words.text.lengths, lead: words.lead.lengths},
    shards: [...encodeShards(words).keys()],
  };
  return {
    search: new SiteSearch(file),
    text: {format: INDEX_FORMAT, edition: '2025', id: 'test', texts},
  };
}

const urls = (search: SiteSearch, query: string) => search.search(query).hits.map((hit) => hit.url);

describe('editDistance', () => {
  it('counts a letter wrong, missing or extra, and two neighbours swapped, as one edit', () => {
    expect(editDistance('margin', 'margin', 2)).toBe(0);
    expect(editDistance('margin', 'margun', 2)).toBe(1);
    expect(editDistance('margin', 'margn', 2)).toBe(1);
    expect(editDistance('margin', 'marggin', 2)).toBe(1);
    expect(editDistance('churn', 'chrun', 2)).toBe(1);
    expect(editDistance('conversion', 'convresion', 2)).toBe(1);
  });
  it('counts two slips as two and stops counting past the most it is asked about', () => {
    expect(editDistance('margin', 'mrgn', 2)).toBe(2);
    expect(editDistance('churn', 'hcrnu', 1)).toBe(2);
    expect(editDistance('margin', 'forecast', 2)).toBe(3);
  });
  it('is symmetric, and every single edit of a word is one edit from it', () => {
    const word = fc.stringMatching(/^[a-z]{2,10}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b, 3)).toBe(editDistance(b, a, 3));
      }),
    );
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('a', 'q', 'z'), (w, at, letter) => {
        const i = at % w.length;
        expect(editDistance(w, w.slice(0, i) + letter + w.slice(i + 1), 2)).toBeLessThanOrEqual(1);
        expect(editDistance(w, w.slice(0, i) + w.slice(i + 1), 2)).toBe(1);
        expect(editDistance(w, w.slice(0, i) + letter + w.slice(i), 2)).toBe(1);
      }),
    );
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

  it('finds a word the pages never use by the nearest words they do use', () => {
    const {search} = searchOver([
      page('/clv', ['Customer Lifetime Value']),
      page('/conversion', ['Quote Conversion Rate']),
    ]);
    expect(urls(search, 'custmer lifetime')[0]).toBe('/clv');
    expect(urls(search, 'quote convresion')[0]).toBe('/conversion');
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

  it('puts pages that match every word before pages that match only some', () => {
    const {search} = searchOver([
      page('/one', ['Margin Analysis']),
      page('/both', ['Margin Leak Checklist']),
    ]);
    expect(urls(search, 'margin leak')).toEqual(['/both', '/one']);
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
    expect(before.wantsWords).toEqual(['re', 'pr', 'di', 'li']);
    expect(await search.addText(text)).toBe(true);
    const after = search.search('realised price divided by list');
    expect(after.wantsWords).toEqual([]);
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

describe("the pages' words", () => {
  const pages = [
    page('/a', ['Alpha'], {description: 'First page'}),
    page('/b', ['Beta'], {description: 'Second page'}),
  ];
  const texts: [number, number, string][] = [
    [0, -1, 'Customers stay for years when the service is right.'],
    [1, -1, 'Invoices are paid late; days to collect grow. Customers pay in 45 days.'],
  ];

  const wordsFiles = (search: SiteSearch): WordsFile[] =>
    [...encodeShards(countWords(texts, pages.length, search.reader))].map(([shard, words]) => ({
      format: INDEX_FORMAT,
      edition: '2025',
      id: 'test',
      shard,
      words,
    }));

  it('are read from the words files of the letters a query wants, as from the text itself', async () => {
    const fromText = searchOver(pages, texts);
    await fromText.search.addText(fromText.text);
    for (const query of ['how long do customers stay', 'days to get paid', 'late invoices']) {
      const fromWords = searchOver(pages, texts).search;
      const wanted = fromWords.search(query).wantsWords;
      expect(wanted.length, query).toBeGreaterThan(0);
      const files = wordsFiles(fromWords).filter((file) => wanted.includes(file.shard));
      expect(files.length).toBeLessThan(wordsFiles(fromWords).length);
      expect(fromWords.addWords(files)).toBe(true);
      expect(fromWords.search(query).wantsWords, query).toEqual([]);
      expect(urls(fromWords, query), query).toEqual(urls(fromText.search, query));
    }
    const paid = searchOver(pages, texts).search;
    paid.addWords(wordsFiles(paid));
    expect(urls(paid, 'days to get paid')[0]).toBe('/b');
  });

  it('refuses a words file of another build', () => {
    const {search} = searchOver(pages, texts);
    const [file] = wordsFiles(search);
    expect(search.addWords([{...(file as WordsFile), id: 'other'}])).toBe(false);
    expect(search.search('how long do customers stay').wantsWords.length).toBeGreaterThan(0);
  });

  it('leave numbers out', () => {
    const {search} = searchOver(pages, texts);
    const words = countWords(texts, pages.length, search.reader);
    expect([...words.text.words.keys()].some((word) => /\d/.test(word))).toBe(false);
  });

  it("count a page's opening words as its lead, up to a paragraph's length", () => {
    const {search} = searchOver(pages);
    const long = Array.from(
      {length: LEAD_MAX_WORDS + 20},
      (_, index) => `w${'abcdefghij'[index % 10]}x${index}`,
    ).join(' ');
    const words = countWords(
      [
        [0, -1, 'Churn is the share of customers lost.'],
        [0, 0, 'Retention is the rest.'],
        [1, -1, long.replace(/\d+/g, (digits) => 'q'.repeat((Number(digits) % 7) + 1))],
      ],
      2,
      search.reader,
    );
    expect(words.lead.words.has(search.reader.term('churn'))).toBe(true);
    expect(words.lead.words.has(search.reader.term('retention'))).toBe(false);
    expect(words.text.words.has(search.reader.term('retention'))).toBe(true);
    const leadOfB = [...words.lead.words.values()].reduce(
      (sum, pagesOf) => sum + (pagesOf.get(1) ?? 0),
      0,
    );
    expect(leadOfB).toBe(LEAD_MAX_WORDS);
  });
});

describe('a query naming the product', () => {
  it("puts the company's pages first", () => {
    const {search} = searchOver([
      page('/guide', ['Guide'], {description: 'Founders.'}),
      page('/about', ['About us'], {section: 'company', description: 'The story of our founders.'}),
    ]);
    expect(urls(search, 'founders')[0]).toBe('/guide');
    expect(urls(search, 'MarginScope founders')[0]).toBe('/about');
  });
});

describe('a question about what the service costs', () => {
  it('puts the page of its plans first, whatever else the question says', () => {
    const {search} = searchOver([
      page('/report', ['Monthly commercial report'], {section: 'company'}),
      page('/plans', ['Pricing'], {section: 'company', aliases: ['cost'], kinds: ['plans']}),
    ]);
    expect(urls(search, 'monthly report cost')[0]).toBe('/report');
    expect(urls(search, 'MarginScope monthly report cost')[0]).toBe('/plans');
  });
});

describe('pages that match more of the query', () => {
  it("count each of the query's words once, however many of its forms they match", () => {
    // "lable" is read as the words nearest to it ("table", "cable", "gable"): a page with
    // all three matches one word of "lable stock", the page with "table" and "stock" both.
    const {search} = searchOver([
      page('/forms', ['Table', 'Cable', 'Gable']),
      page('/words', ['Table'], {headings: [['stock', 'Stock']]}),
    ]);
    expect(urls(search, 'lable stock ')[0]).toBe('/words#stock');
  });
});

describe('a page of another edition', () => {
  it('is found, named by its edition, after an equal match of the edition searched', () => {
    const {search} = searchOver([
      page('/next/business-numbers/inventory-turns', ['Inventory Turns'], {
        section: 'business-numbers',
        edition: '2026',
      }),
      page('/wholesale', ['Wholesale'], {headings: [['stock', 'Inventory turns']]}),
      page('/terms/turns', ['Inventory Turns'], {section: 'business-numbers'}),
    ]);
    const hits = search.search('inventory turns').hits;
    expect(hits[0]?.url).toBe('/terms/turns');
    const draft = hits.find((hit) => hit.url.startsWith('/next/'));
    expect(draft?.edition).toBe('2026');
    expect(hits[0]?.edition).toBeUndefined();
  });

  it('comes after a page of the edition searched that answers as well, and first for what only it answers', () => {
    const {search} = searchOver([
      // The draft's shorter name is a little the better match for the words both say.
      page('/next/cost-to-serve-ratio', ['Cost to Serve Ratio'], {edition: '2026'}),
      page('/wholesale-cost-to-serve', ['Cost to Serve in Wholesale Distribution Businesses']),
    ]);
    expect(urls(search, 'cost to serve ')[0]).toBe('/wholesale-cost-to-serve');
    expect(urls(search, 'cost to serve ratio ')[0]).toBe('/next/cost-to-serve-ratio');
  });
});

describe('nothing found', () => {
  const {search} = searchOver([
    page('/business-numbers', ['Business Numbers'], {section: 'business-numbers'}),
    page('/business-numbers/churn-rate', ['Churn Rate'], {section: 'business-numbers'}),
    page('/business-numbers/customer-tier', ['Customer Tier'], {section: 'business-numbers'}),
    page('/commercial-intelligence-glossary', ['Glossary'], {section: 'glossary'}),
    page('/commercial-intelligence-glossary#margin-leak', ['Margin Leak'], {
      section: 'glossary',
      within: 'Glossary',
    }),
  ]);

  it('offers the terms and glossary entries closest to what was typed', () => {
    expect(search.search('xqzv').hits).toEqual([]);
    expect(search.closest('marjin').map((term) => term.url)).toEqual([
      '/commercial-intelligence-glossary#margin-leak',
    ]);
    expect(search.closest('custom tears').map((term) => term.title)).toContain('Customer Tier');
    expect(search.closest('xqzv')).toEqual([]);
  });

  it('offers the glossary', () => {
    expect(search.glossaryUrl()).toBe('/commercial-intelligence-glossary');
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

describe('pages that sum up others', () => {
  it('puts the home page after a page that matches as well', () => {
    const teaser: Partial<IndexedPage> = {
      section: 'company',
      headings: [['missed', 'Missed price increases']],
    };
    const {search} = searchOver([page('/', ['Home'], teaser), page('/story', ['Home'], teaser)]);
    expect(urls(search, 'missed price increases')).toEqual(['/story#missed', '/#missed']);
  });

  it("puts a term's page before the glossary's entry for it, even when the entry matches more", () => {
    const {search} = searchOver([
      page('/glossary#churn-rate', ['Churn rate'], {
        section: 'glossary',
        within: 'Glossary',
        questions: ['Why do customers leave?'],
      }),
      page('/business-numbers/churn-rate', ['Churn Rate'], {section: 'business-numbers'}),
      page('/glossary#margin', ['Margin'], {
        section: 'glossary',
        within: 'Glossary',
        questions: ['Why do customers leave?'],
      }),
    ]);
    expect(urls(search, 'churn rate customers leave').slice(0, 2)).toEqual([
      '/business-numbers/churn-rate',
      '/glossary#churn-rate',
    ]);
  });
});

describe('a question about one section', () => {
  const headings: [string, string][] = [
    ['supplier', 'Supplier increases that never reach customers'],
    ['communicating', 'Communicating price changes'],
    ['cancel', 'Cancelling early'],
  ];
  const {search} = searchOver([
    page('/pricing-guide', ['Pricing guide'], {
      headings,
      questions: ['How do we tell customers about an increase?', 'Can we cancel and get a refund?'],
      questionSections: [1, 0],
    }),
  ]);

  it('lands the query its words match on that section', () => {
    expect(urls(search, 'tell customers about an increase')).toEqual([
      '/pricing-guide#communicating',
    ]);
  });

  it("lands on a section named by its heading before one a question's words name", () => {
    expect(urls(search, 'cancel')).toEqual(['/pricing-guide#cancel']);
  });
});
