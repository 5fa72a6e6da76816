import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {dateOrderOf, daysBetween, readDate} from './readDate';

const date = (year: number, month: number, day: number) => ({year, month, day});

describe('readDate', () => {
  it('reads ISO dates, with or without a time', () => {
    expect(readDate('2024-03-15', 'monthFirst')).toEqual(date(2024, 3, 15));
    expect(readDate('2024-3-5 00:00:00', 'dayFirst')).toEqual(date(2024, 3, 5));
    expect(readDate('2024-03-15T10:30:00Z', 'dayFirst')).toEqual(date(2024, 3, 15));
  });
  it('reads dates in figures in the order given, with two-digit years as 20xx', () => {
    expect(readDate('03/04/2024', 'dayFirst')).toEqual(date(2024, 4, 3));
    expect(readDate('03/04/2024', 'monthFirst')).toEqual(date(2024, 3, 4));
    expect(readDate('15.03.24', 'dayFirst')).toEqual(date(2024, 3, 15));
    expect(readDate('3-15-2024', 'monthFirst')).toEqual(date(2024, 3, 15));
  });
  it('reads month names', () => {
    expect(readDate('15 Mar 2024', 'monthFirst')).toEqual(date(2024, 3, 15));
    expect(readDate('15-Mar-24', 'monthFirst')).toEqual(date(2024, 3, 15));
    expect(readDate('March 15, 2024', 'dayFirst')).toEqual(date(2024, 3, 15));
    expect(readDate('Sept 1st 2024', 'dayFirst')).toEqual(date(2024, 9, 1));
  });
  it('reads no date from numbers, impossible dates or other text', () => {
    for (const text of [
      '45',
      '1,234',
      '2024-02-30',
      '31/04/2024',
      '13/13/2024',
      'soon',
      '',
      'Foo 3 2024',
    ]) {
      expect(readDate(text, 'dayFirst'), text).toBeNull();
    }
  });
});

describe('dateOrderOf', () => {
  it('follows a date only one order can read, else the fallback', () => {
    expect(dateOrderOf(['03/04/2024', '13/04/2024'], 'monthFirst')).toBe('dayFirst');
    expect(dateOrderOf(['03/04/2024', '04/13/2024'], 'dayFirst')).toBe('monthFirst');
    expect(dateOrderOf(['03/04/2024', '2024-05-01'], 'dayFirst')).toBe('dayFirst');
  });
});

describe('daysBetween', () => {
  it('counts calendar days across months, leap days and years', () => {
    expect(daysBetween(date(2024, 2, 28), date(2024, 3, 1))).toBe(2);
    expect(daysBetween(date(2023, 12, 31), date(2024, 1, 1))).toBe(1);
    expect(daysBetween(date(2024, 5, 15), date(2024, 5, 1))).toBe(-14);
  });
  it('agrees with adding days to a date', () => {
    fc.assert(
      fc.property(
        fc.date({min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true}),
        fc.integer({min: -5000, max: 5000}),
        (start, offset) => {
          const from = date(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate());
          const later = new Date(Date.UTC(from.year, from.month - 1, from.day + offset));
          const to = date(later.getUTCFullYear(), later.getUTCMonth() + 1, later.getUTCDate());
          return daysBetween(from, to) === offset;
        },
      ),
      {numRuns: 300},
    );
  });
});
