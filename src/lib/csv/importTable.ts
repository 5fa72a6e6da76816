/**
 * Reading a table of records out of a real export: which delimiter splits it, which row
 * names the columns (exports often open with a title or a date line), whether its figures
 * use a decimal comma, and then, for a mapping of the file's columns onto a tool's columns,
 * which rows are kept and which are set aside, each with the reason.
 *
 * The rules for a row, in order:
 * - a row with nothing in it is skipped (a blank line, not a record);
 * - a row that repeats the header (exports repeat it on every printed page) is set aside;
 * - a row without the naming column's text, or whose name is a total ("Total", "Grand
 *   total", "Subtotal: North"), is set aside;
 * - a figure that is no number, or is negative where the column does not allow it, sets the
 *   row aside; a blank figure is kept blank (the tools count it as 0) and counted;
 * - in a column that reads dates as days (recency), a date is read as the days from it to
 *   the day of the import; a date after that day sets the row aside;
 * - rows beyond the tool's limit are set aside.
 */
import {headerKey, headerScore, type ColumnMapping, type ImportColumn} from './columns';
import {parseCsv} from './csv';
import {checkNumberInput} from '../numbers/parse';
import {daysBetween, readDate, type CalendarDate, type DateOrder} from '../dates/readDate';

/** The delimiters an export may use, in the order ties are settled. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export const DELIMITER_NAMES: Readonly<Record<Delimiter, string>> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'vertical bar',
};

/** Rows looked at to settle the delimiter and to find the header. */
const SAMPLE_ROWS = 50;
const HEADER_SEARCH_ROWS = 15;

/** The most common field count among rows, and how many rows have it. */
function modalCount(rows: readonly (readonly string[])[]): {fields: number; rows: number} {
  const tally = new Map<number, number>();
  for (const row of rows) tally.set(row.length, (tally.get(row.length) ?? 0) + 1);
  let best = {fields: 1, rows: 0};
  for (const [fields, count] of tally) {
    if (fields < 2) continue;
    if (count > best.rows || (count === best.rows && fields > best.fields)) {
      best = {fields, rows: count};
    }
  }
  return best;
}

/**
 * The delimiter that splits the most of the first rows into the same number of fields (two
 * or more), the more fields the better on a tie; comma for a file of one column.
 */
export function detectDelimiter(text: string): Delimiter {
  let best: {delimiter: Delimiter; rows: number; fields: number} = {
    delimiter: ',',
    rows: 0,
    fields: 1,
  };
  for (const delimiter of DELIMITERS) {
    const parsed = parseCsv(text, {delimiter});
    if (!parsed.ok) continue;
    const {fields, rows} = modalCount(parsed.rows.slice(0, SAMPLE_ROWS));
    if (rows > best.rows || (rows === best.rows && rows > 0 && fields > best.fields)) {
      best = {delimiter, rows, fields};
    }
  }
  return best.delimiter;
}

/** One record of the file: its row number as a spreadsheet shows it, and its cells. */
export interface FileRow {
  readonly row: number;
  readonly cells: readonly string[];
}

/** A file split into its header and the records under it. */
export interface ImportTable {
  readonly delimiter: Delimiter;
  /** Row number of the header, as a spreadsheet shows it. */
  readonly headerRow: number;
  /** Rows above the header (a title, a date line), left out. */
  readonly skippedAbove: number;
  readonly header: readonly string[];
  readonly rows: readonly FileRow[];
}

export type ImportTableResult =
  {readonly ok: true; readonly table: ImportTable} | {readonly ok: false; readonly message: string};

const SEPARATOR_LINE = /^\uFEFF?sep=(.)[ \t]*(?:\r\n|\r|\n)/i;

/**
 * Splits the text on its delimiter (the one a first "sep=" line names, else the one
 * detected) and finds the header: among the first rows, the first
 * that names the most of the tool's columns (the first row when none names any).
 */
export function splitTable(source: string, columns: readonly ImportColumn[]): ImportTableResult {
  // Excel writes (and reads, without showing it) a first line "sep=;" naming the delimiter.
  const hint = SEPARATOR_LINE.exec(source);
  const named = DELIMITERS.find((delimiter) => delimiter === hint?.[1]);
  const text = hint ? source.slice(hint[0].length) : source;
  const delimiter = named ?? detectDelimiter(text);
  const parsed = parseCsv(text, {delimiter, keepBlankLines: true});
  if (!parsed.ok) return {ok: false, message: `The file could not be read. ${parsed.message}`};
  const records = parsed.rows;
  if (records.length === 0 || records.every((cells) => cells.every((cell) => !cell.trim()))) {
    return {ok: false, message: 'The file is empty.'};
  }
  let headerIndex = 0;
  let bestScore = 0;
  records.slice(0, HEADER_SEARCH_ROWS + 1).forEach((cells, index) => {
    const score = headerScore(cells, columns);
    if (score > bestScore) {
      bestScore = score;
      headerIndex = index;
    }
  });
  const header = (records[headerIndex] ?? []).map((cell) => cell.trim());
  const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
  return {
    ok: true,
    table: {
      delimiter,
      headerRow: headerIndex + 1,
      skippedAbove: records.slice(0, headerIndex).filter((cells) => !isBlank(cells)).length,
      header,
      // Blank lines are kept as records, so a record's position is its row number as a
      // spreadsheet opening the file shows it.
      rows: records
        .map((cells, index) => ({row: index + 1, cells}))
        .slice(headerIndex + 1)
        .filter(({cells}) => !isBlank(cells)),
    },
  };
}

/** A figure's shape that only a decimal comma, or only a decimal point, can explain. */
const ONLY_COMMA = [/\d,\d{1,2}$/, /\d,\d{4,}$/, /\.\d{3},\d/, /\.\d{3}\.\d{3}/];
const ONLY_POINT = [/\d\.\d{1,2}$/, /\d\.\d{4,}$/, /,\d{3}\.\d/, /,\d{3},\d{3}/];

/**
 * Whether the figures of some columns are written with a decimal comma: more cells that
 * only a decimal comma explains ("1.234,50", "12,5") than cells only a point explains
 * ("1,234.50", "12.5"); on a tie, a semicolon-separated file (the form spreadsheets write
 * where the comma is the decimal separator) is read with decimal commas.
 */
export function detectDecimalComma(cells: readonly string[], delimiter: Delimiter): boolean {
  let comma = 0;
  let point = 0;
  for (const cell of cells) {
    const text = cell.trim();
    if (ONLY_COMMA.some((pattern) => pattern.test(text))) comma += 1;
    else if (ONLY_POINT.some((pattern) => pattern.test(text))) point += 1;
  }
  if (comma !== point) return comma > point;
  return delimiter === ';';
}

/** The cells of the columns a mapping reads as numbers, for {@link detectDecimalComma}. */
export function numberCells<K extends string>(
  table: ImportTable,
  columns: readonly ImportColumn<K>[],
  mapping: ColumnMapping<K>,
): string[] {
  const positions = columns
    .filter((column) => column.type === 'number')
    .map((column) => mapping[column.key])
    .filter((index): index is number => index !== null);
  return table.rows.flatMap((row) => positions.map((index) => row.cells[index] ?? ''));
}

/** A record the import leaves out, and why. */
export interface SetAsideRow {
  readonly row: number;
  readonly reason: string;
  readonly cells: readonly string[];
}

export interface ReadRowsOptions<K extends string> {
  /** The text column that names a record: a row without it is set aside. */
  readonly nameColumn: K;
  /** What one record is called ("customer"), for reasons. */
  readonly recordName: string;
  readonly decimalComma: boolean;
  /** Most records kept; the rest are set aside. */
  readonly maxRows: number;
  /** The day of the import, for columns that read dates as days before it. */
  readonly today: CalendarDate;
  /** How the dates in figures of each date-reading column are written. */
  readonly dateOrders: Readonly<Partial<Record<K, DateOrder>>>;
}

export interface ReadRows<K extends string> {
  /** Kept records, one text per column: numbers written plainly ("1234.5"), names trimmed. */
  readonly kept: Readonly<Record<K, string>>[];
  readonly setAside: readonly SetAsideRow[];
  /** Blank figures in the kept rows. */
  readonly blankFigures: number;
  /** Dates read as days, per column, in the kept rows. */
  readonly datesRead: Readonly<Partial<Record<K, number>>>;
}

const TOTAL_NAME = /^(?:grand\s+|sub-?\s*)?totals?(?:\s*:.*|\s+(?:for|of)\s.*)?$/i;

function isRepeatedHeader(cells: readonly string[], header: readonly string[]): boolean {
  return (
    header.some((cell) => cell !== '') &&
    header.every((cell, index) => headerKey(cell) === headerKey(cells[index] ?? ''))
  );
}

/** Why a figure sets its row aside, or its plain text ("" for a blank) and whether it was a date. */
function readFigure(
  text: string,
  column: ImportColumn,
  options: {
    readonly decimalComma: boolean;
    readonly today: CalendarDate;
    readonly order?: DateOrder;
  },
): {readonly text: string; readonly date?: boolean} | {readonly reason: string} {
  if (text === '') return {text: ''};
  const date = column.readsDates ? readDate(text, options.order ?? 'monthFirst') : null;
  if (date) {
    const days = daysBetween(date, options.today);
    return days < 0
      ? {reason: `${column.label} date “${text}” is after today`}
      : {text: String(days), date: true};
  }
  const checked = checkNumberInput(text, {allowNegative: true, decimalComma: options.decimalComma});
  if (checked.kind === 'number') {
    if (checked.value < 0 && !column.allowNegative) {
      return {reason: `${column.label} “${text}” is negative`};
    }
    return {text: String(checked.value)};
  }
  if (checked.kind === 'invalid' && checked.reason === 'tooLarge') {
    return {reason: `${column.label} “${text}” is too large`};
  }
  return {reason: `${column.label} “${text}” is not a number`};
}

/** Keeps or sets aside every record of the table (see the module note for the rules). */
export function readRows<K extends string>(
  table: ImportTable,
  columns: readonly ImportColumn<K>[],
  mapping: ColumnMapping<K>,
  options: ReadRowsOptions<K>,
): ReadRows<K> {
  const kept: Record<K, string>[] = [];
  const setAside: SetAsideRow[] = [];
  let blankFigures = 0;
  const datesRead: Partial<Record<K, number>> = {};
  const nameLabel = columns.find((column) => column.key === options.nameColumn)?.label ?? '';

  for (const {row, cells} of table.rows) {
    const trimmed = cells.map((cell) => cell.trim());
    if (trimmed.every((cell) => cell === '')) continue;
    const setAsideFor = (reason: string) => setAside.push({row, reason, cells});
    if (isRepeatedHeader(trimmed, table.header)) {
      setAsideFor('it repeats the header row');
      continue;
    }
    const cell = (key: K) => {
      const index = mapping[key];
      return index === null ? '' : (trimmed[index] ?? '');
    };
    const name = cell(options.nameColumn);
    if (name === '') {
      setAsideFor(`no ${nameLabel.toLowerCase()} name`);
      continue;
    }
    if (TOTAL_NAME.test(name)) {
      setAsideFor(`“${name}” is a total, not a ${options.recordName}`);
      continue;
    }
    const record = {} as Record<K, string>;
    const reasons: string[] = [];
    const dates: K[] = [];
    let blanks = 0;
    for (const column of columns) {
      const text = cell(column.key);
      if (column.type === 'text') {
        record[column.key] = text;
        continue;
      }
      const figure = readFigure(text, column, {
        decimalComma: options.decimalComma,
        today: options.today,
        order: options.dateOrders[column.key],
      });
      if ('reason' in figure) {
        reasons.push(figure.reason);
      } else {
        record[column.key] = figure.text;
        if (figure.date) dates.push(column.key);
        if (figure.text === '' && mapping[column.key] !== null) blanks += 1;
      }
    }
    if (reasons.length > 0) {
      setAsideFor(reasons.join('; '));
      continue;
    }
    if (kept.length >= options.maxRows) {
      setAsideFor(`over the limit of ${options.maxRows} ${options.recordName}s`);
      continue;
    }
    kept.push(record);
    blankFigures += blanks;
    for (const key of dates) datesRead[key] = (datesRead[key] ?? 0) + 1;
  }
  return {kept, setAside, blankFigures, datesRead};
}

/**
 * The rows set aside in a sentence: "Row 5: no customer name. Row 9: Revenue “n/a” is not a
 * number." Rows sharing a reason are listed together, and after `limit` reasons the rest are
 * counted.
 */
export function describeSetAside(rows: readonly SetAsideRow[], limit = 6): string {
  const byReason = new Map<string, number[]>();
  for (const {row, reason} of rows) byReason.set(reason, [...(byReason.get(reason) ?? []), row]);
  const entries = [...byReason];
  const listed = entries.slice(0, limit).map(([reason, numbers]) => {
    const shown = numbers.length > 5 ? [...numbers.slice(0, 4)] : numbers;
    const more = numbers.length - shown.length;
    const rowsText =
      shown.length === 1 && more === 0
        ? `Row ${shown[0]}`
        : `Rows ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    return `${rowsText}: ${reason}.`;
  });
  const rest = entries.slice(limit).reduce((sum, [, numbers]) => sum + numbers.length, 0);
  if (rest > 0) listed.push(`${rest} more row${rest === 1 ? '' : 's'} for other reasons.`);
  return listed.join(' ');
}
