import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  MAX_INPUT_MAGNITUDE,
  checkNumberInput,
  integerOrZero,
  numberOrZero,
  parseNumberInput,
  readNumberText,
} from './parse';

const value = (text: string, options = {}) => {
  const parsed = parseNumberInput(text, options);
  return parsed.kind === 'number' ? parsed.value : parsed.kind;
};

describe('parseNumberInput', () => {
  it('reads plain, grouped, spaced and exponent forms', () => {
    expect(value('5000000')).toBe(5_000_000);
    expect(value('5,000,000')).toBe(5_000_000);
    expect(value(' 5e6 ')).toBe(5_000_000);
    expect(value('5E6')).toBe(5_000_000);
    expect(value('1,200.50')).toBe(1200.5);
    expect(value('5 000 000')).toBe(5_000_000);
    expect(value('.5')).toBe(0.5);
    expect(value('0')).toBe(0);
  });
  it('accepts currency signs and a percent sign', () => {
    expect(value('$1,200.50')).toBe(1200.5);
    expect(value('£ 300')).toBe(300);
    expect(value('25%')).toBe(25);
    expect(value('-$5', {allowNegative: true})).toBe(-5);
    expect(value('$-5', {allowNegative: true})).toBe(-5);
  });
  it('reads amounts written with a magnitude', () => {
    expect(value('5M')).toBe(5_000_000);
    expect(value('5m')).toBe(5_000_000);
    expect(value('2.5m')).toBe(2_500_000);
    expect(value('250k')).toBe(250_000);
    expect(value('250K')).toBe(250_000);
    expect(value('$1.2bn')).toBe(1_200_000_000);
    expect(value('3b')).toBe(3_000_000_000);
    expect(value('1.5 million')).toBe(1_500_000);
    expect(value('2 thousand')).toBe(2000);
    expect(value('$5MM')).toBe(5_000_000);
    expect(value('4.2 mn')).toBe(4_200_000);
    expect(value('1,500k')).toBe(1_500_000);
    expect(value('1.15m')).toBe(1_150_000);
    expect(value('0.1k')).toBe(100);
  });
  it('reads a currency before or after the figure, spaced or not', () => {
    expect(value('$ 3,000')).toBe(3000);
    expect(value('3,000 $')).toBe(3000);
    expect(value('USD 5,000')).toBe(5000);
    expect(value('5000 usd')).toBe(5000);
    expect(value('US$5m')).toBe(5_000_000);
    expect(value('€ 1.234,50')).toBe(1234.5);
    expect(value('1.234,50 EUR')).toBe(1234.5);
    expect(value('GBP 12')).toBe(12);
  });
  it('reads accounting brackets, a trailing minus and a typographic minus as negative', () => {
    const negative = {allowNegative: true};
    expect(value('(1,000)', negative)).toBe(-1000);
    expect(value('($1,000)', negative)).toBe(-1000);
    expect(value('$(1,000)', negative)).toBe(-1000);
    expect(value('(2.5k)', negative)).toBe(-2500);
    expect(value('1.000,00-', {...negative, decimalComma: true})).toBe(-1000);
    expect(value('1,000-', negative)).toBe(-1000);
    expect(value('\u22125', negative)).toBe(-5);
    expect(checkNumberInput('(1,000)')).toMatchObject({kind: 'invalid', reason: 'belowMin'});
  });
  it('reads a decimal comma where it cannot group thousands', () => {
    expect(value('12,5')).toBe(12.5);
    expect(value('1,50')).toBe(1.5);
    expect(value('1.234,50')).toBe(1234.5);
    expect(value('1 234,5')).toBe(1234.5);
    expect(value('1,250')).toBe(1250);
    expect(value('1.234')).toBe(1.234);
    expect(value("1'234.50")).toBe(1234.5);
  });
  it('reads every comma as decimal and every dot as a thousands group in decimal-comma files', () => {
    const comma = {decimalComma: true};
    expect(value('1.234', comma)).toBe(1234);
    expect(value('1,234', comma)).toBe(1.234);
    expect(value('1.234.567,891', comma)).toBe(1234567.891);
    expect(value('12', comma)).toBe(12);
    expect(value('1,234.5', comma)).toBe('invalid');
  });
  it('treats blank text as empty', () => {
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
  });
  it('rejects letters and malformed numbers with a message', () => {
    for (const text of [
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
    ]) {
      const parsed = parseNumberInput(text);
      expect(parsed.kind, text).toBe('invalid');
      if (parsed.kind === 'invalid') expect(parsed.message).toMatch(/number/i);
    }
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
