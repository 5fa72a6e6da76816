/**
 * Building blocks for reading stored data entry by entry: a list whose items are kept or set
 * aside one by one, and an object of text fields read field by field.
 */
import type {Decoded, SetAsideEntry} from './record';

/** An entry read, or the reason it cannot be. */
export type EntryReading<E> =
  {readonly ok: true; readonly entry: E} | {readonly ok: false; readonly reason: string};

export const accept = <E>(entry: E): EntryReading<E> => ({ok: true, entry});
export const reject = (reason: string): EntryReading<never> => ({ok: false, reason});

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

/** Reads a stored list: items that fit are kept in order, the others set aside. */
export function decodeList<E>(
  data: unknown,
  reader: ListReader<E>,
  fallback: readonly E[] = [],
): Decoded<E[]> {
  if (!Array.isArray(data)) return unreadable([...fallback], data, reader.label, 'a list');
  const value: E[] = [];
  const setAside: SetAsideEntry[] = [];
  data.forEach((item: unknown, index) => {
    const reading = reader.read(item);
    if (reading.ok) value.push(reading.entry);
    else setAside.push({where: reader.where(index), reason: reading.reason, value: item});
  });
  return {value, setAside};
}

/**
 * A stored text field: text as it is, a finite number as its digits (older pages stored
 * figures as numbers), anything else unreadable.
 */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') return value;
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
    if (text === null)
      setAside.push({where: fieldName(name), reason: 'Not text or a number.', value: stored});
    else value[name as F] = text;
  }
  return {value, setAside};
}
