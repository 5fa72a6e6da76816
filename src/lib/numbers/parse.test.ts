import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  MAX_INPUT_MAGNITUDE,
  checkNumberInput,
  integerOrZero,
  numberOrZero,
  parseNumberInput,
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
  it('treats blank text as empty', () => {
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
  });
  it('rejects letters and malformed numbers with a message', () => {
    for (const text of [
      'abc',
      '12abc',
      '1.2.3',
      '1,20',
      '12,34,567',
      'e5',
      '-',
      '$',
      '%',
      '1e',
      '--5',
      'NaN',
      'Infinity',
      '0x10',
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
