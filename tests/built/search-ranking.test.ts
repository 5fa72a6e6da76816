/**
 * The first result of researchers' queries, against the search files of the production
 * build (no browser: the engine the search box runs, on the files it loads). Each query is
 * checked twice: as the box first answers it, from names, headings and descriptions (unless
 * the engine says those are not enough and asks for the text), and with the pages' whole
 * text, as the results page answers it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SiteSearch} from '@site/src/lib/search/engine';
import {INDEX_FOLDER, type SuggestFile, type TextFile} from '@site/src/lib/search/indexFiles';
import {DRAFT, EDITIONS, RELEASED, type EditionData, type TermSlug} from '@site/src/data/editions';
import {BUILD_DIR} from './support/html';

function readIndex<T>(edition: string, file: string): T {
  return JSON.parse(readFileSync(path.join(BUILD_DIR, INDEX_FOLDER, edition, file), 'utf8')) as T;
}

/** What a query should find first: a page, or a page's heading (`path#anchor`). */
interface Row {
  readonly query: string;
  readonly first: string;
  /**
   * Where the query lands instead when an edition publishes a Business Numbers page for it:
   * that page, in the edition searched when it publishes one, else in the draft (a draft
   * term is shown, labelled, from the released edition, before the glossary's entry).
   */
  readonly withTerm?: {readonly slug: TermSlug; readonly first: string};
}

const TERM = '/business-numbers';

/** Queries against every edition; docs paths are within the edition. */
const QUERIES: readonly Row[] = [
  // Abbreviations and other names of the Business Numbers.
  {query: 'LTV', first: `${TERM}/customer-lifetime-value`},
  {query: 'clv', first: `${TERM}/customer-lifetime-value`},
  {query: 'lifetime value', first: `${TERM}/customer-lifetime-value`},
  {query: 'CAC', first: `${TERM}/customer-acquisition-cost`},
  {query: 'DSO', first: `${TERM}/days-sales-outstanding`},
  {query: 'debtor days', first: `${TERM}/days-sales-outstanding`},
  {query: 'NRR', first: `${TERM}/net-revenue-retention`},
  {query: 'net dollar retention', first: `${TERM}/net-revenue-retention`},
  {query: 'AOV', first: `${TERM}/average-order-value`},
  // An abbreviation among other words names its page.
  {query: 'ndr benchmark b2b', first: `${TERM}/net-revenue-retention#benchmarks`},
  {query: 'RFM', first: `${TERM}/rfm-modelling`},
  {query: 'win rate', first: `${TERM}/quote-conversion-rate`},
  {query: 'quote to cash', first: `${TERM}/quote-to-cash-time`},
  {query: 'gross margin', first: `${TERM}/gross-margin-per-product`},
  {query: 'sales velocity', first: `${TERM}/sales-velocity-profitability`},
  // One word or two, hyphen or not.
  {query: 'break even', first: `${TERM}/breakeven-price`},
  {query: 'breakeven', first: `${TERM}/breakeven-price`},
  {query: 'break-even price', first: `${TERM}/breakeven-price`},
  {query: 'breakeven point', first: `${TERM}/breakeven-price`},
  // US spellings.
  {query: 'RFM modeling', first: `${TERM}/rfm-modelling`},
  {
    query: 'price realization',
    first: '/commercial-intelligence-glossary#price-realisation',
    withTerm: {slug: 'price-realisation', first: `${TERM}/price-realisation`},
  },
  {
    query: 'cost to serve',
    first: '/commercial-intelligence-glossary#cost-to-serve',
    withTerm: {slug: 'cost-to-serve-ratio', first: `${TERM}/cost-to-serve-ratio`},
  },
  // Questions.
  {query: 'how do I calculate churn', first: `${TERM}/churn-rate`},
  {query: 'what is contribution margin', first: `${TERM}/contribution-margin`},
  {query: 'how much does it cost?', first: '/pricing'},
  // One slip in a word of five letters or more: wrong, missing or swapped letters.
  {query: 'chrun rate', first: `${TERM}/churn-rate`},
  {query: 'contribtion margin', first: `${TERM}/contribution-margin`},
  {query: 'forcast accuracy', first: `${TERM}/forecast-accuracy`},
  {query: 'price overide', first: `${TERM}/price-override-frequency`},
  {query: 'roi calculater', first: '/calculate-roi'},
  // Tools by name, or by what they are.
  {query: 'ROI', first: '/calculate-roi'},
  {query: 'ROI calculator', first: '/calculate-roi'},
  {query: 'churn calculator', first: `${TERM}/churn-rate`},
  {query: 'pricing worksheet', first: '/pricing-strategy-worksheet'},
  {query: 'margin leak checklist', first: '/margin-leak-assessment'},
  {query: 'board report', first: '/board-report-templates'},
  {query: 'board report template', first: '/board-report-templates'},
  {query: 'QBR', first: '/quarterly-business-review'},
  {query: 'profitability calculator', first: '/customer-profitability-calculator'},
  {query: 'cost structure template', first: '/cost-structure-template'},
  {query: 'customer segmentation', first: '/customer-segmentation-guide'},
  // A page whose own name holds the word comes before a page that has it as another name.
  {query: 'segmentation', first: '/customer-segmentation-guide'},
  {query: 'KPI dashboard', first: '/commercial-dashboard-kit'},
  // Guides, pages and the rest of the site.
  {query: 'margin leaks guide', first: '/margin-leaks-guide'},
  {query: 'what causes margin leaks', first: '/what-causes-margin-leaks'},
  {query: 'commercial intelligence 101', first: '/commercial-intelligence-101'},
  {query: 'power bi', first: '/commercial-intelligence-comparison#power-bi'},
  {query: 'glossary', first: '/commercial-intelligence-glossary'},
  {query: 'manufacturing', first: '/manufacturing-commercial-intelligence'},
  {query: 'growth hub', first: '/blog'},
  {query: 'privacy policy', first: '/privacy'},
  {query: 'book a call', first: '/book-call'},
  {query: 'schedule a call', first: '/book-call'},
  // Phrases from a page's text.
  {query: 'share of deals sold at a price other', first: `${TERM}/price-override-frequency`},
  // The phrase is the glossary's definition, which every edition's glossary holds; an edition
  // that publishes the term defines it on the term's page, which comes first there.
  {
    query: 'realised price divided by list price',
    first: '/commercial-intelligence-glossary#price-realisation',
    withTerm: {slug: 'price-realisation', first: `${TERM}/price-realisation#definition`},
  },
];

/**
 * The row's answer in an edition: its term page where the edition publishes one, else the
 * draft's; docs paths move under the edition's prefix; site pages are the same in every
 * edition.
 */
function inEdition(row: Row, edition: EditionData, docs: ReadonlySet<string>): string {
  const publishes = (candidate: EditionData) =>
    candidate.content.TERMS.terms.some(({slug}) => slug === row.withTerm?.slug);
  const publisher = row.withTerm ? [edition, DRAFT].find(publishes) : undefined;
  if (row.withTerm && publisher) return `${publisher.prefix}${row.withTerm.first}`;
  const [pagePath = ''] = row.first.split('#');
  return docs.has(pagePath) ? `${edition.prefix}${row.first}` : row.first;
}

for (const edition of EDITIONS) {
  describe(`search ranking, ${edition.name} edition`, () => {
    const suggest = readIndex<SuggestFile>(edition.name, 'suggest.json');
    const text = readIndex<TextFile>(edition.name, 'text.json');
    const docs = new Set(
      suggest.pages
        .filter((page) => edition.prefix === '' || page.url.startsWith(`${edition.prefix}/`))
        .map((page) => page.url.slice(edition.prefix.length)),
    );
    const suggestions = new SiteSearch(suggest);
    const full = new SiteSearch(suggest);

    it('the text file belongs to the suggestions file', async () => {
      expect(await full.addText(text)).toBe(true);
    });

    for (const row of QUERIES) {
      const expected = inEdition(row, edition, docs);
      it(`"${row.query}" finds ${expected} first`, async () => {
        if (!full.hasText) await full.addText(text);
        const box = suggestions.search(row.query, {limit: 8});
        if (box.wantsWords.length === 0)
          expect(box.hits[0]?.url, 'in the search box').toBe(expected);
        const page = full.search(row.query);
        expect(page.hits[0]?.url, 'on the results page').toBe(expected);
      });
    }
  });
}

it("each edition's index holds its own Business Numbers, under its own prefix", () => {
  for (const edition of EDITIONS) {
    const suggest = readIndex<SuggestFile>(edition.name, 'suggest.json');
    const docsPages = suggest.pages.filter(
      (page) => page.url.includes(TERM) && page.edition === undefined,
    );
    expect(docsPages.length).toBeGreaterThan(0);
    for (const page of docsPages) {
      expect(page.url.startsWith(`${edition.prefix}${TERM}`), page.url).toBe(true);
    }
  }
});

it("the released edition's index also holds the draft's terms it does not publish, marked", () => {
  const [draft, released] = [DRAFT, RELEASED];
  const publishedSlugs = new Set(released.content.TERMS.terms.map(({slug}) => slug));
  const draftOnly = draft.content.TERMS.terms.filter(({slug}) => !publishedSlugs.has(slug));
  const suggest = readIndex<SuggestFile>(released.name, 'suggest.json');
  const borrowed = suggest.pages.filter((page) => page.edition !== undefined);
  expect(borrowed.map((page) => page.url).sort()).toEqual(
    draftOnly.map(({slug}) => `${draft.prefix}${TERM}/${slug}`).sort(),
  );
  expect(new Set(borrowed.map((page) => page.edition))).toEqual(new Set([draft.name]));
});
