/**
 * Everything a reader may look for is found on the production build's search files: every
 * glossary term by its name in the search box and by a phrase of its definition on the
 * results page (which reads the pages' text), every Business Numbers page by its title (each
 * edition within itself), and every guide by a phrase from its body. The box shows eight
 * suggestions from names and headings, and loads the pages' words when those are not enough
 * or the query is a question; the check follows the same rule.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {EDITIONS, RELEASED} from '@site/src/data/editions';
import {termPath} from '@site/src/lib/businessNumbers/registry';
import {SiteSearch, type SearchHit} from '@site/src/lib/search/engine';
import {INDEX_FOLDER, type SuggestFile, type TextFile} from '@site/src/lib/search/indexFiles';
import {BUILD_DIR} from './support/html';

/** How many suggestions the search box lists. */
const BOX_SUGGESTIONS = 8;

function readIndex<T>(edition: string, file: string): T {
  return JSON.parse(readFileSync(path.join(BUILD_DIR, INDEX_FOLDER, edition, file), 'utf8')) as T;
}

/** A search box for one edition: names and headings first, the pages' text when asked for. */
function searchBox(edition: string) {
  const suggest = readIndex<SuggestFile>(edition, 'suggest.json');
  const names = new SiteSearch(suggest);
  const full = new SiteSearch(suggest);
  return {
    load: () => full.addText(readIndex<TextFile>(edition, 'text.json')),
    suggest(query: string): readonly SearchHit[] {
      const first = names.search(query, {limit: BOX_SUGGESTIONS});
      return first.wantsWords.length > 0
        ? full.search(query, {limit: BOX_SUGGESTIONS}).hits
        : first.hits;
    },
    /** The first results of the results page, which searches the pages' whole text. */
    results(query: string): readonly SearchHit[] {
      return full.search(query, {limit: BOX_SUGGESTIONS}).hits;
    },
  };
}

const urls = (hits: readonly SearchHit[]) => hits.map((hit) => hit.url);
const pageOf = (url: string) => url.split('#')[0];

/** Six words from the middle of a sentence, so the phrase is not the name itself. */
const middlePhrase = (text: string) => text.split(/\s+/).slice(4, 10).join(' ');

describe.each(EDITIONS)('search in the $name edition', ({name, prefix, content}) => {
  const box = searchBox(name);
  const glossary = `${prefix}/commercial-intelligence-glossary`;
  beforeAll(async () => {
    expect(await box.load()).toBe(true);
  });

  describe.each(content.glossary.GLOSSARY_TERMS.map((entry) => [entry.term, entry] as const))(
    'glossary term %s',
    (term, entry) => {
      // The term's glossary entry, or its own Business Numbers page where it has one.
      const answers = [
        `${glossary}#${entry.id}`,
        ...(entry.businessNumbersSlug ? [`${prefix}${termPath(entry.businessNumbersSlug)}`] : []),
      ];
      const found = (query: string, hits = box.suggest(query)) =>
        urls(hits).some((url) => answers.includes(url) || answers.includes(pageOf(url)!));

      it('is suggested for its name', () => {
        expect(found(term), urls(box.suggest(term)).join(', ')).toBe(true);
      });

      it('is among the first results for a phrase of its definition', () => {
        const phrase = middlePhrase(entry.definition);
        const hits = box.results(phrase);
        expect(found(phrase, hits), `${phrase}: ${urls(hits).join(', ')}`).toBe(true);
      });
    },
  );

  it.each(content.TERMS.terms.map((entry) => [entry.title, entry.slug] as const))(
    'suggests the %s page first for its title',
    (title, slug) => {
      expect(pageOf(box.suggest(title)[0]?.url ?? '')).toBe(`${prefix}${termPath(slug)}`);
    },
  );
});

/** Guides with a phrase from their body (their own words, not their title). */
const GUIDES: readonly {readonly route: string; readonly phrase: string}[] = [
  {route: '/commercial-intelligence-guide', phrase: 'three spreadsheets and a debate'},
  {route: '/margin-leaks-guide', phrase: 'quote-to-invoice reconciliation'},
  {route: '/customer-profitability-guide', phrase: 'revenue rankings mislead'},
  {route: '/voice-search-guide', phrase: 'spoken questions differ from typed ones'},
  {route: '/commercial-intelligence-comparison', phrase: 'where each option fits'},
  {route: '/what-causes-margin-leaks', phrase: 'operational and data slippage'},
  {route: '/pricing-strategy-distributors', phrase: 'tie volume discounts to real volume'},
];

describe('guides in the released edition', () => {
  const box = searchBox(RELEASED.name);
  beforeAll(async () => {
    expect(await box.load()).toBe(true);
  });

  it.each(GUIDES)('$route is suggested for "$phrase"', ({route, phrase}) => {
    expect(urls(box.suggest(phrase)).map(pageOf)).toContain(`${RELEASED.prefix}${route}`);
  });
});
