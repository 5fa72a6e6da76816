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
import {
  ENTRY_ID_KEY,
  NO_HISTORY,
  readHistory,
  withIdentities,
  type SyncMeta,
  type Tracked,
} from './sync';

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
  /** When each part last changed, for merging with other tabs (src/lib/storage/sync.ts). */
  readonly sync?: SyncMeta;
}

const ENVELOPE_FIELDS = ['kind', 'version', 'savedAt', 'data', 'setAside', 'sync'];

export const ENVELOPE_KIND = 'tool-record';

/** Where a record's value came from when it was read. */
export type RecordSource = 'nothing' | 'record' | 'legacy';

export interface ReadRecord<T> extends Decoded<T> {
  readonly source: RecordSource;
  /** When each part last changed (no history for data written without it). */
  readonly meta: SyncMeta;
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

/** Deepest nesting a set-aside value is kept at as data; deeper ones are kept as text. */
export const MAX_SET_ASIDE_DEPTH = 100;

/** How deeply a JSON value nests (read without recursion, so any depth can be measured). */
export function nestingDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: {value: unknown; depth: number}[] = [{value, depth: 0}];
  while (stack.length > 0) {
    const {value: current, depth} = stack.pop() as {value: unknown; depth: number};
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    if (typeof current === 'object' && current !== null) {
      for (const child of Object.values(current)) stack.push({value: child, depth: depth + 1});
    }
  }
  return deepest;
}

/** JSON text of a value of any depth (without recursion, which a deep value would exhaust). */
export function jsonTextOfAnyDepth(value: unknown): string {
  type Frame = {readonly open: string; readonly items: [string | null, unknown][]; i: number};
  const out: string[] = [];
  const stack: Frame[] = [];
  const emit = (current: unknown): void => {
    if (Array.isArray(current)) {
      out.push('[');
      stack.push({open: ']', items: current.map((item) => [null, item]), i: 0});
    } else if (typeof current === 'object' && current !== null) {
      out.push('{');
      stack.push({open: '}', items: Object.entries(current), i: 0});
    } else {
      out.push(JSON.stringify(current) ?? 'null');
    }
  };
  emit(value);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.i >= frame.items.length) {
      out.push(frame.open);
      stack.pop();
      continue;
    }
    if (frame.i > 0) out.push(',');
    const [key, child] = frame.items[frame.i++] as [string | null, unknown];
    if (key !== null) out.push(`${JSON.stringify(key)}:`);
    emit(child);
  }
  return out.join('');
}

/**
 * A set-aside entry that can always be written again: a value nested deeper than
 * `MAX_SET_ASIDE_DEPTH` (which would make writing the record fail) is kept as its JSON text.
 */
function writable(entry: SetAsideEntry): SetAsideEntry {
  if (nestingDepth(entry.value, MAX_SET_ASIDE_DEPTH) <= MAX_SET_ASIDE_DEPTH) return entry;
  return {
    ...entry,
    reason: `${entry.reason} Nested too deeply to keep as data: kept as its text.`,
    value: jsonTextOfAnyDepth(entry.value),
  };
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
  const decoded = migrateAndDecode(schema, version, data);
  return {value: decoded.value, setAside: decoded.setAside.map(writable)};
}

function migrateAndDecode<T>(schema: RecordSchema<T>, version: number, data: unknown): Decoded<T> {
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

/**
 * Entries set aside by an earlier write, as stored: each that is not in the shape this
 * module writes is set aside in turn (kept, not dropped).
 */
export function readSetAside(stored: unknown): SetAsideEntry[] {
  if (stored === undefined) return [];
  if (!Array.isArray(stored)) {
    return [
      writable({
        where: 'entries set aside earlier',
        reason: 'Not a list of set-aside entries.',
        value: stored,
      }),
    ];
  }
  return stored.map((entry: unknown, index) =>
    writable(
      isSetAsideEntry(entry)
        ? entry
        : {
            where: `entry set aside earlier (${index + 1})`,
            reason: 'Not in the shape this page keeps set-aside entries in.',
            value: entry,
          },
    ),
  );
}

/** Reads an envelope's text: its value, with the entries set aside then and now. */
export function decodeRecordText<T>(
  schema: RecordSchema<T>,
  raw: string,
): Decoded<T> & {readonly meta: SyncMeta} {
  const parsed = parseJson(raw);
  if (!parsed.ok) return {...wholeSetAside(schema, NOT_READABLE, raw), meta: NO_HISTORY};
  if (!isEnvelope(parsed.value)) {
    return {
      ...wholeSetAside(
        schema,
        'The stored data is not in the format this page writes.',
        writable({where: '', reason: '', value: parsed.value}).value,
      ),
      meta: NO_HISTORY,
    };
  }
  const envelope = parsed.value;
  const decoded = decodeVersioned(schema, envelope.version, envelope.data);
  const extra = Object.entries(envelope)
    .filter(([name]) => !ENVELOPE_FIELDS.includes(name))
    .map(([name, value]) =>
      writable({
        where: `${schema.label}, stored field “${name}”`,
        reason: 'Not a field this page reads.',
        value,
      }),
    );
  return {
    value: decoded.value,
    setAside: [...readSetAside(envelope.setAside), ...extra, ...decoded.setAside],
    meta: readHistory(envelope.sync),
  };
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
    return {...decoded, source: 'legacy', legacyKey: legacy.key, meta: NO_HISTORY};
  }
  return {value: schema.initial, setAside: [], source: 'nothing', meta: NO_HISTORY};
}

/**
 * The envelope of a value, as stored text: the data with the identities of its list
 * entries, and when each part last changed (for merging with other tabs).
 */
export function recordText<T>(
  schema: RecordSchema<T>,
  tracked: Tracked<T>,
  setAside: readonly SetAsideEntry[],
  savedAt: Date,
): string {
  const envelope: Envelope = {
    kind: ENVELOPE_KIND,
    version: schema.version,
    savedAt: savedAt.toISOString(),
    data: withIdentities(tracked, ENTRY_ID_KEY),
    ...(setAside.length > 0 ? {setAside} : {}),
    sync: tracked.meta,
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
