/** Small arithmetic guards shared by every formula, calculator, export and worked example. */

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

/**
 * `part` as a signed percentage of `whole`: part ÷ whole × 100, so a part of 10 against a
 * whole of -50 is -20. 0 when `whole` is 0, when either figure is not finite, or when the
 * percentage would overflow; never NaN, Infinity or -0.
 */
export function percentOf(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole)) return 0;
  // Multiplying first keeps exact cases exact (330 / 1200 → 27.5, not 27.500000000000004);
  // dividing first is the fallback when the product overflows.
  const scaled = part * 100;
  const percent = Number.isFinite(scaled)
    ? safeDivide(scaled, whole)
    : safeDivide(part, whole) * 100;
  return Number.isFinite(percent) && percent !== 0 ? percent : 0;
}

/** "199" → "200": one added to a string of decimal digits. */
function incremented(digits: string): string {
  const last = digits.search(/9*$/) - 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  const digit = Number(digits[last]) + 1;
  return `${digits.slice(0, last)}${digit}${'0'.repeat(digits.length - last - 1)}`;
}

/**
 * `value` rounded to `decimals` places (a whole number; negative rounds to tens, hundreds…)
 * the way a person rounds the number as written: half away from zero on its shortest
 * decimal form (as `String` writes it), so 1.005 → 1.01 and -2.5 → -3, where
 * `Math.round(1.005 * 100) / 100` gives 1 because the double behind 1.005 is a hair below
 * it. Never -0; 0 for NaN or Infinity. A result with more than 15 significant digits is the
 * nearest double to the rounded decimal.
 *
 * Verdicts are read from the figure as shown, so a ratio displayed as "3.0:1" is judged as
 * 3.0, never as the 3.04 behind it.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isInteger(decimals)) throw new RangeError(`Cannot round to ${decimals} places`);
  if (!Number.isFinite(value)) return 0;
  // |value| = digits × 10^scale, read from its shortest decimal form and rounded as text.
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const dropped = -decimals - (Number(exponent) - fraction.length);
  if (dropped <= 0) return value === 0 ? 0 : value;
  const keptLength = digits.length - dropped;
  const kept = keptLength > 0 ? digits.slice(0, keptLength) : '0';
  const roundUp = keptLength >= 0 && (digits[keptLength] ?? '0') >= '5';
  const rounded = Number(`${roundUp ? incremented(kept) : kept}e${-decimals}`);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
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
