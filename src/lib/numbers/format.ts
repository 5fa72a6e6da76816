/**
 * Display formatting. Money is US dollars; every function shows a dash instead of NaN or
 * Infinity, and never shows "-0".
 *
 * The output is the en-US format that `Intl.NumberFormat` gives (the tests check them against
 * each other), written out by hand: building the first `Intl.NumberFormat` loads the browser's
 * locale data, about 50 ms of main-thread time on a mid-range phone, in the middle of hydrating
 * every page that shows a figure.
 */

const PLACEHOLDER = '—';

/**
 * The digits of a non-negative number, rounded to its step already, with exactly `decimals`
 * decimals and no exponent. From 2^53 up every double is a whole number and `toFixed` would
 * write out its exact binary value (and switches to "1e+21" notation from 10^21); like
 * `Intl.NumberFormat`, these are written as the shortest digits that read back as the same
 * number (as `String` gives them), padded with zeros.
 */
function plainDigits(value: number, decimals: number): string {
  if (value < 2 ** 53) return value.toFixed(decimals);
  const [mantissa = '', exponent = '0'] = String(value).split('e+');
  const [integer = '', fraction = ''] = mantissa.split('.');
  const whole = integer + fraction + '0'.repeat(Number(exponent) - fraction.length);
  return decimals > 0 ? `${whole}.${'0'.repeat(decimals)}` : whole;
}

/** "1234567.5" → "1,234,567.5". */
function groupThousands(digits: string): string {
  const point = digits.indexOf('.');
  const whole = point === -1 ? digits : digits.slice(0, point);
  const fraction = point === -1 ? '' : digits.slice(point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}

/**
 * A rounded value (see `clean`) with `decimals` decimals, the sign in front (before any
 * `prefix`, as in "-$18,400") and, when `separators` is set, thousands separators.
 */
function written(rounded: number, decimals: number, {prefix = '', separators = true} = {}): string {
  const digits = plainDigits(Math.abs(rounded), decimals);
  return `${rounded < 0 ? '-' : ''}${prefix}${separators ? groupThousands(digits) : digits}`;
}

/** At most `decimals` decimals: trailing zeros of the fraction, then a bare point, go. */
function trimFraction(text: string, decimals: number): string {
  return decimals > 0 ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

const DOLLARS = {prefix: '$'} as const;

function clean(value: number, step: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const rounded = Math.round(value / step) * step;
  // Dividing by a step below 1 can overflow a finite value close to the largest double.
  if (!Number.isFinite(rounded)) return undefined;
  return Object.is(rounded, -0) || Math.abs(rounded) < step / 2 ? 0 : rounded;
}

/** Whole US dollars with thousands separators: 157500 → "$157,500", -18400 → "-$18,400". */
export function formatUsd(value: number): string {
  const rounded = clean(value, 1);
  return rounded === undefined ? PLACEHOLDER : written(rounded, 0, DOLLARS);
}

/** US dollars and cents: 1200.5 → "$1,200.50". */
export function formatUsdCents(value: number): string {
  const rounded = clean(value, 0.01);
  return rounded === undefined ? PLACEHOLDER : written(rounded, 2, DOLLARS);
}

/** Signed whole dollars for changes: 42100 → "+$42,100", -18400 → "-$18,400", 0 → "$0". */
export function formatUsdChange(value: number): string {
  const rounded = clean(value, 1);
  if (rounded === undefined) return PLACEHOLDER;
  return rounded > 0 ? `+${written(rounded, 0, DOLLARS)}` : written(rounded, 0, DOLLARS);
}

/**
 * Dollars in millions, as revenue bands and round amounts are written: 10000000 → "$10M",
 * 2500000 → "$2.5M", and 0 → "$0". At most `decimals` decimals (default 1); with `fixed`,
 * exactly that many, so figures set side by side line up ("$10.0M", "$10.7M").
 */
export function formatUsdM(value: number, decimals = 1, {fixed = false} = {}): string {
  const rounded = clean(value / 1_000_000, 10 ** -decimals);
  if (rounded === undefined) return PLACEHOLDER;
  if (rounded === 0) return '$0';
  const digits = written(rounded, decimals, DOLLARS);
  return `${fixed ? digits : trimFraction(digits, decimals)}M`;
}

/** A percentage with a fixed number of decimals (default 1): 25 → "25.0%". */
export function formatPercent(value: number, decimals = 1): string {
  const rounded = clean(value, 10 ** -decimals);
  return rounded === undefined ? PLACEHOLDER : `${written(rounded, decimals)}%`;
}

/** A plain number with thousands separators and at most `decimals` decimals. */
export function formatNumber(value: number, decimals = 0): string {
  const rounded = clean(value, 10 ** -decimals);
  return rounded === undefined ? PLACEHOLDER : trimFraction(written(rounded, decimals), decimals);
}

/**
 * Dollars in millions with at most `decimals` decimals, for round figures in running text:
 * 1860000 → "$1.86 million", 18000000 → "$18 million".
 */
export function formatUsdMillions(value: number, decimals = 2): string {
  const rounded = clean(value / 1_000_000, 10 ** -decimals);
  if (rounded === undefined) return PLACEHOLDER;
  return `${trimFraction(written(rounded, decimals, DOLLARS), decimals)} million`;
}

/** A ratio as "4.2:1". */
export function formatRatio(value: number, decimals = 1): string {
  const rounded = clean(value, 10 ** -decimals);
  return rounded === undefined ? PLACEHOLDER : `${written(rounded, decimals)}:1`;
}

/** A multiple as "9.3x". */
export function formatMultiple(value: number, decimals = 1): string {
  const rounded = clean(value, 10 ** -decimals);
  return rounded === undefined ? PLACEHOLDER : `${written(rounded, decimals)}x`;
}
