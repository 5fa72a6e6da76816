import fc from 'fast-check';
import Papa from 'papaparse';
import {describe, expect, it} from 'vitest';
import {parseCsv} from './csv';
import {encodeCsv, isFormulaLike} from './write';

function rowsOf(text: string): string[][] {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows;
}

describe('encodeCsv', () => {
  it('writes a header row and records separated by CRLF, without a byte-order mark', () => {
    const text = encodeCsv([
      ['Category', 'Item', 'Amount (USD)'],
      ['Direct', 'Raw Materials', 1200.5],
    ]);
    expect(text).toBe('Category,Item,Amount (USD)\r\nDirect,Raw Materials,1200.5\r\n');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
  });
  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(encodeCsv([['Rent, Utilities', 'The "big" one', 'two\nlines', ' padded ']])).toBe(
      '"Rent, Utilities","The ""big"" one","two\nlines"," padded "\r\n',
    );
  });
  it('leaves plain text and ampersands unquoted', () => {
    expect(encodeCsv([['Rent & Utilities', 'Marketing & Advertising']])).toBe(
      'Rent & Utilities,Marketing & Advertising\r\n',
    );
  });
  it('writes numbers plainly and never NaN, Infinity or -0', () => {
    expect(encodeCsv([[0, -0, 12.75, -3, Number.NaN, Number.POSITIVE_INFINITY]])).toBe(
      '0,0,12.75,-3,,\r\n',
    );
  });
  it('writes nothing for no rows', () => {
    expect(encodeCsv([])).toBe('');
  });
});

describe('the formula-injection rule', () => {
  it('puts an apostrophe before text starting with =, +, -, @, tab or carriage return', () => {
    expect(encodeCsv([['=HYPERLINK("x")', '+44 20', '-2+3+cmd|x', '@SUM(A1)', '\tx', '\rx']])).toBe(
      `"'=HYPERLINK(""x"")",'+44 20,'-2+3+cmd|x,'@SUM(A1),'\tx,"'\rx"\r\n`,
    );
  });
  it('leaves numbers, and text that is a plain signed decimal, as numbers', () => {
    expect(encodeCsv([[-5, '-5', '+3', '-12.50', '-.5']])).toBe('-5,-5,+3,-12.50,-.5\r\n');
  });
  it('neutralises a sign that does not start a plain number', () => {
    expect(['-', '-5%', '- 5', '-1e5', '+5+5', '-$5'].map(isFormulaLike)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
  it('leaves other text alone, apostrophes included', () => {
    expect(encodeCsv([["'plain", 'a=b', "'5", 'Margin -5%']])).toBe("'plain,a=b,'5,Margin -5%\r\n");
  });
  it('adds one more apostrophe to text already protected, so it reads back unchanged', () => {
    expect(encodeCsv([["'=1+1", "''-x"]])).toBe(`''=1+1,'''-x\r\n`);
    expect(rowsOf(encodeCsv([["'=1+1", "''-x"]]))).toEqual([["'=1+1", "''-x"]]);
  });
  it('removes the apostrophe that protected a formula-like cell on reading', () => {
    expect(rowsOf(`'=1+1,'-x,'plain,'-5\r\n`)).toEqual([['=1+1', '-x', "'plain", "'-5"]]);
  });
  it('never writes a text cell that starts with a formula character and is not a number', () => {
    const text = fc.string({unit: fc.constantFrom('=', '+', '-', '@', '\t', "'", '1', '.', 'a')});
    fc.assert(
      fc.property(text, (cell) => {
        // The cell as a spreadsheet receives it: unquoted, no apostrophe removed.
        const [written = ''] = Papa.parse<string[]>(encodeCsv([[cell, 'end']])).data[0] ?? [];
        const plainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(written);
        expect(plainNumber || !/^[=+\-@\t\r]/.test(written)).toBe(true);
      }),
      {numRuns: 500},
    );
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes and embedded line breaks', () => {
    expect(rowsOf('name,note\r\n"Smith, J","said ""hi""\r\nthen left"\r\n')).toEqual([
      ['name', 'note'],
      ['Smith, J', 'said "hi"\r\nthen left'],
    ]);
  });
  it('accepts LF, CR and CRLF endings and a missing final line break', () => {
    expect(rowsOf('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(rowsOf('a,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
  it('reads a file whose lines end in different ways, as each row of its own', () => {
    expect(rowsOf('Customer,Revenue\r\nA,1\nB,2\rC,3\r\n')).toEqual([
      ['Customer', 'Revenue'],
      ['A', '1'],
      ['B', '2'],
      ['C', '3'],
    ]);
    expect(rowsOf('a,"two\r\nlines"\nb,c\n')).toEqual([
      ['a', 'two\r\nlines'],
      ['b', 'c'],
    ]);
  });
  it('strips a leading byte-order mark so the header reads cleanly', () => {
    expect(rowsOf('\uFEFFCustomer,Revenue\r\nA,1\r\n')[0]).toEqual(['Customer', 'Revenue']);
  });
  it('drops blank lines but keeps empty cells', () => {
    expect(rowsOf('a,,c\r\n\r\n\r\n,,\r\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });
  it('reads nothing from empty text', () => {
    expect(rowsOf('')).toEqual([]);
    expect(rowsOf('\uFEFF\r\n')).toEqual([]);
  });
  it('detects the delimiter and says which it used', () => {
    expect(parseCsv('Customer;Revenue\r\n"A; B";1\r\n')).toEqual({
      ok: true,
      rows: [
        ['Customer', 'Revenue'],
        ['A; B', '1'],
      ],
      meta: {delimiter: ';', linebreak: '\r\n'},
    });
    expect(parseCsv('a\tb\nc\td\n')).toMatchObject({ok: true, meta: {delimiter: '\t'}});
  });
  it('splits a file of one column on commas, and on a delimiter it is given', () => {
    expect(parseCsv('notes\nhello\n')).toMatchObject({ok: true, meta: {delimiter: ','}});
    expect(parseCsv('a;b,c\n', {delimiter: ','})).toMatchObject({rows: [['a;b', 'c']]});
  });
  it('says where a quote is left open', () => {
    expect(parseCsv('a,b\r\n"open,c\r\nd\r\n')).toEqual({
      ok: false,
      message: 'Line 2: a quoted value is never closed.',
    });
  });
  it('rejects text after a closing quote', () => {
    expect(parseCsv('a\r\n"x"y,z\r\n')).toEqual({
      ok: false,
      message: 'Line 2: unexpected text after a closing quote.',
    });
  });
});

describe('round trip', () => {
  const cell = fc.string({
    unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', '\t', "'", '=', '-', '1', 'é', '£'),
  });
  /** A record of one empty cell is a blank line, which reading skips. */
  const isBlank = (row: readonly string[]) => row.length === 1 && row[0] === '';

  it('reads back any table of text it wrote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, {minLength: 2, maxLength: 5}), {maxLength: 6}),
        (rows) => {
          expect(parseCsv(encodeCsv(rows), {delimiter: ','})).toMatchObject({ok: true, rows});
        },
      ),
      {numRuns: 1000},
    );
  });
  it('reads back a single column, less its records of one empty cell', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cell), {maxLength: 6}), (rows) => {
        expect(parseCsv(encodeCsv(rows), {delimiter: ','})).toMatchObject({
          ok: true,
          rows: rows.filter((row) => !isBlank(row)),
        });
      }),
      {numRuns: 500},
    );
  });
  it('reads back a file with a byte-order mark in front as without', () => {
    const rows = [
      ['Customer', 'Margin (%)'],
      ['Café Nord', '-5'],
    ];
    expect(rowsOf(`\uFEFF${encodeCsv(rows)}`)).toEqual(rows);
  });
  it('reads back finite numbers as their plain text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({noNaN: true, noDefaultInfinity: true}), {minLength: 2}),
        (numbers) => {
          const parsed = parseCsv(encodeCsv([numbers]));
          expect(parsed.ok && parsed.rows[0]?.map(Number)).toEqual(
            numbers.map((n) => (n === 0 ? 0 : n)),
          );
        },
      ),
      {numRuns: 1000},
    );
  });
});
