/**
 * Overall equipment effectiveness (OEE): how much of a line's planned production time made
 * good units at ideal speed, as three factors (availability, performance, quality) and
 * their product. Percentages are 0-100; times are in the units their names give.
 */
import {percentOf, safeDivide} from './math';

/** `value` held between 0 and 100. */
function withinPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * OEE availability: the share of planned production time the equipment actually ran.
 *
 * availability % = run time / planned production time × 100, capped at 100% (a line cannot
 * run longer than it was planned to; a run time above the plan is a recording error).
 * Times in minutes; 0 when nothing was planned.
 */
export function oeeAvailability(runMinutes: number, plannedMinutes: number): number {
  return withinPercent(percentOf(runMinutes, plannedMinutes));
}

/**
 * OEE performance: how close to its ideal speed the equipment ran while it was running.
 *
 * performance % = ideal cycle time × total count / run time × 100
 *
 * The ideal cycle time is in seconds per unit and the run time in minutes. Capped at 100%:
 * above it, the line would have made units faster than its ideal cycle time allows, which
 * means the ideal cycle time is set too slow. 0 when there was no run time.
 */
export function oeePerformance(input: {
  readonly idealCycleSeconds: number;
  readonly totalCount: number;
  readonly runMinutes: number;
}): number {
  return withinPercent(
    percentOf(input.idealCycleSeconds * input.totalCount, input.runMinutes * 60),
  );
}

/**
 * True when the units counted could not have been made in the run time at the ideal cycle
 * time (performance above 100%): the ideal cycle time, the run time or the count is wrong.
 */
export function fasterThanIdeal(input: {
  readonly idealCycleSeconds: number;
  readonly totalCount: number;
  readonly runMinutes: number;
}): boolean {
  // A hair of tolerance, so a count that fills the run time exactly is not flagged for the
  // rounding of a decimal cycle time.
  return input.idealCycleSeconds * input.totalCount > input.runMinutes * 60 * (1 + 1e-9);
}

/**
 * OEE quality: the share of the units made that were good first time (no scrap, no rework).
 *
 * quality % = good count / total count × 100, capped at 100% (good units are some of the
 * units made). 0 when nothing was made.
 */
export function oeeQuality(goodCount: number, totalCount: number): number {
  return withinPercent(percentOf(goodCount, totalCount));
}

/**
 * Overall equipment effectiveness: the share of planned production time that made good
 * units at ideal speed.
 *
 * OEE % = availability % × performance % × quality % / 10,000
 *
 * With no factor capped this equals good count × ideal cycle time / planned production
 * time. Each factor is returned as well, 0-100 like the result.
 */
export function overallEquipmentEffectiveness(input: {
  readonly plannedMinutes: number;
  readonly runMinutes: number;
  readonly idealCycleSeconds: number;
  readonly totalCount: number;
  readonly goodCount: number;
}): {
  readonly availability: number;
  readonly performance: number;
  readonly quality: number;
  readonly oee: number;
} {
  const availability = oeeAvailability(input.runMinutes, input.plannedMinutes);
  const performance = oeePerformance(input);
  const quality = oeeQuality(input.goodCount, input.totalCount);
  return {availability, performance, quality, oee: (availability * performance * quality) / 10_000};
}

/**
 * Units the planned production time would make at the ideal cycle time with nothing lost
 * (the count at 100% OEE): planned minutes × 60 / ideal cycle seconds (0 when the cycle
 * time is 0).
 */
export function unitsAtFullEffectiveness(
  plannedMinutes: number,
  idealCycleSeconds: number,
): number {
  return safeDivide(plannedMinutes * 60, idealCycleSeconds);
}

export type OeeFactor = 'availability' | 'performance' | 'quality';

/**
 * The lowest of the three OEE factors: where most of the loss is. On a tie the first in the
 * order availability, performance, quality.
 */
export function weakestOeeFactor(factors: Readonly<Record<OeeFactor, number>>): OeeFactor {
  const order: readonly OeeFactor[] = ['availability', 'performance', 'quality'];
  return order.reduce((weakest, factor) => (factors[factor] < factors[weakest] ? factor : weakest));
}
