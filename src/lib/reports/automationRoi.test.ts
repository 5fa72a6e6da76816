import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatHoursRange, monthlyValue, totalHours} from './automationRoi';

describe('totalHours', () => {
  it('adds the low ends and the high ends of the five steps', () => {
    const steps = [
      {min: 2, max: 4},
      {min: 5, max: 8},
      {min: 10, max: 15},
      {min: 3, max: 5},
      {min: 4, max: 6},
    ];
    expect(totalHours(steps)).toEqual({min: 24, max: 38});
  });
  it('is 0-0 for no ranges', () => {
    expect(totalHours([])).toEqual({min: 0, max: 0});
  });
});

describe('monthlyValue', () => {
  it('is $2,400 for 30 hours a week at $20 an hour over 4 weeks', () => {
    expect(monthlyValue(30, 20)).toBe(2400);
  });
  it('is $1,920 for the low end of 24 hours a week', () => {
    expect(monthlyValue(24, 20)).toBe(1920);
  });
  it('counts negative or non-finite inputs as 0', () => {
    expect(monthlyValue(-5, 20)).toBe(0);
    expect(monthlyValue(Number.NaN, 20)).toBe(0);
    expect(monthlyValue(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('is always finite and never negative', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (hours, rate, weeks) => {
        const value = monthlyValue(hours, rate, weeks);
        return Number.isFinite(value) && value >= 0;
      }),
      {numRuns: 1000},
    );
  });
});

describe('formatHoursRange', () => {
  it('writes a range as "2-4" and a single value alone', () => {
    expect(formatHoursRange({min: 2, max: 4})).toBe('2-4');
    expect(formatHoursRange({min: 3, max: 3})).toBe('3');
  });
});
