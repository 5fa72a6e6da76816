import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {clampPage, pageBounds, pageCount, pageOf} from './paging';

describe('pageCount', () => {
  it('rounds up, and counts an empty list as one page', () => {
    expect(pageCount(20_000, 1000)).toBe(20);
    expect(pageCount(1001, 1000)).toBe(2);
    expect(pageCount(1000, 1000)).toBe(1);
    expect(pageCount(0, 1000)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page number within the pages there are', () => {
    expect(clampPage(-1, 50, 10)).toBe(0);
    expect(clampPage(9, 50, 10)).toBe(4);
    expect(clampPage(2.7, 50, 10)).toBe(2);
    expect(clampPage(Number.NaN, 50, 10)).toBe(0);
  });
});

describe('pageBounds', () => {
  it('gives the first and the last, partial, page', () => {
    expect(pageBounds(0, 2500, 1000)).toEqual({start: 0, end: 1000});
    expect(pageBounds(2, 2500, 1000)).toEqual({start: 2000, end: 2500});
  });

  it('gives the last page for a page past the end (after rows were removed)', () => {
    expect(pageBounds(7, 1500, 1000)).toEqual({start: 1000, end: 1500});
  });

  it('shows every entry exactly once across the pages', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.integer({min: 1, max: 700}), (total, size) => {
        let shown = 0;
        for (let page = 0; page < pageCount(total, size); page += 1) {
          const {start, end} = pageBounds(page, total, size);
          if (start !== shown) return false;
          shown = end;
        }
        return shown === total;
      }),
    );
  });
});

describe('pageOf', () => {
  it('gives the page an entry is on', () => {
    expect(pageOf(0, 1000)).toBe(0);
    expect(pageOf(999, 1000)).toBe(0);
    expect(pageOf(1000, 1000)).toBe(1);
  });
});
