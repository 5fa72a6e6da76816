import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatLongDate, isoCalendarDate, monthName} from './longDate';

describe('formatLongDate', () => {
  it('writes day, month name and year', () => {
    expect(formatLongDate('2025-08-27')).toBe('27 August 2025');
    expect(formatLongDate('2026-01-01')).toBe('1 January 2026');
    expect(formatLongDate('2024-12-31')).toBe('31 December 2024');
  });
  it('uses the UTC calendar date of a timestamp', () => {
    expect(formatLongDate('2025-08-27T23:59:59.999Z')).toBe('27 August 2025');
    expect(formatLongDate('2025-08-28T00:30:00+02:00')).toBe('27 August 2025');
    expect(formatLongDate(new Date(Date.UTC(2025, 1, 28)))).toBe('28 February 2025');
  });
  it('rejects text that is not a date', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
    expect(() => formatLongDate(new Date(Number.NaN))).toThrow(RangeError);
  });
  it('agrees with the en-GB long date of Intl for any day', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(fc.integer({min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1)}), (time) => {
        expect(formatLongDate(new Date(time))).toBe(intl.format(new Date(time)));
      }),
      {numRuns: 1000},
    );
  });
});

describe('isoCalendarDate', () => {
  it('gives the UTC calendar date as YYYY-MM-DD', () => {
    expect(isoCalendarDate('2025-08-27')).toBe('2025-08-27');
    expect(isoCalendarDate('2025-08-28T00:30:00+02:00')).toBe('2025-08-27');
  });
  it('rejects text that is not a date', () => {
    expect(() => isoCalendarDate('')).toThrow(RangeError);
  });
});

describe('monthName', () => {
  it('names the months from January = 1', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(3)).toBe('March');
    expect(monthName(12)).toBe('December');
  });
  it('runs on into the next year past December', () => {
    expect(monthName(3 + 3)).toBe('June');
    expect(monthName(11 + 4)).toBe('March');
  });
  it('refuses what is not a month count', () => {
    expect(() => monthName(0)).toThrow(RangeError);
    expect(() => monthName(2.5)).toThrow(RangeError);
    expect(() => monthName(Number.NaN)).toThrow(RangeError);
  });
});
