/**
 * Dates as British readers write them ("27 August 2025"). The text is built by hand from
 * the UTC calendar date, not with `Intl`, so the server render and the browser always agree
 * whatever the machine's time zone or ICU data.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * The calendar date in UTC as "YYYY-MM-DD" (for `<time dateTime>`).
 *
 * @throws RangeError when `value` is not a valid date.
 */
export function isoCalendarDate(value: string | Date): string {
  return toDate(value).toISOString().slice(0, 10);
}

/**
 * The calendar date in UTC, day month year in words: "2025-08-27" → "27 August 2025".
 *
 * @throws RangeError when `value` is not a valid date.
 */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The name of a month counted from January = 1; a count past December runs on into the next
 * year (15 → "March"), so a month plus a delay in months still names the right month.
 *
 * @throws RangeError when `month` is not a whole number from 1 up.
 */
export function monthName(month: number): string {
  if (!Number.isInteger(month) || month < 1) throw new RangeError(`Not a month: ${month}`);
  return MONTHS[(month - 1) % 12] ?? '';
}
