/**
 * Stand-ins for the browser in the storage tests: a storage area that can be filled up or
 * switched off, and a clock whose timers run when told.
 */
import type {StorageArea, StoreEnvironment} from './store';

/** A DOMException-like error, as browsers throw them. */
export function domError(name: string, code = 0): Error {
  const error = new Error(`${name} (test)`);
  Object.defineProperty(error, 'name', {value: name});
  Object.defineProperty(error, 'code', {value: code});
  return error;
}

export class MemoryStorage implements StorageArea {
  readonly items = new Map<string, string>();
  /** When set, every write throws this error (a full or disabled storage). */
  failWith: Error | null = null;
  writes = 0;

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWith) throw this.failWith;
    this.writes += 1;
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    if (this.failWith) throw this.failWith;
    this.items.delete(key);
  }
}

export interface ManualEnvironment extends StoreEnvironment {
  /** Runs the timers due within `ms` from now. */
  advance(ms: number): void;
}

/** An environment over `storage` (or a storage that cannot be reached, when null). */
export function manualEnvironment(storage: StorageArea | null | Error): ManualEnvironment {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, {at: number; run: () => void}>();
  return {
    storage: () => {
      if (storage instanceof Error) throw storage;
      return storage;
    },
    now: () => new Date(Date.UTC(2025, 0, 1) + now),
    setTimer: (run, ms) => {
      const handle = nextHandle++;
      timers.set(handle, {at: now + ms, run});
      return handle;
    },
    clearTimer: (handle) => {
      timers.delete(handle as number);
    },
    advance: (ms) => {
      now += ms;
      for (const [handle, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(handle);
          timer.run();
        }
      }
    },
  };
}
