import {describe, expect, it} from 'vitest';
import {readRecord} from '@site/src/lib/storage/record';
import {CHECKLIST_RECORD, CHECKLIST_SHARE} from './record';

const get = (items: Record<string, string>) => (key: string) => items[key] ?? null;

describe('CHECKLIST_RECORD', () => {
  it('reads ticks stored by earlier versions of the site (a bare map under the .v1 key)', () => {
    const today = {'0-0': true, '0-1': false, '5-7': true};
    const read = readRecord(
      CHECKLIST_RECORD,
      get({'tools.margin-leak-checklist.v1': JSON.stringify(today)}),
    );
    expect(read.value).toEqual(today);
    expect(read.setAside).toEqual([]);
  });

  it('keeps each readable tick and sets aside the others', () => {
    const stored = {'0-0': true, '1-2': 'yes', notes: true};
    const read = readRecord(
      CHECKLIST_RECORD,
      get({'tools.margin-leak-checklist.v1': JSON.stringify(stored)}),
    );
    expect(read.value).toEqual({'0-0': true});
    expect(read.setAside.map((entry) => entry.where)).toEqual([
      'checklist item 1-2',
      'checklist entry “notes”',
    ]);
  });
});

describe('CHECKLIST_SHARE', () => {
  it('shares only the ticked items, and reads them back as ticks', () => {
    const compact = CHECKLIST_SHARE.toCompact({'0-0': true, '0-1': false, '2-3': true});
    expect(compact).toEqual(['0-0', '2-3']);
    expect(CHECKLIST_SHARE.fromCompact(compact)).toEqual({'0-0': true, '2-3': true});
  });

  it('refuses keys that are not items', () => {
    expect(CHECKLIST_SHARE.fromCompact(['0-0', 'x'])).toBeNull();
    expect(CHECKLIST_SHARE.fromCompact({'0-0': true})).toBeNull();
  });
});
