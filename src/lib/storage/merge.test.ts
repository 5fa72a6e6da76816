import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {jsonEqual, mergeJson, reuseEqualParts} from './merge';

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

describe('mergeJson', () => {
  it('takes the other tab’s value when this tab changed nothing', () => {
    expect(mergeJson({a: '1'}, {a: '1'}, {a: '2'})).toEqual({a: '2'});
  });

  it('keeps this tab’s value when the other tab changed nothing', () => {
    expect(mergeJson({a: '1'}, {a: '3'}, {a: '1'})).toEqual({a: '3'});
  });

  it('combines changes to different fields', () => {
    const base = {name: '', revenue: '', margin: ''};
    expect(mergeJson(base, {...base, name: 'Acme'}, {...base, margin: '25'})).toEqual({
      name: 'Acme',
      revenue: '',
      margin: '25',
    });
  });

  it('keeps this tab’s text where both changed the same field', () => {
    expect(mergeJson({a: '1'}, {a: '12'}, {a: '19'})).toEqual({a: '12'});
  });

  it('merges lists of the same length entry by entry', () => {
    const base = [{n: 'A'}, {n: 'B'}];
    expect(mergeJson(base, [{n: 'A1'}, {n: 'B'}], [{n: 'A'}, {n: 'B2'}])).toEqual([
      {n: 'A1'},
      {n: 'B2'},
    ]);
  });

  it('keeps rows the other tab added while this tab edited one', () => {
    const base = [{n: 'A'}];
    expect(mergeJson(base, [{n: 'Ab'}], [{n: 'A'}, {n: 'New'}])).toEqual([{n: 'Ab'}, {n: 'New'}]);
    expect(mergeJson(base, [{n: 'A'}, {n: 'Mine'}], [{n: 'Az'}])).toEqual([{n: 'Az'}, {n: 'Mine'}]);
  });

  it('keeps this tab’s list when the other removed entries and this one changed some', () => {
    const base = [{n: 'A'}, {n: 'B'}, {n: 'C'}];
    const local = [{n: 'A'}, {n: 'Bx'}, {n: 'C'}];
    expect(mergeJson(base, local, [{n: 'A'}, {n: 'C'}])).toEqual(local);
  });

  it('takes keys the other tab added or removed in an object this tab also changed', () => {
    expect(
      mergeJson({'0-1': true}, {'0-1': true, '0-2': true}, {'0-1': true, '3-4': true}),
    ).toEqual({
      '0-1': true,
      '0-2': true,
      '3-4': true,
    });
    expect(
      mergeJson({'0-1': true, '0-2': true}, {'0-1': false, '0-2': true}, {'0-1': true}),
    ).toEqual({
      '0-1': false,
    });
  });

  it('never loses a change made only in this tab, nor one made only in the other', () => {
    const record = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.string(), {maxKeys: 4});
    fc.assert(
      fc.property(
        record,
        fc.constantFrom('a', 'b'),
        fc.string(),
        fc.constantFrom('c', 'd'),
        fc.string(),
        (base, mine, myText, theirs, theirText) => {
          const local = {...base, [mine]: myText};
          const remote = {...base, [theirs]: theirText};
          const merged = mergeJson(base, local, remote) as Record<string, string>;
          return merged[mine] === myText && merged[theirs] === theirText;
        },
      ),
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
