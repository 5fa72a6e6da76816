/**
 * Plain-data helpers for keeping two tabs in step: equality of JSON values, a three-way merge
 * (what this tab changed wins over what the other tab changed, entry by entry), and reuse of
 * unchanged parts so that a page redraws only what changed.
 */

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are equal, part by part. */
export function jsonEqual(a: Json, b: Json): boolean {
  // Plain equality, so 0 and -0 (one value once written as JSON) count as the same.
  if (a === b) return true;
  if (Array.isArray(a)) {
    return (
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => jsonEqual(item, b[index]))
    );
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every(
      (key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual(a[key], b[key]),
    );
  }
  return false;
}

const ABSENT: unique symbol = Symbol('absent');
type Slot = Json | typeof ABSENT;

function mergeSlots(base: Slot, local: Slot, remote: Slot): Slot {
  if (jsonEqual(local, base)) return remote;
  if (jsonEqual(remote, base) || jsonEqual(local, remote)) return local;
  // Both sides changed this part: look inside when all three are objects or lists.
  if (isObject(base) && isObject(local) && isObject(remote)) {
    const merged: Record<string, Json> = {};
    const keys = new Set([...Object.keys(base), ...Object.keys(local), ...Object.keys(remote)]);
    for (const key of keys) {
      const slot = (value: Record<string, Json>): Slot =>
        Object.prototype.hasOwnProperty.call(value, key) ? value[key] : ABSENT;
      const result = mergeSlots(slot(base), slot(local), slot(remote));
      if (result !== ABSENT) merged[key] = result;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(local) && Array.isArray(remote)) {
    const sameLength = local.length === base.length && remote.length === base.length;
    // Entries are matched by position, which is safe only while neither side removed any:
    // both kept the length, or one side kept it and the other only added at the end.
    const oneAppended =
      (local.length === base.length && remote.length > base.length) ||
      (remote.length === base.length && local.length > base.length);
    if (sameLength || oneAppended) {
      const length = Math.max(local.length, remote.length);
      return Array.from({length}, (_, index) =>
        mergeSlots(
          index < base.length ? base[index] : ABSENT,
          index < local.length ? local[index] : ABSENT,
          index < remote.length ? remote[index] : ABSENT,
        ),
      ).filter((item) => item !== ABSENT);
    }
  }
  return local;
}

/**
 * Merges what this tab (`local`) and another tab (`remote`) each made of a common `base`:
 * a part only one side changed takes that side's change; a part both changed keeps this
 * tab's, so what the visitor is typing here is never overwritten. Lists are merged entry by
 * entry while neither side removed entries; otherwise this tab's list is kept.
 */
export function mergeJson<T>(base: T, local: T, remote: T): T {
  const merged = mergeSlots(base, local, remote);
  return (merged === ABSENT ? local : merged) as T;
}

/**
 * `next`, reusing the parts of `previous` that are equal to it (the same objects, so a page
 * that memoises rows by identity redraws only the rows that changed).
 */
export function reuseEqualParts<T>(previous: T, next: T): T {
  if (jsonEqual(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    return next.map((item: Json, index) =>
      index < previous.length ? reuseEqualParts(previous[index], item) : item,
    ) as T;
  }
  if (isObject(previous) && isObject(next)) {
    const result: Record<string, Json> = {};
    for (const [key, value] of Object.entries(next)) {
      result[key] = Object.prototype.hasOwnProperty.call(previous, key)
        ? reuseEqualParts(previous[key], value)
        : value;
    }
    return result as T;
  }
  return next;
}
