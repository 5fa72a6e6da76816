/**
 * The rule every Business Numbers page prints under its banded tables ("Reading the edges"),
 * held against every band scale of every edition: reading each scale's range wording by that
 * rule must put every edge in the band the calculator puts it in. A range worded so that the
 * rule and the calculator disagree fails here.
 */
import {describe, expect, it} from 'vitest';
import {EDITIONS} from '@site/src/data/editions';
import {type Band, type BandScale, classify} from '@site/src/lib/metrics/bands';
import {pricePositionBands} from '@site/src/lib/metrics/pricingProduct';

/** One end of a range as its wording states it. */
interface End {
  readonly value: number;
  /** Whether the range holds the figure itself. */
  readonly included: boolean;
  /** Whether a word says so ("under", "or lower", "+"), rather than the plain "A-B" form. */
  readonly worded: boolean;
}

interface Wording {
  readonly lower?: End;
  readonly upper?: End;
}

/** "$2K" → 2000, "3:1" → 3, "35%" → 35, "45 days" → 45. */
function figure(text: string): number {
  const match = /\$?(\d+(?:\.\d+)?)(k)?/.exec(text);
  if (!match) throw new Error(`No figure in "${text}"`);
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

/** The ends of a range as the rule reads its words. */
function readWording(range: string): Wording {
  const text = range
    .toLowerCase()
    .replace(/, typical of .*$/, '')
    .replace(/\bup to /, 'upto ')
    .trim();
  const upTo = /^(?:under|below) (\S+)/.exec(text);
  if (upTo) return {upper: {value: figure(upTo[1]!), included: false, worded: true}};
  const over = /^(?:above|over) (\S+)$/.exec(text);
  if (over) return {lower: {value: figure(over[1]!), included: false, worded: true}};
  const orLower = /^(\S+) or (?:lower|less)$/.exec(text);
  if (orLower) return {upper: {value: figure(orLower[1]!), included: true, worded: true}};
  const orHigher = /^(\S+) or (?:higher|more)$/.exec(text) ?? /^([^-\s]+)\+$/.exec(text);
  if (orHigher) return {lower: {value: figure(orHigher[1]!), included: true, worded: true}};
  const parts = text.split(/\s*,\s*|\s+to\s+|-/);
  if (parts.length !== 2) throw new Error(`Cannot read the range "${range}"`);
  const [from = '', to = ''] = parts;
  const lower: End = /^(?:over|above) /.test(from)
    ? {value: figure(from), included: false, worded: true}
    : {value: figure(from), included: true, worded: false};
  if (/^\S+\+/.test(to)) return {lower};
  const upper: End = /^(?:under|below) /.test(to)
    ? {value: figure(to), included: false, worded: true}
    : {value: figure(to), included: true, worded: /^upto /.test(to)};
  return {lower, upper};
}

/**
 * The band that holds `edge`, shared by `below` and `above`, by the rule: a range holds its
 * ends unless its wording leaves one out; if both hold it, the one that words it keeps it,
 * else the higher one does.
 */
function ownerByRule(below: Band, above: Band): Band {
  const top = readWording(below.range).upper;
  const bottom = readWording(above.range).lower;
  if (!top || !bottom) throw new Error(`"${below.range}" and "${above.range}" share no edge`);
  expect(top.value, `"${below.range}" ends where "${above.range}" starts`).toBe(bottom.value);
  if (top.included && !bottom.included) return below;
  if (!top.included && bottom.included) return above;
  if (!top.included && !bottom.included) {
    throw new Error(`${top.value} is in neither "${below.range}" nor "${above.range}"`);
  }
  return top.worded && !bottom.worded ? below : above;
}

function isBandScale(value: unknown): value is BandScale {
  return (
    Array.isArray(value) &&
    value.length > 1 &&
    value.every(
      (band: unknown) =>
        typeof band === 'object' &&
        band !== null &&
        ['id', 'label', 'range', 'tone'].every((key) => key in band),
    )
  );
}

const SCALES = [
  ...EDITIONS.flatMap((edition) =>
    Object.entries(edition.content.benchmarks as Readonly<Record<string, unknown>>).flatMap(
      ([name, value]) =>
        isBandScale(value) ? [{name: `${edition.name} ${name}`, scale: value}] : [],
    ),
  ),
  {
    name: 'the breakeven calculator’s price positions',
    scale: pricePositionBands(61, 81.33, (price) => `$${price.toFixed(2)}`),
  },
];

describe('the edge rule printed under banded tables', () => {
  it('is worded once: every term page of every edition prints the same rule', () => {
    const rules = EDITIONS.flatMap((edition) =>
      Object.values(edition.content.TERM_PAGES).map((page) => page?.benchmarks.edgeRule),
    );
    expect(rules.length).toBeGreaterThan(0);
    expect(new Set(rules).size).toBe(1);
  });

  it('finds band scales in every edition', () => {
    for (const edition of EDITIONS) {
      expect(
        SCALES.some(({name}) => name.startsWith(`${edition.name} `)),
        edition.name,
      ).toBe(true);
    }
  });

  it.each(SCALES)('$name: each edge is where the rule puts it', ({scale}) => {
    scale.slice(1).forEach((band, index) => {
      const below = scale[index]!;
      const edge = band.from?.value;
      expect(edge, `${band.label} has a lower edge`).toBeDefined();
      expect(
        classify(edge!, scale).id,
        `${edge} between "${below.range}" and "${band.range}"`,
      ).toBe(ownerByRule(below, band).id);
    });
  });
});
