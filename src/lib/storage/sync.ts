/**
 * Keeping one record in step across tabs without losing what any of them typed.
 *
 * Each tab keeps, beside the value, when each part of it last changed (a stamp per path: a
 * field typed, an entry added) and when entries were removed (a tombstone per path). Two
 * copies of a record are merged part by part, and the later change of each part wins:
 *
 * - Objects are merged key by key; lists of objects entry by entry, by the entry's identity
 *   (its own `id` text where every entry has a distinct one, else an identity the storage
 *   layer gives it and stores beside it); anything else (text, numbers, lists of plain
 *   values) is one part.
 * - An entry only one copy holds was added there, or removed in the other: it is kept when
 *   it changed after the other copy's last word on it (its tombstone, a replacement of the
 *   list, or the other copy's `floor`), and dropped otherwise.
 * - Stamps are milliseconds × 1000 plus the tab's number, so two tabs never give the same
 *   stamp, and a tab's clock never runs behind a stamp it has seen: an edit made after
 *   seeing another tab's edit is always the later one.
 *
 * The merge takes only the two copies, never a common ancestor, so it gives the same result
 * whatever order the copies arrive in and however often: a tab that wrote over another's
 * change without having seen it still holds that change in the other tab, which merges it
 * back and writes again. Old stamps are folded into `floor` (the time up to which a copy has
 * seen every change) so the record does not grow with its history.
 *
 * Plain data only: no browser, no clock of its own.
 */
import {jsonEqual} from './merge';

/** When a part changed: milliseconds since the epoch × `TAB_SPACE` plus the tab's number. */
export type Stamp = number;

/** How many tab numbers a millisecond holds. */
export const TAB_SPACE = 1000;

/**
 * Where a stored list entry keeps the identity the storage layer gives it (lists whose
 * entries have no `id` of their own), so that every tab merges the same entries:
 * `{"#":"k3f9a","name":"Acme",…}`.
 */
export const ENTRY_ID_KEY = '#';

/** Stamps older than this are folded into the floor when a record is written. */
export const HORIZON_MS = 60 * 60 * 1000;

export interface SyncMeta {
  /** Every change made before this has been seen; parts without a stamp changed before it. */
  readonly floor: Stamp;
  /** Path → when the part there was last set or added. */
  readonly stamps: Readonly<Record<string, Stamp>>;
  /** Path → when the entry or key there was removed. */
  readonly removed: Readonly<Record<string, Stamp>>;
}

/** Path of a list → the identities of its entries, in order (lists without their own ids). */
export type Identities = Readonly<Record<string, readonly string[]>>;

/** A value with what the merge needs to know about it. */
export interface Tracked<T = unknown> {
  readonly value: T;
  readonly ids: Identities;
  readonly meta: SyncMeta;
}

export const NO_HISTORY: SyncMeta = Object.freeze({floor: 0, stamps: {}, removed: {}});

/** The stamp of a moment for tab `tab` (0 to TAB_SPACE - 1). */
export function stampAt(ms: number, tab: number): Stamp {
  return Math.floor(ms) * TAB_SPACE + tab;
}

/**
 * Gives stamps that only go forward, and that are later than any stamp seen from other
 * tabs (a hybrid logical clock).
 */
export class Clock {
  private lastMs = 0;

  constructor(
    private readonly now: () => number,
    readonly tab: number,
  ) {}

  next(): Stamp {
    this.lastMs = Math.max(Math.floor(this.now()), this.lastMs + 1);
    return stampAt(this.lastMs, this.tab);
  }

  /** Notes the stamps of a copy read from another tab. */
  observe(meta: SyncMeta): void {
    let latest = meta.floor;
    for (const stamp of Object.values(meta.stamps)) latest = Math.max(latest, stamp);
    for (const stamp of Object.values(meta.removed)) latest = Math.max(latest, stamp);
    this.lastMs = Math.max(this.lastMs, Math.floor(latest / TAB_SPACE));
  }
}

// ---------------------------------------------------------------------------------------
// Paths and kinds of parts

/** The path of a part inside `path` (JSON Pointer escaping, so any key is safe). */
export function childPath(path: string, segment: string): string {
  return `${path}/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The path of the part reached through `keys` from the top. */
export function pathOf(keys: readonly string[]): string {
  return keys.reduce(childPath, '');
}

function isWithin(path: string, candidate: string): boolean {
  return candidate === path || candidate.startsWith(`${path}/`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Kind = 'object' | 'list' | 'part';

/** Objects merge key by key, lists of objects entry by entry; anything else is one part. */
function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return value.every(isPlainObject) ? 'list' : 'part';
  return isPlainObject(value) ? 'object' : 'part';
}

/** The entries' own `id` texts, when every entry has one and no two are the same. */
export function ownIds(list: readonly unknown[]): string[] | null {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const entry of list) {
    const id = isPlainObject(entry) ? entry.id : undefined;
    if (typeof id !== 'string' || seen.has(id)) return null;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

function positionalIds(length: number): string[] {
  return Array.from({length}, (_, index) => String(index));
}

/** The identities of a list's entries: their own, else those recorded, else their positions. */
function identitiesOf(list: readonly unknown[], path: string, ids: Identities): string[] {
  const own = ownIds(list);
  if (own) return own;
  const recorded = ids[path];
  if (recorded && recorded.length === list.length && new Set(recorded).size === recorded.length) {
    return [...recorded];
  }
  return positionalIds(list.length);
}

// ---------------------------------------------------------------------------------------
// Identities read from storage

const readIdentities = new WeakMap<readonly unknown[], readonly string[]>();

/**
 * Records the identities stored with the entries of a list as it was read (the list object
 * itself is the key): `track` finds them when it meets that list in the value.
 */
export function rememberIdentities(list: readonly unknown[], ids: readonly string[]): void {
  if (ids.length === list.length) readIdentities.set(list, ids);
}

/**
 * A value as read (or made), with the identities of its lists: those stored with it, or
 * `fresh` ones for lists that have none (`fresh` omitted: their positions, which every tab
 * reading the same data agrees on).
 */
export function track<T>(value: T, meta: SyncMeta, fresh?: () => string): Tracked<T> {
  const ids: Record<string, readonly string[]> = {};
  assignIdentities('', value, ids, fresh);
  return {value, ids, meta};
}

function assignIdentities(
  path: string,
  value: unknown,
  ids: Record<string, readonly string[]>,
  fresh?: () => string,
): void {
  const kind = kindOf(value);
  if (kind === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      assignIdentities(childPath(path, key), child, ids, fresh);
    }
    return;
  }
  if (kind !== 'list') return;
  const list = value as readonly unknown[];
  const own = ownIds(list);
  const stored = readIdentities.get(list);
  const listIds =
    own ??
    (stored && new Set(stored).size === stored.length ? [...stored] : null) ??
    (fresh ? list.map(() => fresh()) : positionalIds(list.length));
  if (!own) ids[path] = listIds;
  list.forEach((entry, index) =>
    assignIdentities(childPath(path, listIds[index] as string), entry, ids, fresh),
  );
}

/**
 * The value as stored: each entry of a list without ids of its own carries its identity
 * under `key`.
 */
export function withIdentities(tracked: Tracked, key: string): unknown {
  const write = (path: string, value: unknown): unknown => {
    const kind = kindOf(value);
    if (kind === 'object') {
      const result: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
        result[name] = write(childPath(path, name), child);
      }
      return result;
    }
    if (kind !== 'list') return value;
    const list = value as readonly Record<string, unknown>[];
    const hidden = tracked.ids[path];
    const listIds = identitiesOf(list, path, tracked.ids);
    return list.map((entry, index) => {
      const id = listIds[index] as string;
      const inner = write(childPath(path, id), entry) as Record<string, unknown>;
      return hidden ? {[key]: id, ...inner} : inner;
    });
  };
  return write('', tracked.value);
}

// ---------------------------------------------------------------------------------------
// A change made in this tab

/**
 * `previous` after this tab changed its value to `next` at `stamp`: every part that changed
 * is stamped, every entry removed gets a tombstone, and entries added get `fresh` identities.
 * Entries are followed by object identity where the page kept them (a list that changed in
 * one place keeps the others' identities), else by position.
 */
export function recordChange<T>(
  previous: Tracked<T>,
  next: T,
  stamp: Stamp,
  fresh: () => string,
): Tracked<T> {
  if (Object.is(previous.value, next)) return previous;
  const stamps: Record<string, Stamp> = {...previous.meta.stamps};
  const removed: Record<string, Stamp> = {...previous.meta.removed};
  const ids: Record<string, readonly string[]> = {...previous.ids};

  const forgetInside = (path: string): void => {
    for (const map of [stamps, removed, ids]) {
      for (const key of Object.keys(map)) if (key !== path && isWithin(path, key)) delete map[key];
    }
  };
  const set = (path: string, value: unknown): void => {
    forgetInside(path);
    delete ids[path];
    stamps[path] = stamp;
    delete removed[path];
    assignIdentities(path, value, ids, fresh);
  };
  const remove = (path: string): void => {
    forgetInside(path);
    delete stamps[path];
    delete ids[path];
    removed[path] = stamp;
  };

  const walk = (path: string, before: unknown, after: unknown): void => {
    if (before === after) return;
    const kind = kindOf(after);
    if (kind === 'object' && kindOf(before) === 'object') {
      const old = before as Record<string, unknown>;
      const now = after as Record<string, unknown>;
      for (const key of Object.keys(now)) {
        if (Object.prototype.hasOwnProperty.call(old, key)) {
          walk(childPath(path, key), old[key], now[key]);
        } else {
          set(childPath(path, key), now[key]);
        }
      }
      for (const key of Object.keys(old)) {
        if (!Object.prototype.hasOwnProperty.call(now, key)) remove(childPath(path, key));
      }
      return;
    }
    if (kind === 'list' && kindOf(before) === 'list') {
      walkList(path, before as readonly unknown[], after as readonly unknown[]);
      return;
    }
    if (!jsonEqual(before, after)) set(path, after);
  };

  const walkList = (path: string, before: readonly unknown[], after: readonly unknown[]): void => {
    const beforeIds = identitiesOf(before, path, previous.ids);
    const own = ownIds(after);
    let afterIds: string[];
    if (own) {
      afterIds = own;
    } else {
      afterIds = followEntries(before, after, beforeIds, fresh);
    }
    const beforeIndex = new Map(beforeIds.map((id, index) => [id, index]));
    const kept = new Set<string>();
    after.forEach((entry, index) => {
      const id = afterIds[index] as string;
      const at = beforeIndex.get(id);
      if (at === undefined) {
        set(childPath(path, id), entry);
      } else {
        kept.add(id);
        walk(childPath(path, id), before[at], entry);
      }
    });
    for (const id of beforeIds) if (!kept.has(id)) remove(childPath(path, id));
    if (own) delete ids[path];
    else ids[path] = afterIds;
  };

  walk('', previous.value, next);
  return {value: next, ids, meta: {floor: previous.meta.floor, stamps, removed}};
}

/**
 * The identities of `after`'s entries, following them from `before`: entries at either end
 * that are the same objects keep theirs; in the changed stretch between, entries that are
 * the same objects keep theirs, the rest pair up by position, and what is left over is new.
 */
function followEntries(
  before: readonly unknown[],
  after: readonly unknown[],
  beforeIds: readonly string[],
  fresh: () => string,
): string[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) {
    start += 1;
  }
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const result: string[] = beforeIds.slice(0, start);
  const used = new Set<number>();
  const sameObject = new Map<unknown, number[]>();
  for (let index = start; index < endBefore; index += 1) {
    const list = sameObject.get(before[index]) ?? [];
    list.push(index);
    sameObject.set(before[index], list);
  }
  const middle: (string | null)[] = [];
  for (let index = start; index < endAfter; index += 1) {
    const candidates = sameObject.get(after[index]);
    const match = candidates?.find((at) => !used.has(at));
    if (match === undefined) {
      middle.push(null);
    } else {
      used.add(match);
      middle.push(beforeIds[match] as string);
    }
  }
  const unused = [];
  for (let index = start; index < endBefore; index += 1) if (!used.has(index)) unused.push(index);
  let next = 0;
  const taken = new Set(beforeIds);
  const unique = (): string => {
    let id = fresh();
    while (taken.has(id)) id = fresh();
    taken.add(id);
    return id;
  };
  for (const id of middle) {
    if (id !== null) result.push(id);
    else if (next < unused.length) result.push(beforeIds[unused[next++] as number] as string);
    else result.push(unique());
  }
  result.push(...beforeIds.slice(endBefore));
  return result;
}

// ---------------------------------------------------------------------------------------
// Two copies merged

function latest(...stamps: (Stamp | undefined)[]): Stamp {
  let result = -Infinity;
  for (const stamp of stamps) if (stamp !== undefined && stamp > result) result = stamp;
  return result;
}

/** The latest change anywhere inside `path` of a copy, from `inherited` up. */
function activityWithin(meta: SyncMeta, path: string, inherited: Stamp): Stamp {
  let result = inherited;
  for (const [key, stamp] of Object.entries(meta.stamps)) {
    if (stamp > result && isWithin(path, key)) result = stamp;
  }
  return result;
}

/**
 * Two copies' new entries after the same shared entry, as one sequence: each copy's in its
 * own order, the earlier-changed head first (then the smaller identity). The same whichever
 * copy is which, so every tab puts them in the same order.
 */
function interleave<E extends {readonly id: string; readonly at: Stamp}>(
  a: readonly E[],
  b: readonly E[],
): E[] {
  const result: E[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    const takeA = !y || (x !== undefined && (x.at < y.at || (x.at === y.at && x.id < y.id)));
    if (takeA) {
      result.push(x as E);
      i += 1;
    } else {
      result.push(y);
      j += 1;
    }
  }
  return result;
}

/** A total order on differing values, so that a tie resolves the same way in every tab. */
function tieWinner(a: unknown, b: unknown): 'a' | 'b' {
  return JSON.stringify(a) >= JSON.stringify(b) ? 'a' : 'b';
}

/**
 * Merges two copies of a record: this tab's (`local`) and one read from storage (`remote`).
 * The result holds every part at its latest change, every entry either copy added and the
 * other has not removed since, and no entry removed after its last change. Entries keep
 * the order of `remote`; entries only `local` holds follow the entry they followed there.
 */
export function mergeTracked<T>(local: Tracked<T>, remote: Tracked<T>): Tracked<T> {
  const stamps: Record<string, Stamp> = {...remote.meta.stamps};
  for (const [path, stamp] of Object.entries(local.meta.stamps)) {
    stamps[path] = latest(stamp, stamps[path]);
  }
  const removed: Record<string, Stamp> = {...remote.meta.removed};
  for (const [path, stamp] of Object.entries(local.meta.removed)) {
    removed[path] = latest(stamp, removed[path]);
  }
  const ids: Record<string, readonly string[]> = {};
  const revived: string[] = [];

  /** Copies a part only one side holds, identities included. */
  const adopt = (side: Tracked<T>, path: string, value: unknown): unknown => {
    for (const [key, list] of Object.entries(side.ids)) if (isWithin(path, key)) ids[key] = list;
    return value;
  };

  /** Whether an entry only `holder` has stays: it changed after `other` last spoke of it. */
  const stays = (
    holder: Tracked<T>,
    other: Tracked<T>,
    path: string,
    holderInherited: Stamp,
    otherInherited: Stamp,
  ): boolean => {
    const activity = activityWithin(holder.meta, path, holderInherited);
    const keep = activity > latest(otherInherited, other.meta.removed[path]);
    if (keep) revived.push(path);
    return keep;
  };

  const walk = (
    path: string,
    l: unknown,
    r: unknown,
    inheritedL: Stamp,
    inheritedR: Stamp,
  ): unknown => {
    const sL = latest(inheritedL, local.meta.stamps[path]);
    const sR = latest(inheritedR, remote.meta.stamps[path]);
    const kindL = kindOf(l);
    const kindR = kindOf(r);
    if (kindL === 'object' && kindR === 'object') {
      const objL = l as Record<string, unknown>;
      const objR = r as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (const key of Object.keys(objR)) {
        const child = childPath(path, key);
        if (Object.prototype.hasOwnProperty.call(objL, key)) {
          result[key] = walk(child, objL[key], objR[key], sL, sR);
        } else if (stays(remote, local, child, sR, sL)) {
          result[key] = adopt(remote, child, objR[key]);
        }
      }
      for (const key of Object.keys(objL)) {
        if (Object.prototype.hasOwnProperty.call(objR, key)) continue;
        const child = childPath(path, key);
        if (stays(local, remote, child, sL, sR)) result[key] = adopt(local, child, objL[key]);
      }
      return result;
    }
    if (kindL === 'list' && kindR === 'list') {
      return walkList(path, l as readonly unknown[], r as readonly unknown[], sL, sR);
    }
    if (sL === sR && jsonEqual(l, r)) return adopt(remote, path, r);
    const localWins = sL > sR || (sL === sR && tieWinner(l, r) === 'a');
    return localWins ? adopt(local, path, l) : adopt(remote, path, r);
  };

  const walkList = (
    path: string,
    listL: readonly unknown[],
    listR: readonly unknown[],
    sL: Stamp,
    sR: Stamp,
  ): unknown[] => {
    const idsL = identitiesOf(listL, path, local.ids);
    const idsR = identitiesOf(listR, path, remote.ids);
    const indexL = new Map(idsL.map((id, index) => [id, index]));
    const indexR = new Map(idsR.map((id, index) => [id, index]));
    // Entries only one copy holds, grouped by the shared entry they follow there (null: the
    // start), each with the time it last changed (which orders two copies' new entries).
    type Added = {readonly id: string; readonly value: unknown; readonly at: Stamp};
    const addedAfter = (
      side: Tracked<T>,
      other: Tracked<T>,
      ids: readonly string[],
      list: readonly unknown[],
      shared: ReadonlyMap<string, number>,
      sSide: Stamp,
      sOther: Stamp,
    ): Map<string | null, Added[]> => {
      const groups = new Map<string | null, Added[]>();
      let anchor: string | null = null;
      ids.forEach((id, index) => {
        if (shared.has(id)) {
          anchor = id;
          return;
        }
        const child = childPath(path, id);
        if (!stays(side, other, child, sSide, sOther)) return;
        const group = groups.get(anchor) ?? [];
        group.push({
          id,
          value: adopt(side, child, list[index]),
          at: activityWithin(side.meta, child, sSide),
        });
        groups.set(anchor, group);
      });
      return groups;
    };
    const onlyL = addedAfter(local, remote, idsL, listL, indexR, sL, sR);
    const onlyR = addedAfter(remote, local, idsR, listR, indexL, sR, sL);
    const entries: {id: string; value: unknown}[] = [];
    const addGroups = (anchor: string | null): void => {
      entries.push(...interleave(onlyL.get(anchor) ?? [], onlyR.get(anchor) ?? []));
    };
    addGroups(null);
    idsR.forEach((id, index) => {
      const at = indexL.get(id);
      if (at === undefined) return;
      entries.push({id, value: walk(childPath(path, id), listL[at], listR[index], sL, sR)});
      addGroups(id);
    });
    const values = entries.map((entry) => entry.value);
    if (!ownIds(values)) ids[path] = entries.map((entry) => entry.id);
    return values;
  };

  const value = walk('', local.value, remote.value, local.meta.floor, remote.meta.floor) as T;
  for (const path of revived) delete removed[path];
  return {
    value,
    ids,
    meta: {floor: Math.max(local.meta.floor, remote.meta.floor), stamps, removed},
  };
}

/**
 * The history kept when a record is written: stamps and tombstones older than the horizon
 * are folded into the floor, and stamps inside removed entries are dropped.
 */
export function compactHistory(meta: SyncMeta, now: Stamp): SyncMeta {
  const floor = Math.max(meta.floor, now - HORIZON_MS * TAB_SPACE);
  const removed = Object.fromEntries(
    Object.entries(meta.removed).filter(([, stamp]) => stamp > floor),
  );
  const gone = Object.keys(removed);
  const stamps = Object.fromEntries(
    Object.entries(meta.stamps).filter(
      ([path, stamp]) => stamp > floor && !gone.some((dead) => isWithin(dead, path)),
    ),
  );
  return {floor, stamps, removed};
}

/** Reads stored history, or none when it is not in the shape this module writes. */
export function readHistory(stored: unknown): SyncMeta {
  if (!isPlainObject(stored)) return NO_HISTORY;
  const {floor, stamps, removed} = stored;
  const stampMap = (value: unknown): Record<string, Stamp> | null => {
    if (!isPlainObject(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, stamp]) => typeof stamp === 'number' && Number.isFinite(stamp))
      ? (value as Record<string, Stamp>)
      : null;
  };
  const readStamps = stampMap(stamps);
  const readRemoved = stampMap(removed);
  if (typeof floor !== 'number' || !Number.isFinite(floor) || !readStamps || !readRemoved) {
    return NO_HISTORY;
  }
  return {floor, stamps: readStamps, removed: readRemoved};
}
