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
