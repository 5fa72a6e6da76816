import {describe, expect, it} from 'vitest';
import {editionPrefix, inEdition} from './editionPath';

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
