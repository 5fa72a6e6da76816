import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {capitalised, countInWords, counted, shareInWords, withArticle} from './words';

describe('counted', () => {
  it('writes the count in digits with thousands separators and the noun', () => {
    expect(counted(20000, ['customer', 'customers'])).toBe('20,000 customers');
    expect(counted(0, ['line', 'lines'])).toBe('0 lines');
  });

  it('takes the singular for exactly one', () => {
    expect(counted(1, ['saved calculation', 'saved calculations'])).toBe('1 saved calculation');
  });
});

describe('countInWords', () => {
  it.each([
    // Counts below twenty as one word.
    [0, 'zero'],
    [6, 'six'],
    [14, 'fourteen'],
    [19, 'nineteen'],
    // Round tens alone, the rest hyphenated.
    [20, 'twenty'],
    [24, 'twenty-four'],
    [99, 'ninety-nine'],
    // A hundred and more in digits with separators.
    [100, '100'],
    [800, '800'],
    [1200, '1,200'],
    // Negative and fractional numbers in digits.
    [-3, '-3'],
    [2.5, '2.5'],
  ])('writes %s as %j', (count, words) => {
    expect(countInWords(count)).toBe(words);
  });
  it('never gives an empty word, a stray hyphen or "NaN"', () => {
    fc.assert(
      fc.property(fc.double(), (value) =>
        /^([a-z]+(-[a-z]+)?|-?[\d,.]+|—)$/.test(countInWords(value)),
      ),
      {numRuns: 500},
    );
  });
});

describe('capitalised', () => {
  it('raises the first letter only', () => {
    expect(capitalised('six board reports')).toBe('Six board reports');
    expect(capitalised('')).toBe('');
  });
});

describe('shareInWords', () => {
  it('names a share that is a simple fraction', () => {
    expect(shareInWords(20)).toBe('a fifth');
    expect(shareInWords(25)).toBe('a quarter');
    expect(shareInWords(50)).toBe('half');
    expect(shareInWords((2 / 3) * 100)).toBe('two-thirds');
  });
  it('says "about" for a share within 5% of a simple fraction', () => {
    expect(shareInWords(21)).toBe('about a fifth');
    expect(shareInWords(32)).toBe('about a third');
  });
  it('falls back to a whole percentage when no simple fraction is near', () => {
    expect(shareInWords(44)).toBe('44%');
    expect(shareInWords(3)).toBe('3%');
    expect(shareInWords(130)).toBe('130%');
  });
  it('shows the dash for a share that is not a number', () => {
    expect(shareInWords(Number.NaN)).toBe('—');
  });
});

describe('withArticle', () => {
  it('puts "an" before a vowel sound and "a" before the rest', () => {
    expect(withArticle('eighteen-page review')).toBe('an eighteen-page review');
    expect(withArticle('eight-page report')).toBe('an eight-page report');
    expect(withArticle('twelve-page report')).toBe('a twelve-page report');
    expect(withArticle('outline')).toBe('an outline');
  });
  it('judges a number by how it is said', () => {
    expect(withArticle('8-page')).toBe('an 8-page');
    expect(withArticle('18-page')).toBe('an 18-page');
    expect(withArticle('11-page')).toBe('an 11-page');
    expect(withArticle('12-page')).toBe('a 12-page');
    expect(withArticle('800 orders')).toBe('an 800 orders');
    expect(withArticle('8,000 lines')).toBe('an 8,000 lines');
    expect(withArticle('1,200 lines')).toBe('a 1,200 lines');
  });
  it('puts "a" before "one", whose sound is a "w"', () => {
    expect(withArticle('one-page summary')).toBe('a one-page summary');
  });
});
