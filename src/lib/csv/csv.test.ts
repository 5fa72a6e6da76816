import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {encodeCsv, parseCsv} from './csv';

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
  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(encodeCsv([['=HYPERLINK("x")', '+44 20', '-5', '@SUM(A1)']])).toBe(
      `"'=HYPERLINK(""x"")",'+44 20,'-5,'@SUM(A1)\r\n`,
    );
  });
  it('writes a record of one empty cell so it is not a blank line', () => {
    expect(encodeCsv([[''], ['a']])).toBe('""\r\na\r\n');
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
  it('removes the apostrophe that protected a formula-like cell', () => {
    expect(rowsOf(`'=1+1,'-5,'plain\r\n`)).toEqual([['=1+1', '-5', "'plain"]]);
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
  it('reads back any table of text it wrote', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', "'", '=', '-', 'é', '£'),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, {minLength: 1, maxLength: 5}), {maxLength: 6}),
        (rows) => {
          const parsed = parseCsv(encodeCsv(rows));
          expect(parsed).toEqual({ok: true, rows});
        },
      ),
      {numRuns: 1000},
    );
  });
  it('reads back finite numbers as their plain text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({noNaN: true, noDefaultInfinity: true}), {minLength: 1}),
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
