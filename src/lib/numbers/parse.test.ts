import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  MAX_INPUT_MAGNITUDE,
  checkNumberInput,
  integerOrZero,
  numberOrZero,
  parseNumberInput,
  readNumberText,
  type ParseOptions,
} from './parse';

const value = (text: string, options = {}) => {
  const parsed = parseNumberInput(text, options);
  return parsed.kind === 'number' ? parsed.value : parsed.kind;
};

describe('parseNumberInput', () => {
  it.each<[string, number | string, ParseOptions?]>([
    // Reads plain, grouped, spaced and exponent forms.
    ['5000000', 5_000_000],
    ['5,000,000', 5_000_000],
    [' 5e6 ', 5_000_000],
    ['5E6', 5_000_000],
    ['1,200.50', 1200.5],
    ['5 000 000', 5_000_000],
    ['.5', 0.5],
    ['0', 0],
    // Accepts currency signs and a percent sign.
    ['$1,200.50', 1200.5],
    ['£ 300', 300],
    ['25%', 25],
    ['-$5', -5, {allowNegative: true}],
    ['$-5', -5, {allowNegative: true}],
    // Reads amounts written with a magnitude.
    ['5M', 5_000_000],
    ['5m', 5_000_000],
    ['2.5m', 2_500_000],
    ['250k', 250_000],
    ['250K', 250_000],
    ['$1.2bn', 1_200_000_000],
    ['3b', 3_000_000_000],
    ['1.5 million', 1_500_000],
    ['2 thousand', 2000],
    ['$5MM', 5_000_000],
    ['4.2 mn', 4_200_000],
    ['1,500k', 1_500_000],
    ['1.15m', 1_150_000],
    ['0.1k', 100],
    // Reads a currency before or after the figure, spaced or not.
    ['$ 3,000', 3000],
    ['3,000 $', 3000],
    ['USD 5,000', 5000],
    ['5000 usd', 5000],
    ['US$5m', 5_000_000],
    ['€ 1.234,50', 1234.5],
    ['1.234,50 EUR', 1234.5],
    ['GBP 12', 12],
    // Reads accounting brackets, a trailing minus and a typographic minus as negative.
    ['(1,000)', -1000, {allowNegative: true}],
    ['($1,000)', -1000, {allowNegative: true}],
    ['$(1,000)', -1000, {allowNegative: true}],
    ['(2.5k)', -2500, {allowNegative: true}],
    ['1.000,00-', -1000, {allowNegative: true, decimalComma: true}],
    ['1,000-', -1000, {allowNegative: true}],
    ['\u22125', -5, {allowNegative: true}],
    // Reads a decimal comma where it cannot group thousands.
    ['12,5', 12.5],
    ['1,50', 1.5],
    ['1.234,50', 1234.5],
    ['1 234,5', 1234.5],
    ['1,250', 1250],
    ['1.234', 1.234],
    ["1'234.50", 1234.5],
    // Reads every comma as decimal and every dot as a thousands group in decimal-comma files.
    ['1.234', 1234, {decimalComma: true}],
    ['1,234', 1.234, {decimalComma: true}],
    ['1.234.567,891', 1234567.891, {decimalComma: true}],
    ['12', 12, {decimalComma: true}],
    ['1,234.5', 'invalid', {decimalComma: true}],
  ])('reads %j as %j', (text, expected, options) => {
    expect(value(text, options)).toBe(expected);
  });
  it('reads a negative in brackets as below the minimum where negatives are refused', () => {
    expect(checkNumberInput('(1,000)')).toMatchObject({kind: 'invalid', reason: 'belowMin'});
  });
  it('treats blank text as empty', () => {
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
  });
  it.each([
    'abc',
    '12abc',
    '1.2.3',
    '1,2345',
    '12,34,567',
    '1,234,50',
    'e5',
    '-',
    '$',
    '%',
    '1e',
    '--5',
    'NaN',
    'Infinity',
    '0x10',
    '5 apples',
    'm',
    '$k',
    '5kk',
    '5 km',
    '1e3k',
    '5k%',
    '$5%',
    '(5',
    '5)',
    '-(5)',
    '(5)-',
    '$$5',
    '5 $ $',
    '1.5 millions',
    'twelve',
  ])('rejects %j with a message', (text) => {
    const parsed = parseNumberInput(text);
    expect(parsed.kind).toBe('invalid');
    if (parsed.kind === 'invalid') expect(parsed.message).toMatch(/number/i);
  });
  it('rejects values too large to compute with', () => {
    const parsed = parseNumberInput('1e400');
    expect(parsed).toEqual({kind: 'invalid', message: 'This number is too large to work with.'});
    expect(parseNumberInput(String(MAX_INPUT_MAGNITUDE * 10)).kind).toBe('invalid');
    expect(value(String(MAX_INPUT_MAGNITUDE))).toBe(MAX_INPUT_MAGNITUDE);
  });
  it('rejects negatives unless allowed', () => {
    expect(parseNumberInput('-5')).toEqual({
      kind: 'invalid',
      message: 'Enter zero or a positive number.',
    });
    expect(value('-5', {allowNegative: true})).toBe(-5);
    expect(value('-0')).toBe(0);
    expect(Object.is(value('-0'), -0)).toBe(false);
  });
  it('applies max and integer options', () => {
    expect(parseNumberInput('101', {max: 100})).toEqual({
      kind: 'invalid',
      message: 'Enter a number no greater than 100.',
    });
    expect(value('100', {max: 100})).toBe(100);
    expect(parseNumberInput('2.5', {integer: true})).toEqual({
      kind: 'invalid',
      message: 'Enter a whole number.',
    });
  });
  it('never yields a non-finite number, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseNumberInput(text, {allowNegative: true});
        return parsed.kind !== 'number' || Number.isFinite(parsed.value);
      }),
      {numRuns: 2000},
    );
  });
  it('reads back any finite number it is given in plain notation', () => {
    fc.assert(
      fc.property(fc.double({min: -1e12, max: 1e12, noNaN: true}), (number) => {
        const parsed = parseNumberInput(String(number), {allowNegative: true});
        return parsed.kind === 'number' && parsed.value === (number === 0 ? 0 : number);
      }),
      {numRuns: 1000},
    );
  });
});

describe('readNumberText', () => {
  it('says whether a text was written as the plain figure', () => {
    for (const text of ['5000000', '5,000,000', '$5,000,000', '$ 3,000', '-$5', '25%', '.5', '0']) {
      expect(readNumberText(text)?.plain, text).toBe(true);
    }
    for (const text of [
      '5M',
      '250k',
      '5e6',
      '(1,000)',
      '1,000-',
      '12,5',
      '1.234,50',
      '1.5 million',
    ]) {
      expect(readNumberText(text)?.plain, text).toBe(false);
    }
  });
  it('reads any range, and nothing from text that is no number', () => {
    expect(readNumberText('(1,000)')).toEqual({value: -1000, plain: false});
    expect(readNumberText('1e400')).toBeNull();
    expect(readNumberText('abc')).toBeNull();
    expect(readNumberText('')).toBeNull();
  });
  it('reads a magnitude as the figure times its power of ten', () => {
    const suffixes = [
      ['k', 1e3],
      ['thousand', 1e3],
      ['m', 1e6],
      ['million', 1e6],
      ['bn', 1e9],
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 999_999}),
        fc.integer({min: 0, max: 99}),
        fc.constantFrom(...suffixes),
        fc.boolean(),
        (whole, cents, [suffix, factor], spaced) => {
          const figure = `${whole}.${String(cents).padStart(2, '0')}`;
          const read = readNumberText(`$${figure}${spaced ? ' ' : ''}${suffix}`);
          const expected = Number(`${figure}e${Math.log10(factor)}`);
          return read !== null && read.value === expected && !read.plain;
        },
      ),
      {numRuns: 500},
    );
  });
  it('reads any amount formatted with grouping and cents as the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 10 ** 12}),
        fc.integer({min: 0, max: 99}),
        (whole, cents) => {
          const grouped = whole.toString().replace(/\B(?=(\d{3})+$)/g, ',');
          const text = `$${grouped}.${String(cents).padStart(2, '0')}`;
          const read = readNumberText(text);
          return (
            read !== null &&
            read.plain &&
            read.value === Number(`${whole}.${String(cents).padStart(2, '0')}`)
          );
        },
      ),
      {numRuns: 500},
    );
  });
  it('reads the same figure in point and comma notation', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 10 ** 9}),
        fc.integer({min: 0, max: 99}),
        (whole, cents) => {
          const decimals = String(cents).padStart(2, '0');
          const us = `${whole.toString().replace(/\B(?=(\d{3})+$)/g, ',')}.${decimals}`;
          const european = `${whole.toString().replace(/\B(?=(\d{3})+$)/g, '.')},${decimals}`;
          return (
            readNumberText(us)?.value === readNumberText(european)?.value &&
            readNumberText(european, {decimalComma: true})?.value === readNumberText(us)?.value
          );
        },
      ),
      {numRuns: 500},
    );
  });
});

describe('numberOrZero', () => {
  it('counts blank as 0 silently and letters as 0 with a message', () => {
    expect(numberOrZero('')).toEqual({value: 0, countedAsZero: false});
    expect(numberOrZero('12')).toEqual({value: 12, countedAsZero: false});
    const letters = numberOrZero('twelve');
    expect(letters.value).toBe(0);
    expect(letters.countedAsZero).toBe(true);
    expect(letters.message).toMatch(/number/);
  });
});

describe('integerOrZero', () => {
  it('truncates decimals and reads bad text as 0', () => {
    expect(integerOrZero('12')).toBe(12);
    expect(integerOrZero('12.9')).toBe(12);
    expect(integerOrZero('-3.5')).toBe(-3);
    expect(integerOrZero('abc')).toBe(0);
    expect(integerOrZero('')).toBe(0);
  });
});

describe('checkNumberInput', () => {
  const reason = (text: string, options = {}) => {
    const checked = checkNumberInput(text, options);
    return checked.kind === 'invalid' ? checked.reason : checked.kind;
  };
  it('says why a text was rejected', () => {
    expect(reason('abc')).toBe('notANumber');
    expect(reason('12abc')).toBe('notANumber');
    expect(reason('1e400')).toBe('tooLarge');
    expect(reason('-5')).toBe('belowMin');
    expect(reason('101', {max: 100})).toBe('aboveMax');
    expect(reason('2.5', {integer: true})).toBe('notInteger');
    expect(reason('')).toBe('empty');
    expect(reason('$1,200.50')).toBe('number');
  });
  it('agrees with parseNumberInput on every text', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, allowNegative) => {
        const checked = checkNumberInput(text, {allowNegative, max: 100});
        const parsed = parseNumberInput(text, {allowNegative, max: 100});
        if (checked.kind !== 'invalid') return JSON.stringify(checked) === JSON.stringify(parsed);
        return parsed.kind === 'invalid' && parsed.message === checked.message;
      }),
      {numRuns: 1000},
    );
  });
});
