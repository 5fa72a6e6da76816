import {describe, expect, it} from 'vitest';
import {countInWords} from './words';

describe('countInWords', () => {
  it('writes whole numbers up to twelve in words', () => {
    expect(countInWords(0)).toBe('zero');
    expect(countInWords(1)).toBe('one');
    expect(countInWords(10)).toBe('ten');
    expect(countInWords(12)).toBe('twelve');
  });
  it('keeps larger, negative and fractional numbers in digits', () => {
    expect(countInWords(13)).toBe('13');
    expect(countInWords(1500)).toBe('1,500');
    expect(countInWords(-1)).toBe('-1');
    expect(countInWords(2.5)).toBe('2.5');
    expect(countInWords(Number.NaN)).toBe('—');
  });
});
