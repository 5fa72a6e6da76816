import {describe, expect, it} from 'vitest';
import {accept, decodeTextFields, reject, decodeList} from './entries';
import fc from 'fast-check';
import {decodeRecordText, ENVELOPE_KIND, type RecordSchema} from './record';
import {RecordStore, WRITE_DELAY_MS, classifyStorageError} from './store';
import {MemoryStorage, TabsSimulation, domError, manualEnvironment} from './testing';

type Fields = Readonly<Record<'name' | 'revenue', string>>;

const FIELDS: RecordSchema<Fields> = {
  key: 'test.fields',
  label: 'Fields',
  version: 1,
  initial: {name: '', revenue: ''},
  legacy: [{key: 'test.fields.v1', version: 1}],
  decode: (data) => decodeTextFields(data, {name: '', revenue: ''}, 'Fields'),
};

const ROWS: RecordSchema<readonly string[]> = {
  key: 'test.rows',
  label: 'Rows',
  version: 1,
  initial: [],
  decode: (data) =>
    decodeList(data, {
      read: (item) => (typeof item === 'string' ? accept(item) : reject('Not text.')),
      where: (index) => `row ${index + 1}`,
      label: 'Rows',
    }),
};

function stored(storage: MemoryStorage, key: string): unknown {
  const raw = storage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as {data: unknown}).data;
}

function setUp<T>(schema: RecordSchema<T>, items: Record<string, string> = {}) {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(items)) storage.items.set(key, value);
  const env = manualEnvironment(storage);
  return {storage, env, store: new RecordStore(schema, env)};
}

describe('RecordStore: reading', () => {
  it('shows the initial value until first read, then the stored one', () => {
    const {store} = setUp(FIELDS, {
      'test.fields': JSON.stringify({
        kind: ENVELOPE_KIND,
        version: 1,
        data: {name: 'Acme', revenue: '5'},
      }),
    });
    expect(store.initialSnapshot.value).toEqual({name: '', revenue: ''});
    expect(store.getSnapshot().value).toEqual({name: 'Acme', revenue: '5'});
  });

  it('reads today’s bare data under the legacy key, and moves it to its own key on the first write', () => {
    const {store, storage, env} = setUp(FIELDS, {
      'test.fields.v1': JSON.stringify({name: 'Old', revenue: '7'}),
    });
    expect(store.getSnapshot().value).toEqual({name: 'Old', revenue: '7'});
    store.set((current) => ({...current, revenue: '8'}));
    env.advance(WRITE_DELAY_MS);
    expect(stored(storage, 'test.fields')).toEqual({name: 'Old', revenue: '8'});
    expect(storage.getItem('test.fields.v1')).toBeNull();
  });

  it('starts from the initial value when storage cannot be reached at all', () => {
    const env = manualEnvironment(domError('SecurityError', 18));
    const store = new RecordStore(FIELDS, env);
    expect(store.getSnapshot().value).toEqual(FIELDS.initial);
  });
});

describe('RecordStore: storedSize', () => {
  it('gives the length of the stored text, under its own key or a legacy one, or null', () => {
    const legacy = JSON.stringify({name: 'Old', revenue: '7'});
    const {store, storage} = setUp(FIELDS, {'test.fields.v1': legacy});
    expect(store.storedSize()).toBe(legacy.length);
    store.save({name: 'New', revenue: '7'});
    expect(store.storedSize()).toBe(storage.getItem('test.fields')?.length);
    store.clear();
    expect(store.storedSize()).toBeNull();
  });
});

describe('RecordStore: writing', () => {
  it('changes the value at once and writes once, after the last change of a burst', () => {
    const {store, storage, env} = setUp(FIELDS);
    store.set((current) => ({...current, name: 'A'}));
    store.set((current) => ({...current, name: 'Ac'}));
    env.advance(WRITE_DELAY_MS - 1);
    store.set((current) => ({...current, name: 'Acm'}));
    expect(store.getSnapshot().value.name).toBe('Acm');
    expect(storage.writes).toBe(0);
    env.advance(WRITE_DELAY_MS);
    expect(storage.writes).toBe(1);
    expect(stored(storage, 'test.fields')).toEqual({name: 'Acm', revenue: ''});
    expect(store.pending).toBe(false);
  });

  it('writes pending changes at once on flush, and nothing when nothing is pending', () => {
    const {store, storage} = setUp(FIELDS);
    store.set({name: 'B', revenue: '1'});
    expect(store.flush()).toEqual({ok: true});
    expect(stored(storage, 'test.fields')).toEqual({name: 'B', revenue: '1'});
    store.flush();
    expect(storage.writes).toBe(1);
  });

  it('applies each update to the latest value, never to a stale one', () => {
    const {store} = setUp(ROWS);
    store.set((rows) => [...rows, 'a']);
    store.set((rows) => [...rows, 'b']);
    expect(store.getSnapshot().value).toEqual(['a', 'b']);
  });
});

describe('RecordStore: a storage that refuses writes', () => {
  it('keeps every change in memory and says why it is not saving', () => {
    const {store, storage, env} = setUp(ROWS);
    storage.failWith = domError('QuotaExceededError', 22);
    store.set(['typed']);
    store.set((rows) => [...rows, 'added']);
    env.advance(WRITE_DELAY_MS);
    expect(store.getSnapshot().value).toEqual(['typed', 'added']);
    expect(store.getSnapshot().failure).toBe('full');
    store.set((rows) => [...rows, 'more']);
    expect(store.getSnapshot().value).toEqual(['typed', 'added', 'more']);
  });

  it('reports an explicit save as failed, with the reason', () => {
    const {store, storage} = setUp(ROWS);
    storage.failWith = domError('QuotaExceededError', 22);
    expect(store.save(['saved'])).toEqual({ok: false, failure: 'full'});
    expect(store.getSnapshot().value).toEqual(['saved']);
  });

  it('says storage is unavailable when it cannot be reached (private modes, disabled storage)', () => {
    const store = new RecordStore(ROWS, manualEnvironment(domError('SecurityError', 18)));
    expect(store.save(['x'])).toEqual({ok: false, failure: 'unavailable'});
    const none = new RecordStore(ROWS, manualEnvironment(null));
    expect(none.save(['x'])).toEqual({ok: false, failure: 'unavailable'});
  });

  it('saves again, and drops the failure, once storage accepts writes', () => {
    const {store, storage, env} = setUp(ROWS);
    storage.failWith = domError('QuotaExceededError', 22);
    store.set(['a']);
    env.advance(WRITE_DELAY_MS);
    storage.failWith = null;
    store.set(['a', 'b']);
    env.advance(WRITE_DELAY_MS);
    expect(store.getSnapshot().failure).toBeNull();
    expect(stored(storage, 'test.rows')).toEqual(['a', 'b']);
  });
});

describe('classifyStorageError', () => {
  it('recognises a full storage by name or by the legacy codes', () => {
    expect(classifyStorageError(domError('QuotaExceededError', 22))).toBe('full');
    expect(classifyStorageError(domError('NS_ERROR_DOM_QUOTA_REACHED', 1014))).toBe('full');
    expect(classifyStorageError(domError('Error', 22))).toBe('full');
  });

  it('treats anything else as unavailable storage', () => {
    expect(classifyStorageError(domError('SecurityError', 18))).toBe('unavailable');
    expect(classifyStorageError(new TypeError('x'))).toBe('unavailable');
    expect(classifyStorageError('text')).toBe('unavailable');
  });
});

describe('RecordStore: another tab', () => {
  function writeFromOtherTab(storage: MemoryStorage, key: string, data: unknown): void {
    storage.items.set(key, JSON.stringify({kind: ENVELOPE_KIND, version: 1, savedAt: '', data}));
  }

  it('takes the other tab’s value when this tab has nothing unwritten', () => {
    const {store, storage} = setUp(FIELDS);
    store.getSnapshot();
    writeFromOtherTab(storage, 'test.fields', {name: 'Other', revenue: '2'});
    store.externalChange();
    expect(store.getSnapshot().value).toEqual({name: 'Other', revenue: '2'});
  });

  it('keeps the keystrokes this tab has not yet written, and takes the other tab’s fields', () => {
    const {store, storage, env} = setUp(FIELDS);
    store.getSnapshot();
    store.set((current) => ({...current, name: 'Typed here'}));
    writeFromOtherTab(storage, 'test.fields', {name: '', revenue: '900'});
    store.externalChange();
    expect(store.getSnapshot().value).toEqual({name: 'Typed here', revenue: '900'});
    env.advance(WRITE_DELAY_MS);
    expect(stored(storage, 'test.fields')).toEqual({name: 'Typed here', revenue: '900'});
  });

  it('follows a clear made in another tab', () => {
    const {store, storage} = setUp(ROWS);
    store.save(['a']);
    storage.items.delete('test.rows');
    store.externalChange();
    expect(store.getSnapshot().value).toEqual([]);
  });
});

describe('RecordStore: set-aside entries', () => {
  it('keeps entries set aside on the next write, until discarded', () => {
    const {store, storage, env} = setUp(ROWS, {
      'test.rows': JSON.stringify({kind: ENVELOPE_KIND, version: 1, data: ['a', 5, 'b']}),
    });
    expect(store.getSnapshot().value).toEqual(['a', 'b']);
    expect(store.getSnapshot().setAside).toEqual([{where: 'row 2', reason: 'Not text.', value: 5}]);
    store.set((rows) => [...rows, 'c']);
    env.advance(WRITE_DELAY_MS);
    const raw = JSON.parse(storage.getItem('test.rows') ?? '') as {
      data: unknown;
      setAside: unknown;
    };
    expect(raw.data).toEqual(['a', 'b', 'c']);
    expect(raw.setAside).toEqual([{where: 'row 2', reason: 'Not text.', value: 5}]);
    store.discardSetAside();
    expect(JSON.parse(storage.getItem('test.rows') ?? '')).not.toHaveProperty('setAside');
  });
});

describe('RecordStore: clear and replace', () => {
  it('clears back to the initial value and removes every copy from storage', () => {
    const {store, storage} = setUp(FIELDS, {
      'test.fields.v1': JSON.stringify({name: 'x', revenue: ''}),
    });
    store.getSnapshot();
    store.clear();
    expect(store.getSnapshot().value).toEqual(FIELDS.initial);
    expect(storage.items.size).toBe(0);
  });

  it('replaces the value and the set-aside entries, writing at once', () => {
    const {store, storage} = setUp(ROWS);
    const setAside = [{where: 'row 3', reason: 'Not text.', value: 3}];
    expect(store.replace(['x', 'y'], setAside)).toEqual({ok: true});
    expect(stored(storage, 'test.rows')).toEqual(['x', 'y']);
    expect(store.getSnapshot().setAside).toEqual(setAside);
  });
});

describe('RecordStore: a shared copy', () => {
  it('shows the shared copy without writing it, and goes back to the visitor’s own', () => {
    const {store, storage, env} = setUp(ROWS);
    store.save(['mine']);
    store.preview(['shared']);
    store.set((rows) => [...rows, 'edited']);
    env.advance(WRITE_DELAY_MS * 2);
    expect(store.getSnapshot()).toMatchObject({value: ['shared', 'edited'], preview: true});
    expect(stored(storage, 'test.rows')).toEqual(['mine']);
    store.leavePreview();
    expect(store.getSnapshot()).toMatchObject({value: ['mine'], preview: false});
  });

  it('takes a shared copy at once when the visitor has nothing of their own yet', () => {
    const {store, storage} = setUp(ROWS);
    expect(store.openShared(['shared'])).toBe('kept');
    expect(store.getSnapshot().preview).toBe(false);
    expect(stored(storage, 'test.rows')).toEqual(['shared']);
  });

  it('previews a shared copy when the visitor has work of their own', () => {
    const {store, storage} = setUp(ROWS);
    store.save(['mine']);
    expect(store.openShared(['shared'])).toBe('preview');
    expect(store.getSnapshot()).toMatchObject({value: ['shared'], preview: true});
    expect(stored(storage, 'test.rows')).toEqual(['mine']);
  });

  it('keeps the shared copy in place of the stored value when asked', () => {
    const {store, storage} = setUp(ROWS);
    store.save(['mine']);
    store.preview(['shared']);
    expect(store.keepPreview()).toEqual({ok: true});
    expect(stored(storage, 'test.rows')).toEqual(['shared']);
  });

  it('gives back unsaved work on leaving, when storage was refusing writes', () => {
    const {store, storage, env} = setUp(ROWS);
    storage.failWith = domError('QuotaExceededError', 22);
    store.set(['unsaved']);
    store.preview(['shared']);
    store.leavePreview();
    expect(store.getSnapshot().value).toEqual(['unsaved']);
    storage.failWith = null;
    env.advance(WRITE_DELAY_MS);
    expect(stored(storage, 'test.rows')).toEqual(['unsaved']);
  });
});

describe('RecordStore: tabs in step, whatever order things happen in', () => {
  interface Row {
    readonly tag: string;
    readonly note: string;
  }
  interface Doc {
    readonly fields: Readonly<Record<'a' | 'b' | 'c', string>>;
    readonly rows: readonly Row[];
  }
  const NO_FIELDS = {a: '', b: '', c: ''};
  const DOC: RecordSchema<Doc> = {
    key: 'test.doc',
    label: 'Doc',
    version: 1,
    initial: {fields: NO_FIELDS, rows: [{tag: 'sample', note: ''}]},
    decode: (data) => {
      const record = (data ?? {}) as {fields?: unknown; rows?: unknown};
      const fields = decodeTextFields(record.fields ?? {}, NO_FIELDS, 'fields');
      const rows = decodeList(record.rows ?? [], {
        read: (item) => {
          const {tag, note} = (item ?? {}) as Record<string, unknown>;
          return typeof tag === 'string' && typeof note === 'string'
            ? accept({tag, note})
            : reject('Not a row.');
        },
        where: (index) => `row ${index + 1}`,
        label: 'rows',
      });
      return {value: {fields: fields.value, rows: rows.value}, setAside: []};
    },
  };

  /** Every tab shows the same value, and it is the value storage holds. */
  function expectInStep(sim: TabsSimulation<Doc>): Doc {
    const value = sim.store(0).getSnapshot().value;
    for (const tab of sim.tabs) expect(tab.store.getSnapshot().value).toEqual(value);
    const raw = sim.shared.get('test.doc');
    expect(raw).toBeDefined();
    expect(decodeRecordText(DOC, raw as string).value).toEqual(value);
    return value;
  }

  type Step = 'typeA' | 'typeB' | 'flushA' | 'flushB' | 'commit' | 'deliverA' | 'deliverB';

  /** Runs one step if it can happen now; says whether it did. */
  function run(sim: TabsSimulation<Doc>, step: Step): boolean {
    sim.now += 1;
    switch (step) {
      case 'typeA':
        sim.store(0).set((doc) => ({...doc, fields: {...doc.fields, a: '120000'}}));
        return true;
      case 'typeB':
        sim.store(1).set((doc) => ({...doc, fields: {...doc.fields, b: '70000'}}));
        return true;
      case 'flushA':
        return sim.store(0).pending && sim.store(0).flush().ok;
      case 'flushB':
        return sim.store(1).pending && sim.store(1).flush().ok;
      case 'commit':
        return sim.commit();
      case 'deliverA':
        return sim.deliver(0);
      case 'deliverB':
        return sim.deliver(1);
    }
  }

  it('keeps both tabs’ typing in every order of typing, writing, storing and telling the other tab', () => {
    // Every order of the steps that can happen (a write before it is typed cannot), each
    // played to the end and then left to settle: no order loses either value.
    const orders: string[] = [];
    const explore = (done: Step[], remaining: Step[]): void => {
      if (remaining.length === 0) {
        const sim = new TabsSimulation(DOC, 2);
        for (const step of done) expect(run(sim, step)).toBe(true);
        sim.settle();
        expect(expectInStep(sim).fields).toEqual({a: '120000', b: '70000', c: ''});
        orders.push(done.join(' '));
        return;
      }
      for (const step of new Set(remaining)) {
        const probe = new TabsSimulation(DOC, 2);
        for (const earlier of done) run(probe, earlier);
        if (!run(probe, step)) continue;
        const index = remaining.indexOf(step);
        explore([...done, step], [...remaining.slice(0, index), ...remaining.slice(index + 1)]);
      }
    };
    explore([], ['typeA', 'typeB', 'flushA', 'flushB', 'commit', 'commit', 'deliverA', 'deliverB']);
    // Among them, the one that lost a value before: both write before either hears of the other.
    expect(orders).toContain('typeA typeB flushA flushB commit commit deliverA deliverB');
    expect(orders).toContain('typeA flushA commit typeB deliverB flushB commit deliverA');
  });

  it('keeps a row another tab added while this one typed a long name slowly', () => {
    const sim = new TabsSimulation(DOC, 2);
    const [slow, quick] = [sim.store(0), sim.store(1)];
    slow.set((doc) => ({...doc, rows: [...doc.rows, {tag: 'long', note: ''}]}));
    const name = 'A customer with a long name';
    for (let length = 1; length <= name.length; length += 1) {
      sim.advance(200); // slower than the write delay never lets this tab's write go out
      if (length === 10) {
        quick.set((doc) => ({...doc, rows: [...doc.rows, {tag: 'contoso', note: 'Contoso'}]}));
        sim.advance(WRITE_DELAY_MS);
        sim.commit();
        while (sim.deliver(0));
      }
      slow.set((doc) => ({
        ...doc,
        rows: doc.rows.map((row) =>
          row.tag === 'long' ? {...row, note: name.slice(0, length)} : row,
        ),
      }));
    }
    sim.settle();
    expect(expectInStep(sim).rows).toEqual([
      {tag: 'sample', note: ''},
      {tag: 'long', note: name},
      {tag: 'contoso', note: 'Contoso'},
    ]);
  });

  it('removes the row one tab removed and keeps the edit another tab made to another row, written blind', () => {
    const sim = new TabsSimulation(DOC, 2);
    sim.store(0).save((doc) => ({...doc, rows: [...doc.rows, {tag: 'x', note: '1'}]}));
    sim.settle();
    sim.store(0).set((doc) => ({...doc, rows: doc.rows.filter((row) => row.tag !== 'sample')}));
    sim.store(1).set((doc) => ({
      ...doc,
      rows: doc.rows.map((row) => (row.tag === 'x' ? {...row, note: '99'} : row)),
    }));
    sim.advance(WRITE_DELAY_MS); // both write before either hears of the other
    sim.settle();
    expect(expectInStep(sim).rows).toEqual([{tag: 'x', note: '99'}]);
  });

  /** A visitor's action in one tab, or the browser moving a write along. */
  const action = fc.oneof(
    fc.record({
      kind: fc.constant('type' as const),
      tab: fc.nat(2),
      field: fc.constantFrom('a', 'b', 'c'),
    }),
    fc.record({kind: fc.constant('add' as const), tab: fc.nat(2)}),
    fc.record({kind: fc.constant('edit' as const), tab: fc.nat(2), pick: fc.nat()}),
    fc.record({kind: fc.constant('remove' as const), tab: fc.nat(2), pick: fc.nat()}),
    fc.record({kind: fc.constant('wait' as const), ms: fc.integer({min: 0, max: 500})}),
    fc.record({kind: fc.constant('commit' as const)}),
    fc.record({kind: fc.constant('deliver' as const), tab: fc.nat(2)}),
    fc.record({kind: fc.constant('hide' as const), tab: fc.nat(2)}),
  );

  it('loses nothing any tab typed, added or kept, over random schedules of three tabs', () => {
    fc.assert(
      fc.property(fc.array(action, {maxLength: 60}), fc.nat(), (actions, seed) => {
        const sim = new TabsSimulation(DOC, 3, seed + 1);
        let counter = 0;
        // What each part should end as: the last thing done to it, in the order done.
        const lastTyped: Record<string, string> = {};
        const history = new Map<string, {kind: 'edit' | 'remove'; note: string}>();
        history.set('sample', {kind: 'edit', note: ''});
        for (const step of actions) {
          sim.advance(1);
          const text = `v${counter++}`;
          if (step.kind === 'wait') sim.advance(step.ms);
          else if (step.kind === 'commit') sim.commit();
          else if (step.kind === 'deliver') sim.deliver(step.tab);
          else if (step.kind === 'hide') sim.store(step.tab).flush();
          else if (step.kind === 'type') {
            sim
              .store(step.tab)
              .set((doc) => ({...doc, fields: {...doc.fields, [step.field]: text}}));
            lastTyped[step.field] = text;
          } else if (step.kind === 'add') {
            sim
              .store(step.tab)
              .set((doc) => ({...doc, rows: [...doc.rows, {tag: text, note: ''}]}));
            history.set(text, {kind: 'edit', note: ''});
          } else {
            const rows = sim.store(step.tab).getSnapshot().value.rows;
            const row = rows[step.pick % Math.max(rows.length, 1)];
            if (!row) continue;
            if (step.kind === 'edit') {
              sim.store(step.tab).set((doc) => ({
                ...doc,
                rows: doc.rows.map((each) => (each.tag === row.tag ? {...each, note: text} : each)),
              }));
              history.set(row.tag, {kind: 'edit', note: text});
            } else {
              sim.store(step.tab).set((doc) => ({
                ...doc,
                rows: doc.rows.filter((each) => each.tag !== row.tag),
              }));
              history.set(row.tag, {kind: 'remove', note: history.get(row.tag)?.note ?? ''});
            }
          }
        }
        sim.settle();
        if (!sim.shared.has('test.doc')) sim.store(0).save((doc) => doc);
        sim.settle();
        const value = expectInStep(sim);
        expect(value.fields).toEqual({...NO_FIELDS, ...lastTyped});
        const expectedRows = [...history]
          .filter(([, last]) => last.kind === 'edit')
          .map(([tag, last]) => ({tag, note: last.note}));
        expect([...value.rows].sort((x, y) => x.tag.localeCompare(y.tag))).toEqual(
          expectedRows.sort((x, y) => x.tag.localeCompare(y.tag)),
        );
      }),
      // SYNC_RUNS=20000 tries far more schedules (minutes), when changing the merge.
      {numRuns: Number(process.env.SYNC_RUNS ?? 300)},
    );
  }, 600_000);
});
