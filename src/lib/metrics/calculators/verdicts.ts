/**
 * Builders of the verdict a calculator shows: a band of a scale, a published range, or a
 * one-sided target.
 */
import {
  type BandScale,
  type BandTone,
  type BenchmarkRange,
  type BenchmarkTarget,
  classify,
  compareToRange,
  formatTarget,
  meetsTarget,
  type RangePosition,
} from '../bands';
import type {Verdict} from './types';

/**
 * The verdict for `value` on `scale`: "{shown} falls in the "{band}" band ({range})".
 * `value` should already be
 * rounded as displayed, so the band always matches the figure the reader sees.
 */
export function bandVerdict(
  value: number,
  scale: BandScale,
  shown: string,
  scaleTitle: string,
): Verdict {
  const band = classify(value, scale);
  return {
    summary: `${shown} falls in the “${band.label}” band (${band.range})`,
    label: band.label,
    tone: band.tone,
    scaleTitle,
    rows: scale.map((entry) => ({label: entry.label, range: entry.range, current: entry === band})),
  };
}

export interface NamedRange extends BenchmarkRange {
  readonly label: string;
}

/** Published ranges keyed by segment (an industry, a kind of deal), in the order shown. */
export type NamedRanges = Readonly<Record<string, NamedRange>>;

/**
 * The verdict for `value` against the published range of the chosen segment (an industry,
 * a kind of deal), listing the ranges of every segment. `better` says which direction is
 * good news: 'higher' for conversion and margin, 'lower' for times.
 */
export function rangeVerdict(options: {
  readonly value: number;
  readonly ranges: NamedRanges;
  readonly selected: string;
  readonly shown: string;
  readonly formatRange: (range: BenchmarkRange) => string;
  readonly better: 'higher' | 'lower';
  readonly scaleTitle: string;
  /** Words for below and above, e.g. {below: 'faster than', above: 'slower than'}. */
  readonly words?: Readonly<Record<Exclude<RangePosition, 'within'>, string>>;
}): Verdict {
  const {value, ranges, selected, shown, formatRange, better, scaleTitle} = options;
  const range = ranges[selected];
  if (!range) throw new Error(`Unknown segment "${selected}"`);
  const position = compareToRange(value, range);
  const words = options.words ?? {below: 'below', above: 'above'};
  const where = position === 'within' ? 'within' : words[position];
  const label = `${where} the ${range.label.toLowerCase()} range`;
  const good: RangePosition = better === 'higher' ? 'above' : 'below';
  const tone: BandTone =
    position === 'within' ? 'neutral' : position === good ? 'positive' : 'caution';
  return {
    summary: `${shown} is ${label} (${formatRange(range)})`,
    label,
    tone,
    scaleTitle,
    rows: Object.entries(ranges).map(([key, entry]) => ({
      label: entry.label,
      range: formatRange(entry),
      current: key === selected,
    })),
  };
}

export interface NamedTarget extends BenchmarkTarget {
  /** Who the target is for ("Wholesale"), as the table and the verdict name it. */
  readonly label: string;
}

/** One-sided targets keyed by segment (a sector), in the order shown. */
export type NamedTargets = Readonly<Record<string, NamedTarget>>;

/** The target of segment `key`. */
export function targetOf(targets: NamedTargets, key: string): NamedTarget {
  const target = targets[key];
  if (!target) throw new Error(`Unknown segment "${key}"`);
  return target;
}

/**
 * Where `value` stands against a target, in the target's own wording: "above" or "at or
 * below" a target worded "above 90%" (90.0% is at or below it), "below" or "at or above" a
 * target worded "below 10%".
 */
export function targetPosition(value: number, target: BenchmarkTarget): string {
  if (meetsTarget(value, target)) return target.side;
  return `at or ${target.side === 'above' ? 'below' : 'above'}`;
}

/**
 * The verdict for `value` against the target of the chosen segment, listing every
 * segment's target: "… is at or below the wholesale target (above 95% of list)". `value`
 * should already be rounded as displayed.
 */
export function targetVerdict(options: {
  readonly value: number;
  readonly targets: NamedTargets;
  readonly selected: string;
  readonly shown: string;
  readonly scaleTitle: string;
}): Verdict {
  const {value, targets, selected, shown, scaleTitle} = options;
  const target = targetOf(targets, selected);
  const where = targetPosition(value, target);
  return {
    summary: `${shown} is ${where} the ${target.label.toLowerCase()} target (${formatTarget(target)})`,
    label: `${where} the target`,
    tone: meetsTarget(value, target) ? 'positive' : 'caution',
    scaleTitle,
    rows: Object.entries(targets).map(([key, entry]) => ({
      label: entry.label,
      range: formatTarget(entry),
      current: key === selected,
    })),
  };
}
