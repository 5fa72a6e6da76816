/**
 * Display formatting. Money is US dollars; every function shows a dash instead of NaN or
 * Infinity, and never shows "-0".
 */

const PLACEHOLDER = '—';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const centsDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
});

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
  return rounded === undefined ? PLACEHOLDER : wholeDollars.format(rounded);
}

/** US dollars and cents: 1200.5 → "$1,200.50". */
export function formatUsdCents(value: number): string {
  const rounded = clean(value, 0.01);
  return rounded === undefined ? PLACEHOLDER : centsDollars.format(rounded);
}

/** Signed whole dollars for changes: 42100 → "+$42,100", -18400 → "-$18,400", 0 → "$0". */
export function formatUsdChange(value: number): string {
  const rounded = clean(value, 1);
  if (rounded === undefined) return PLACEHOLDER;
  return rounded > 0 ? `+${wholeDollars.format(rounded)}` : wholeDollars.format(rounded);
}

/** A percentage with a fixed number of decimals (default 1): 25 → "25.0%". */
export function formatPercent(value: number, decimals = 1): string {
  const rounded = clean(value, 10 ** -decimals);
  return rounded === undefined ? PLACEHOLDER : `${rounded.toFixed(decimals)}%`;
}

/** A plain number with thousands separators and at most `decimals` decimals. */
export function formatNumber(value: number, decimals = 0): string {
  const rounded = clean(value, 10 ** -decimals);
  if (rounded === undefined) return PLACEHOLDER;
  return new Intl.NumberFormat('en-US', {maximumFractionDigits: decimals}).format(rounded);
}

/** A ratio as "4.2:1". */
export function formatRatio(value: number, decimals = 1): string {
  const rounded = clean(value, 10 ** -decimals);
  return rounded === undefined ? PLACEHOLDER : `${rounded.toFixed(decimals)}:1`;
}

/** A multiple as "9.3x". */
export function formatMultiple(value: number, decimals = 1): string {
  const rounded = clean(value, 10 ** -decimals);
  return rounded === undefined ? PLACEHOLDER : `${rounded.toFixed(decimals)}x`;
}
