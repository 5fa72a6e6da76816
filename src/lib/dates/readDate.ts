/**
 * Calendar dates as exports write them: "2024-03-15" (with or without a time), "15/03/2024"
 * or "03/15/2024" (with "/", "." or "-", and two-digit years read as 20xx), and with the
 * month in words: "15 Mar 2024", "15-Mar-24", "March 15, 2024". Whether "03/04/2024" is the
 * 3rd of April or March the 4th is settled for a whole column at once ({@link dateOrderOf}).
 *
 * Dates are days on the calendar, with no time zone: they are counted as whole days between
 * two calendar dates, so a visitor's clock and time zone never shift them.
 */

/** Day first (15/03/2024) or month first (03/15/2024), for dates written in figures. */
export type DateOrder = 'dayFirst' | 'monthFirst';

/** A calendar date. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The months' three-letter names, January first (also BibTeX's month macros). */
export const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const FIGURES = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[T ][\d:.]+)?$/;
const DAY_MONTH_NAME = /^(\d{1,2})[\s.-]+([a-z]{3,9})\.?[\s.,-]+(\d{2}|\d{4})$/i;
const MONTH_NAME_DAY = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{2}|\d{4})$/i;

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function monthOfName(name: string): number | null {
  const index = MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTH_NAMES)[number]);
  return index < 0 ? null : index + 1;
}

function valid(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? {year, month, day} : null;
}

/** The two leading figures of a date written in figures ("15/03/2024" → [15, 3]). */
function leadingFigures(text: string): [number, number] | null {
  const match = FIGURES.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * The order a column's dates in figures are written in: day first when some date can only
 * be read that way (a first figure above 12), month first when some can only be read the
 * other way; otherwise `fallback`.
 */
export function dateOrderOf(cells: readonly string[], fallback: DateOrder): DateOrder {
  for (const cell of cells) {
    const figures = leadingFigures(cell);
    if (!figures) continue;
    if (figures[0] > 12 && figures[1] <= 12) return 'dayFirst';
    if (figures[1] > 12 && figures[0] <= 12) return 'monthFirst';
  }
  return fallback;
}

/** The calendar date a text writes, or null when it is no date (see the module note). */
export function readDate(text: string, order: DateOrder): CalendarDate | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const figures = FIGURES.exec(trimmed);
  if (figures) {
    const [first, second] = [Number(figures[1]), Number(figures[2])];
    const year = fullYear(figures[3] ?? '');
    return order === 'dayFirst' ? valid(year, second, first) : valid(year, first, second);
  }
  const dayName = DAY_MONTH_NAME.exec(trimmed);
  if (dayName) {
    const month = monthOfName(dayName[2] ?? '');
    return month ? valid(fullYear(dayName[3] ?? ''), month, Number(dayName[1])) : null;
  }
  const nameDay = MONTH_NAME_DAY.exec(trimmed);
  if (nameDay) {
    const month = monthOfName(nameDay[1] ?? '');
    return month ? valid(fullYear(nameDay[3] ?? ''), month, Number(nameDay[2])) : null;
  }
  return null;
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const day = 86_400_000;
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / day,
  );
}

/** The calendar date of a moment, as seen where the visitor is (their local date). */
export function localCalendarDate(moment: Date): CalendarDate {
  return {year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate()};
}
