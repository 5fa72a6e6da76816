import {describe, expect, it} from 'vitest';
import type {NamedTargets} from '../targets';
import {targetVerdict} from './targetVerdict';

const targets = {
  distribution: {label: 'Distribution', value: 90, side: 'above', unit: '% of list'},
  wholesale: {label: 'Wholesale', value: 95, side: 'above', unit: '% of list'},
} as const satisfies NamedTargets;

describe('targetVerdict', () => {
  const verdict = (value: number, selected: string) =>
    targetVerdict({value, targets, selected, shown: `A realisation of ${value}%`, scaleTitle: 'T'});
  it("names the chosen segment's target and marks it in the list", () => {
    const result = verdict(93, 'wholesale');
    expect(result.summary).toBe(
      'A realisation of 93% is below the wholesale target (above 95% of list)',
    );
    expect(result.label).toBe('below the target');
    expect(result.tone).toBe('caution');
    expect(result.rows).toEqual([
      {label: 'Distribution', range: 'above 90% of list', current: false},
      {label: 'Wholesale', range: 'above 95% of list', current: true},
    ]);
  });
  it('gives good news once the value is past the target', () => {
    const result = verdict(93, 'distribution');
    expect(result.label).toBe('above the target');
    expect(result.tone).toBe('positive');
  });
  it('calls the figure itself the edge of the target, and not met', () => {
    const result = verdict(95, 'wholesale');
    expect(result.summary).toBe(
      'A realisation of 95% is on the edge of the wholesale target (above 95% of list)',
    );
    expect(result.tone).toBe('caution');
  });
  it('refuses a segment it does not know', () => {
    expect(() => verdict(93, 'retail')).toThrow('Unknown segment "retail"');
  });
});
