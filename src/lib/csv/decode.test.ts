import {describe, expect, it} from 'vitest';
import {LEGACY_ENCODING_NOTE, decodeTextFile} from './decode';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeTextFile', () => {
  it('reads UTF-8 and drops its byte-order mark', () => {
    expect(decodeTextFile(utf8('\uFEFFCafé;1'))).toEqual({
      ok: true,
      text: 'Café;1',
      encoding: 'utf-8',
    });
    expect(decodeTextFile(utf8('plain'))).toEqual({ok: true, text: 'plain', encoding: 'utf-8'});
  });
  it('reads bytes that are not UTF-8 as Windows-1252, with a note', () => {
    // "Café €5" in Windows-1252: é is 0xE9, the euro sign 0x80.
    expect(decodeTextFile(bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35))).toEqual({
      ok: true,
      text: 'Café €5',
      encoding: 'windows-1252',
      note: LEGACY_ENCODING_NOTE,
    });
  });
  it('reads UTF-16 in either byte order, with or without a byte-order mark', () => {
    expect(
      decodeTextFile(bytes(0xff, 0xfe, 0x41, 0, 0xe9, 0)).ok &&
        decodeTextFile(bytes(0xff, 0xfe, 0x41, 0, 0xe9, 0)),
    ).toMatchObject({text: 'Aé', encoding: 'utf-16le'});
    expect(decodeTextFile(bytes(0xfe, 0xff, 0, 0x41, 0, 0xe9))).toMatchObject({
      text: 'Aé',
      encoding: 'utf-16be',
    });
    expect(decodeTextFile(bytes(0x41, 0, 0x2c, 0, 0x42, 0))).toMatchObject({
      text: 'A,B',
      encoding: 'utf-16le',
    });
    expect(decodeTextFile(bytes(0, 0x41, 0, 0x2c, 0, 0x42))).toMatchObject({
      text: 'A,B',
      encoding: 'utf-16be',
    });
  });
  it('refuses workbooks and other binary files with a reason', () => {
    const xlsx = decodeTextFile(bytes(0x50, 0x4b, 3, 4, 20, 0));
    expect(xlsx.ok ? '' : xlsx.message).toMatch(/spreadsheet workbook/);
    const xls = decodeTextFile(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1));
    expect(xls.ok ? '' : xls.message).toMatch(/spreadsheet workbook/);
    const binary = decodeTextFile(bytes(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49));
    expect(binary.ok ? '' : binary.message).toMatch(/not a text file/);
  });
});
