import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {bulletList, toTextFile, underline, wrapText} from './plainText';

describe('underline', () => {
  it('underlines a heading to its own length', () => {
    expect(underline('Tips', '-')).toEqual(['Tips', '----']);
  });
});

describe('wrapText', () => {
  it('wraps at word boundaries within the width', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });
  it('indents the first line and hangs the rest', () => {
    expect(wrapText('alpha beta gamma', 12, '- ', '  ')).toEqual(['- alpha beta', '  gamma']);
  });
  it('keeps a word longer than the width whole', () => {
    expect(wrapText('https://www.example.com/a-very-long-address', 10)).toEqual([
      'https://www.example.com/a-very-long-address',
    ]);
  });
  it('gives no lines for empty text', () => {
    expect(wrapText('   ')).toEqual([]);
  });
  it('keeps every word in order and no line over the width unless it is one word', () => {
    const word = fc.stringMatching(/^[a-z]{1,15}$/);
    fc.assert(
      fc.property(fc.array(word, {maxLength: 40}), fc.integer({min: 10, max: 80}), (words, w) => {
        const lines = wrapText(words.join(' '), w, '  ');
        expect(lines.join(' ').split(/\s+/).filter(Boolean)).toEqual(words);
        for (const text of lines) {
          expect(text.length <= w || !text.trim().includes(' ')).toBe(true);
        }
      }),
      {numRuns: 1000},
    );
  });
});

describe('bulletList', () => {
  it('prefixes each item and aligns continuation lines', () => {
    expect(bulletList(['short', 'a longer item here'], '', 12)).toEqual([
      '- short',
      '- a longer',
      '  item here',
    ]);
  });
});

describe('toTextFile', () => {
  it('joins with CRLF and ends with a newline', () => {
    expect(toTextFile(['a', '', 'b'])).toBe('a\r\n\r\nb\r\n');
  });
});
