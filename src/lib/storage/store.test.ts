import {describe, expect, it} from 'vitest';
import {accept, decodeTextFields, reject, decodeList} from './entries';
import {ENVELOPE_KIND, type RecordSchema} from './record';
import {RecordStore, WRITE_DELAY_MS, classifyStorageError} from './store';
import {MemoryStorage, domError, manualEnvironment} from './testing';

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
