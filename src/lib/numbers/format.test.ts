import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  formatMultiple,
  formatNumber,
  formatPercent,
  formatRatio,
  formatUsd,
  formatUsdCents,
  formatUsdChange,
  formatUsdM,
  formatUsdMillions,
} from './format';

describe('formatUsd', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatUsd(157500)).toBe('$157,500');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1234567.89)).toBe('$1,234,568');
    expect(formatUsd(-18400)).toBe('-$18,400');
  });
  it('rounds half away from zero to the dollar', () => {
    expect(formatUsd(0.5)).toBe('$1');
    expect(formatUsd(2.49)).toBe('$2');
  });
  it('never shows -$0, NaN or Infinity', () => {
    expect(formatUsd(-0.4)).toBe('$0');
    expect(formatUsd(-0)).toBe('$0');
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
  });
  it('always gives a $ amount or the dash for any number', () => {
    fc.assert(
      fc.property(fc.double(), (value) => /^(-?\$[\d,]+|—)$/.test(formatUsd(value))),
      {numRuns: 1000},
    );
  });
});

describe('formatUsdCents', () => {
  it('shows two decimals', () => {
    expect(formatUsdCents(1200.5)).toBe('$1,200.50');
    expect(formatUsdCents(0)).toBe('$0.00');
    expect(formatUsdCents(0.005)).toBe('$0.01');
    expect(formatUsdCents(-0.001)).toBe('$0.00');
  });
});

describe('formatUsdChange', () => {
  it('signs gains and losses', () => {
    expect(formatUsdChange(42100)).toBe('+$42,100');
    expect(formatUsdChange(-18400)).toBe('-$18,400');
    expect(formatUsdChange(0)).toBe('$0');
  });
});

describe('formatUsdMillions', () => {
  it('shows millions with at most two decimals by default', () => {
    expect(formatUsdMillions(1_860_000)).toBe('$1.86 million');
    expect(formatUsdMillions(2_300_000)).toBe('$2.3 million');
    expect(formatUsdMillions(18_000_000)).toBe('$18 million');
    expect(formatUsdMillions(1_234_567_890)).toBe('$1,234.57 million');
    expect(formatUsdMillions(-2_500_000, 1)).toBe('-$2.5 million');
    expect(formatUsdMillions(1_140_480, 1)).toBe('$1.1 million');
  });
  it('rounds to the decimals asked for, never keeping a bare point or -$0', () => {
    expect(formatUsdMillions(1_999_999, 1)).toBe('$2 million');
    expect(formatUsdMillions(2_450_000, 0)).toBe('$2 million');
    expect(formatUsdMillions(10_000_000, 0)).toBe('$10 million');
    expect(formatUsdMillions(-1_000)).toBe('$0 million');
    expect(formatUsdMillions(Number.NaN)).toBe('—');
  });
  it('always gives a $ amount in millions or the dash for any number', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({min: 0, max: 3}), (value, decimals) =>
        /^(-?\$[\d,]+(\.\d*[1-9])? million|—)$/.test(formatUsdMillions(value, decimals)),
      ),
      {numRuns: 1000},
    );
  });
});

describe('formatUsdM', () => {
  it('writes revenue bands in millions, with at most one decimal', () => {
    expect(formatUsdM(10_000_000)).toBe('$10M');
    expect(formatUsdM(2_500_000)).toBe('$2.5M');
    expect(formatUsdM(1_250_000_000)).toBe('$1,250M');
    expect(formatUsdM(-5_000_000)).toBe('-$5M');
  });
  it('keeps exactly the decimals asked for when fixed, so figures line up', () => {
    expect(formatUsdM(10_000_000, 1, {fixed: true})).toBe('$10.0M');
    expect(formatUsdM(2_570_000, 2, {fixed: true})).toBe('$2.57M');
    expect(formatUsdM(1_234_567_890, 1, {fixed: true})).toBe('$1,234.6M');
  });
  it('writes nothing as "$0", not "$0M", and never NaN', () => {
    expect(formatUsdM(0)).toBe('$0');
    expect(formatUsdM(20_000)).toBe('$0');
    expect(formatUsdM(Number.NaN)).toBe('—');
  });
  it('reads back as the value rounded to a tenth of a million', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 1e12}), (value) => {
        const text = formatUsdM(value);
        const millions = text === '$0' ? 0 : Number(text.replace(/[$,M]/g, ''));
        expect(Math.abs(millions * 1_000_000 - value)).toBeLessThanOrEqual(50_000);
      }),
      {numRuns: 500},
    );
  });
});

describe('formatPercent', () => {
  it('shows a dash, not Infinity, for a finite value too large to round', () => {
    expect(formatPercent(1.7e308)).toBe('—');
  });
  it('shows one decimal by default', () => {
    expect(formatPercent(25)).toBe('25.0%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(-0.01)).toBe('0.0%');
    expect(formatPercent(12.345, 2)).toBe('12.35%');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

describe('formatNumber, formatRatio, formatMultiple', () => {
  it('format plain numbers, ratios and multiples', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2.345, 1)).toBe('2.3');
    expect(formatRatio(4.2)).toBe('4.2:1');
    expect(formatMultiple(9.25)).toBe('9.3x');
    expect(formatMultiple(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('agreement with Intl.NumberFormat (en-US), which these functions stand in for', () => {
  const usd = (decimals: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const plain = (decimals: number) =>
    new Intl.NumberFormat('en-US', {maximumFractionDigits: decimals});
  // Values already on the rounding step (whole dollars, cents, tenths…), so that only the
  // writing out is compared: rounding has its own tests above.
  const onStep = (decimals: number) =>
    fc.integer({min: -1e13, max: 1e13}).map((units) => units / 10 ** decimals);
  // Doubles from 2^53 up, all whole numbers, up to the largest double.
  const huge = fc
    .double({min: 2 ** 53, noNaN: true, noDefaultInfinity: true})
    .chain((value) => fc.constantFrom(value, -value));

  it('writes whole dollars and cents the same', () => {
    fc.assert(
      fc.property(onStep(0), (value) => formatUsd(value) === usd(0).format(value)),
      {numRuns: 2000},
    );
    fc.assert(
      fc.property(onStep(2), (value) => formatUsdCents(value) === usd(2).format(value)),
      {numRuns: 2000},
    );
  });

  it('writes plain numbers with up to 0, 1 or 2 decimals the same', () => {
    fc.assert(
      fc.property(
        fc
          .integer({min: 0, max: 2})
          .chain((decimals) => fc.tuple(fc.constant(decimals), onStep(decimals))),
        ([decimals, value]) => formatNumber(value, decimals) === plain(decimals).format(value),
      ),
      {numRuns: 2000},
    );
  });

  it('writes numbers from 2^53 up in full digits, as Intl does, never in exponent notation', () => {
    fc.assert(
      fc.property(huge, (value) => {
        expect(formatUsd(value)).toBe(usd(0).format(value));
        expect(formatNumber(value)).toBe(plain(0).format(value));
      }),
      {numRuns: 2000},
    );
    expect(formatUsd(1e21)).toBe('$1,000,000,000,000,000,000,000');
    expect(formatUsd(-2.5e22)).toBe('-$25,000,000,000,000,000,000,000');
    // Percentages, ratios and multiples: full digits too, without an exponent.
    expect(formatPercent(1e22)).toBe('10,000,000,000,000,000,000,000.0%');
    expect(formatRatio(-3e21, 0)).toBe('-3,000,000,000,000,000,000,000:1');
  });

  it('keeps thousands separators in percentages, ratios and multiples of any size', () => {
    expect(formatMultiple(555555557.3)).toBe('555,555,557.3x');
    expect(formatPercent(-812499999999900)).toBe('-812,499,999,999,900.0%');
    expect(formatMultiple(1234.56)).toBe('1,234.6x');
    expect(formatRatio(12345.67)).toBe('12,345.7:1');
    // The same digits as Intl's en-US grouping, with the format's fixed decimals.
    const fixed = (decimals: number) =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    fc.assert(
      fc.property(
        fc.integer({min: -1e13, max: 1e13}).map((tenths) => tenths / 10),
        (value) => {
          expect(formatPercent(value)).toBe(`${fixed(1).format(value)}%`);
          expect(formatMultiple(value)).toBe(`${fixed(1).format(value)}x`);
        },
      ),
      {numRuns: 1000},
    );
  });
});
