/**
 * Geometry of a horizontal bar chart whose values may be negative: one shared zero line,
 * bars to its right for positive values and to its left for negative ones.
 */

export interface BarGeometry {
  /** Left edge of the bar, in the same units as the plot width. */
  readonly x: number;
  /** Width of the bar (never negative). */
  readonly width: number;
}

export interface BarLayout {
  /** Position of the zero line. */
  readonly zeroX: number;
  readonly bars: readonly BarGeometry[];
}

/**
 * Lays out `values` across `plotWidth` units. The scale runs from the smallest value (or 0)
 * to the largest (or 0); non-finite values are drawn as 0. With no spread at all, every bar
 * is empty and the zero line sits at the left.
 */
export function layoutBars(values: readonly number[], plotWidth: number): BarLayout {
  const clean = values.map((value) => (Number.isFinite(value) ? value : 0));
  const low = Math.min(0, ...clean);
  const high = Math.max(0, ...clean);
  const span = high - low;
  if (span === 0 || !Number.isFinite(span) || plotWidth <= 0) {
    return {zeroX: 0, bars: clean.map(() => ({x: 0, width: 0}))};
  }
  const scale = (value: number) => ((value - low) / span) * plotWidth;
  const zeroX = scale(0);
  const bars = clean.map((value) => {
    const end = scale(value);
    return {x: Math.min(zeroX, end), width: Math.abs(end - zeroX)};
  });
  return {zeroX, bars};
}
