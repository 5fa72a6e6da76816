import {describe, expect, it} from 'vitest';
import {DRAFT, EDITIONS, SPECIFIED} from '@site/src/data/editions';
import {
  ALL_CATEGORIES,
  businessNumbersSearchable,
  filterGlossary,
  indexEntries,
  searchEntries,
  withBusinessNumbersNames,
} from '@site/src/lib/glossary/filter';
import {glossaryAnchor} from '@site/src/lib/glossary/types';

describe('the glossary the specification describes', () => {
  const {GLOSSARY_TERMS} = SPECIFIED.content.glossary;
  it('holds the 16 terms of the specification', () => {
    expect(GLOSSARY_TERMS).toHaveLength(16);
  });
  it('links RFM Analysis to RFM Modelling, among ten terms with a Business Numbers page', () => {
    const linked = GLOSSARY_TERMS.filter((entry) => entry.businessNumbersSlug);
    expect(linked).toHaveLength(10);
    expect(GLOSSARY_TERMS.find((entry) => entry.term === 'RFM Analysis')?.businessNumbersSlug).toBe(
      'rfm-modelling',
    );
  });
});

describe('the draft glossary', () => {
  it('links Price Realisation and Cost-to-Serve to the pages the draft adds', () => {
    const slug = (name: string) =>
      DRAFT.content.glossary.GLOSSARY_TERMS.find((entry) => entry.term === name)
        ?.businessNumbersSlug;
    expect(slug('Price Realisation')).toBe('price-realisation');
    expect(slug('Cost-to-Serve')).toBe('cost-to-serve-ratio');
  });
});

describe.each(EDITIONS)('the $name glossary', (edition) => {
  const {GLOSSARY_CATEGORIES, GLOSSARY_TERMS} = edition.content.glossary;
  it('uses every one of its seven categories', () => {
    expect(GLOSSARY_CATEGORIES).toHaveLength(7);
    for (const category of GLOSSARY_CATEGORIES) {
      expect(
        GLOSSARY_TERMS.some((entry) => entry.category === category),
        category,
      ).toBe(true);
    }
  });
  it('has unique names and anchor ids that are valid fragment identifiers', () => {
    const count = GLOSSARY_TERMS.length;
    expect(new Set(GLOSSARY_TERMS.map((entry) => entry.term)).size).toBe(count);
    expect(new Set(GLOSSARY_TERMS.map((entry) => entry.id)).size).toBe(count);
    for (const entry of GLOSSARY_TERMS) expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('only relates terms to other terms of the glossary', () => {
    for (const entry of GLOSSARY_TERMS) {
      for (const name of entry.relatedTerms) {
        expect(glossaryAnchor(GLOSSARY_TERMS, name), `${entry.term} → ${name}`).toBeDefined();
        expect(name).not.toBe(entry.term);
      }
    }
  });
  it('gives every term a definition of real length', () => {
    for (const entry of GLOSSARY_TERMS) expect(entry.definition.length).toBeGreaterThan(80);
  });
  it('links a term to a Business Numbers page of the same edition, one term per page', () => {
    const slugs = GLOSSARY_TERMS.flatMap((entry) =>
      entry.businessNumbersSlug ? [entry.businessNumbersSlug] : [],
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(edition.content.TERMS.has(slug), slug).toBe(true);
  });
});

describe.each(EDITIONS)('searching the $name glossary', (edition) => {
  const {GLOSSARY_TERMS} = edition.content.glossary;
  const {TERMS} = edition.content;
  const searchable = withBusinessNumbersNames(GLOSSARY_TERMS, TERMS);
  const found = (query: string) =>
    filterGlossary(searchable, query, ALL_CATEGORIES).map((entry) => entry.term);

  it.each(GLOSSARY_TERMS.map((entry) => entry.term))(
    '"%s" is found however its name is cased, hyphenated or spaced',
    (name) => {
      const words = name.replace(/\([^)]*\)/g, '').trim();
      for (const query of [
        words.toLowerCase(),
        words.toUpperCase(),
        words.replace(/-/g, ' '),
        words.replace(/[\s-]+/g, ''),
        words.replace(/\s+/g, '-'),
      ]) {
        expect(found(query)[0], query).toBe(name);
      }
    },
  );
  it('finds each term by every other name of the Business Numbers page it links to', () => {
    for (const entry of GLOSSARY_TERMS) {
      if (!entry.businessNumbersSlug) continue;
      const page = TERMS.term(entry.businessNumbersSlug);
      for (const alias of [page.title, ...page.aliases]) {
        expect(found(alias), `${alias} → ${entry.term}`).toContain(entry.term);
      }
    }
  });
  it('finds each Business Numbers term of the edition by its title and every alias', () => {
    const pages = indexEntries(TERMS.terms, businessNumbersSearchable);
    for (const page of TERMS.terms) {
      for (const name of [page.title, ...page.aliases]) {
        expect(
          searchEntries(pages, name.toLowerCase()).map((entry) => entry.slug),
          name,
        ).toContain(page.slug);
      }
    }
  });
});
