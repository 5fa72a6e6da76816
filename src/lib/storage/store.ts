/**
 * One stored record in memory, kept in step with the browser's storage.
 *
 * - The value changes in memory at once, whatever storage does: typing is never held up.
 * - Writes are gathered: a change is written `WRITE_DELAY_MS` after the last one, or at once
 *   on `flush` (the page flushes when it is hidden or left, and before an explicit Save).
 * - A write that fails (storage full, private mode, storage disabled) leaves the value in
 *   memory and records why in `failure`, until a later write succeeds.
 * - A change made in another tab is merged in (`externalChange`): what this tab has not yet
 *   written wins, entry by entry, so no keystroke is lost.
 * - A shared copy can be looked at (`preview`) without touching what is stored, then kept
 *   or left.
 *
 * No browser globals here: the storage area and the timer come from the environment.
 */
import {jsonEqual, mergeJson, reuseEqualParts} from './merge';
import {readRecord, recordKeys, recordText, type RecordSchema, type SetAsideEntry} from './record';

/** Why changes are not being saved. */
export type WriteFailure = 'full' | 'unavailable';

export type WriteResult =
  {readonly ok: true} | {readonly ok: false; readonly failure: WriteFailure};

/** The part of the Web Storage API a record uses. */
export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoreEnvironment {
  /** The storage area; may throw, or give null, when the browser offers none. */
  readonly storage: () => StorageArea | null;
  readonly now: () => Date;
  readonly setTimer: (callback: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
}

export interface StoreSnapshot<T> {
  readonly value: T;
  /** Stored entries that could not be read, kept until the visitor discards them. */
  readonly setAside: readonly SetAsideEntry[];
  /** Why the latest write failed; null while changes are being saved. */
  readonly failure: WriteFailure | null;
  /** A shared copy is shown; nothing is written until it is kept. */
  readonly preview: boolean;
}

/** Pause after the last change before it is written. */
export const WRITE_DELAY_MS = 400;

const QUOTA_CODES = new Set([22, 1014]);
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/**
 * Why a storage call failed: `full` when the browser's quota is used up (its name or legacy
 * code says so), `unavailable` for anything else (storage disabled, private mode, security).
 */
export function classifyStorageError(error: unknown): WriteFailure {
  if (typeof error === 'object' && error !== null) {
    const {name, code} = error as {name?: unknown; code?: unknown};
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return 'full';
    if (typeof code === 'number' && QUOTA_CODES.has(code)) return 'full';
  }
  return 'unavailable';
}

export class RecordStore<T> {
  readonly schema: RecordSchema<T>;
  private readonly env: StoreEnvironment;
  private snapshot: StoreSnapshot<T>;
  /** The snapshot the static HTML was rendered with (the initial value). */
  readonly initialSnapshot: StoreSnapshot<T>;
  /** The value storage holds, as last read or written. */
  private base: T;
  private dirty = false;
  private loaded = false;
  private timer: unknown = null;
  private legacyKey: string | undefined;
  /** The visitor's own value while a shared copy is shown, and whether it was unwritten. */
  private held: {readonly value: T; readonly dirty: boolean} | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(schema: RecordSchema<T>, env: StoreEnvironment) {
    this.schema = schema;
    this.env = env;
    this.initialSnapshot = {value: schema.initial, setAside: [], failure: null, preview: false};
    this.snapshot = this.initialSnapshot;
    this.base = schema.initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The current snapshot, reading storage the first time. */
  readonly getSnapshot = (): StoreSnapshot<T> => {
    this.load();
    return this.snapshot;
  };

  /** Whether changes are waiting to be written. */
  get pending(): boolean {
    return this.dirty;
  }

  private emit(next: StoreSnapshot<T>): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  private area(): StorageArea | null {
    try {
      return this.env.storage();
    } catch {
      return null;
    }
  }

  private readStored(): ReturnType<typeof readRecord<T>> | null {
    const area = this.area();
    if (!area) return null;
    try {
      return readRecord(this.schema, (key) => area.getItem(key));
    } catch {
      return null;
    }
  }

  /** Characters the record takes in storage (under its own or a legacy key); null if none. */
  storedSize(): number | null {
    const area = this.area();
    if (!area) return null;
    try {
      for (const key of recordKeys(this.schema as RecordSchema<unknown>)) {
        const raw = area.getItem(key);
        if (raw !== null) return raw.length;
      }
    } catch {
      return null;
    }
    return null;
  }

  /** Reads storage once; later calls do nothing. */
  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    const stored = this.readStored();
    if (!stored) return;
    this.base = stored.value;
    this.legacyKey = stored.legacyKey;
    this.snapshot = {...this.snapshot, value: stored.value, setAside: stored.setAside};
  }

  /** Changes the value in memory at once and writes it after a pause. */
  readonly set = (next: T | ((current: T) => T)): void => {
    this.load();
    const value =
      typeof next === 'function' ? (next as (current: T) => T)(this.snapshot.value) : next;
    if (Object.is(value, this.snapshot.value)) return;
    this.dirty = true;
    this.emit({...this.snapshot, value});
    this.schedule();
  };

  /** Changes the value and writes it at once: for an explicit Save that reports the outcome. */
  save(next: T | ((current: T) => T)): WriteResult {
    this.set(next);
    this.dirty = true;
    return this.flush();
  }

  private schedule(): void {
    if (this.snapshot.preview) return;
    if (this.timer !== null) this.env.clearTimer(this.timer);
    this.timer = this.env.setTimer(() => {
      this.timer = null;
      this.flush();
    }, WRITE_DELAY_MS);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.env.clearTimer(this.timer);
    this.timer = null;
  }

  /** Writes pending changes now. While a shared copy is shown, nothing is written. */
  flush(): WriteResult {
    this.cancelTimer();
    if (this.snapshot.preview) return {ok: true};
    if (!this.dirty) {
      return this.snapshot.failure ? {ok: false, failure: this.snapshot.failure} : {ok: true};
    }
    const result = this.write();
    if (result.ok) {
      this.dirty = false;
      this.base = this.snapshot.value;
    }
    const failure = result.ok ? null : result.failure;
    if (failure !== this.snapshot.failure) this.emit({...this.snapshot, failure});
    return result;
  }

  private write(): WriteResult {
    let area: StorageArea | null;
    try {
      area = this.env.storage();
    } catch (error) {
      return {ok: false, failure: classifyStorageError(error)};
    }
    if (!area) return {ok: false, failure: 'unavailable'};
    try {
      const {value, setAside} = this.snapshot;
      area.setItem(this.schema.key, recordText(this.schema, value, setAside, this.env.now()));
    } catch (error) {
      return {ok: false, failure: classifyStorageError(error)};
    }
    if (this.legacyKey) {
      try {
        area.removeItem(this.legacyKey);
        this.legacyKey = undefined;
      } catch {
        // The record is written under its own key, which is read first: the old copy is harmless.
      }
    }
    return {ok: true};
  }

  /**
   * Another tab changed the stored record: take its value, keeping what this tab has not
   * yet written (entry by entry). While a shared copy is shown, only the stored base moves.
   */
  externalChange(): void {
    if (!this.loaded) return;
    const stored = this.readStored();
    if (!stored) return;
    const remote = stored.value;
    const current = this.snapshot;
    this.legacyKey = stored.legacyKey;
    if (current.preview) {
      this.base = remote;
      if (this.held && !this.held.dirty) this.held = {value: remote, dirty: false};
      return;
    }
    const value = this.dirty
      ? mergeJson(this.base, current.value, remote)
      : reuseEqualParts(current.value, remote);
    this.base = remote;
    this.emit({
      ...current,
      value: reuseEqualParts(current.value, value),
      setAside: stored.setAside,
    });
  }

  /** Replaces the value and what was set aside (an import), and writes at once. */
  replace(value: T, setAside: readonly SetAsideEntry[]): WriteResult {
    this.load();
    this.held = null;
    this.dirty = true;
    this.emit({...this.snapshot, value, setAside, preview: false});
    return this.flush();
  }

  /** Back to the initial value: the record is removed from storage (its legacy copies too). */
  readonly clear = (): WriteResult => {
    this.load();
    this.cancelTimer();
    this.dirty = false;
    this.base = this.schema.initial;
    let result: WriteResult = {ok: true};
    const area = this.area();
    if (area) {
      for (const key of recordKeys(this.schema as RecordSchema<unknown>)) {
        try {
          area.removeItem(key);
        } catch (error) {
          result = {ok: false, failure: classifyStorageError(error)};
        }
      }
    }
    this.legacyKey = undefined;
    this.held = null;
    this.emit({value: this.schema.initial, setAside: [], failure: null, preview: false});
    return result;
  };

  /** Forgets the entries set aside (the visitor has downloaded or does not want them). */
  discardSetAside(): WriteResult {
    this.load();
    if (this.snapshot.setAside.length === 0) return {ok: true};
    this.dirty = true;
    this.emit({...this.snapshot, setAside: []});
    return this.flush();
  }

  /**
   * Opens a shared copy: taken in place of the visitor's value when that is still the
   * initial one (nothing of theirs to lose), else shown beside it as a preview.
   */
  readonly openShared = (value: T): 'kept' | 'preview' => {
    this.load();
    if (!this.snapshot.preview && jsonEqual(this.snapshot.value, this.schema.initial)) {
      this.replace(value, this.snapshot.setAside);
      return 'kept';
    }
    this.preview(value);
    return 'preview';
  };

  /** Shows a shared copy without writing it; the stored value stays as it is. */
  preview(value: T): void {
    this.load();
    this.flush();
    this.cancelTimer();
    if (!this.snapshot.preview) this.held = {value: this.snapshot.value, dirty: this.dirty};
    this.dirty = false;
    this.emit({...this.snapshot, value, preview: true});
  }

  /** Keeps the shared copy being shown, in place of the stored value. */
  keepPreview(): WriteResult {
    if (!this.snapshot.preview) return {ok: true};
    this.held = null;
    this.dirty = true;
    this.emit({...this.snapshot, preview: false});
    return this.flush();
  }

  /** Leaves the shared copy: back to the stored value. */
  leavePreview(): void {
    if (!this.snapshot.preview) return;
    const held = this.held ?? {value: this.base, dirty: false};
    this.held = null;
    this.dirty = held.dirty;
    this.emit({...this.snapshot, value: held.value, preview: false});
    if (held.dirty) this.schedule();
  }
}
