/**
 * Records the free tools keep in the browser's storage: each under one key, wrapped in an
 * envelope that names its schema version, and read back entry by entry.
 *
 * - A record is written as `{"kind":"tool-record","version":1,"savedAt":"…","data":…}`, plus
 *   `setAside` when some stored entries could not be read (they are kept, not dropped, until
 *   the visitor downloads or discards them).
 * - Earlier versions of the site wrote the bare data under other keys; a record lists them
 *   as `legacy` keys with the version of the shape they hold, and is read from the first one
 *   present until the record has been written under its own key.
 * - Data of an older version is brought up to date by `migrations`, one step per version.
 * - `decode` reads data of the current version entry by entry: a saved calculation, a
 *   customer row or a checklist tick that does not fit is set aside with the reason; every
 *   entry that fits is kept.
 */

/** An entry that could not be read, kept as it was stored so the visitor can download it. */
export interface SetAsideEntry {
  /** Where it was found, in the visitor's words: "saved calculation 3", "customer row 12". */
  readonly where: string;
  /** Why it was set aside, in plain words. */
  readonly reason: string;
  /** The stored value, unchanged. */
  readonly value: unknown;
}

/** Data read entry by entry: what fits, and what was set aside. */
export interface Decoded<T> {
  readonly value: T;
  readonly setAside: readonly SetAsideEntry[];
}

/**
 * A record grown past what its tool is built to show, and how to bring it back within limits.
 * (Methods rather than function properties, so that any record is a `RecordSchema<unknown>`.)
 */
export interface RecordLimit<T> {
  /** Entries the record holds (rows, lines, saved calculations). */
  count(value: T): number;
  /** Most entries the tool is built for. */
  readonly max: number;
  /** The value with only the first `max` entries. */
  trim(value: T, max: number): T;
  /** What one entry is called, singular and plural: ["customer", "customers"]. */
  readonly noun: readonly [string, string];
}

export interface RecordSchema<T> {
  /** Storage key of the record. */
  readonly key: string;
  /** What the record is, for people: "Customer segmentation table". */
  readonly label: string;
  /** Version of the data's shape that `decode` reads. */
  readonly version: number;
  /** The value before the visitor has changed anything (and after clearing). */
  readonly initial: T;
  /** Keys earlier versions of the site stored the bare data under, newest first. */
  readonly legacy?: readonly {readonly key: string; readonly version: number}[];
  /** `migrations[n]` turns data of version n into data of version n + 1. */
  readonly migrations?: Readonly<Record<number, (data: unknown) => unknown>>;
  /** Reads data of the current version, entry by entry. */
  readonly decode: (data: unknown) => Decoded<T>;
  readonly limit?: RecordLimit<T>;
}

/** The stored form of a record. */
export interface Envelope {
  readonly kind: typeof ENVELOPE_KIND;
  readonly version: number;
  readonly savedAt: string;
  readonly data: unknown;
  readonly setAside?: readonly SetAsideEntry[];
}

export const ENVELOPE_KIND = 'tool-record';

/** Where a record's value came from when it was read. */
export type RecordSource = 'nothing' | 'record' | 'legacy';

export interface ReadRecord<T> extends Decoded<T> {
  readonly source: RecordSource;
  /** The legacy key the value was read from, to remove once the record is written. */
  readonly legacyKey?: string;
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    record.kind === ENVELOPE_KIND &&
    typeof record.version === 'number' &&
    Number.isInteger(record.version) &&
    'data' in record
  );
}

/** Whether a value is a set-aside entry as this module writes them. */
export function isSetAsideEntry(value: unknown): value is SetAsideEntry {
  if (typeof value !== 'object' || value === null) return false;
  const {where, reason} = value as Record<string, unknown>;
  return typeof where === 'string' && typeof reason === 'string' && 'value' in value;
}

/** The whole stored value set aside, when it cannot be read at all. */
function wholeSetAside<T>(schema: RecordSchema<T>, reason: string, value: unknown): Decoded<T> {
  return {value: schema.initial, setAside: [{where: schema.label, reason, value}]};
}

/**
 * Brings data of `version` up to the schema's version and decodes it. Data that a migration
 * cannot take (no step for its version, or a step that fails) is set aside whole; data of a
 * newer version than this site knows is read as the current one, keeping what fits.
 */
export function decodeVersioned<T>(
  schema: RecordSchema<T>,
  version: number,
  data: unknown,
): Decoded<T> {
  let current = data;
  for (let step = version; step < schema.version; step += 1) {
    const migrate = schema.migrations?.[step];
    if (!migrate) {
      return wholeSetAside(
        schema,
        `Saved in an old format (version ${version}) that this page no longer reads.`,
        data,
      );
    }
    try {
      current = migrate(current);
    } catch {
      return wholeSetAside(
        schema,
        `Saved in an old format (version ${version}) that could not be converted.`,
        data,
      );
    }
  }
  return schema.decode(current);
}

/** Parses stored text, or says it is not readable. */
function parseJson(raw: string): {ok: true; value: unknown} | {ok: false} {
  try {
    return {ok: true, value: JSON.parse(raw) as unknown};
  } catch {
    return {ok: false};
  }
}

const NOT_READABLE = 'The stored text is not readable data (it may have been cut short or edited).';

/** Reads an envelope's text: its value, with the entries set aside then and now. */
export function decodeRecordText<T>(schema: RecordSchema<T>, raw: string): Decoded<T> {
  const parsed = parseJson(raw);
  if (!parsed.ok) return wholeSetAside(schema, NOT_READABLE, raw);
  if (!isEnvelope(parsed.value)) {
    return wholeSetAside(
      schema,
      'The stored data is not in the format this page writes.',
      parsed.value,
    );
  }
  const envelope = parsed.value;
  const decoded = decodeVersioned(schema, envelope.version, envelope.data);
  const earlier = Array.isArray(envelope.setAside) ? envelope.setAside : [];
  const kept = earlier.filter(isSetAsideEntry);
  return {value: decoded.value, setAside: [...kept, ...decoded.setAside]};
}

/**
 * Reads a record through `getItem`: under its own key when present, else under the first
 * legacy key present, else the initial value.
 */
export function readRecord<T>(
  schema: RecordSchema<T>,
  getItem: (key: string) => string | null,
): ReadRecord<T> {
  const raw = getItem(schema.key);
  if (raw !== null) return {...decodeRecordText(schema, raw), source: 'record'};
  for (const legacy of schema.legacy ?? []) {
    const old = getItem(legacy.key);
    if (old === null) continue;
    const parsed = parseJson(old);
    const decoded = parsed.ok
      ? decodeVersioned(schema, legacy.version, parsed.value)
      : wholeSetAside(schema, NOT_READABLE, old);
    return {...decoded, source: 'legacy', legacyKey: legacy.key};
  }
  return {value: schema.initial, setAside: [], source: 'nothing'};
}

/** The envelope of a value, as stored text. */
export function recordText<T>(
  schema: RecordSchema<T>,
  value: T,
  setAside: readonly SetAsideEntry[],
  savedAt: Date,
): string {
  const envelope: Envelope = {
    kind: ENVELOPE_KIND,
    version: schema.version,
    savedAt: savedAt.toISOString(),
    data: value,
    ...(setAside.length > 0 ? {setAside} : {}),
  };
  return JSON.stringify(envelope);
}

/** Every key a record may be stored under: its own and its legacy keys. */
export function recordKeys(schema: RecordSchema<unknown>): string[] {
  return [schema.key, ...(schema.legacy ?? []).map((legacy) => legacy.key)];
}

/** Whether a record holds more entries than its tool is built for. */
export function oversized<T>(
  schema: RecordSchema<T>,
  value: T,
): {readonly count: number; readonly max: number} | null {
  if (!schema.limit) return null;
  const count = schema.limit.count(value);
  return count > schema.limit.max ? {count, max: schema.limit.max} : null;
}
