/**
 * Importing a file the visitor chose into a tool's table, in two steps so that nothing is
 * replaced before the visitor has seen what will be read:
 *
 * 1. {@link openImportFile} checks the file (a CSV or text file, not a workbook, not too
 *    large), reads its bytes in the right encoding, splits it on its delimiter, finds the
 *    header and proposes which file column feeds which of the tool's columns;
 * 2. {@link readImport} reads the records under the mapping the visitor settled on: which
 *    are kept, which are set aside and why, which columns are missing or unused. The tool
 *    replaces its table with the kept records only when the visitor confirms.
 */
import {proposeMapping, unusedColumns, type ColumnMapping, type ImportColumn} from './columns';
import {decodeTextFile} from './decode';
import {formatNumber} from '../numbers/format';
import {dateOrderOf, localCalendarDate, type CalendarDate, type DateOrder} from '../dates/readDate';
import {monthName} from '../dates/longDate';
import {
  DELIMITER_NAMES,
  describeSetAside,
  detectDecimalComma,
  numberCells,
  readRows,
  splitTable,
  type ImportTable,
  type SetAsideRow,
} from './importTable';

/** What a tool imports: its columns and its limits. */
export interface TableImporter<K extends string> {
  /** The tool's columns, in the order they are matched and shown. */
  readonly columns: readonly ImportColumn<K>[];
  /** The text column that names a record. */
  readonly nameColumn: K;
  /** What one record is called, singular and plural ("customer", "customers"). */
  readonly recordName: {readonly one: string; readonly many: string};
  /** Largest file read, in bytes. */
  readonly maxBytes: number;
  /** Most records one import keeps. */
  readonly maxRows: number;
}

/** The parts of a browser `File` an import uses. */
export type ChosenFile = Pick<File, 'name' | 'type' | 'size' | 'arrayBuffer'>;

/** A file read and split, with the mapping its header suggests, before anything is replaced. */
export interface ImportDraft<K extends string> {
  readonly fileName: string;
  readonly table: ImportTable;
  readonly mapping: ColumnMapping<K>;
  /** Whether the file's figures seem to use a decimal comma ("1.234,50"). */
  readonly decimalComma: boolean;
  /** How the file was read, for the visitor: its encoding (when guessed), rows left out above the header. */
  readonly notes: readonly string[];
}

export type OpenedImport<K extends string> =
  | {readonly ok: true; readonly draft: ImportDraft<K>}
  | {readonly ok: false; readonly message: string};

const WORKBOOK = /\.(xlsx|xlsm|xls|ods|numbers)$/i;
const TEXT_FILE = /\.(csv|tsv|txt|tab)$/i;
const TEXT_TYPES = new Set(['text/csv', 'text/plain', 'text/tab-separated-values']);

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** Step 1: reads a chosen file into a draft, or says why it cannot be imported. */
export async function openImportFile<K extends string>(
  file: ChosenFile,
  importer: TableImporter<K>,
): Promise<OpenedImport<K>> {
  const fail = (reason: string): OpenedImport<K> => ({
    ok: false,
    message: `Could not import ${file.name}. ${reason}`,
  });
  if (WORKBOOK.test(file.name)) {
    return fail(
      'It is a spreadsheet workbook, not a CSV file: in your spreadsheet, save or download the sheet as CSV, then import that file.',
    );
  }
  if (!TEXT_FILE.test(file.name) && !TEXT_TYPES.has(file.type)) {
    return fail('Choose a .csv file.');
  }
  if (file.size > importer.maxBytes) {
    return fail(`It is larger than ${importer.maxBytes / 1_000_000} MB.`);
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return fail('The browser could not read the file.');
  }
  const decoded = decodeTextFile(bytes);
  if (!decoded.ok) return fail(decoded.message);
  const opened = draftFromText(decoded.text, file.name, importer);
  if (!opened.ok) return fail(opened.message);
  return decoded.note
    ? {ok: true, draft: {...opened.draft, notes: [decoded.note, ...opened.draft.notes]}}
    : opened;
}

/** Step 1 for text already read: splits it and proposes the mapping (see {@link openImportFile}). */
export function draftFromText<K extends string>(
  text: string,
  fileName: string,
  importer: TableImporter<K>,
): OpenedImport<K> {
  const split = splitTable(text, importer.columns);
  if (!split.ok) return split;
  const {table} = split;
  const mapping = proposeMapping(table.header, importer.columns);
  const notes =
    table.skippedAbove > 0
      ? [
          `The column names are on row ${table.headerRow}; the ${plural(table.skippedAbove, 'line', 'lines')} above ${table.skippedAbove === 1 ? 'it was' : 'them were'} left out.`,
        ]
      : [];
  return {
    ok: true,
    draft: {
      fileName,
      table,
      mapping,
      decimalComma: detectDecimalComma(
        numberCells(table, importer.columns, mapping),
        table.delimiter,
      ),
      notes,
    },
  };
}

/** What the draft gives under a mapping: the records kept and set aside, and the columns. */
export interface ImportReading<K extends string> {
  readonly kept: readonly Readonly<Record<K, string>>[];
  readonly setAside: readonly SetAsideRow[];
  readonly blankFigures: number;
  /** Labels of the tool's columns no file column feeds. */
  readonly missing: readonly string[];
  /** File columns the mapping does not read. */
  readonly unused: readonly string[];
  /** How some figures were read, or what to check about them, in sentences. */
  readonly notes: readonly string[];
}

/** The choices that settle how a draft is read. */
export interface ReadImportOptions<K extends string> {
  /** Which file column feeds each column (default: the draft's proposal). */
  readonly mapping?: ColumnMapping<K>;
  /** Whether figures use a decimal comma (default: the draft's guess). */
  readonly decimalComma?: boolean;
  /** The day of the import, for dates read as days before it (default: today, locally). */
  readonly today?: CalendarDate;
}

const ORDER_EXAMPLE: Readonly<Record<DateOrder, string>> = {
  dayFirst: '03/04/2024 as 3 April',
  monthFirst: '03/04/2024 as March 4',
};

/** Step 2: reads the draft's records under a mapping and a decimal separator. */
export function readImport<K extends string>(
  draft: ImportDraft<K>,
  importer: TableImporter<K>,
  options: ReadImportOptions<K> = {},
): ImportReading<K> {
  const {mapping = draft.mapping, decimalComma = draft.decimalComma} = options;
  const today = options.today ?? localCalendarDate(new Date());
  const missing = importer.columns
    .filter((column) => mapping[column.key] === null)
    .map((column) => column.label);
  const unused = unusedColumns(draft.table.header, mapping);
  if (missing.length > 0) {
    return {kept: [], setAside: [], blankFigures: 0, missing, unused, notes: []};
  }
  const cellsOf = (index: number | null) =>
    index === null ? [] : draft.table.rows.map((row) => row.cells[index] ?? '');
  const dateOrders: Partial<Record<K, DateOrder>> = {};
  for (const column of importer.columns) {
    if (!column.readsDates) continue;
    // Files that write decimal commas mostly come from where the day is written first.
    dateOrders[column.key] = dateOrderOf(
      cellsOf(mapping[column.key]),
      decimalComma ? 'dayFirst' : 'monthFirst',
    );
  }
  const read = readRows(draft.table, importer.columns, mapping, {
    nameColumn: importer.nameColumn,
    recordName: importer.recordName.one,
    decimalComma,
    maxRows: importer.maxRows,
    today,
    dateOrders,
  });
  const notes: string[] = [];
  for (const column of importer.columns) {
    const index = mapping[column.key];
    const header = index === null ? '' : (draft.table.header[index] ?? '');
    const dates = read.datesRead[column.key] ?? 0;
    const order = dateOrders[column.key];
    if (dates > 0 && order) {
      notes.push(
        `${column.label} is counted in days from each date in “${header}” to today, ${today.day} ${monthName(today.month)} ${today.year} (reading ${ORDER_EXAMPLE[order]}).`,
      );
    }
    if (column.unit === 'percent' && looksLikeFractions(read.kept.map((row) => row[column.key]))) {
      notes.push(
        `Every ${column.label} figure is between −1 and 1. If they are fractions (0.25 for 25%), multiply them by 100 in your file and import it again.`,
      );
    }
  }
  return {...read, missing, unused, notes};
}

/** Percentages written as fractions: every figure within ±1, and some not whole. */
function looksLikeFractions(texts: readonly string[]): boolean {
  const values = texts.filter((text) => text !== '').map(Number);
  return (
    values.length > 0 &&
    values.every((value) => Math.abs(value) <= 1) &&
    values.some((value) => !Number.isInteger(value))
  );
}

/** How the file was split, for the preview: "Semicolon-separated, decimal comma (1.234,50)." */
export function describeFormat(draft: ImportDraft<string>, decimalComma: boolean): string {
  const name = DELIMITER_NAMES[draft.table.delimiter];
  const separated = `${name.charAt(0).toUpperCase()}${name.slice(1)}-separated`;
  return `${separated} values, read with a decimal ${decimalComma ? 'comma (1.234,50)' : 'point (1,234.50)'}.`;
}

/** What a finished import says: how many records were kept, what was set aside and why. */
export function importSummary<K extends string>(
  draft: ImportDraft<K>,
  reading: ImportReading<K>,
  importer: TableImporter<K>,
): string {
  const {one, many} = importer.recordName;
  const parts = [`Imported ${plural(reading.kept.length, one, many)} from ${draft.fileName}.`];
  if (reading.setAside.length > 0) {
    parts.push(
      `Set aside ${plural(reading.setAside.length, 'row', 'rows')}: ${describeSetAside(reading.setAside)}`,
    );
  }
  if (reading.blankFigures > 0) {
    parts.push(
      `${plural(reading.blankFigures, 'blank figure counts', 'blank figures count')} as 0.`,
    );
  }
  if (reading.unused.length > 0) parts.push(`Columns not used: ${reading.unused.join(', ')}.`);
  return parts.join(' ');
}
