/**
 * Turning the bytes of a chosen file into text, the way spreadsheets and ERP systems write
 * them: UTF-8 with or without a byte-order mark, UTF-16 ("Unicode text" exports, with a mark
 * or recognised by their zero bytes), or a one-byte Western code page (Windows-1252, which
 * is also how browsers read Latin-1) when the bytes are not valid UTF-8. Workbooks and
 * other binary files are recognised and refused with a reason.
 */

/** The character encodings a file is read in. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DecodedFile =
  | {
      readonly ok: true;
      /** The text, without any byte-order mark. */
      readonly text: string;
      readonly encoding: TextEncodingName;
      /** A sentence for the visitor when the encoding was guessed rather than known. */
      readonly note?: string;
    }
  | {readonly ok: false; readonly message: string};

/** What a binary file starts with: zip (xlsx, ods, numbers) and the older Office format. */
const WORKBOOK_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

const WORKBOOK_MESSAGE =
  'It is a spreadsheet workbook, not a CSV file: in your spreadsheet, save or download the sheet as CSV, then import that file.';
const BINARY_MESSAGE =
  'It is not a text file. Save the sheet as CSV (comma-separated) and import that file.';

export const LEGACY_ENCODING_NOTE =
  'The file is not in UTF-8, so it was read as Windows-1252 (Western European, also called Latin-1). Check that names with accents look right below; if they do not, save the file as “CSV UTF-8” and import it again.';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * UTF-16 without a byte-order mark: in text that is mostly ASCII, every other byte is zero
 * (the second of each pair in little-endian order, the first in big-endian).
 */
function utf16Order(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(Math.floor(bytes.length / 2), 512);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    if (bytes[pair * 2] === 0) evenZeros += 1;
    if (bytes[pair * 2 + 1] === 0) oddZeros += 1;
  }
  if (oddZeros >= pairs * 0.6 && evenZeros === 0) return 'utf-16le';
  if (evenZeros >= pairs * 0.6 && oddZeros === 0) return 'utf-16be';
  return null;
}

/**
 * Windows-1252's characters for the bytes 0x80 to 0x9F (0 where the code page has none);
 * every other byte is the Unicode character of the same number, as in Latin-1. Written out
 * rather than left to `TextDecoder`, which some JavaScript engines map to plain Latin-1.
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] || byte : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

function decode(bytes: Uint8Array, encoding: TextEncodingName, fatal = false): string {
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  return new TextDecoder(encoding, {fatal, ignoreBOM: false}).decode(bytes);
}

/** Reads the bytes of a file as text (see the module note), or says why it cannot. */
export function decodeTextFile(bytes: Uint8Array): DecodedFile {
  if (WORKBOOK_SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    return {ok: false, message: WORKBOOK_MESSAGE};
  }
  if (startsWith(bytes, [0xff, 0xfe])) {
    return {ok: true, text: decode(bytes, 'utf-16le'), encoding: 'utf-16le'};
  }
  if (startsWith(bytes, [0xfe, 0xff])) {
    return {ok: true, text: decode(bytes, 'utf-16be'), encoding: 'utf-16be'};
  }
  const order = utf16Order(bytes);
  if (order) return {ok: true, text: decode(bytes, order), encoding: order};
  if (bytes.includes(0)) return {ok: false, message: BINARY_MESSAGE};
  try {
    return {ok: true, text: decode(bytes, 'utf-8', true), encoding: 'utf-8'};
  } catch {
    return {
      ok: true,
      text: decode(bytes, 'windows-1252'),
      encoding: 'windows-1252',
      note: LEGACY_ENCODING_NOTE,
    };
  }
}
