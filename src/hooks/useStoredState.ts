import {useCallback, useMemo, useSyncExternalStore} from 'react';

/**
 * State kept in this browser's localStorage under `key`, so a visitor's work survives a
 * reload. The first render (and the static HTML) always uses `initial`; the stored value
 * takes over right after hydration, so nothing mismatches. Values failing `isValid` (an
 * older shape, hand-edited storage) are ignored. When storage is unavailable (private
 * modes, disabled cookies) the state lives in memory for the visit.
 */

const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, raw: string | null): void {
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  } catch {
    if (raw === null) memory.delete(key);
    else memory.set(key, raw);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export type SetStored<T> = (next: T | ((current: T) => T)) => void;

export function useStoredState<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
): [value: T, setValue: SetStored<T>, clear: () => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const value = useMemo(() => {
    if (raw === null) return initial;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isValid(parsed) ? parsed : initial;
    } catch {
      return initial;
    }
  }, [raw, initial, isValid]);

  const setValue = useCallback<SetStored<T>>(
    (next) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      write(key, JSON.stringify(resolved));
    },
    [key, value],
  );
  const clear = useCallback(() => write(key, null), [key]);
  return [value, setValue, clear];
}
