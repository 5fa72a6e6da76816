/**
 * Benchmark bands and how a value is placed in them.
 *
 * How edges are read (the same rule for every metric, printed on each page under its banded
 * tables, and held against every scale by a test):
 * 1. A range includes both its ends unless its own wording says otherwise: "under", "below",
 *    "above" and "over" leave the figure out; "or lower", "or higher", "or more", "up to"
 *    and "+" keep it in.
 * 2. Where two ranges would both hold an edge, the one that words it that way keeps it ("3:1
 *    or lower" keeps 3:1 from "3:1 to 5:1"); otherwise the edge belongs to the higher range
 *    ("healthy 10-20%, moderate concern 20-35%": 20% is "moderate concern").
 * 3. Ranges this site names between published ones are worded to take only what those leave
 *    ("over $200, under $500" between "$50-200" and "$500-2K").
 *
 * Bands are listed from the lowest values up; each band starts at its `from` edge and runs
 * up to the next band's edge, so every finite value falls in exactly one band.
 */

/** How a band reads: good news, fine, a warning, or a problem. */
export type BandTone = 'positive' | 'neutral' | 'caution' | 'negative';

/** The lower edge of a band. */
export interface BandEdge {
  readonly value: number;
  /** Whether a value exactly on the edge belongs to this band (true) or the one below. */
  readonly inclusive: boolean;
}

export interface Band<Id extends string = string> {
  readonly id: Id;
  /** Verdict word shown to the reader, e.g. "acceptable". */
  readonly label: string;
  /** The range as the benchmark states it, e.g. "3:1 to 5:1". */
  readonly range: string;
  readonly tone: BandTone;
  /** Lower edge; the first band has none (it runs down to minus infinity). */
  readonly from?: BandEdge;
}

/** A band scale: bands ordered from the lowest values to the highest. */
export type BandScale<Id extends string = string> = readonly [Band<Id>, ...Band<Id>[]];

/** `value` is on or above `edge`, honouring the edge's inclusiveness. */
function reaches(value: number, edge: BandEdge): boolean {
  return edge.inclusive ? value >= edge.value : value > edge.value;
}

/**
 * The band of `scale` that holds `value`: the highest band whose lower edge the value
 * reaches. A non-finite value falls in the first band (callers never pass one: inputs are
 * validated first).
 */
export function classify<Id extends string>(value: number, scale: BandScale<Id>): Band<Id> {
  let found: Band<Id> = scale[0];
  if (!Number.isFinite(value)) return found;
  for (const band of scale) {
    if (band.from === undefined || reaches(value, band.from)) found = band;
  }
  return found;
}

/**
 * The value at which band `id` of `scale` starts: the edge a calculator quotes ("acquisition
 * cost at 3:1"), read from the scale so the quote follows the benchmark.
 *
 * @throws Error when the scale has no such band, or the band has no lower edge.
 */
export function lowerEdge<Id extends string>(scale: BandScale<Id>, id: Id): number {
  const edge = scale.find((band) => band.id === id)?.from;
  if (!edge) throw new Error(`Band "${id}" has no lower edge`);
  return edge.value;
}

/** Lower edge including the value: "from 75%". */
export function atLeast(value: number): BandEdge {
  return {value, inclusive: true};
}

/** Lower edge excluding the value: "above 85%". */
export function above(value: number): BandEdge {
  return {value, inclusive: false};
}

/** A published range, both ends included ("manufacturing 25-35%"). */
export interface BenchmarkRange {
  readonly min: number;
  /** Upper end; undefined for open ranges such as "$5K-50K+". */
  readonly max?: number;
}

export type RangePosition = 'below' | 'within' | 'above';

/** Where `value` sits against a published range, both ends included. */
export function compareToRange(value: number, range: BenchmarkRange): RangePosition {
  if (value < range.min) return 'below';
  if (range.max !== undefined && value > range.max) return 'above';
  return 'within';
}

/** A published percentage range as written in the benchmarks: "15-25%", or "25%+" when open. */
export function formatPercentRange(range: BenchmarkRange): string {
  return range.max === undefined ? `${range.min}%+` : `${range.min}-${range.max}%`;
}

/** A published range of days: "30-45 days", or "60+ days" when open. */
export function formatDayRange(range: BenchmarkRange): string {
  return range.max === undefined ? `${range.min}+ days` : `${range.min}-${range.max} days`;
}

/**
 * A scale written out in one line, each band as "label range", in the scale's order:
 * "concerning under 100%, average 100-110%, good 110-120%, world-class 120%+". `only` keeps
 * the bands with those ids (a scale may name the gaps between published ranges).
 */
export function scaleInWords<Id extends string>(
  scale: BandScale<Id>,
  only?: readonly NoInfer<Id>[],
): string {
  return scale
    .filter((band) => only === undefined || only.includes(band.id))
    .map((band) => `${band.label} ${band.range}`)
    .join(', ');
}
