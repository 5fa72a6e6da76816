/**
 * The file of the "your data" page: every tool record in one JSON document, to keep or move
 * to another browser, and the reading of such a file back, record by record and entry by
 * entry (through the same versions, migrations and checks as stored records).
 *
 *   {"kind":"tool-data-export","exportedAt":"…","records":{"tools.cost-template":
 *     {"version":1,"data":{…},"setAside":[…]}, …}}
 */
import {decodeVersioned, isSetAsideEntry, type RecordSchema, type SetAsideEntry} from './record';

export const EXPORT_KIND = 'tool-data-export';
export const SET_ASIDE_KIND = 'tool-data-set-aside';

/** Largest file the import reads (10 MB): far above what browser storage can hold. */
export const MAX_IMPORT_BYTES = 10_000_000;

export interface RecordContent {
  readonly schema: RecordSchema<unknown>;
  readonly value: unknown;
  readonly setAside: readonly SetAsideEntry[];
}

/** "2025-03-04" of a date, for file names. */
export function fileDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The export file's text: each record under its key, with its version and set-aside entries. */
export function exportText(records: readonly RecordContent[], now: Date): string {
  const document = {
    kind: EXPORT_KIND,
    exportedAt: now.toISOString(),
    records: Object.fromEntries(
      records.map(({schema, value, setAside}) => [
        schema.key,
        {version: schema.version, data: value, ...(setAside.length > 0 ? {setAside} : {})},
      ]),
    ),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A file of entries set aside from one record, to keep or to mend by hand. */
export function setAsideText(label: string, entries: readonly SetAsideEntry[], now: Date): string {
  const document = {kind: SET_ASIDE_KIND, record: label, exportedAt: now.toISOString(), entries};
  return `${JSON.stringify(document, null, 2)}\n`;
}

export type ImportReading =
  | {readonly ok: false; readonly message: string}
  | {
      readonly ok: true;
      /** The records the file holds, read entry by entry. */
      readonly records: readonly RecordContent[];
      /** Keys in the file that are not records of these tools. */
      readonly ignored: readonly string[];
    };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const NOT_AN_EXPORT =
  'This file is not an export of the free tools’ data. Choose a file saved with “Export all” on this page.';

/** Reads an export file against the records these tools keep. */
export function readExportText(
  text: string,
  schemas: readonly RecordSchema<unknown>[],
): ImportReading {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return {ok: false, message: `${NOT_AN_EXPORT} (It is not readable JSON.)`};
  }
  if (isObject(document) && document.kind === SET_ASIDE_KIND) {
    return {
      ok: false,
      message:
        'This file holds entries that were set aside because they could not be read; it cannot be imported as it is.',
    };
  }
  if (!isObject(document) || document.kind !== EXPORT_KIND || !isObject(document.records)) {
    return {ok: false, message: NOT_AN_EXPORT};
  }
  const records: RecordContent[] = [];
  const ignored: string[] = [];
  for (const [key, entry] of Object.entries(document.records)) {
    const schema = schemas.find((candidate) => candidate.key === key);
    if (!schema) {
      ignored.push(key);
      continue;
    }
    if (!isObject(entry) || typeof entry.version !== 'number' || !('data' in entry)) {
      records.push({
        schema,
        value: schema.initial,
        setAside: [{where: schema.label, reason: 'Not readable in this file.', value: entry}],
      });
      continue;
    }
    const decoded = decodeVersioned(schema, entry.version, entry.data);
    const earlier = Array.isArray(entry.setAside) ? entry.setAside.filter(isSetAsideEntry) : [];
    records.push({schema, value: decoded.value, setAside: [...earlier, ...decoded.setAside]});
  }
  if (records.length === 0) {
    return {ok: false, message: 'This file holds no data of the free tools.'};
  }
  return {ok: true, records, ignored};
}
