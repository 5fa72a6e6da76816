/**
 * Comma-separated values as every exporter of the site writes them (RFC 4180): comma between
 * fields, CRLF after every record, the last included; a field is quoted when it holds a comma,
 * a quote, a line break or edge spaces, and its quotes are doubled. No byte-order mark (the
 * browser download adds one, see `downloadCsv`). Written by hand, in a few lines, so that a
 * page that only exports does not load the CSV reader (papaparse, in `csv.ts`).
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

/** One cell: text, or a number (written in plain notation; NaN and Infinity as empty). */
export type CsvCell = string | number;

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

/** A field quoted when it holds a comma, a quote or a line break, or starts or ends with a space. */
function quoted(text: string): string {
  return /[",\r\n]|^ | $/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function writtenCell(cell: CsvCell): CsvCell {
  if (typeof cell === 'string') return neutraliseFormula(cell);
  if (!Number.isFinite(cell)) return '';
  return Object.is(cell, -0) ? 0 : cell;
}

/** CSV text for rows of cells: CRLF after every record, including the last. */
export function encodeCsv(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return (
    rows.map((row) => row.map((cell) => quoted(String(writtenCell(cell)))).join(',')).join('\r\n') +
    '\r\n'
  );
}
