import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  DEFAULT_REVENUE_RANGE,
  REVENUE_RANGE_IDS,
  isRevenueRangeId,
  parseRevenueRange,
} from './range';

describe('parseRevenueRange', () => {
  it('reads the three range ids', () => {
    expect(parseRevenueRange('0-10m')).toBe('0-10m');
    expect(parseRevenueRange('10-25m')).toBe('10-25m');
    expect(parseRevenueRange('25m-plus')).toBe('25m-plus');
  });
  it('defaults to $0-$10M when the address names no range', () => {
    expect(DEFAULT_REVENUE_RANGE).toBe('0-10m');
    expect(parseRevenueRange(null)).toBe('0-10m');
    expect(parseRevenueRange(undefined)).toBe('0-10m');
    expect(parseRevenueRange('')).toBe('0-10m');
  });
  it('falls back to the default for unknown values', () => {
    expect(parseRevenueRange('50-100m')).toBe('0-10m');
    expect(parseRevenueRange('<script>')).toBe('0-10m');
    expect(parseRevenueRange('toString')).toBe('0-10m');
    expect(parseRevenueRange('__proto__')).toBe('0-10m');
  });
  it("accepts other case, spaces and the specification's 25m+ (which a query decodes to '25m ')", () => {
    expect(parseRevenueRange(' 10-25M ')).toBe('10-25m');
    expect(parseRevenueRange('25m+')).toBe('25m-plus');
    expect(parseRevenueRange(new URLSearchParams('range=25m+').get('range'))).toBe('25m-plus');
    expect(parseRevenueRange('0-10')).toBe('0-10m');
  });
  it('always gives one of the three ranges', () => {
    fc.assert(
      fc.property(fc.string(), (text) => isRevenueRangeId(parseRevenueRange(text))),
      {numRuns: 1000},
    );
  });
  it('lists the ranges in tab order', () => {
    expect(REVENUE_RANGE_IDS).toEqual(['0-10m', '10-25m', '25m-plus']);
  });
});
