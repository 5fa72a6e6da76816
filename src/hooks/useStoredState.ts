import {useSyncExternalStore} from 'react';
import {storeFor} from '@site/src/lib/storage/browser';
import type {RecordSchema} from '@site/src/lib/storage/record';
import type {RecordStore, StoreSnapshot} from '@site/src/lib/storage/store';

/**
 * A tool's record kept in this browser (src/lib/storage): the value, a setter and a reset.
 * The first render (and the static HTML) uses the record's initial value; the stored value
 * takes over right after hydration, so nothing mismatches. The value changes in memory at
 * once and is written after a pause; when storage refuses it, the page keeps working.
 */

export type SetStored<T> = (next: T | ((current: T) => T)) => void;

/** The whole state of a record: its value, entries set aside, write failure, shared copy. */
export function useStoredRecord<T>(
  schema: RecordSchema<T>,
): StoreSnapshot<T> & {readonly store: RecordStore<T>} {
  const store = storeFor(schema);
  const snapshot = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    () => store.initialSnapshot,
  );
  return {...snapshot, store};
}

/** The record's value, a setter and a reset (all three stable across renders but the value). */
export function useStoredState<T>(
  schema: RecordSchema<T>,
): [value: T, setValue: SetStored<T>, clear: () => void] {
  const {value, store} = useStoredRecord(schema);
  return [value, store.set, store.clear];
}
