/**
 * One-sided benchmark targets: "price realisation above 90% of list", "cost to serve below
 * 10% of revenue". The benchmark words its edge, so a value exactly on the figure meets
 * neither side: 90.0% is not above 90%. Kept apart from the band scales so that only the
 * pages that judge against a target carry this code.
 */
import type {BenchmarkTable} from './benchmarkTables';
import type {Provenance} from './provenance';

export interface BenchmarkTarget {
  readonly value: number;
  /** The side of `value` the benchmark asks for. */
  readonly side: 'above' | 'below';
  /** What follows the figure when the target is written: "%", "% of list", "x a year". */
  readonly unit: string;
}

export interface NamedTarget extends BenchmarkTarget {
  /** Who the target is for ("Wholesale"), as tables and verdicts name it. */
  readonly label: string;
}

/** Targets keyed by segment (a sector), in the order shown. */
export type NamedTargets = Readonly<Record<string, NamedTarget>>;

/** True when `value` is strictly on the side of the target that the benchmark asks for. */
export function meetsTarget(value: number, target: BenchmarkTarget): boolean {
  return target.side === 'above' ? value > target.value : value < target.value;
}

/** A target as the benchmark words it: "above 90% of list", "above 12x a year". */
export function formatTarget(target: BenchmarkTarget): string {
  return `${target.side} ${target.value}${target.unit}`;
}

/**
 * Where `value` stands against a target's figure, in plain words: "above" or "below" it, or
 * "on the edge of" it when the value is the figure itself, which a target worded "above 90%"
 * or "below 10%" does not count as met. Whether the side is the one asked for is
 * {@link meetsTarget}'s answer.
 */
export function targetPosition(value: number, target: BenchmarkTarget): string {
  if (value > target.value) return 'above';
  if (value < target.value) return 'below';
  return 'on the edge of';
}

/** The target of segment `key`. */
export function targetOf(targets: NamedTargets, key: string): NamedTarget {
  const target = targets[key];
  if (!target) throw new Error(`Unknown segment "${key}"`);
  return target;
}

/**
 * Targets as a table: each segment and its target as the benchmark words it. Read with the
 * site's edge rule, like a band scale: a value exactly on the figure is neither above nor
 * below it.
 */
export function targetTable(
  caption: string,
  columns: readonly [string, string],
  targets: NamedTargets,
  provenance: Provenance,
): BenchmarkTable {
  return {
    caption,
    columns,
    rows: Object.values(targets).map((target) => [target.label, formatTarget(target)]),
    banded: true,
    provenance,
  };
}
