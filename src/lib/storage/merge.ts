/**
 * Plain-data helpers: equality of JSON values, and reuse of unchanged parts so that a page
 * redraws only what changed. (Merging two tabs' copies is src/lib/storage/sync.ts.)
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
