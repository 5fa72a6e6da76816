import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  compactHistory,
  HORIZON_MS,
  mergeTracked,
  NO_HISTORY,
  recordChange,
  TAB_SPACE,
  track,
  type SyncMeta,
  type Tracked,
} from './sync';

/** New identities in order: n0, n1, … */
function identities(prefix = 'n'): () => string {
  let count = 0;
  return () => `${prefix}${count++}`;
}

const history = (floor: number, stamps = {}, removed = {}): SyncMeta => ({floor, stamps, removed});

describe('recordChange', () => {
  it('stamps each field that changed, and only those', () => {
    const before = track({name: 'A', revenue: '1'}, NO_HISTORY);
    const after = recordChange(before, {name: 'B', revenue: '1'}, 50, identities());
    expect(after.meta.stamps).toEqual({'/name': 50});
    expect(after.meta.floor).toBe(0);
  });

  it('gives a new entry a new identity and stamps it; a removed entry gets a tombstone', () => {
    const before = track([{n: 'a'}, {n: 'b'}], NO_HISTORY);
    expect(before.ids).toEqual({'': ['0', '1']});
    const [a, b] = before.value;
    const added = recordChange(before, [a, b, {n: 'c'}], 60, identities());
    expect(added.ids).toEqual({'': ['0', '1', 'n0']});
    expect(added.meta.stamps).toEqual({'/n0': 60});
    const removed = recordChange(added, [a, added.value[2]], 70, identities());
    expect(removed.ids).toEqual({'': ['0', 'n0']});
    expect(removed.meta.removed).toEqual({'/1': 70});
  });

  it('follows entries by object where the page kept them, else by position', () => {
    const before = track([{n: 'a'}, {n: 'b'}, {n: 'c'}], NO_HISTORY);
    const [a, , c] = before.value;
    // The middle entry edited (a new object in its place): it keeps its identity.
    const edited = recordChange(before, [a, {n: 'B'}, c], 80, identities());
    expect(edited.ids).toEqual({'': ['0', '1', '2']});
    expect(edited.meta.stamps).toEqual({'/1/n': 80});
  });

  it('uses entries’ own ids where every entry has a distinct one, and records none', () => {
    const before = track([{id: 'x', n: 'a'}], NO_HISTORY);
    const after = recordChange(
      before,
      [
        {id: 'x', n: 'a'},
        {id: 'y', n: 'b'},
      ],
      90,
      identities(),
    );
    expect(after.ids).toEqual({});
    expect(after.meta.stamps).toEqual({'/y': 90});
  });
});

describe('mergeTracked', () => {
  const base = {name: '', revenue: '', margin: ''};

  it('combines changes to different fields', () => {
    const local = recordChange(track(base, NO_HISTORY), {...base, name: 'Acme'}, 10, identities());
    const remote = recordChange(track(base, NO_HISTORY), {...base, margin: '25'}, 11, identities());
    expect(mergeTracked(local, remote).value).toEqual({name: 'Acme', revenue: '', margin: '25'});
    expect(mergeTracked(remote, local).value).toEqual({name: 'Acme', revenue: '', margin: '25'});
  });

  it('takes the later change where both changed the same field, whichever copy is which', () => {
    const earlier = recordChange(
      track(base, NO_HISTORY),
      {...base, revenue: '2330'},
      20,
      identities(),
    );
    const later = recordChange(
      track(base, NO_HISTORY),
      {...base, revenue: '2396'},
      21,
      identities(),
    );
    expect(mergeTracked(earlier, later).value.revenue).toBe('2396');
    expect(mergeTracked(later, earlier).value.revenue).toBe('2396');
  });

  it('keeps the rows both copies added, and the edits both made', () => {
    const start = track([{n: 'Old'}], NO_HISTORY);
    const mine = recordChange(
      start,
      [...start.value, {n: 'Long name typed slowly'}],
      30,
      identities('a'),
    );
    const theirs = recordChange(start, [{n: 'Old, renamed'}, {n: 'Contoso'}], 31, identities('b'));
    const merged = mergeTracked(mine, theirs);
    // New rows after the same row: the earlier one first, whichever copy is which.
    expect(merged.value).toEqual([
      {n: 'Old, renamed'},
      {n: 'Long name typed slowly'},
      {n: 'Contoso'},
    ]);
    expect(mergeTracked(theirs, mine).value).toEqual(merged.value);
  });

  it('removes the row one copy removed, and keeps the other copy’s edit of another row', () => {
    const start = track(
      [
        {n: 'A', r: '1'},
        {n: 'B', r: '2'},
      ],
      NO_HISTORY,
    );
    const [a, b] = start.value;
    const removing = recordChange(start, [b], 40, identities());
    const editing = recordChange(start, [a, {...b, r: '9'}], 41, identities());
    expect(mergeTracked(removing, editing).value).toEqual([{n: 'B', r: '9'}]);
    expect(mergeTracked(editing, removing).value).toEqual([{n: 'B', r: '9'}]);
  });

  it('keeps a removed row that the other copy edited after the removal, and drops one edited before', () => {
    const start = track([{n: 'A'}], NO_HISTORY);
    const removed = recordChange(start, [], 50, identities());
    const editedAfter = recordChange(start, [{n: 'A2'}], 51, identities());
    const editedBefore = recordChange(start, [{n: 'A0'}], 49, identities());
    expect(mergeTracked(removed, editedAfter).value).toEqual([{n: 'A2'}]);
    expect(mergeTracked(editedAfter, removed).value).toEqual([{n: 'A2'}]);
    expect(mergeTracked(removed, editedBefore).value).toEqual([]);
    expect(mergeTracked(editedBefore, removed).value).toEqual([]);
  });

  it('lets a copy started afresh (an import, a clear) supersede what changed before it, not after', () => {
    const fresh = identities('o');
    const old = recordChange(track([{n: 'A'}], NO_HISTORY), [{n: 'A'}, {n: 'B'}], 60, fresh);
    const imported = track([{n: 'Imported'}], history(70), identities('i'));
    expect(mergeTracked(old, imported).value).toEqual([{n: 'Imported'}]);
    const typedLater = recordChange(old, [...old.value, {n: 'Typed after'}], 80, fresh);
    expect(mergeTracked(imported, typedLater).value).toEqual([{n: 'Imported'}, {n: 'Typed after'}]);
  });

  it('adds the keys of an object either copy added, and drops those removed after their last change', () => {
    const start = track({'0-0': true, '0-1': true} as Record<string, boolean>, NO_HISTORY);
    const ticked = recordChange(start, {...start.value, '1-3': true}, 90, identities());
    const unticked = recordChange(start, {'0-0': true}, 91, identities());
    expect(mergeTracked(ticked, unticked).value).toEqual({'0-0': true, '1-3': true});
    expect(mergeTracked(unticked, ticked).value).toEqual({'0-0': true, '1-3': true});
  });

  it('gives the same parts whichever copy is local, and the same again when merged twice', () => {
    const field = fc.constantFrom('a', 'b', 'c');
    const edits = fc.array(
      fc.tuple(field, fc.string({maxLength: 3}), fc.integer({min: 1, max: 50})),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(edits, edits, (mine, theirs) => {
        const apply = (
          list: [string, string, number][],
          tab: number,
        ): Tracked<Record<string, string>> =>
          list.reduce(
            (tracked, [name, text, ms]) =>
              recordChange(
                tracked,
                {...tracked.value, [name]: text},
                ms * TAB_SPACE + tab,
                identities(),
              ),
            track<Record<string, string>>({a: '', b: '', c: ''}, NO_HISTORY),
          );
        const local = apply(mine, 1);
        const remote = apply(theirs, 2);
        const once = mergeTracked(local, remote);
        expect(mergeTracked(remote, local).value).toEqual(once.value);
        expect(mergeTracked(once, remote).value).toEqual(once.value);
        expect(mergeTracked(local, once).value).toEqual(once.value);
      }),
    );
  });
});

describe('compactHistory', () => {
  it('folds stamps and tombstones older than the horizon into the floor, and drops stamps inside removed entries', () => {
    const now = (HORIZON_MS + 1000) * TAB_SPACE;
    const meta = history(
      0,
      {'/old': 500 * TAB_SPACE, '/new': now - 1, '/gone/n': now - 2},
      {'/gone': now - 1, '/long-gone': 10},
    );
    expect(compactHistory(meta, now)).toEqual(
      history(1000 * TAB_SPACE, {'/new': now - 1}, {'/gone': now - 1}),
    );
  });
});
