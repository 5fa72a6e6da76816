import {describe, expect, it} from 'vitest';
import {
  above,
  atLeast,
  type BandScale,
  classify,
  compareToRange,
  formatDayRange,
  formatPercentRange,
  formatTarget,
  meetsTarget,
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

describe('targets', () => {
  const above90 = {value: 90, side: 'above', unit: '% of list'} as const;
  const below10 = {value: 10, side: 'below', unit: '% of revenue'} as const;
  it('meets a target worded "above" only strictly above its figure', () => {
    expect(meetsTarget(90, above90)).toBe(false);
    expect(meetsTarget(90.1, above90)).toBe(true);
    expect(meetsTarget(-5, above90)).toBe(false);
  });
  it('meets a target worded "below" only strictly below its figure', () => {
    expect(meetsTarget(10, below10)).toBe(false);
    expect(meetsTarget(9.9, below10)).toBe(true);
    expect(meetsTarget(0, below10)).toBe(true);
  });
  it('never meets a target with a value that is not a number', () => {
    expect(meetsTarget(Number.NaN, above90)).toBe(false);
    expect(meetsTarget(Number.NaN, below10)).toBe(false);
  });
  it('writes a target as the benchmark words it', () => {
    expect(formatTarget(above90)).toBe('above 90% of list');
    expect(formatTarget({value: 12, side: 'above', unit: 'x a year'})).toBe('above 12x a year');
    expect(formatTarget(below10)).toBe('below 10% of revenue');
  });
});
