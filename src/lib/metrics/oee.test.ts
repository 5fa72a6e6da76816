import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  fasterThanIdeal,
  oeeAvailability,
  oeePerformance,
  oeeQuality,
  overallEquipmentEffectiveness,
  unitsAtFullEffectiveness,
  weakestOeeFactor,
} from './oee';

const money = fc.double({min: 0, max: 1e15, noNaN: true});
const RUNS = {numRuns: 1000};

describe('overall equipment effectiveness', () => {
  const week = {
    plannedMinutes: 4800,
    runMinutes: 4300,
    idealCycleSeconds: 3,
    totalCount: 74_000,
    goodCount: 71_900,
  };
  it('measures each factor', () => {
    expect(oeeAvailability(4300, 4800)).toBeCloseTo(89.5833, 4);
    expect(oeePerformance(week)).toBeCloseTo(86.0465, 4);
    expect(oeeQuality(71_900, 74_000)).toBeCloseTo(97.1622, 4);
  });
  it('multiplies the factors, which equals good output at ideal speed over planned time', () => {
    const result = overallEquipmentEffectiveness(week);
    expect(result.oee).toBeCloseTo(74.8958, 4);
    // 71,900 good cases × 3 s = 3,595 minutes of 4,800 planned.
    expect(result.oee).toBeCloseTo((3595 / 4800) * 100, 10);
    expect(unitsAtFullEffectiveness(4800, 3)).toBe(96_000);
  });
  it('caps each factor at 100% and never goes below 0', () => {
    expect(oeeAvailability(500, 480)).toBe(100);
    expect(oeePerformance({idealCycleSeconds: 6, totalCount: 100, runMinutes: 5})).toBe(100);
    expect(oeeQuality(120, 100)).toBe(100);
    expect(oeeAvailability(0, 0)).toBe(0);
    expect(oeePerformance({idealCycleSeconds: 3, totalCount: 10, runMinutes: 0})).toBe(0);
    expect(oeeQuality(0, 0)).toBe(0);
    expect(unitsAtFullEffectiveness(4800, 0)).toBe(0);
  });
  it('flags counts the run time could not hold at the ideal cycle time', () => {
    // 3 s × 86,000 = 4,300 minutes: exactly full.
    expect(fasterThanIdeal({idealCycleSeconds: 3, totalCount: 86_000, runMinutes: 4300})).toBe(
      false,
    );
    expect(fasterThanIdeal({idealCycleSeconds: 3, totalCount: 86_001, runMinutes: 4300})).toBe(
      true,
    );
    // A decimal cycle time that fills the run time exactly is not flagged by rounding.
    expect(fasterThanIdeal({idealCycleSeconds: 0.1, totalCount: 3, runMinutes: 0.005})).toBe(false);
  });
  it('names the weakest factor, the first on a tie', () => {
    expect(weakestOeeFactor({availability: 89.6, performance: 86, quality: 97.2})).toBe(
      'performance',
    );
    expect(weakestOeeFactor({availability: 90, performance: 95, quality: 80})).toBe('quality');
    expect(weakestOeeFactor({availability: 90, performance: 90, quality: 90})).toBe('availability');
  });
  it('stays between 0 and 100 for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, money, money, money, (planned, run, cycle, total, good) => {
        const result = overallEquipmentEffectiveness({
          plannedMinutes: planned,
          runMinutes: run,
          idealCycleSeconds: cycle,
          totalCount: total,
          goodCount: good,
        });
        return [result.availability, result.performance, result.quality, result.oee].every(
          (value) => Number.isFinite(value) && value >= 0 && value <= 100,
        );
      }),
      RUNS,
    );
  });
});
