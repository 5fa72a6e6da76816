/**
 * The records of this page's visit: one store per record, shared by every component that uses
 * it (a tool and the "your data" page see the same values), wired to the browser once:
 * another tab's writes are merged in (with the text the browser says it wrote), storage is
 * read again when the page comes back (from the back-forward cache, or into view, having
 * perhaps missed events), and pending changes are written when the page is hidden or left.
 */
import {recordKeys, type RecordSchema} from './record';
import {RecordStore, type StoreEnvironment} from './store';

const stores = new Map<string, RecordStore<unknown>>();
let wired = false;

const environment: StoreEnvironment = {
  storage: () => window.localStorage,
  now: () => new Date(),
  setTimer: (callback, ms) => window.setTimeout(callback, ms),
  clearTimer: (handle) => window.clearTimeout(handle as number),
};

/** Writes every store's pending changes now. */
export function flushAll(): void {
  stores.forEach((store) => store.flush());
}

function wire(): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  window.addEventListener('storage', (event) => {
    for (const store of stores.values()) {
      if (event.key === null) store.externalChange();
      else if (event.key === store.schema.key) store.externalChange(event.newValue);
      else if (recordKeys(store.schema).includes(event.key)) store.externalChange();
    }
  });
  const readAgain = (): void => stores.forEach((store) => store.externalChange());
  window.addEventListener('pagehide', flushAll);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) readAgain();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
    else readAgain();
  });
}

/** The store of a record for this visit (made on first use). */
export function storeFor<T>(schema: RecordSchema<T>): RecordStore<T> {
  let store = stores.get(schema.key);
  if (!store) {
    store = new RecordStore(schema as RecordSchema<unknown>, environment);
    stores.set(schema.key, store);
    wire();
  }
  return store as RecordStore<T>;
}
