import {describe, expect, it} from 'vitest';
import {accept, decodeList, reject} from './entries';
import {
  EXPORT_KIND,
  exportText,
  fileDate,
  readExportText,
  setAsideText,
  type RecordContent,
} from './exportFile';
import type {RecordSchema} from './record';

const NUMBERS: RecordSchema<unknown> = {
  key: 'test.numbers',
  label: 'Numbers',
  version: 2,
  initial: [],
  migrations: {1: (data) => (data as unknown[]).map((n) => (typeof n === 'number' ? n * 10 : n))},
  decode: (data) =>
    decodeList(data, {
      read: (item) => (typeof item === 'number' ? accept(item) : reject('Not a number.')),
      where: (index) => `number ${index + 1}`,
      label: 'Numbers',
    }),
};

const TEXT: RecordSchema<unknown> = {
  key: 'test.text',
  label: 'Text',
  version: 1,
  initial: '',
  decode: (data) =>
    typeof data === 'string'
      ? {value: data, setAside: []}
      : {value: '', setAside: [{where: 'Text', reason: 'Not text.', value: data}]},
};

const NOW = new Date('2025-05-06T07:08:09Z');

describe('exportText and readExportText', () => {
  it('round-trip every record with its set-aside entries', () => {
    const contents: RecordContent[] = [
      {
        schema: NUMBERS,
        value: [1, 2],
        setAside: [{where: 'number 3', reason: 'Not a number.', value: 'x'}],
      },
      {schema: TEXT, value: 'hello', setAside: []},
    ];
    const text = exportText(contents, NOW);
    expect(JSON.parse(text)).toMatchObject({
      kind: EXPORT_KIND,
      exportedAt: '2025-05-06T07:08:09.000Z',
    });
    expect(readExportText(text, [NUMBERS, TEXT])).toEqual({
      ok: true,
      records: contents,
      ignored: [],
    });
  });

  it('reads entry by entry, migrating older versions', () => {
    const text = JSON.stringify({
      kind: EXPORT_KIND,
      records: {'test.numbers': {version: 1, data: [1, 'two', 3]}},
    });
    const reading = readExportText(text, [NUMBERS, TEXT]);
    expect(reading).toMatchObject({ok: true});
    if (!reading.ok) return;
    expect(reading.records[0]?.value).toEqual([10, 30]);
    expect(reading.records[0]?.setAside).toHaveLength(1);
  });

  it('lists keys it does not know, and sets aside records it cannot read', () => {
    const text = JSON.stringify({
      kind: EXPORT_KIND,
      records: {'test.text': 'no envelope', 'other.site': {version: 1, data: 1}},
    });
    const reading = readExportText(text, [NUMBERS, TEXT]);
    expect(reading).toMatchObject({ok: true, ignored: ['other.site']});
    if (!reading.ok) return;
    expect(reading.records[0]).toMatchObject({
      value: '',
      setAside: [{where: 'Text', value: 'no envelope'}],
    });
  });

  it('refuses files that are not exports, with a message saying what to choose', () => {
    for (const text of ['not json', '[]', JSON.stringify({kind: 'other', records: {}})]) {
      const reading = readExportText(text, [NUMBERS]);
      expect(reading.ok).toBe(false);
      if (!reading.ok) expect(reading.message).toMatch(/Export all/);
    }
    expect(readExportText(JSON.stringify({kind: EXPORT_KIND, records: {}}), [NUMBERS])).toEqual({
      ok: false,
      message: 'This file holds no data of the free tools.',
    });
  });

  it('explains that a file of set-aside entries cannot be imported', () => {
    const reading = readExportText(setAsideText('Numbers', [], NOW), [NUMBERS]);
    expect(reading).toMatchObject({ok: false});
    if (!reading.ok) expect(reading.message).toMatch(/set aside/);
  });

  it('drops set-aside entries of the file that are not in the shape this site writes', () => {
    const text = JSON.stringify({
      kind: EXPORT_KIND,
      records: {'test.text': {version: 1, data: 'x', setAside: [{where: {}, reason: 1}, 'junk']}},
    });
    const reading = readExportText(text, [TEXT]);
    expect(reading).toMatchObject({ok: true, records: [{value: 'x', setAside: []}]});
  });

  it('reads a file that starts with a byte-order mark', () => {
    const text = `\uFEFF${exportText([{schema: TEXT, value: 'x', setAside: []}], NOW)}`;
    expect(readExportText(text, [TEXT]).ok).toBe(true);
  });
});

describe('fileDate', () => {
  it('gives the date part of the ISO time', () => {
    expect(fileDate(NOW)).toBe('2025-05-06');
  });
});
