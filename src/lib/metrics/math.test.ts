import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {roundToSignificant} from './math';

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
