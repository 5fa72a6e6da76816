import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatReading, readBack} from './readBack';

describe('readBack', () => {
  it('says what a shorthand amount was read as', () => {
    expect(readBack('$5M', 'usd')).toBe('read as $5,000,000');
    expect(readBack('250k', 'usd')).toBe('read as $250,000');
    expect(readBack('$1.2bn', 'usd')).toBe('read as $1,200,000,000');
    expect(readBack('1.5 million', 'usd')).toBe('read as $1,500,000');
    expect(readBack('5e6', 'usd')).toBe('read as $5,000,000');
    expect(readBack('(1,000)', 'usd')).toBe('read as -$1,000');
    expect(readBack('1.234,50', 'usd')).toBe('read as $1,234.50');
    expect(readBack('12,5', 'percent')).toBe('read as 12.5%');
    expect(readBack('2.5k', 'number')).toBe('read as 2,500');
  });
  it('says nothing about a figure written plainly, or about text that is no number', () => {
    for (const text of ['5000000', '5,000,000', '$5,000,000', '$ 3,000', '1,200.50', '25', '']) {
      expect(readBack(text, 'usd'), text).toBeUndefined();
    }
    expect(readBack('abc', 'usd')).toBeUndefined();
    expect(readBack('5 apples', 'usd')).toBeUndefined();
  });
  it('always names a finite figure in the unit of the field', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('usd', 'percent', 'number' as const),
        (text, unit) => {
          const said = readBack(text, unit);
          return (
            said === undefined || (/^read as -?[$\d]/.test(said) && !/NaN|Infinity/.test(said))
          );
        },
      ),
      {numRuns: 2000},
    );
  });
});

describe('formatReading', () => {
  it('writes whole dollars without cents and keeps cents that are there', () => {
    expect(formatReading(5_000_000, 'usd')).toBe('$5,000,000');
    expect(formatReading(1200.5, 'usd')).toBe('$1,200.50');
    expect(formatReading(-1000, 'usd')).toBe('-$1,000');
    expect(formatReading(0.125, 'percent')).toBe('0.125%');
    expect(formatReading(1234.5, 'number')).toBe('1,234.5');
  });
});
