/**
 * Comma-separated values for every importer and exporter of the site, read and written by
 * papaparse (RFC 4180: fields quoted when they hold the delimiter, a quote, a line break or
 * edge spaces; quotes doubled).
 *
 * Writing: comma between fields and CRLF after every record, the last included; no
 * byte-order mark (the browser download adds one, see `downloadCsv`).
 * Reading: a leading byte-order mark is dropped, any line ending is accepted, and endings
 * mixed in one file (a header line ending in CRLF, rows in LF, as some exports write them)
 * are read alike (line breaks inside quoted values are kept as written), blank lines
 * are skipped unless asked for (a record of one empty cell reads as one of them), and the
 * delimiter is detected (comma, tab, pipe or semicolon) unless given.
 *
 * Formula injection, one rule for every file: a spreadsheet runs a cell as a formula when
 * its text starts with `=`, `+`, `-`, `@`, a tab or a carriage return ("=HYPERLINK(…)",
 * "@SUM(…)", "-2+3+cmd|…"). Such a text cell is written with a leading apostrophe, which
 * spreadsheets show as text and do not run. Two kinds of cell are left as they are,
 * because a spreadsheet reads them as a number and runs nothing:
 * - numbers given as numbers (-5 is written `-5`, and opens as minus five);
 * - text that is a plain decimal number, sign included ("-5", "+3", "-12.50"), so an
 *   amount formatted as text still opens as a number.
 * A text cell that already starts with apostrophes before such a character gets one more,
 * and reading removes exactly one from those cells, so every text reads back as written.
 */
import Papa from 'papaparse';

/** One cell: text, or a number (written in plain notation; NaN and Infinity as empty). */
export type CsvCell = string | number;

/** What the reader found out about the text, beside its rows. */
export interface CsvMeta {
  /** The delimiter the rows were split on (detected unless one was given). */
  readonly delimiter: string;
  /** The line ending the text uses ("\r\n", "\n" or "\r"). */
  readonly linebreak: string;
}

export type CsvParseResult =
  | {readonly ok: true; readonly rows: string[][]; readonly meta: CsvMeta}
  | {readonly ok: false; readonly message: string};

export interface CsvParseOptions {
  /** Split on this delimiter instead of detecting one. */
  readonly delimiter?: string;
  /**
   * Keep blank lines as records of one empty cell (default false), so that each record's
   * position is its row number as a spreadsheet shows it.
   */
  readonly keepBlankLines?: boolean;
}

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Text a spreadsheet would run: after any leading apostrophes, a formula character, unless
 * the rest is a plain decimal number.
 */
const FORMULA_LIKE = /^'*(?![+-]?(?:\d+(?:\.\d*)?|\.\d+)$)[=+\-@\t\r]/;

/** True when a text cell is neutralised with an apostrophe on writing (see the module note). */
export function isFormulaLike(text: string): boolean {
  return FORMULA_LIKE.test(text);
}

/** The text as written: an apostrophe in front when it is formula-like. */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

/** The inverse of {@link neutraliseFormula}: the cell as it was before writing. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && isFormulaLike(cell.slice(1)) ? cell.slice(1) : cell;
}

function writtenCell(cell: CsvCell): CsvCell {
  if (typeof cell === 'string') return neutraliseFormula(cell);
  if (!Number.isFinite(cell)) return '';
  return Object.is(cell, -0) ? 0 : cell;
}

/** CSV text for rows of cells: CRLF after every record, including the last. */
export function encodeCsv(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  // Cells are neutralised above rather than with papaparse's `escapeFormulae`, whose rule
  // also turns plain negative amounts written as text into text.
  return `${Papa.unparse(
    rows.map((row) => row.map(writtenCell)),
    {newline: '\r\n'},
  )}\r\n`;
}

function lineOf(text: string, index: number): number {
  return (text.slice(0, index).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
}

/** The text with every line ending outside quoted values written as LF. */
function unifiedLineEndings(text: string): string {
  if (!text.includes('\r')) return text;
  let quoted = false;
  let result = '';
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (char === '\r' && !quoted) {
      result += `${text.slice(from, index)}\n`;
      from = text[index + 1] === '\n' ? index + 2 : index + 1;
      if (from === index + 2) index += 1;
    }
  }
  return result + text.slice(from);
}

const QUOTE_PROBLEMS: Readonly<Record<string, string>> = {
  MissingQuotes: 'a quoted value is never closed.',
  InvalidQuotes: 'unexpected text after a closing quote.',
};

/**
 * Reads CSV text into rows of text cells (see the module note for what is accepted).
 * Fails with a message naming the line on a quote left open or text after a closing quote.
 */
export function parseCsv(text: string, options: CsvParseOptions = {}): CsvParseResult {
  const original = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const linebreak = /\r\n|\r|\n/.exec(original)?.[0] ?? '\n';
  const source = unifiedLineEndings(original);
  const parsed = Papa.parse<string[]>(source, {
    delimiter: options.delimiter ?? '',
    newline: '\n',
    skipEmptyLines: !options.keepBlankLines,
  });
  // The only other error papaparse reports here is a delimiter it could not detect (a file
  // of one column), after which it splits on commas, which is right for such a file.
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const problem = QUOTE_PROBLEMS[quoteError.code] ?? `${quoteError.message}.`;
    return {ok: false, message: `Line ${lineOf(source, quoteError.index ?? 0)}: ${problem}`};
  }
  return {
    ok: true,
    rows: parsed.data.map((row) => row.map(restoreFormula)),
    meta: {delimiter: parsed.meta.delimiter, linebreak},
  };
}
