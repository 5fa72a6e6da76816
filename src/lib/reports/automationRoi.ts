/**
 * Arithmetic of the reporting automation guide's ROI box: hours saved a week and what they
 * are worth a month.
 */

/** An inclusive range of hours a week, e.g. 2-4. */
export interface HoursRange {
  readonly min: number;
  readonly max: number;
}

/** The sum of several ranges: lows added together, highs added together. */
export function totalHours(ranges: readonly HoursRange[]): HoursRange {
  return ranges.reduce((sum, range) => ({min: sum.min + range.min, max: sum.max + range.max}), {
    min: 0,
    max: 0,
  });
}

/**
 * Value of time saved in a month, USD: hours a week × weeks a month × hourly rate.
 * Negative or non-finite inputs count as 0, and so does a product too large to represent.
 */
export function monthlyValue(hoursPerWeek: number, hourlyRate: number, weeksPerMonth = 4): number {
  const safe = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  const value = safe(hoursPerWeek) * safe(weeksPerMonth) * safe(hourlyRate);
  return Number.isFinite(value) ? value : 0;
}

/** "2-4" for a range, "3" when both ends are equal. */
export function formatHoursRange(range: HoursRange): string {
  return range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;
}
