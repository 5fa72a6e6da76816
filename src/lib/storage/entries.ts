/**
 * Building blocks for reading stored data entry by entry: a list whose items are kept or set
 * aside one by one, and an object of text fields read field by field.
 */
import type {Decoded, SetAsideEntry} from './record';
import {formatNumber} from '../numbers/format';
import {MAX_FIELD_TEXT, withinFieldLimit} from '../text/limits';
import {ENTRY_ID_KEY, rememberIdentities} from './sync';

/** An entry read (with the stored fields it does not know, to set aside), or the reason it cannot be. */
export type EntryReading<E> =
  | {readonly ok: true; readonly entry: E; readonly unknown?: Readonly<Record<string, unknown>>}
  | {readonly ok: false; readonly reason: string};

/** An entry read; `unknown` holds stored fields the page does not know (kept set aside). */
export const accept = <E>(
  entry: E,
  unknown?: Readonly<Record<string, unknown>>,
): EntryReading<E> => ({ok: true, entry, ...(unknown ? {unknown} : {})});
export const reject = (reason: string): EntryReading<never> => ({ok: false, reason});

/** The fields of a stored object other than `known`, or undefined when there are none. */
export function unknownFields(
  item: Readonly<Record<string, unknown>>,
  known: readonly string[],
): Record<string, unknown> | undefined {
  const extra = Object.entries(item).filter(([name]) => !known.includes(name));
  return extra.length > 0 ? Object.fromEntries(extra) : undefined;
}

/** Set-aside entries for the fields of `where` the page does not know. */
export function unknownFieldsSetAside(
  where: string,
  unknown: Readonly<Record<string, unknown>> | undefined,
): SetAsideEntry[] {
  return Object.entries(unknown ?? {}).map(([name, value]) => ({
    where: `${where}, field “${name}”`,
    reason: 'Not a field of this page.',
    value,
  }));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored value that is not of the expected kind at all: the fallback in its place, and the
 * whole stored value set aside under `label`, said to be something other than `kind`.
 */
export function unreadable<T>(fallback: T, data: unknown, label: string, kind: string): Decoded<T> {
  return {
    value: fallback,
    setAside: [{where: label, reason: `Stored as something other than ${kind}.`, value: data}],
  };
}

export interface ListReader<E> {
  /** Reads one stored item. */
  readonly read: (item: unknown) => EntryReading<E>;
  /** Names an item for people, from its position (0-based): "customer row 3". */
  readonly where: (index: number) => string;
  /** Names the list, for when the stored value is not a list at all. */
  readonly label: string;
}

/**
 * Reads a stored list: items that fit are kept in order (with the identities stored with
 * them, for merging between tabs), the others set aside, and fields of an item the page does
 * not know are set aside on their own while the item is kept.
 */
export function decodeList<E>(
  data: unknown,
  reader: ListReader<E>,
  fallback: readonly E[] = [],
): Decoded<E[]> {
  if (!Array.isArray(data)) return unreadable([...fallback], data, reader.label, 'a list');
  const value: E[] = [];
  const ids: string[] = [];
  const setAside: SetAsideEntry[] = [];
  data.forEach((stored: unknown, index) => {
    const {item, id} = withoutIdentity(stored);
    const reading = reader.read(item);
    if (reading.ok) {
      value.push(reading.entry);
      if (id !== undefined) ids.push(id);
      setAside.push(...unknownFieldsSetAside(reader.where(index), reading.unknown));
    } else {
      setAside.push({where: reader.where(index), reason: reading.reason, value: item});
    }
  });
  if (ids.length === value.length) rememberIdentities(value, ids);
  return {value, setAside};
}

/** A stored list item without the identity the storage layer keeps in it. */
function withoutIdentity(stored: unknown): {item: unknown; id?: string} {
  if (!isPlainObject(stored)) return {item: stored};
  const {[ENTRY_ID_KEY]: id, ...item} = stored;
  return typeof id === 'string' ? {item, id} : {item: stored};
}

/**
 * A stored text field: text as it is (up to the longest a field holds), a finite number as
 * its digits (older pages stored figures as numbers), anything else unreadable.
 */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') return withinFieldLimit(value) ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Whether every one of `fields` holds text exactly (the strict shape of a list item). */
export function hasTextFields<F extends string>(
  value: unknown,
  fields: readonly F[],
): value is Record<F, string> {
  return isPlainObject(value) && fields.every((field) => typeof value[field] === 'string');
}

/**
 * Reads an object of text fields field by field: each field that holds text (or a number)
 * is kept, a missing field takes its initial text, and a field holding anything else, or a
 * name the page does not know, is set aside.
 */
export function decodeTextFields<F extends string>(
  data: unknown,
  initial: Readonly<Record<F, string>>,
  label: string,
  fieldName: (field: string) => string = (field) => `field “${field}”`,
): Decoded<Record<F, string>> {
  const value = {...initial} as Record<F, string>;
  if (!isPlainObject(data)) return unreadable(value, data, label, 'a set of fields');
  const setAside: SetAsideEntry[] = [];
  for (const [name, stored] of Object.entries(data)) {
    if (!Object.prototype.hasOwnProperty.call(initial, name)) {
      setAside.push({where: fieldName(name), reason: 'Not a field of this page.', value: stored});
      continue;
    }
    const text = readText(stored);
    if (text !== null) value[name as F] = text;
    else {
      const reason =
        typeof stored === 'string'
          ? `Longer than the ${formatNumber(MAX_FIELD_TEXT)} characters a field holds.`
          : 'Not text or a number.';
      setAside.push({where: fieldName(name), reason, value: stored});
    }
  }
  return {value, setAside};
}
