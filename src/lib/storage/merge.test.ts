import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {jsonEqual, reuseEqualParts} from './merge';

describe('jsonEqual', () => {
  it('compares values part by part, whatever the key order', () => {
    expect(jsonEqual({a: 1, b: [1, {c: 'x'}]}, {b: [1, {c: 'x'}], a: 1})).toBe(true);
    expect(jsonEqual({a: 1}, {a: 1, b: undefined})).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
  });

  it('holds for any JSON value and its copy', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => jsonEqual(value, JSON.parse(JSON.stringify(value)))),
    );
  });
});

describe('reuseEqualParts', () => {
  it('keeps the unchanged entries of the previous value (the same objects)', () => {
    const previous = [{n: 'A'}, {n: 'B'}, {n: 'C'}];
    const next = JSON.parse('[{"n":"A"},{"n":"B2"},{"n":"C"}]') as typeof previous;
    const reused = reuseEqualParts(previous, next);
    expect(reused).toEqual(next);
    expect(reused[0]).toBe(previous[0]);
    expect(reused[1]).not.toBe(previous[1]);
    expect(reused[2]).toBe(previous[2]);
  });

  it('gives the previous value itself when nothing changed', () => {
    const previous = {direct: [{name: 'x'}]};
    expect(reuseEqualParts(previous, {direct: [{name: 'x'}]})).toBe(previous);
  });
});
