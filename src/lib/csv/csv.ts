/**
 * Comma-separated values as every importer of the site reads them, with papaparse: a leading
 * byte-order mark is dropped, any line ending is accepted, and endings mixed in one file (a
 * header line ending in CRLF, rows in LF, as some exports write them) are read alike (line
 * breaks inside quoted values are kept as written), blank lines are skipped unless asked for
 * (a record of one empty cell reads as one of them), and the delimiter is detected (comma,
 * tab, pipe or semicolon) unless given. A cell written with an apostrophe against formula
 * injection reads back as it was before writing (see `write.ts`).
 */
import Papa from 'papaparse';
import {restoreFormula} from './write';

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
