import {describe, expect, it} from 'vitest';
import {isBusinessNumberSlug} from './businessNumbers';
import {GLOSSARY_CATEGORIES, GLOSSARY_TERMS, glossaryAnchor} from './glossary';

describe('glossary data', () => {
  it('holds the 16 terms of the specification', () => {
    expect(GLOSSARY_TERMS).toHaveLength(16);
  });
  it('uses every one of the seven categories', () => {
    expect(GLOSSARY_CATEGORIES).toHaveLength(7);
    for (const category of GLOSSARY_CATEGORIES) {
      expect(
        GLOSSARY_TERMS.some((entry) => entry.category === category),
        category,
      ).toBe(true);
    }
  });
  it('has unique names and anchor ids that are valid fragment identifiers', () => {
    expect(new Set(GLOSSARY_TERMS.map((entry) => entry.term)).size).toBe(16);
    expect(new Set(GLOSSARY_TERMS.map((entry) => entry.id)).size).toBe(16);
    for (const entry of GLOSSARY_TERMS) expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('only relates terms to other terms of the glossary', () => {
    for (const entry of GLOSSARY_TERMS) {
      for (const name of entry.relatedTerms) {
        expect(glossaryAnchor(name), `${entry.term} → ${name}`).toBeDefined();
        expect(name).not.toBe(entry.term);
      }
    }
  });
  it('gives every term a definition of real length', () => {
    for (const entry of GLOSSARY_TERMS) expect(entry.definition.length).toBeGreaterThan(80);
  });
  it('links each term that has a Business Numbers page to it, one term per page', () => {
    const slugs = GLOSSARY_TERMS.flatMap((entry) =>
      entry.businessNumbersSlug ? [entry.businessNumbersSlug] : [],
    );
    expect(slugs.length).toBe(10);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(isBusinessNumberSlug(slug), slug).toBe(true);
    expect(GLOSSARY_TERMS.find((entry) => entry.term === 'RFM Analysis')?.businessNumbersSlug).toBe(
      'rfm-modelling',
    );
  });
});
