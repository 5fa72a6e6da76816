import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {caseVariantTarget, foldCase} from './caseVariant';

const PAGES = [
  '/',
  '/calculate-roi',
  '/business-numbers/churn-rate',
  '/next/business-numbers/churn-rate',
];

describe('foldCase', () => {
  it('lowers ASCII letters only', () => {
    expect(foldCase('/Business-Numbers/CHURN-Rate')).toBe('/business-numbers/churn-rate');
    expect(foldCase('/ÄRGER/%E2%9C%93')).toBe('/Ärger/%e2%9c%93');
  });

  it('is idempotent and keeps the length', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldCase(foldCase(text))).toBe(foldCase(text));
        expect(foldCase(text)).toHaveLength(text.length);
      }),
    );
  });
});

describe('caseVariantTarget', () => {
  it('names the page a path spells in other letter case', () => {
    expect(caseVariantTarget('/Calculate-ROI', PAGES)).toBe('/calculate-roi');
    expect(caseVariantTarget('/business-numbers/CHURN-RATE', PAGES)).toBe(
      '/business-numbers/churn-rate',
    );
    expect(caseVariantTarget('/NEXT/business-numbers/churn-rate', PAGES)).toBe(
      '/next/business-numbers/churn-rate',
    );
  });

  it('names nothing for a page path as it is', () => {
    expect(caseVariantTarget('/calculate-roi', PAGES)).toBeUndefined();
    expect(caseVariantTarget('/', PAGES)).toBeUndefined();
  });

  it('names nothing for a path that differs in more than case', () => {
    for (const path of [
      '/calculate-roi/',
      '/Calculate-ROI/',
      '/calculate-roi.',
      '//calculate-roi',
      '/calculate%2Droi',
    ]) {
      expect(caseVariantTarget(path, PAGES), path).toBeUndefined();
    }
  });

  it('names nothing when two pages differ only in case', () => {
    expect(caseVariantTarget('/ABOUT', ['/About', '/about'])).toBeUndefined();
    expect(caseVariantTarget('/About', ['/About', '/about'])).toBeUndefined();
  });

  it('only ever names one of the pages, matching the path when case is folded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAGES),
        fc.array(fc.boolean(), {maxLength: 40}),
        (page, upper) => {
          const path = [...page]
            .map((character, index) => (upper[index] ? character.toUpperCase() : character))
            .join('');
          const target = caseVariantTarget(path, PAGES);
          expect(target).toBe(path === page ? undefined : page);
        },
      ),
    );
  });
});
