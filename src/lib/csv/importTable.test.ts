import {describe, expect, it} from 'vitest';
import type {ImportColumn} from './columns';
import {
  describeSetAside,
  detectDecimalComma,
  detectDelimiter,
  readRows,
  splitTable,
} from './importTable';

const COLUMNS: readonly ImportColumn<'name' | 'amount'>[] = [
  {key: 'name', label: 'Customer', type: 'text', aliases: ['Customer']},
  {key: 'amount', label: 'Revenue', type: 'number', aliases: ['Revenue'], unit: 'usd'},
];

describe('detectDelimiter', () => {
  it('finds comma, semicolon, tab and vertical bar files', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n')).toBe(',');
    expect(detectDelimiter('a;b;c\n1;2;3\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc\n1\t2\t3\n')).toBe('\t');
    expect(detectDelimiter('a|b|c\n1|2|3\n')).toBe('|');
  });
  it('is not misled by decimal commas in a semicolon file or by quoted separators', () => {
    expect(detectDelimiter('Name;Revenue\nAcme;1234,5\nBeta;99,9\n')).toBe(';');
    expect(detectDelimiter('Name,Revenue\n"Smith; Jones",1\n"A; B",2\n')).toBe(',');
  });
  it('settles on a comma for a file of one column', () => {
    expect(detectDelimiter('Name\nAcme\nBeta\n')).toBe(',');
  });
});

describe('detectDecimalComma', () => {
  it('reads the figures a decimal comma alone explains as decimal-comma figures', () => {
    expect(detectDecimalComma(['1.234,50', '12,5', '7'], ',')).toBe(true);
    expect(detectDecimalComma(['1,234.50', '12.5', '7'], ';')).toBe(false);
  });
  it('follows the delimiter when the figures do not tell', () => {
    expect(detectDecimalComma(['1.234', '12'], ';')).toBe(true);
    expect(detectDecimalComma(['1,234', '12'], ',')).toBe(false);
  });
});

describe('splitTable', () => {
  it('finds the header under a title, and numbers rows as a spreadsheet does', () => {
    const split = splitTable('Sales report\n\nCustomer,Revenue\nAcme,1\n\nBeta,2\n', COLUMNS);
    expect(split.ok && split.table).toEqual({
      delimiter: ',',
      headerRow: 3,
      skippedAbove: 1,
      header: ['Customer', 'Revenue'],
      rows: [
        {row: 4, cells: ['Acme', '1']},
        {row: 6, cells: ['Beta', '2']},
      ],
    });
  });
  it('splits on the delimiter a first "sep=" line names, and leaves that line out', () => {
    const split = splitTable('sep=;\r\nCustomer;Revenue\r\nSmith, Jones;1,5\r\n', COLUMNS);
    expect(split.ok && split.table).toMatchObject({
      delimiter: ';',
      headerRow: 1,
      header: ['Customer', 'Revenue'],
      rows: [{row: 2, cells: ['Smith, Jones', '1,5']}],
    });
  });
  it('takes the first row as the header when no row names a column', () => {
    const split = splitTable('A,B\n1,2\n', COLUMNS);
    expect(split.ok && split.table.header).toEqual(['A', 'B']);
  });
  it('refuses an empty file', () => {
    expect(splitTable(' \n\n', COLUMNS)).toEqual({ok: false, message: 'The file is empty.'});
  });
});

describe('readRows', () => {
  it('writes kept figures plainly and counts blank ones', () => {
    const split = splitTable('Customer,Revenue\nAcme,"$1,200.50"\nBeta,\n', COLUMNS);
    if (!split.ok) throw new Error(split.message);
    const read = readRows(
      split.table,
      COLUMNS,
      {name: 0, amount: 1},
      {
        nameColumn: 'name',
        recordName: 'customer',
        decimalComma: false,
        maxRows: 10,
        today: {year: 2024, month: 5, day: 15},
        dateOrders: {},
      },
    );
    expect(read).toEqual({
      kept: [
        {name: 'Acme', amount: '1200.5'},
        {name: 'Beta', amount: ''},
      ],
      setAside: [],
      blankFigures: 1,
      datesRead: {},
    });
  });
});

describe('describeSetAside', () => {
  it('groups rows by reason and counts what it does not list', () => {
    const rows = [2, 3, 4, 5, 6, 7].map((row) => ({row, reason: 'no customer name', cells: []}));
    expect(describeSetAside([...rows, {row: 9, reason: 'a total', cells: []}], 1)).toBe(
      'Rows 2, 3, 4, 5 and 2 more: no customer name. 1 more row for other reasons.',
    );
    expect(describeSetAside([{row: 9, reason: 'a total', cells: []}])).toBe('Row 9: a total.');
  });
});
