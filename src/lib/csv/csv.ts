/**
 * Comma-separated values as spreadsheets read and write them (RFC 4180): fields quoted when
 * they hold a comma, a quote, a line break or edge spaces, quotes doubled, CRLF between
 * records. Encoded text is UTF-8 without a byte-order mark; the parser accepts one (files
 * saved by spreadsheets often start with it) and any line ending.
 */

/** One cell: text, or a number written in plain notation so spreadsheets read it as a number. */
export type CsvCell = string | number;

export type CsvParseResult =
  {readonly ok: true; readonly rows: string[][]} | {readonly ok: false; readonly message: string};

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/**
 * Text a spreadsheet would run as a formula ("=HYPERLINK(…)", "+1", "-2", "@SUM"): written
 * with a leading apostrophe so it stays text. Cells already starting with apostrophes before
 * such a character get one more, so reading strips exactly one and every text round-trips.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const PROTECTED_FORMULA = /^'+[=+\-@\t\r]/;

function encodeNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  // Plain notation up to 1e21; toString switches to exponents beyond, which spreadsheets read.
  return Object.is(value, -0) ? '0' : String(value);
}

function encodeText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function encodeRow(row: readonly CsvCell[]): string {
  const line = row
    .map((cell) => (typeof cell === 'number' ? encodeNumber(cell) : encodeText(cell)))
    .join(',');
  // A record of one empty cell is written as "" so that it is not read as a blank line.
  return row.length === 1 && line === '' ? '""' : line;
}

/** CSV text for rows of cells: CRLF after every record, including the last. */
export function encodeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${encodeRow(row)}\r\n`).join('');
}

function unprotect(cell: string): string {
  return PROTECTED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

/**
 * Reads CSV text into rows of text cells. Accepts a leading byte-order mark, CRLF, LF or CR
 * line endings, quoted fields spanning lines, and a missing final line break; drops blank
 * lines. Fails with a message on a quote left open or text after a closing quote.
 */
export function parseCsv(text: string): CsvParseResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellWasQuoted = false;
  let line = 1;
  let quoteLine = 1;

  const endCell = () => {
    row.push(unprotect(cell));
    cell = '';
    cellWasQuoted = false;
  };
  const endRow = () => {
    const blank = row.length === 0 && cell === '' && !cellWasQuoted;
    endCell();
    if (!blank) rows.push(row);
    row = [];
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          quoted = false;
          const next = source[index + 1];
          if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
            return {ok: false, message: `Line ${line}: unexpected text after a closing quote.`};
          }
        }
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      cellWasQuoted = true;
      quoteLine = line;
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
    } else {
      cell += char;
    }
  }
  if (quoted) {
    return {ok: false, message: `Line ${quoteLine}: a quoted value is never closed.`};
  }
  if (cell !== '' || cellWasQuoted || row.length > 0) endRow();
  return {ok: true, rows};
}
