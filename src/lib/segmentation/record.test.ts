import {describe, expect, it} from 'vitest';
import {readRecord} from '@site/src/lib/storage/record';
import {SEGMENTATION_RECORD, SEGMENTATION_SHARE} from './record';
import {SAMPLE_CUSTOMERS} from './segmentation';

const get = (items: Record<string, string>) => (key: string) => items[key] ?? null;

describe('SEGMENTATION_RECORD', () => {
  it('reads a table stored by earlier versions of the site (bare rows under the .v1 key)', () => {
    const today = [
      {name: 'Acme', revenue: '50000', frequency: '12', recency: '30', margin: '25'},
      {name: 'Beta', revenue: '', frequency: '', recency: '', margin: ''},
    ];
    const read = readRecord(
      SEGMENTATION_RECORD,
      get({'tools.customer-segmentation.v1': JSON.stringify(today)}),
    );
    expect(read.value).toEqual(today);
    expect(read.setAside).toEqual([]);
  });

  it('keeps every readable row and sets aside the others, by row number', () => {
    const stored = [
      {name: 'Acme', revenue: '50000', frequency: '12', recency: '30', margin: '25'},
      {name: 'Old shape', revenue: 5000},
      {name: 'Numbers', revenue: 7000, frequency: 3, recency: 10, margin: 12.5},
      null,
    ];
    const read = readRecord(
      SEGMENTATION_RECORD,
      get({'tools.customer-segmentation.v1': JSON.stringify(stored)}),
    );
    expect(read.value.map((row) => row.name)).toEqual(['Acme', 'Numbers']);
    expect(read.value[1]).toEqual({
      name: 'Numbers',
      revenue: '7000',
      frequency: '3',
      recency: '10',
      margin: '12.5',
    });
    expect(read.setAside.map((entry) => entry.where)).toEqual(['customer row 2', 'customer row 4']);
    expect(read.setAside[0]?.reason).toBe('No readable frequency, recency, margin.');
  });

  it('falls back to the sample table when the stored value is not a list, setting it aside', () => {
    const read = readRecord(
      SEGMENTATION_RECORD,
      get({'tools.customer-segmentation.v1': '{"rows":[]}'}),
    );
    expect(read.value).toEqual(SAMPLE_CUSTOMERS);
    expect(read.setAside[0]?.value).toEqual({rows: []});
  });

  it('calls a table of more than 1,000 customers oversized and trims it to the first 1,000', () => {
    const limit = SEGMENTATION_RECORD.limit!;
    const rows = Array.from({length: 1001}, (_, index) => ({
      ...SAMPLE_CUSTOMERS[0]!,
      name: String(index),
    }));
    expect(limit.count(rows)).toBe(1001);
    expect(limit.max).toBe(1000);
    expect(limit.trim(rows, limit.max).map((row) => row.name)).toEqual(
      rows.slice(0, 1000).map((row) => row.name),
    );
  });
});

describe('SEGMENTATION_SHARE', () => {
  it('writes rows as lists of cells and reads them back', () => {
    const compact = SEGMENTATION_SHARE.toCompact(SAMPLE_CUSTOMERS);
    expect((compact as unknown[])[0]).toEqual(['Customer A', '50000', '12', '30', '25']);
    expect(SEGMENTATION_SHARE.fromCompact(JSON.parse(JSON.stringify(compact)))).toEqual(
      SAMPLE_CUSTOMERS,
    );
  });

  it('refuses rows of the wrong length or with figures that are not text', () => {
    expect(SEGMENTATION_SHARE.fromCompact([['A', '1', '2', '3']])).toBeNull();
    expect(SEGMENTATION_SHARE.fromCompact([['A', 1, '2', '3', '4']])).toBeNull();
    expect(SEGMENTATION_SHARE.fromCompact('rows')).toBeNull();
  });
});
