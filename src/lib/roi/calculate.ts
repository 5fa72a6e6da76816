/**
 * The ROI calculator's formulas. Plain arithmetic, no React: every function returns finite
 * numbers, whatever it is given. The subscription bands come from the pricing plans and are
 * passed in, so the formulas can be checked against bands of a test's own.
 *
 * Units: money in US dollars per year unless a name says otherwise; time in hours per week
 * or days. The three value components are shown rounded to whole dollars; the total adds the
 * unrounded components and is rounded once, so it can differ by a dollar from the sum of the
 * rounded parts (the result says by how much, for the methodology to explain).
 *
 * Five figures of the estimate are assumptions a visitor may change (the recovery rate, the
 * value of an hour, the weekly hours cap, the quote-accuracy rate and its cap); the constants
 * below are their standard values, used unless others are given.
 */

/**
 * A subscription band, chosen by annual revenue. The bands themselves are the pricing plans
 * (`SUBSCRIPTION_BANDS` of `src/data/pricing.ts`); these functions take them as a parameter.
 */
export interface SubscriptionBand {
  /** Stable key: the plan's id. */
  readonly id: string;
  /** Label shown with the cost, e.g. "$0-10M (SME)". */
  readonly label: string;
  /** Lowest annual revenue in the band, in dollars (inclusive). */
  readonly minRevenue: number;
  /** Subscription cost per year, in dollars. */
  readonly annualCost: number;
  /**
   * Set when the band is billed a year in advance at a discount: the year at the monthly
   * price it is discounted from, and the discount as a whole percentage.
   */
  readonly annualBilling?: {readonly listPerYear: number; readonly discountPercent: number};
}

/** The bands, lowest revenue first; there is always at least one. */
export type SubscriptionBands = readonly [SubscriptionBand, ...SubscriptionBand[]];

/** Share of annual revenue recovered from margin leaks (2%, a conservative figure). */
export const MARGIN_RECOVERY_RATE = 0.02;
/** Hours a week saved before any allowance for customers or SKUs. */
export const BASE_HOURS_PER_WEEK = 10;
/** Active customers that add one hour a week saved. */
export const CUSTOMERS_PER_HOUR = 100;
/** SKUs or product lines that add one hour a week saved. */
export const SKUS_PER_HOUR = 50;
/** Most hours a week counted as saved. */
export const MAX_HOURS_PER_WEEK = 25;
/** Weeks in a year. */
export const WEEKS_PER_YEAR = 52;
/** Value of an hour saved, in dollars. */
export const HOURLY_RATE = 25;
/** Share of annual revenue gained from more accurate quotes (0.5%). */
export const QUOTE_ACCURACY_RATE = 0.005;
/** Most quote-accuracy value counted per year, in dollars. */
export const MAX_QUOTE_ACCURACY_VALUE = 50_000;
/** Days in a year, for the payback period. */
export const DAYS_PER_YEAR = 365;
/** Months in a year, for the monthly cost. */
export const MONTHS_PER_YEAR = 12;

/** What the visitor tells the calculator. Text is parsed before it gets here. */
export interface RoiInputs {
  /** Annual revenue, dollars. */
  readonly revenue: number;
  /** Active customers (a count). */
  readonly customers: number;
  /** SKUs or product lines (a count). */
  readonly skus: number;
}

/** The calculator's result; every number is finite. */
export interface RoiResult {
  /** The assumptions the estimate was worked with. */
  readonly assumptions: ValueAssumptions;
  /** Margin recovered per year, whole dollars: 2% × revenue (the recovery rate × revenue). */
  readonly marginRecovered: number;
  /** Hours a week saved: min(25, 10 + customers / 100 + SKUs / 50). */
  readonly hoursSavedPerWeek: number;
  /** Whether the 25-hour weekly cap applied. */
  readonly hoursCapped: boolean;
  /** Value of the time saved per year, whole dollars: hours a week × 52 × $25. */
  readonly timeSaved: number;
  /** Value of more accurate quotes per year, whole dollars: min($50,000, 0.5% × revenue). */
  readonly quoteAccuracy: number;
  /** Whether the $50,000 quote-accuracy cap applied. */
  readonly quoteAccuracyCapped: boolean;
  /**
   * Total value per year, whole dollars: the three components added before rounding, then
   * rounded once.
   */
  readonly totalValue: number;
  /**
   * totalValue minus the sum of the three rounded components: 0 when the rounded parts add up
   * to the total, otherwise the dollars by which they miss it.
   */
  readonly roundingDifference: number;
  /** The subscription band for the revenue. */
  readonly band: SubscriptionBand;
  /** Subscription cost per year, dollars. */
  readonly subscriptionCost: number;
  /** Subscription cost per month, dollars: subscriptionCost / 12. */
  readonly monthlyCost: number;
  /** Total value ÷ subscription cost, rounded to one decimal (shown with an "x"). */
  readonly roiMultiple: number;
  /**
   * Days until the value covers the cost: round(cost ÷ total value × 365). `null` when the
   * total value is 0 or less, because the subscription then never pays for itself.
   */
  readonly paybackDays: number | null;
  /** Net annual benefit, dollars: totalValue − subscriptionCost (negative when it costs more). */
  readonly netAnnualBenefit: number;
}

/**
 * The figures the estimate rests on that a visitor may change. Rates are fractions (0.02 is
 * 2%), money is dollars.
 */
export interface ValueAssumptions {
  /** Share of annual revenue recovered from margin leaks. */
  readonly marginRecoveryRate: number;
  /** Value of an hour saved, dollars. */
  readonly hourlyRate: number;
  /** Most hours a week counted as saved. */
  readonly maxHoursPerWeek: number;
  /** Share of annual revenue gained from more accurate quotes. */
  readonly quoteAccuracyRate: number;
  /** Most quote-accuracy value counted per year, dollars. */
  readonly maxQuoteAccuracyValue: number;
}

/** The standard assumptions: the constants above. */
export const STANDARD_VALUE_ASSUMPTIONS: ValueAssumptions = Object.freeze({
  marginRecoveryRate: MARGIN_RECOVERY_RATE,
  hourlyRate: HOURLY_RATE,
  maxHoursPerWeek: MAX_HOURS_PER_WEEK,
  quoteAccuracyRate: QUOTE_ACCURACY_RATE,
  maxQuoteAccuracyValue: MAX_QUOTE_ACCURACY_VALUE,
});

/** Reads a non-finite or negative input as 0, so no formula sees NaN, Infinity or a negative. */
function sanitize(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * A product of figures people type, freed of binary noise: 0.7% of $500 is worked out as
 * 3.4999999999999996 in binary, and is $3.50. Fifteen significant digits are as many as a
 * double always holds; below a trillion they keep at least three decimals, so rounding to
 * the dollar or to a tenth then reads the figure as written. Larger figures are left as they
 * are: there the noise is far below the dollar.
 */
function snapped(value: number): number {
  return Math.abs(value) < SNAP_BELOW ? Number(value.toPrecision(15)) : value;
}

/** Figures from this size up are not freed of binary noise (see {@link snapped}). */
const SNAP_BELOW = 1e12;

/** Whole dollars, half away from zero; `-0` becomes 0. */
function wholeDollars(value: number): number {
  const rounded = Math.round(snapped(value));
  return rounded === 0 ? 0 : rounded;
}

/**
 * The subscription band for an annual revenue in dollars (negative or NaN reads as 0): the last
 * of `bands` (lowest first) whose lowest revenue the revenue reaches.
 */
export function subscriptionBand(revenue: number, bands: SubscriptionBands): SubscriptionBand {
  const safe = sanitize(revenue);
  let chosen: SubscriptionBand = bands[0];
  for (const band of bands) {
    if (safe >= band.minRevenue) chosen = band;
  }
  return chosen;
}

/** Hours a week saved before the 25-hour cap: 10 + customers / 100 + SKUs / 50. */
export function uncappedHoursPerWeek(customers: number, skus: number): number {
  return (
    BASE_HOURS_PER_WEEK + sanitize(customers) / CUSTOMERS_PER_HOUR + sanitize(skus) / SKUS_PER_HOUR
  );
}

/** Hours a week saved: min(cap, 10 + customers / 100 + SKUs / 50); the cap is 25 by default. */
export function hoursSavedPerWeek(
  customers: number,
  skus: number,
  cap: number = MAX_HOURS_PER_WEEK,
): number {
  return Math.min(sanitize(cap), uncappedHoursPerWeek(customers, skus));
}

/**
 * ROI multiple: total value ÷ cost, rounded to one decimal. 0 when the cost is 0 or less
 * (no subscription has a zero cost; the guard keeps the function total).
 */
export function roiMultiple(totalValue: number, cost: number): number {
  if (!(cost > 0) || !Number.isFinite(cost)) return 0;
  const ratio = sanitize(totalValue) / cost;
  return Number.isFinite(ratio) ? Math.round(snapped(ratio * 10)) / 10 : 0;
}

/**
 * Payback in days: round(cost ÷ total value × 365). `null` when the total value is 0 or less
 * (it never pays back); 0 when there is nothing to pay back.
 */
export function paybackDays(cost: number, totalValue: number): number | null {
  if (!(totalValue > 0) || !Number.isFinite(totalValue)) return null;
  const days = Math.round(snapped((sanitize(cost) / totalValue) * DAYS_PER_YEAR));
  return Number.isFinite(days) ? days : null;
}

/**
 * Works out the estimate for one business against the subscription `bands`, with the
 * standard assumptions unless others are given. Inputs and assumptions that are negative,
 * NaN or infinite count as 0; the form rejects them before they get here.
 */
export function calculateRoi(
  inputs: RoiInputs,
  bands: SubscriptionBands,
  assumptions: ValueAssumptions = STANDARD_VALUE_ASSUMPTIONS,
): RoiResult {
  const revenue = sanitize(inputs.revenue);
  const band = subscriptionBand(revenue, bands);
  const used: ValueAssumptions = {
    marginRecoveryRate: sanitize(assumptions.marginRecoveryRate),
    hourlyRate: sanitize(assumptions.hourlyRate),
    maxHoursPerWeek: sanitize(assumptions.maxHoursPerWeek),
    quoteAccuracyRate: sanitize(assumptions.quoteAccuracyRate),
    maxQuoteAccuracyValue: sanitize(assumptions.maxQuoteAccuracyValue),
  };

  const margin = used.marginRecoveryRate * revenue;
  const uncappedHours = uncappedHoursPerWeek(inputs.customers, inputs.skus);
  const hours = Math.min(used.maxHoursPerWeek, uncappedHours);
  const time = hours * WEEKS_PER_YEAR * used.hourlyRate;
  const uncappedQuote = used.quoteAccuracyRate * revenue;
  const quote = Math.min(used.maxQuoteAccuracyValue, uncappedQuote);

  const marginRecovered = wholeDollars(margin);
  const timeSaved = wholeDollars(time);
  const quoteAccuracy = wholeDollars(quote);
  // The total is worked from the unrounded parts; the ratio and the payback from that total.
  const exactTotal = margin + time + quote;
  const totalValue = wholeDollars(exactTotal);
  const subscriptionCost = band.annualCost;

  return {
    assumptions: used,
    marginRecovered,
    hoursSavedPerWeek: hours,
    hoursCapped: snapped(uncappedHours) > used.maxHoursPerWeek,
    timeSaved,
    quoteAccuracy,
    quoteAccuracyCapped: snapped(uncappedQuote) > used.maxQuoteAccuracyValue,
    totalValue,
    roundingDifference: totalValue - (marginRecovered + timeSaved + quoteAccuracy),
    band,
    subscriptionCost,
    monthlyCost: subscriptionCost / MONTHS_PER_YEAR,
    roiMultiple: roiMultiple(exactTotal, subscriptionCost),
    paybackDays: paybackDays(subscriptionCost, exactTotal),
    netAnnualBenefit: totalValue - subscriptionCost,
  };
}
