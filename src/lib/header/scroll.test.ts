import {describe, expect, it} from 'vitest';
import {HEADER_SCROLL_THRESHOLD_PX, hasOverlayHeader, isHeaderScrolled} from './scroll';

describe('isHeaderScrolled', () => {
  it('uses the 20 px threshold of the specification', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(20);
  });
  it('is false at the top and at exactly 20 px', () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(20)).toBe(false);
  });
  it('is true past 20 px', () => {
    expect(isHeaderScrolled(20.5)).toBe(true);
    expect(isHeaderScrolled(21)).toBe(true);
  });
  it('is false for negative overscroll and non-finite values', () => {
    expect(isHeaderScrolled(-30)).toBe(false);
    expect(isHeaderScrolled(Number.NaN)).toBe(false);
  });
});

describe('hasOverlayHeader', () => {
  it('applies to the landing page only', () => {
    expect(hasOverlayHeader('/')).toBe(true);
    expect(hasOverlayHeader('/pricing')).toBe(false);
    expect(hasOverlayHeader('/404.html')).toBe(false);
  });
});
