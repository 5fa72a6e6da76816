/** The fast-check inputs the formula tests share (tests only). */
import fc from 'fast-check';

/** Any amount of money from nothing to a quadrillion. */
export const money = fc.double({min: 0, max: 1e15, noNaN: true});
/** Any percentage from 0 to 100. */
export const percent = fc.double({min: 0, max: 100, noNaN: true});
/** Runs per property. */
export const RUNS = {numRuns: 1000};

/**
 * Checks that `formula` gives a finite number for every input drawn from `inputs`, one
 * arbitrary per named input (`{revenue: money, marginPercent: percent}`).
 */
export function expectFiniteForAll<T extends object>(
  inputs: {readonly [K in keyof T]: fc.Arbitrary<T[K]>},
  formula: (input: T) => number,
): void {
  fc.assert(
    fc.property(fc.record(inputs as {[K in keyof T]: fc.Arbitrary<T[K]>}), (input) =>
      Number.isFinite(formula(input as T)),
    ),
    RUNS,
  );
}
