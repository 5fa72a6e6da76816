/**
 * The ranges the ROI calculator's fields accept, in a module of their own: the form reads
 * typed text against them, and the stored scenarios are checked against them by pages (the
 * "your data" page) that load nothing else of the calculator.
 */
import type {ValueAssumptions} from './calculate';

/** How the subscription is paid for. */
export const BILLINGS = ['monthly', 'annual'] as const;
export type Billing = (typeof BILLINGS)[number];

/** Highest percentage a rate field or the margin takes. */
export const MAX_PERCENT = 100;

/** Highest average gross margin, percent. */
export const MAX_MARGIN_PERCENT = MAX_PERCENT;

/** Hours in a week: the highest the weekly hours cap can be. */
export const HOURS_IN_A_WEEK = 168;

/** Highest value of each assumption as kept (rates as fractions); all start at 0. */
export const ASSUMPTION_LIMITS: Readonly<Record<keyof ValueAssumptions, number>> = {
  marginRecoveryRate: MAX_PERCENT / 100,
  hourlyRate: Number.POSITIVE_INFINITY,
  maxHoursPerWeek: HOURS_IN_A_WEEK,
  quoteAccuracyRate: MAX_PERCENT / 100,
  maxQuoteAccuracyValue: Number.POSITIVE_INFINITY,
};
