/** The fast-check inputs the formula tests share (tests only). */
import fc from 'fast-check';

/** Any amount of money from nothing to a quadrillion. */
export const money = fc.double({min: 0, max: 1e15, noNaN: true});
/** Any percentage from 0 to 100. */
export const percent = fc.double({min: 0, max: 100, noNaN: true});
/** Runs per property. */
export const RUNS = {numRuns: 1000};
