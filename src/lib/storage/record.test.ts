import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {accept, decodeList, hasTextFields, reject} from './entries';
import {
  ENVELOPE_KIND,
  decodeRecordText,
  decodeVersioned,
  isEnvelope,
  jsonTextOfAnyDepth,
  nestingDepth,
  oversized,
  readRecord,
  recordKeys,
  recordText,
  type RecordSchema,
} from './record';
import {NO_HISTORY, track} from './sync';

interface Note {
  readonly title: string;
  readonly body: string;
}

/**
 * A record at version 3 whose history is: version 1 a list of strings (titles only),
 * version 2 a list of {title, text}, version 3 a list of {title, body}.
 */
const NOTES: RecordSchema<readonly Note[]> = {
  key: 'test.notes',
  label: 'Notes',
  version: 3,
  initial: [],
  legacy: [
    {key: 'test.notes.v2', version: 2},
    {key: 'test.notes.v1', version: 1},
  ],
  migrations: {
    1: (data) => (data as string[]).map((title) => ({title, text: ''})),
    2: (data) =>
      (data as {title: string; text: string}[]).map(({title, text}) => ({title, body: text})),
  },
  decode: (data) =>
    decodeList(data, {
      read: (item) =>
        hasTextFields(item, ['title', 'body'] as const)
          ? accept({title: item.title, body: item.body})
          : reject('Not a note.'),
      where: (index) => `note ${index + 1}`,
      label: 'Notes',
    }),
  limit: {
    count: (notes) => notes.length,
    max: 2,
    trim: (notes, max) => notes.slice(0, max),
    noun: ['note', 'notes'],
  },
};

const envelope = (version: number, data: unknown, extra: object = {}) =>
  JSON.stringify({
    kind: ENVELOPE_KIND,
    version,
    savedAt: '2025-01-01T00:00:00.000Z',
    data,
    ...extra,
  });

function getter(items: Record<string, string>) {
  return (key: string) => items[key] ?? null;
}

describe('readRecord', () => {
  it('gives the initial value when nothing is stored', () => {
    expect(readRecord(NOTES, getter({}))).toEqual({
      value: [],
      setAside: [],
      source: 'nothing',
      meta: NO_HISTORY,
    });
  });

  it('reads a record of the current version under its own key', () => {
    const read = readRecord(NOTES, getter({'test.notes': envelope(3, [{title: 'A', body: 'b'}])}));
    expect(read.value).toEqual([{title: 'A', body: 'b'}]);
    expect(read.source).toBe('record');
    expect(read.setAside).toEqual([]);
  });

  it('migrates bare data of an older shape found under a legacy key, step by step', () => {
    const read = readRecord(NOTES, getter({'test.notes.v1': JSON.stringify(['First', 'Second'])}));
    expect(read.value).toEqual([
      {title: 'First', body: ''},
      {title: 'Second', body: ''},
    ]);
    expect(read).toMatchObject({source: 'legacy', legacyKey: 'test.notes.v1'});
  });

  it('prefers its own key over legacy keys, and newer legacy keys over older', () => {
    const items = {
      'test.notes.v1': JSON.stringify(['Old']),
      'test.notes.v2': JSON.stringify([{title: 'Newer', text: 't'}]),
    };
    expect(readRecord(NOTES, getter(items)).value).toEqual([{title: 'Newer', body: 't'}]);
    const withOwn = {...items, 'test.notes': envelope(3, [{title: 'Own', body: ''}])};
    expect(readRecord(NOTES, getter(withOwn)).value).toEqual([{title: 'Own', body: ''}]);
  });

  it('keeps the entries that fit and sets the others aside, with where and why', () => {
    const stored = [{title: 'Good', body: 'x'}, {title: 42}, 'odd', {title: 'Also good', body: ''}];
    const read = readRecord(NOTES, getter({'test.notes': envelope(3, stored)}));
    expect(read.value).toEqual([
      {title: 'Good', body: 'x'},
      {title: 'Also good', body: ''},
    ]);
    expect(read.setAside).toEqual([
      {where: 'note 2', reason: 'Not a note.', value: {title: 42}},
      {where: 'note 3', reason: 'Not a note.', value: 'odd'},
    ]);
  });

  it('sets aside text that is not JSON, keeping it as it was', () => {
    const read = readRecord(NOTES, getter({'test.notes': '{"kind":"tool-rec'}));
    expect(read.value).toEqual([]);
    expect(read.setAside).toHaveLength(1);
    expect(read.setAside[0]?.value).toBe('{"kind":"tool-rec');
    expect(read.setAside[0]?.reason).toMatch(/not readable/);
  });

  it('sets aside unreadable text under a legacy key too', () => {
    const read = readRecord(NOTES, getter({'test.notes.v2': 'not json'}));
    expect(read.setAside[0]?.value).toBe('not json');
    expect(read.source).toBe('legacy');
  });

  it('sets aside a value under its own key that is not an envelope', () => {
    const read = readRecord(
      NOTES,
      getter({'test.notes': JSON.stringify([{title: 'a', body: 'b'}])}),
    );
    expect(read.value).toEqual([]);
    expect(read.setAside[0]?.value).toEqual([{title: 'a', body: 'b'}]);
  });

  it('keeps the entries set aside earlier (odd ones too), before those found now', () => {
    const earlier = [{where: 'note 9', reason: 'Not a note.', value: 9}];
    const read = readRecord(
      NOTES,
      getter({
        'test.notes': envelope(3, [{title: 'a', body: 'b'}, 5], {setAside: [...earlier, 'junk']}),
      }),
    );
    expect(read.setAside.map((entry) => entry.where)).toEqual([
      'note 9',
      'entry set aside earlier (2)',
      'note 2',
    ]);
  });
});

describe('decodeVersioned', () => {
  it('sets the whole value aside when no migration step exists for its version', () => {
    const decoded = decodeVersioned(NOTES, 0, ['x']);
    expect(decoded.value).toEqual([]);
    expect(decoded.setAside[0]).toMatchObject({where: 'Notes', value: ['x']});
    expect(decoded.setAside[0]?.reason).toMatch(/version 0/);
  });

  it('sets the whole value aside when a migration step fails', () => {
    const decoded = decodeVersioned(NOTES, 1, 'not a list');
    expect(decoded.value).toEqual([]);
    expect(decoded.setAside[0]?.value).toBe('not a list');
  });

  it('reads data of a newer version as the current one, keeping what fits', () => {
    const decoded = decodeVersioned(NOTES, 4, [{title: 'a', body: 'b', extra: 1}, {heading: 'x'}]);
    expect(decoded.value).toEqual([{title: 'a', body: 'b'}]);
    expect(decoded.setAside).toHaveLength(1);
  });
});

describe('recordText', () => {
  const history = {floor: 5, stamps: {'/k1/title': 9}, removed: {'/k0': 7}};

  it('wraps the value in an envelope naming the version and the time, with each entry’s identity and the history', () => {
    const tracked = {value: [{title: 'a', body: 'b'}], ids: {'': ['k1']}, meta: history};
    const text = recordText(NOTES, tracked, [], new Date('2025-03-04T05:06:07Z'));
    expect(JSON.parse(text)).toEqual({
      kind: ENVELOPE_KIND,
      version: 3,
      savedAt: '2025-03-04T05:06:07.000Z',
      data: [{'#': 'k1', title: 'a', body: 'b'}],
      sync: history,
    });
  });

  it('round-trips through decodeRecordText, set-aside entries, identities and history included', () => {
    const setAside = [{where: 'note 2', reason: 'Not a note.', value: {x: 1}}];
    const value = [{title: 'a', body: 'b'}];
    const text = recordText(
      NOTES,
      {value, ids: {'': ['k1']}, meta: history},
      setAside,
      new Date(0),
    );
    const decoded = decodeRecordText(NOTES, text);
    expect(decoded).toEqual({value, setAside, meta: history});
    expect(track(decoded.value, decoded.meta).ids).toEqual({'': ['k1']});
  });
});

describe('what a page does not know is kept set aside, never dropped', () => {
  const envelope = (extra: Record<string, unknown>) =>
    JSON.stringify({kind: ENVELOPE_KIND, version: 3, data: [{title: 'a', body: 'b'}], ...extra});

  it('sets aside a field of the envelope the page does not read', () => {
    const decoded = decodeRecordText(NOTES, envelope({comments: 'from a later site'}));
    expect(decoded.value).toEqual([{title: 'a', body: 'b'}]);
    expect(decoded.setAside).toEqual([
      expect.objectContaining({
        where: 'Notes, stored field “comments”',
        value: 'from a later site',
      }),
    ]);
  });

  it('keeps a malformed list of set-aside entries, and odd entries in it, set aside', () => {
    expect(decodeRecordText(NOTES, envelope({setAside: 'oops'})).setAside).toEqual([
      expect.objectContaining({where: 'entries set aside earlier', value: 'oops'}),
    ]);
    const kept = {where: 'note 3', reason: 'Not a note.', value: 3};
    expect(decodeRecordText(NOTES, envelope({setAside: [kept, 42]})).setAside).toEqual([
      kept,
      expect.objectContaining({where: 'entry set aside earlier (2)', value: 42}),
    ]);
  });

  it('keeps a value nested thousands deep as its text, so that writing never fails', () => {
    let deep = '0';
    for (let level = 0; level < 5000; level += 1) deep = `[${deep}]`;
    const raw = `{"kind":"${ENVELOPE_KIND}","version":3,"data":[${deep},{"title":"a","body":"b"}]}`;
    const decoded = decodeRecordText(NOTES, raw);
    expect(decoded.value).toEqual([{title: 'a', body: 'b'}]);
    expect(decoded.setAside).toHaveLength(1);
    expect(decoded.setAside[0]?.value).toBe(deep);
    expect(decoded.setAside[0]?.reason).toMatch(/kept as its text/);
    const text = recordText(
      NOTES,
      track(decoded.value, decoded.meta),
      decoded.setAside,
      new Date(0),
    );
    expect(decodeRecordText(NOTES, text).setAside).toEqual(decoded.setAside);
  });
});

describe('nestingDepth and jsonTextOfAnyDepth', () => {
  it('measure and write values of any depth as JSON.stringify writes shallow ones', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonTextOfAnyDepth(value)).toBe(JSON.stringify(value));
      }),
    );
    expect(nestingDepth(1)).toBe(0);
    expect(nestingDepth({a: [1, {b: 2}]})).toBe(3);
  });
});

describe('isEnvelope', () => {
  it('accepts only objects of the envelope kind with a whole version and data', () => {
    expect(isEnvelope({kind: ENVELOPE_KIND, version: 1, data: null})).toBe(true);
    expect(isEnvelope({kind: ENVELOPE_KIND, version: 1.5, data: []})).toBe(false);
    expect(isEnvelope({kind: ENVELOPE_KIND, version: 1})).toBe(false);
    expect(isEnvelope({kind: 'other', version: 1, data: []})).toBe(false);
    expect(isEnvelope([ENVELOPE_KIND])).toBe(false);
  });
});

describe('recordKeys', () => {
  it('lists the own key, then the legacy keys', () => {
    expect(recordKeys(NOTES as RecordSchema<unknown>)).toEqual([
      'test.notes',
      'test.notes.v2',
      'test.notes.v1',
    ]);
  });
});

describe('oversized', () => {
  it('reports the count and the limit only past the limit', () => {
    const note = {title: 't', body: ''};
    expect(oversized(NOTES, [note, note])).toBeNull();
    expect(oversized(NOTES, [note, note, note])).toEqual({count: 3, max: 2});
  });
});
