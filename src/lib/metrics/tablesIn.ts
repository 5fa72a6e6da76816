/**
 * The benchmark tables among a registry module's exports, for the page that lists them all
 * (in a module of its own, so pages that show one table do not carry it).
 */
import type {BenchmarkTable} from './benchmarkTables';

/** True for a benchmark table (a value among a registry module's exports). */
export function isBenchmarkTable(value: unknown): value is BenchmarkTable {
  if (typeof value !== 'object' || value === null) return false;
  const table = value as Partial<BenchmarkTable>;
  return (
    typeof table.caption === 'string' &&
    Array.isArray(table.rows) &&
    typeof table.provenance === 'object'
  );
}

/**
 * Every benchmark table among a registry module's exports, by caption (a module namespace
 * lists its exports by name, not in source order, so the order is set here).
 */
export function tablesIn(exports: Readonly<Record<string, unknown>>): BenchmarkTable[] {
  return Object.values(exports)
    .filter(isBenchmarkTable)
    .sort((a, b) => a.caption.localeCompare(b.caption, 'en'));
}
