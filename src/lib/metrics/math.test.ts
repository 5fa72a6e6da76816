import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {percentOf, roundTo, roundToSignificant, safeDivide} from './math';

/** Negation without producing -0. */
const negate = (value: number) => (value === 0 ? 0 : -value);

describe('safeDivide', () => {
  it('divides, and gives 0 for a zero denominator or an overflow', () => {
    expect(safeDivide(3, 4)).toBe(0.75);
    expect(safeDivide(3, 0)).toBe(0);
    expect(safeDivide(1e308, 1e-308)).toBe(0);
  });
});

describe('percentOf', () => {
  it('is the share in percent, exact where the decimals are', () => {
    expect(percentOf(25, 200)).toBe(12.5);
    expect(percentOf(330, 1200)).toBe(27.5);
    expect(percentOf(150, 100)).toBe(150);
  });
  it('keeps the sign of a negative part or whole', () => {
    expect(percentOf(10, -50)).toBe(-20);
    expect(percentOf(-10, 50)).toBe(-20);
    expect(percentOf(-10, -50)).toBe(20);
  });
  it('is 0 for a zero whole, a non-finite figure or an overflow', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
    expect(percentOf(5, Number.NaN)).toBe(0);
    expect(percentOf(Number.POSITIVE_INFINITY, 10)).toBe(0);
    expect(percentOf(5, Number.POSITIVE_INFINITY)).toBe(0);
    expect(percentOf(1, 1e-320)).toBe(0);
  });
  it('is never -0', () => {
    expect(Object.is(percentOf(0, -5), 0)).toBe(true);
    expect(Object.is(percentOf(-0, 5), 0)).toBe(true);
  });
  it('still works out a share whose part is too large to multiply by 100', () => {
    expect(percentOf(1e307, 1e307)).toBe(100);
  });

  const figure = fc.double({noNaN: true, noDefaultInfinity: true});
  it('is always finite and never -0', () => {
    fc.assert(
      fc.property(figure, figure, (part, whole) => {
        const percent = percentOf(part, whole);
        expect(Number.isFinite(percent)).toBe(true);
        expect(Object.is(percent, -0)).toBe(false);
      }),
      {numRuns: 1000},
    );
  });
  it('flips sign with the part and with the whole', () => {
    fc.assert(
      fc.property(figure, figure, (part, whole) => {
        expect(percentOf(-part, whole)).toBe(negate(percentOf(part, whole)));
        expect(percentOf(part, -whole)).toBe(negate(percentOf(part, whole)));
      }),
      {numRuns: 1000},
    );
  });
  it('agrees with part ÷ whole × 100 wherever that is finite', () => {
    // Figures of the size amounts and counts have (no subnormal doubles).
    const moderate = fc
      .double({min: -1e9, max: 1e9, noNaN: true})
      .filter((value) => value === 0 || Math.abs(value) > 1e-9);
    fc.assert(
      fc.property(moderate, moderate, (part, whole) => {
        fc.pre(whole !== 0);
        const expected = (part / whole) * 100;
        fc.pre(Number.isFinite(expected));
        const error = Math.abs(percentOf(part, whole) - expected);
        expect(error).toBeLessThanOrEqual(Math.abs(expected) * 1e-15);
      }),
      {numRuns: 1000},
    );
  });
});

/** Decimal places of a number as `String` writes it (exponent notation included). */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * Rounds a decimal string half away from zero with whole-number arithmetic: the reference
 * `roundTo` is held to.
 */
function roundDecimalString(text: string, decimals: number): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const roundUp = (fraction[decimals] ?? '0') >= '5';
  const magnitude = Number(`${kept + (roundUp ? 1n : 0n)}e-${decimals}`);
  return negative ? negate(magnitude) : magnitude;
}

describe('roundTo', () => {
  it('rounds the decimal a person sees, half away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.004, 2)).toBe(1);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(8.345, 2)).toBe(8.35);
    expect(roundTo(0.125, 2)).toBe(0.13);
    expect(roundTo(62.45, 1)).toBe(62.5);
    expect(roundTo(27.45, 1)).toBe(27.5);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });
  it('rounds to tens and hundreds with negative decimals', () => {
    expect(roundTo(1234.5, -2)).toBe(1200);
    expect(roundTo(1250, -2)).toBe(1300);
  });
  it('never gives -0, and gives 0 for NaN and Infinity', () => {
    expect(Object.is(roundTo(-0.004, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 1), 0)).toBe(true);
    expect(roundTo(Number.NaN, 1)).toBe(0);
    expect(roundTo(Number.NEGATIVE_INFINITY, 1)).toBe(0);
  });
  it('handles values written in exponent notation', () => {
    expect(roundTo(1.5e-7, 7)).toBe(2e-7);
    expect(roundTo(4e-7, 2)).toBe(0);
    expect(roundTo(1.2345e25, 2)).toBe(1.2345e25);
    expect(roundTo(1e21 + 0.4, 2)).toBe(1e21);
    expect(roundTo(Number.MAX_VALUE, 2)).toBe(Number.MAX_VALUE);
    expect(roundTo(-Number.MAX_VALUE, 2)).toBe(-Number.MAX_VALUE);
  });
  it('refuses a number of places that is not whole', () => {
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
  });

  const places = fc.integer({min: 0, max: 6});
  it('agrees with rounding the decimal string', () => {
    const decimalText = fc
      .tuple(
        fc.boolean(),
        fc.bigInt({min: 0n, max: 99_999_999n}),
        fc.string({unit: fc.constantFrom(...'0123456789'), maxLength: 6}),
      )
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}.${fraction}`);
    fc.assert(
      fc.property(decimalText, places, (text, decimals) => {
        expect(roundTo(Number(text), decimals)).toBe(roundDecimalString(text, decimals));
      }),
      {numRuns: 2000},
    );
  });

  const anyNumber = fc.double({noNaN: true, noDefaultInfinity: true});
  /** Where every digit of the rounded result fits a double (15 significant digits). */
  const exactlyHeld = (value: number, decimals: number) => Math.abs(value) * 10 ** decimals < 1e15;
  it('is idempotent', () => {
    fc.assert(
      fc.property(anyNumber, places, (value, decimals) => {
        fc.pre(exactlyHeld(value, decimals));
        const once = roundTo(value, decimals);
        expect(roundTo(once, decimals)).toBe(once);
      }),
      {numRuns: 1000},
    );
  });
  it('has at most the decimals asked for', () => {
    fc.assert(
      fc.property(anyNumber, places, (value, decimals) => {
        fc.pre(exactlyHeld(value, decimals));
        expect(decimalPlaces(roundTo(value, decimals))).toBeLessThanOrEqual(decimals);
      }),
      {numRuns: 1000},
    );
  });
  it('is symmetric about zero, finite and never -0, for any double', () => {
    fc.assert(
      fc.property(anyNumber, fc.integer({min: -3, max: 20}), (value, decimals) => {
        const rounded = roundTo(value, decimals);
        expect(roundTo(-value, decimals)).toBe(negate(rounded));
        expect(Number.isFinite(rounded)).toBe(true);
        expect(Object.is(rounded, -0)).toBe(false);
      }),
      {numRuns: 1000},
    );
  });
  it('moves a value by at most half a unit of the last place kept', () => {
    fc.assert(
      fc.property(fc.double({min: -1e12, max: 1e12, noNaN: true}), places, (value, decimals) => {
        const halfUnit = 0.5 * 10 ** -decimals;
        const slack = Math.abs(value) * Number.EPSILON * 4;
        expect(Math.abs(roundTo(value, decimals) - value)).toBeLessThanOrEqual(halfUnit + slack);
      }),
      {numRuns: 1000},
    );
  });
});

describe('roundToSignificant', () => {
  it('keeps the leading digits and rounds the rest half up', () => {
    expect(roundToSignificant(443_520, 2)).toBe(440_000);
    expect(roundToSignificant(250_560, 2)).toBe(250_000);
    expect(roundToSignificant(1_140_480, 2)).toBe(1_100_000);
    expect(roundToSignificant(445_000, 2)).toBe(450_000);
    expect(roundToSignificant(0.012345, 3)).toBe(0.0123);
    expect(roundToSignificant(999.99, 2)).toBe(1_000);
    expect(roundToSignificant(-443_520, 2)).toBe(-440_000);
  });
  it('gives 0 for 0 and for values that are not finite', () => {
    expect(roundToSignificant(0, 2)).toBe(0);
    expect(Object.is(roundToSignificant(-0, 2), -0)).toBe(false);
    expect(roundToSignificant(Number.NaN, 2)).toBe(0);
    expect(roundToSignificant(Number.POSITIVE_INFINITY, 2)).toBe(0);
  });
  it('rejects a number of digits toExponential cannot give', () => {
    expect(() => roundToSignificant(5, 0)).toThrow(RangeError);
  });
  it('stays within half a unit of the last kept digit, and rounding again changes nothing', () => {
    fc.assert(
      fc.property(
        fc.double({min: 1e-6, max: 1e15, noNaN: true}),
        fc.integer({min: 1, max: 6}),
        (value, digits) => {
          const rounded = roundToSignificant(value, digits);
          const unit = 10 ** (Math.floor(Math.log10(value)) + 1 - digits);
          return (
            Math.abs(rounded - value) <= unit * 0.5 * (1 + 1e-9) &&
            roundToSignificant(rounded, digits) === rounded
          );
        },
      ),
      {numRuns: 1000},
    );
  });
});
