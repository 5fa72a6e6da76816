import {describe, expect, it} from 'vitest';
import {canonicalJson} from './canonical';

describe('canonicalJson', () => {
  it('prints objects equal whatever the order of their keys, at any depth', () => {
    expect(canonicalJson({b: 1, a: {d: [1, {f: 2, e: 3}], c: null}})).toBe(
      canonicalJson({a: {c: null, d: [1, {e: 3, f: 2}]}, b: 1}),
    );
  });
  it('keeps the order of lists', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
  it('reads back as the same value', () => {
    const value = {z: 'a "quoted" </script>', y: [true, false, 0.5]};
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });
});
