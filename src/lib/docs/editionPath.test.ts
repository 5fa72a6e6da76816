import {describe, expect, it} from 'vitest';
import {editionPrefix, editionUrl, inEdition} from './editionPath';

describe('editionPrefix', () => {
  it('is empty for the edition served at the root', () => {
    expect(editionPrefix('/')).toBe('');
    expect(editionPrefix(undefined)).toBe('');
    expect(editionPrefix('')).toBe('');
  });
  it('is the version path, without a trailing slash, for other editions', () => {
    expect(editionPrefix('/next')).toBe('/next');
    expect(editionPrefix('/next/')).toBe('/next');
    expect(editionPrefix('/2025')).toBe('/2025');
  });
});

describe('inEdition', () => {
  it('prefixes a site-absolute path', () => {
    expect(inEdition('', '/business-numbers/churn-rate')).toBe('/business-numbers/churn-rate');
    expect(inEdition('/next', '/business-numbers')).toBe('/next/business-numbers');
  });
  it('refuses relative paths', () => {
    expect(() => inEdition('/next', 'business-numbers')).toThrow();
  });
});

describe('editionUrl', () => {
  const draft = {
    name: 'current',
    path: '/next',
    docs: [{id: 'industry-use-cases/index', path: '/next/industry-use-cases'}],
  };
  it('maps a doc path into the edition, and leaves it alone outside the docs', () => {
    expect(editionUrl(draft, '/business-numbers')).toBe('/next/business-numbers');
    expect(editionUrl({}, '/business-numbers')).toBe('/business-numbers');
  });
  it("finds a doc named by id among the edition's docs", () => {
    expect(editionUrl(draft, {docId: 'industry-use-cases/index'})).toBe('/next/industry-use-cases');
  });
  it('fails on an id the edition does not have, naming the edition', () => {
    expect(() => editionUrl(draft, {docId: 'nope'})).toThrow(
      'No doc with id "nope" in docs edition "current"',
    );
    expect(() => editionUrl({}, {docId: 'nope'})).toThrow(/edition "none"/);
  });
});
