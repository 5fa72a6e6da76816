import {describe, expect, it} from 'vitest';
import {practitionerConvention} from './provenance';
import {
  formatTarget,
  meetsTarget,
  type NamedTargets,
  targetOf,
  targetPosition,
  targetTable,
} from './targets';

const targets = {
  distribution: {label: 'Distribution', value: 90, side: 'above', unit: '% of list'},
  wholesale: {label: 'Wholesale', value: 95, side: 'above', unit: '% of list'},
} as const satisfies NamedTargets;
const ceiling = {label: 'Cost-to-serve ratio', value: 10, side: 'below', unit: '%'} as const;

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

describe('targetPosition', () => {
  it('says above or below the figure of an "above" target', () => {
    expect(targetPosition(89.9, targets.distribution)).toBe('below');
    expect(targetPosition(90.1, targets.distribution)).toBe('above');
  });
  it('says above or below the figure of a "below" target', () => {
    expect(targetPosition(10.1, ceiling)).toBe('above');
    expect(targetPosition(9.9, ceiling)).toBe('below');
  });
  it('reads the figure itself as the edge, which neither side meets', () => {
    expect(targetPosition(90, targets.distribution)).toBe('on the edge of');
    expect(targetPosition(10, ceiling)).toBe('on the edge of');
  });
});

describe('targetOf and targetTable', () => {
  it('finds a segment, and refuses one it does not know', () => {
    expect(targetOf(targets, 'wholesale').value).toBe(95);
    expect(() => targetOf(targets, 'retail')).toThrow('Unknown segment "retail"');
  });
  it('lists each segment with its target as worded, read with the edge rule', () => {
    const provenance = practitionerConvention('2025-06-30');
    expect(targetTable('Targets', ['Sector', 'Target'], targets, provenance)).toEqual({
      caption: 'Targets',
      columns: ['Sector', 'Target'],
      rows: [
        ['Distribution', 'above 90% of list'],
        ['Wholesale', 'above 95% of list'],
      ],
      banded: true,
      provenance,
    });
  });
});
