/**
 * One stored record in memory, kept in step with the browser's storage.
 *
 * - The value changes in memory at once, whatever storage does: typing is never held up.
 * - Writes are gathered: a change is written `WRITE_DELAY_MS` after the last one, or at once
 *   on `flush` (the page flushes when it is hidden or left, and before an explicit Save).
 * - A write that fails (storage full, private mode, storage disabled) leaves the value in
 *   memory and records why in `failure`, until a later write succeeds.
 * - Tabs stay in step (`externalChange`, and a read before every write): the copies are
 *   merged part by part and entry by entry, the later change of each part winning
 *   (src/lib/storage/sync.ts). A tab that finds it holds something storage lacks (another
 *   tab wrote without having seen it) writes again, so nothing either tab typed is lost.
 * - A shared copy can be looked at (`preview`) without touching what is stored, then kept
 *   or left.
 *
 * No browser globals here: the storage area and the timer come from the environment.
 */
import {jsonEqual, reuseEqualParts} from './merge';
import {
  readRecord,
  recordKeys,
  recordText,
  type ReadRecord,
  type RecordSchema,
  type SetAsideEntry,
} from './record';
import {
  Clock,
  compactHistory,
  mergeTracked,
  NO_HISTORY,
  ownIds,
  pathOf,
  recordChange,
  track,
  TAB_SPACE,
  type Tracked,
} from './sync';

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
  /** A random number from 0 to 1 (the tab's number, new entries' identities); Math.random if omitted. */
  readonly random?: () => number;
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
  /** The visitor's own value (also while a shared copy is shown), with its history. */
  private own: Tracked<T>;
  /** Whether `own` holds changes storage does not have yet. */
  private dirty = false;
  private loaded = false;
  private timer: unknown = null;
  private legacyKey: string | undefined;
  /** The stored text as this tab last read or wrote it (to skip reading what it already has). */
  private lastRaw: string | null = null;
  private readonly clock: Clock;
  private readonly idPrefix: string;
  private idCount = 0;
  private readonly listeners = new Set<() => void>();

  constructor(schema: RecordSchema<T>, env: StoreEnvironment) {
    this.schema = schema;
    this.env = env;
    this.initialSnapshot = {value: schema.initial, setAside: [], failure: null, preview: false};
    this.snapshot = this.initialSnapshot;
    const random = env.random ?? Math.random;
    this.clock = new Clock(() => env.now().getTime(), Math.floor(random() * TAB_SPACE));
    // A letter first, so that no new identity looks like a position ("0", "1", …).
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    this.idPrefix =
      letters[Math.floor(random() * letters.length)] +
      Math.floor(random() * 36 ** 3)
        .toString(36)
        .padStart(3, '0');
    this.own = track(schema.initial, {floor: 0, stamps: {}, removed: {}});
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

  /**
   * The visitor's own value and set-aside entries: what is stored (or about to be), never a
   * shared copy being looked at. Exports and clears act on this.
   */
  ownSnapshot(): {readonly value: T; readonly setAside: readonly SetAsideEntry[]} {
    this.load();
    return {value: this.own.value, setAside: this.snapshot.setAside};
  }

  /**
   * Stable keys for the entries of `list`, the list at `keys` (object keys from the top;
   * none for a record that is a list) as the page shows it: a page keys its rows by them, so
   * that a row another tab removes or adds does not move what the visitor is typing into
   * another row. A list the store does not hold (a shared copy) is keyed by position.
   */
  entryKeys(list: readonly unknown[], ...keys: readonly string[]): readonly string[] {
    let held: unknown = this.own.value;
    for (const key of keys) held = (held as Record<string, unknown> | undefined)?.[key];
    const ids = held === list ? this.own.ids[pathOf(keys)] : undefined;
    if (ids && ids.length === list.length) return ids;
    return ownIds(list) ?? list.map((_, index) => `at-${index}`);
  }

  private newest: string | undefined;

  private readonly freshId = (): string => {
    this.newest = `${this.idPrefix}${(this.idCount++).toString(36)}`;
    return this.newest;
  };

  /** The key (see `entryKeys`) of the entry this tab added last: to focus a row just added. */
  newestEntryKey(): string | undefined {
    return this.newest;
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

  /** The stored text under the record's own key (null when none, or unreachable). */
  private rawStored(): string | null {
    try {
      return this.area()?.getItem(this.schema.key) ?? null;
    } catch {
      return null;
    }
  }

  private readStored(): (ReadRecord<T> & {readonly raw: string | null}) | null {
    const area = this.area();
    if (!area) return null;
    try {
      const raw = area.getItem(this.schema.key);
      return {
        ...readRecord(this.schema, (key) => (key === this.schema.key ? raw : area.getItem(key))),
        raw,
      };
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
    this.legacyKey = stored.legacyKey;
    this.lastRaw = stored.raw;
    this.clock.observe(stored.meta);
    this.own = track(stored.value, stored.meta);
    this.snapshot = {...this.snapshot, value: stored.value, setAside: stored.setAside};
  }

  /** Shows the visitor's own value (after it changed other than by typing here). */
  private showOwn(setAside: readonly SetAsideEntry[] = this.snapshot.setAside): void {
    if (this.snapshot.preview) {
      // The shared copy stays on screen; a new snapshot tells those showing `ownSnapshot`.
      this.emit({...this.snapshot, setAside});
      return;
    }
    const value = reuseEqualParts(this.snapshot.value, this.own.value);
    this.own = {...this.own, value};
    if (value !== this.snapshot.value || setAside !== this.snapshot.setAside) {
      this.emit({...this.snapshot, value, setAside});
    }
  }

  /** Changes the value in memory at once and writes it after a pause. */
  readonly set = (next: T | ((current: T) => T)): void => {
    this.load();
    const value =
      typeof next === 'function' ? (next as (current: T) => T)(this.snapshot.value) : next;
    if (Object.is(value, this.snapshot.value)) return;
    if (!this.snapshot.preview) {
      this.own = recordChange(this.own, value, this.clock.next(), this.freshId);
      this.dirty = true;
    }
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
    if (this.snapshot.preview || !this.dirty) return;
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
    // What another tab wrote since this one last looked is merged in first, so that this
    // write does not carry an older copy over it.
    const raw = this.rawStored();
    if (raw !== null && raw !== this.lastRaw) this.mergeText(raw);
    const result = this.write();
    if (result.ok) this.dirty = false;
    const failure = result.ok ? null : result.failure;
    if (failure !== this.snapshot.failure) this.emit({...this.snapshot, failure});
    return result;
  }

  /** Merges a stored text into the visitor's own value; gives what it held, or null. */
  private mergeText(raw: string): ReadRecord<T> | null {
    const stored = readRecord(this.schema, (key) => (key === this.schema.key ? raw : null));
    if (stored.source !== 'record') return null;
    this.mergeStored(stored);
    this.showOwn();
    return stored;
  }

  /**
   * Merges a stored copy into the visitor's own value. A copy written without history (by an
   * earlier version of the site) counts as changed just after this tab's floor: it wins over
   * what this tab holds unchanged, not over what this tab changed since.
   */
  private mergeStored(stored: ReadRecord<T>): void {
    const meta =
      stored.meta === NO_HISTORY
        ? {floor: this.own.meta.floor + 1, stamps: {}, removed: {}}
        : stored.meta;
    this.clock.observe(meta);
    this.own = mergeTracked(this.own, track(stored.value, meta));
  }

  private write(): WriteResult {
    let area: StorageArea | null;
    try {
      area = this.env.storage();
    } catch (error) {
      return {ok: false, failure: classifyStorageError(error)};
    }
    if (!area) return {ok: false, failure: 'unavailable'};
    const meta = compactHistory(this.own.meta, this.clock.next());
    const text = recordText(
      this.schema,
      {...this.own, meta},
      this.snapshot.setAside,
      this.env.now(),
    );
    try {
      area.setItem(this.schema.key, text);
    } catch (error) {
      return {ok: false, failure: classifyStorageError(error)};
    }
    this.own = {...this.own, meta};
    this.lastRaw = text;
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
   * Another tab changed the stored record (`newValue`: the text it wrote, when the browser
   * says). Both what it wrote and what storage holds now are merged into this tab's value;
   * when this tab holds something storage lacks, it writes again. A record removed from
   * storage was cleared: this tab starts again from the initial value.
   */
  externalChange(newValue?: string | null): void {
    if (!this.loaded) return;
    const stored = this.readStored();
    if (!stored) return;
    this.legacyKey = stored.legacyKey;
    if (stored.source === 'nothing') {
      const untouched =
        !this.dirty &&
        this.snapshot.setAside.length === 0 &&
        jsonEqual(this.own.value, this.schema.initial);
      if (untouched) return;
      this.restart(this.schema.initial);
      this.lastRaw = null;
      this.dirty = false;
      this.cancelTimer();
      this.showOwn([]);
      return;
    }
    if (typeof newValue === 'string' && newValue !== stored.raw && newValue !== this.lastRaw) {
      this.mergeText(newValue);
    }
    this.mergeStored(stored);
    this.lastRaw = stored.raw;
    this.showOwn(stored.setAside);
    if (!jsonEqual(this.own.value, stored.value) || stored.source === 'legacy') {
      this.dirty = true;
      this.schedule();
    }
  }

  /**
   * Starts the visitor's value afresh: every earlier change, here or elsewhere, is
   * superseded. The initial value's entries take their positions as identities (every tab
   * that clears agrees on them); any other value's entries get new ones.
   */
  private restart(value: T): void {
    const fresh = value === this.schema.initial ? undefined : this.freshId;
    this.own = track(value, {floor: this.clock.next(), stamps: {}, removed: {}}, fresh);
  }

  /** Replaces the value and what was set aside (an import), and writes at once. */
  replace(value: T, setAside: readonly SetAsideEntry[]): WriteResult {
    this.load();
    this.restart(value);
    this.dirty = true;
    this.emit({...this.snapshot, value, setAside, preview: false});
    return this.flush();
  }

  /** Back to the initial value: the record is removed from storage (its legacy copies too). */
  readonly clear = (): WriteResult => {
    this.load();
    this.cancelTimer();
    this.dirty = false;
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
    this.lastRaw = null;
    this.restart(this.schema.initial);
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
    this.emit({...this.snapshot, value, preview: true});
  }

  /** Keeps the shared copy being shown, in place of the stored value. */
  keepPreview(): WriteResult {
    if (!this.snapshot.preview) return {ok: true};
    return this.replace(this.snapshot.value, this.snapshot.setAside);
  }

  /** Leaves the shared copy: back to the visitor's own value. */
  leavePreview(): void {
    if (!this.snapshot.preview) return;
    this.emit({...this.snapshot, value: this.own.value, preview: false});
    this.schedule();
  }
}
