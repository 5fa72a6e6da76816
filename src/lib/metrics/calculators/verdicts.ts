/** Builders of the verdict a calculator shows: a band of a scale, or a published range. */
import {
  type BandScale,
  type BandTone,
  type BenchmarkRange,
  classify,
  compareToRange,
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
