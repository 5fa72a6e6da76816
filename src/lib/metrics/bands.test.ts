import {describe, expect, it} from 'vitest';
import {
  above,
  atLeast,
  type BandScale,
  classify,
  compareToRange,
  formatDayRange,
  formatPercentRange,
} from './bands';

const scale = [
  {id: 'low', label: 'low', range: 'under 10', tone: 'negative'},
  {id: 'mid', label: 'mid', range: '10-20', tone: 'neutral', from: atLeast(10)},
  {id: 'high', label: 'high', range: 'above 20', tone: 'positive', from: above(20)},
] as const satisfies BandScale;

describe('classify', () => {
  it('puts values below the first edge in the first band', () => {
    expect(classify(-1e9, scale).id).toBe('low');
    expect(classify(9.999, scale).id).toBe('low');
  });
  it('puts a value on an inclusive edge in the band that starts there', () => {
    expect(classify(10, scale).id).toBe('mid');
  });
  it('keeps a value on an exclusive edge in the band below', () => {
    expect(classify(20, scale).id).toBe('mid');
    expect(classify(20.000001, scale).id).toBe('high');
  });
  it('puts non-finite values in the first band instead of failing', () => {
    expect(classify(Number.NaN, scale).id).toBe('low');
    expect(classify(Number.POSITIVE_INFINITY, scale).id).toBe('low');
  });
});

describe('compareToRange', () => {
  const range = {min: 15, max: 25};
  it('includes both ends', () => {
    expect(compareToRange(15, range)).toBe('within');
    expect(compareToRange(25, range)).toBe('within');
  });
  it('reports values outside the range', () => {
    expect(compareToRange(14.9, range)).toBe('below');
    expect(compareToRange(25.1, range)).toBe('above');
  });
  it('has no upper end for open ranges', () => {
    expect(compareToRange(1e9, {min: 5000})).toBe('within');
  });
});

describe('range formatting', () => {
  it('writes ranges as the benchmarks do', () => {
    expect(formatPercentRange({min: 15, max: 25})).toBe('15-25%');
    expect(formatPercentRange({min: 25})).toBe('25%+');
    expect(formatDayRange({min: 30, max: 45})).toBe('30-45 days');
    expect(formatDayRange({min: 60})).toBe('60+ days');
  });
});
