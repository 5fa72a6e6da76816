/**
 * Benchmark tables as a Business Numbers page shows them. Tables built from band scales read
 * their rows from the same scales the calculators classify with, so a page's table and its
 * calculator's verdict cannot disagree.
 */
import type {BandScale, BenchmarkRange} from './bands';
import type {Provenance} from './provenance';

export interface BenchmarkTable {
  readonly caption: string;
  readonly columns: readonly [string, string];
  readonly rows: readonly (readonly [string, string])[];
  /**
   * Whether the table's edges are read with the site's edge rule (a band scale, or targets
   * that word their edge: "above 90%").
   */
  readonly banded?: boolean;
  /** A sentence under the table. */
  readonly note?: string;
  /** What the table's ranges rest on, and when they were last reviewed. */
  readonly provenance: Provenance;
}

/** A band scale as a table: each band's range and its reading. */
export function bandTable(
  caption: string,
  valueColumn: string,
  scale: BandScale,
  provenance: Provenance,
): BenchmarkTable {
  return {
    caption,
    columns: [valueColumn, 'Reading'],
    rows: scale.map((band) => [band.range, band.label]),
    banded: true,
    provenance,
  };
}

/** Published ranges keyed by segment as a table: each segment and its range. */
export function rangeTable(
  caption: string,
  columns: readonly [string, string],
  ranges: Readonly<Record<string, BenchmarkRange & {readonly label: string}>>,
  format: (range: BenchmarkRange) => string,
  provenance: Provenance,
): BenchmarkTable {
  return {
    caption,
    columns,
    rows: Object.values(ranges).map((range) => [range.label, format(range)]),
    provenance,
  };
}
