import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {EDITIONS} from '@site/src/data/editions';
import {CALLS_TO_ACTION, termPath} from '@site/src/lib/businessNumbers/registry';
import {builtPage, hrefsOf, localHrefs, structuredData, textOf} from './support/html';

/** The element labelled `name` through aria-labelledby (a region, as a screen reader names it). */
function region($: CheerioAPI, name: string) {
  return $('[aria-labelledby]').filter(
    (_, element) => textOf($(`[id="${$(element).attr('aria-labelledby')}"]`)) === name,
  );
}

describe.each(EDITIONS)('the $name edition', ({prefix, content}) => {
  const {TERMS, TERM_PAGES} = content;
  const {GLOSSARY_TERMS} = content.glossary;
  const inEdition = (path: string) => `${prefix}${path}`;

  it('index: links back to the Growth Hub, to every term group by group, and to a call', () => {
    const $ = builtPage(inEdition('/business-numbers'));
    expect(hrefsOf($, 'Back to Growth Hub', 'main')).toEqual(['/blog']);
    expect(hrefsOf($, 'Book Strategy Call', 'main')).toEqual(['/book-call']);
    for (const group of TERMS.groups) {
      const cards = region($, group.title).find('li');
      expect(cards.length, group.title).toBe(group.terms.length);
      group.terms.forEach(({slug}, index) => {
        expect(cards.eq(index).find('a').attr('href')).toBe(inEdition(termPath(slug)));
      });
    }
  });

  describe.each(TERMS.terms.map((entry) => [entry.slug, entry] as const))(
    'term page %s',
    (slug, entry) => {
      const $ = builtPage(inEdition(termPath(slug)));
      const page = TERM_PAGES[slug];

      it('has its title, the back button and a calculator showing the worked example result', () => {
        expect(textOf($('h1'))).toBe(entry.title);
        expect(hrefsOf($, 'Back to Business Numbers', 'article')).toEqual([
          inEdition('/business-numbers'),
        ]);
        const calculator = region($, page?.calculator.title ?? '');
        expect(calculator.length).toBe(1);
        expect(textOf(calculator)).toContain('Your result');
        expect(textOf(calculator)).not.toMatch(/NaN|Infinity|undefined/);
      });

      it('offers its calls to action and links its related terms within the edition', () => {
        for (const id of entry.ctas) {
          const cta = CALLS_TO_ACTION[id];
          expect(hrefsOf($, cta.label, 'article'), cta.label).toContain(cta.to);
        }
        const links = localHrefs($, 'article');
        for (const {entry: related} of page?.related ?? []) {
          expect(links).toContain(inEdition(termPath(related.slug)));
        }
        // Term links stay in the edition.
        const termLinks = links.filter((href) => href.includes('/business-numbers/'));
        for (const href of termLinks)
          expect(href.startsWith(inEdition('/business-numbers/'))).toBe(true);
      });
    },
  );

  describe('glossary', () => {
    const $ = builtPage(inEdition('/commercial-intelligence-glossary'));

    it('gives every term an anchor, and links those with a term page to it', () => {
      for (const entry of GLOSSARY_TERMS) {
        const article = $(`article[aria-labelledby="${entry.id}"]`);
        expect(article.length, entry.id).toBe(1);
        const deeper = article.find('a[href*="/business-numbers/"]');
        if (entry.businessNumbersSlug) {
          expect(deeper.attr('href')).toBe(inEdition(termPath(entry.businessNumbersSlug)));
        } else {
          expect(deeper.length, entry.id).toBe(0);
        }
      }
    });

    it('links back to the home page, as the guides do', () => {
      expect(hrefsOf($, 'Back to Home', 'main')).toEqual(['/']);
    });

    it('leads to the three guides of the same edition', () => {
      for (const [name, path] of [
        ['Read the Customer Profitability Guide', '/customer-profitability-guide'],
        ['Read the Margin Leaks Guide', '/margin-leaks-guide'],
        ['Read the Commercial Intelligence Guide', '/commercial-intelligence-guide'],
      ] as const) {
        expect(hrefsOf($, name, 'main')).toEqual([inEdition(path)]);
      }
    });

    it('describes the whole glossary as a DefinedTermSet at its own address', () => {
      const set = structuredData($).find((data) => data['@type'] === 'DefinedTermSet') as
        {url?: string; hasDefinedTerm?: unknown[]} | undefined;
      expect(set?.url).toMatch(new RegExp(`${inEdition('/commercial-intelligence-glossary')}$`));
      expect(set?.hasDefinedTerm).toHaveLength(GLOSSARY_TERMS.length);
    });
  });
});
