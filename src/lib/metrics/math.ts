/** Small arithmetic guards shared by the metric formulas. */

/**
 * `numerator / denominator`, or 0 when the denominator is 0 (or the result would not be
 * finite). Calculators reject zero denominators before they get here; the guard keeps
 * every formula total, so no caller ever sees NaN or Infinity.
 */
export function safeDivide(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const result = numerator / denominator;
  return Number.isFinite(result) ? result : 0;
}

/** `part` as a percentage of `whole` (0 when `whole` is 0). */
export function percentOf(part: number, whole: number): number {
  // Multiplying first keeps exact cases exact (330 / 1200 → 27.5, not 27.500000000000004)
  // and lets the guard catch an overflow against a vanishingly small `whole`.
  return safeDivide(part * 100, whole);
}

/**
 * `value` rounded to `decimals` places. Verdicts are read from the figure as shown, so a
 * ratio displayed as "3.0:1" is judged as 3.0, never as the 3.04 behind it.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * `value` rounded to `digits` significant digits, for figures quoted as "about": 443,520 to
 * two digits is 440,000, 0.012345 to three is 0.0123. 0 for 0 and for a value that is not
 * finite.
 *
 * @throws RangeError when `digits` is not a whole number from 1 to 101.
 */
export function roundToSignificant(value: number, digits: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  // toExponential rounds to the nearest number with `digits` significant digits.
  const rounded = Number(value.toExponential(digits - 1));
  return Object.is(rounded, -0) ? 0 : rounded;
}
