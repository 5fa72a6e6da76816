/**
 * Stand-ins for the browser in the storage tests: a storage area that can be filled up or
 * switched off, and a clock whose timers run when told.
 */
import type {RecordSchema} from './record';
import {RecordStore, WRITE_DELAY_MS, type StorageArea, type StoreEnvironment} from './store';

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

/**
 * Several tabs of one browser, each with a store of the same record, over a storage that
 * behaves as browsers' do: each tab reads a copy of its own, a tab's write reaches the
 * browser's storage when `commit` says, and reaches the other tabs (their copy, and a
 * `storage` event) when `deliver` says, in whatever order a test or a property chooses.
 * One clock for all, moved by `advance`; each tab's timers run when they fall due.
 */
export class TabsSimulation<T> {
  now = 0;
  /** What the browser's storage holds. */
  readonly shared = new Map<string, string>();
  /** Writes made by a tab that have not reached the browser's storage yet, in order. */
  readonly outbox: {tab: number; key: string; value: string | null}[] = [];
  readonly tabs: {
    readonly copy: Map<string, string>;
    readonly inbox: {key: string; value: string | null; seq: number}[];
    /** Key → the place in the browser's order of this tab's own latest write. */
    readonly ownSeq: Map<string, number>;
    readonly timers: Map<number, {at: number; run: () => void}>;
    store: RecordStore<T>;
  }[] = [];
  private nextHandle = 1;
  private seq = 0;

  constructor(
    private readonly schema: RecordSchema<T>,
    count: number,
    seed = 1,
  ) {
    let state = seed;
    const random = (): number => {
      // A small linear congruential generator: the same tabs for the same seed.
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    for (let index = 0; index < count; index += 1) this.open(random);
  }

  private open(random: () => number): void {
    const tab = this.tabs.length;
    const copy = new Map(this.shared);
    const timers = new Map<number, {at: number; run: () => void}>();
    const area: StorageArea = {
      getItem: (key) => copy.get(key) ?? null,
      setItem: (key, value) => {
        copy.set(key, value);
        this.outbox.push({tab, key, value});
      },
      removeItem: (key) => {
        copy.delete(key);
        this.outbox.push({tab, key, value: null});
      },
    };
    const env: StoreEnvironment = {
      storage: () => area,
      now: () => new Date(Date.UTC(2025, 0, 1) + this.now),
      setTimer: (run, ms) => {
        const handle = this.nextHandle++;
        timers.set(handle, {at: this.now + ms, run});
        return handle;
      },
      clearTimer: (handle) => {
        timers.delete(handle as number);
      },
      random,
    };
    const store = new RecordStore(this.schema, env);
    this.tabs.push({copy, inbox: [], ownSeq: new Map(), timers, store});
    store.getSnapshot();
  }

  store(tab: number): RecordStore<T> {
    return (this.tabs[tab] as (typeof this.tabs)[number]).store;
  }

  /** The oldest write not yet in the browser's storage reaches it, and is sent to the others. */
  commit(): boolean {
    const write = this.outbox.shift();
    if (!write) return false;
    if (write.value === null) this.shared.delete(write.key);
    else this.shared.set(write.key, write.value);
    this.seq += 1;
    this.tabs[write.tab]?.ownSeq.set(write.key, this.seq);
    this.tabs.forEach((other, index) => {
      if (index !== write.tab)
        other.inbox.push({key: write.key, value: write.value, seq: this.seq});
    });
    return true;
  }

  /**
   * The oldest change sent to `tab` arrives: its copy takes it (unless the tab has written
   * that key since, or is writing it, as browsers keep a tab's own later write) and a
   * `storage` event fires.
   */
  deliver(tab: number): boolean {
    const target = this.tabs[tab];
    const change = target?.inbox.shift();
    if (!target || !change) return false;
    const ownLater =
      (target.ownSeq.get(change.key) ?? 0) > change.seq ||
      this.outbox.some((write) => write.tab === tab && write.key === change.key);
    if (!ownLater) {
      if (change.value === null) target.copy.delete(change.key);
      else target.copy.set(change.key, change.value);
    }
    target.store.externalChange(change.value);
    return true;
  }

  /** Moves the clock on, running each tab's timers as they fall due. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      let due: {tab: number; handle: number; at: number} | null = null;
      this.tabs.forEach((tab, index) => {
        for (const [handle, timer] of tab.timers) {
          if (timer.at <= end && (!due || timer.at < due.at))
            due = {tab: index, handle, at: timer.at};
        }
      });
      if (!due) break;
      const {tab, handle, at} = due as {tab: number; handle: number; at: number};
      this.now = Math.max(this.now, at);
      const timer = this.tabs[tab]?.timers.get(handle);
      this.tabs[tab]?.timers.delete(handle);
      timer?.run();
    }
    this.now = end;
  }

  /**
   * Lets everything arrive and every timer run until nothing moves; gives the number of
   * rounds it took (a bounded number: tabs never write back and forth for ever).
   */
  settle(maxRounds = 100): number {
    for (let round = 1; round <= maxRounds; round += 1) {
      let moved = false;
      while (this.commit()) moved = true;
      this.tabs.forEach((_, index) => {
        while (this.deliver(index)) moved = true;
      });
      const timersPending = this.tabs.some((tab) => tab.timers.size > 0);
      if (timersPending) {
        this.advance(WRITE_DELAY_MS);
        moved = true;
      }
      if (!moved) return round;
    }
    throw new Error(`The tabs did not settle within ${maxRounds} rounds.`);
  }
}
