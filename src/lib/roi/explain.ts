/**
 * Words and figures for the ROI results view: the methodology with the visitor's own numbers,
 * the chart's bars and the sentence read out to screen readers. Plain TypeScript; the page
 * only lays these out.
 */
import {formatMultiple, formatNumber, formatPercent, formatUsd} from '../numbers/format';
import {countInWords} from '../numbers/words';
import {capitalise} from '../text/list';
import {formatDollars, formatRate as rate} from './assumptions';
import {
  BASE_HOURS_PER_WEEK,
  CUSTOMERS_PER_HOUR,
  HOURLY_RATE,
  MARGIN_RECOVERY_RATE,
  MAX_HOURS_PER_WEEK,
  MAX_QUOTE_ACCURACY_VALUE,
  MONTHS_PER_YEAR,
  QUOTE_ACCURACY_RATE,
  SKUS_PER_HOUR,
  WEEKS_PER_YEAR,
  DAYS_PER_YEAR,
  uncappedHoursPerWeek,
  type RoiInputs,
  type RoiResult,
  type SubscriptionBand,
} from './calculate';

/** One line of the methodology: what is worked out, how, and the answer. */
export interface MethodologyStep {
  readonly label: string;
  /** The formula with the visitor's numbers, e.g. "2% × $5,000,000". */
  readonly working: string;
  /** The answer, as shown, e.g. "$100,000". */
  readonly result: string;
}

/** One bar of the value-against-cost chart. */
export interface ChartBar {
  readonly key: 'marginRecovered' | 'timeSaved' | 'quoteAccuracy' | 'subscriptionCost';
  readonly label: string;
  /** Dollars a year. */
  readonly value: number;
  readonly kind: 'value' | 'cost';
}

const hours = (value: number) => formatNumber(value, 2);

/** What the three value components count, in words, with the figures the formulas use. */
export interface EstimateBasis {
  readonly marginRecovered: string;
  readonly timeSaved: string;
  readonly quoteAccuracy: string;
}

/** The page's account of the estimate: every figure is one of the formulas' constants. */
export const ESTIMATE_BASIS: EstimateBasis = {
  marginRecovered: `${rate(MARGIN_RECOVERY_RATE)} of annual revenue: the share typically lost to discounts given without approval, prices that lag behind cost increases and customers sitting on the wrong terms. Most businesses we review find more.`,
  timeSaved: `${capitalise(countInWords(BASE_HOURS_PER_WEEK))} hours a week of spreadsheet work and quote checking, plus an hour for every ${formatNumber(CUSTOMERS_PER_HOUR)} active customers and every ${formatNumber(SKUS_PER_HOUR)} SKUs, up to ${MAX_HOURS_PER_WEEK} hours a week, valued at ${formatUsd(HOURLY_RATE)} an hour over ${WEEKS_PER_YEAR} weeks.`,
  quoteAccuracy: `${rate(QUOTE_ACCURACY_RATE)} of annual revenue from quotes priced on current costs and margin rules, capped at ${formatUsd(MAX_QUOTE_ACCURACY_VALUE)} a year however large the business.`,
};

/** The note under the margin-recovered figure of the results. */
export const MARGIN_RECOVERED_NOTE = `${rate(MARGIN_RECOVERY_RATE)} of revenue, a conservative figure`;

/** The note under the margin-recovered figure for the rate used: the standard one, or yours. */
export function marginRecoveredNote(recoveryRate: number): string {
  return recoveryRate === MARGIN_RECOVERY_RATE
    ? MARGIN_RECOVERED_NOTE
    : `${rate(recoveryRate)} of revenue, your assumption`;
}

/** The note under the time-saved figure: "25 hours a week at $25 an hour". */
export function timeSavedNote(result: RoiResult): string {
  return `${hours(result.hoursSavedPerWeek)} hours a week at ${formatDollars(result.assumptions.hourlyRate)} an hour`;
}

/** The subscription of each band: "$0-10M (SME): $6,000 a year; …". */
export function bandCosts(bands: readonly SubscriptionBand[]): string {
  return bands.map((band) => `${band.label}: ${formatUsd(band.annualCost)} a year`).join('; ');
}

/**
 * Payback as read by a person: "14 days", "1 day", "Under 1 day" (rounds to 0), or
 * "No payback" when the value never covers the cost.
 */
export function formatPaybackDays(days: number | null): string {
  if (days === null) return 'No payback';
  if (days === 0) return 'Under 1 day';
  return days === 1 ? '1 day' : `${formatNumber(days)} days`;
}

/** The revenue range of a band in words, e.g. "annual revenue under $10,000,000". */
export function bandRange(band: SubscriptionBand, next?: SubscriptionBand): string {
  if (band.minRevenue === 0 && next) return `annual revenue under ${formatUsd(next.minRevenue)}`;
  if (next) {
    return `annual revenue from ${formatUsd(band.minRevenue)} up to under ${formatUsd(next.minRevenue)}`;
  }
  return `annual revenue of ${formatUsd(band.minRevenue)} and above`;
}

/**
 * The working of the total: the three parts as shown, and, when the rounded parts do not add up
 * to the total (the total adds the unrounded parts), what the rounded parts come to.
 */
function totalWorking(result: RoiResult): string {
  const parts = `${formatUsd(result.marginRecovered)} + ${formatUsd(result.timeSaved)} + ${formatUsd(result.quoteAccuracy)}`;
  if (result.roundingDifference === 0) return parts;
  const partsSum = result.totalValue - result.roundingDifference;
  return `${parts}, added before each is rounded to whole dollars (the rounded parts come to ${formatUsd(partsSum)})`;
}

/**
 * How the subscription of a band is worked out: its band and revenue range, and, when it is
 * billed annually, the list price it is discounted from.
 */
function subscriptionWorking(band: SubscriptionBand, next: SubscriptionBand | undefined): string {
  const range = `${band.label} band, for ${bandRange(band, next)}`;
  const annual = band.annualBilling;
  return annual
    ? `${range}, billed annually: ${formatUsd(annual.listPerYear)} a year less ${annual.discountPercent}%`
    : range;
}

/**
 * Every formula of the estimate, worked with the visitor's numbers and the assumptions the
 * result was worked with, in reading order.
 */
export function methodologySteps(
  inputs: RoiInputs,
  result: RoiResult,
  bands: readonly SubscriptionBand[],
): MethodologyStep[] {
  const {assumptions} = result;
  const uncappedHours = uncappedHoursPerWeek(inputs.customers, inputs.skus);
  const hoursWorking =
    `${BASE_HOURS_PER_WEEK} + ${formatNumber(inputs.customers, 2)} customers ÷ ${CUSTOMERS_PER_HOUR}` +
    ` + ${formatNumber(inputs.skus, 2)} SKUs ÷ ${SKUS_PER_HOUR}` +
    (result.hoursCapped
      ? ` = ${hours(uncappedHours)} hours, capped at ${hours(assumptions.maxHoursPerWeek)}`
      : '');
  const quoteWorking =
    `${rate(assumptions.quoteAccuracyRate)} × ${formatUsd(inputs.revenue)}` +
    (result.quoteAccuracyCapped
      ? ` = ${formatUsd(assumptions.quoteAccuracyRate * inputs.revenue)}, capped at ${formatUsd(assumptions.maxQuoteAccuracyValue)}`
      : '');
  const bandIndex = bands.findIndex((band) => band.id === result.band.id);
  const cost = formatUsd(result.subscriptionCost);
  const total = formatUsd(result.totalValue);

  return [
    {
      label: 'Margin recovered per year',
      working: `${rate(assumptions.marginRecoveryRate)} × ${formatUsd(inputs.revenue)} annual revenue`,
      result: formatUsd(result.marginRecovered),
    },
    {
      label: 'Hours saved per week',
      working: hoursWorking,
      result: `${hours(result.hoursSavedPerWeek)} hours`,
    },
    {
      label: 'Time-saved value per year',
      working: `${hours(result.hoursSavedPerWeek)} hours × ${WEEKS_PER_YEAR} weeks × ${formatDollars(assumptions.hourlyRate)} an hour`,
      result: formatUsd(result.timeSaved),
    },
    {
      label: 'Quote accuracy value per year',
      working: quoteWorking,
      result: formatUsd(result.quoteAccuracy),
    },
    {
      label: 'Total value per year',
      working: totalWorking(result),
      result: total,
    },
    {
      label: 'Subscription cost per year',
      working: subscriptionWorking(result.band, bands[bandIndex + 1]),
      result: cost,
    },
    {
      label: 'Subscription cost per month',
      working: `${cost} ÷ ${MONTHS_PER_YEAR}`,
      result: formatUsd(result.monthlyCost),
    },
    {
      label: 'ROI multiple',
      working: `${total} ÷ ${cost}`,
      result: formatMultiple(result.roiMultiple),
    },
    {
      label: 'Payback',
      working:
        result.paybackDays === null
          ? `The estimated value is ${total}, so the cost is never paid back`
          : `${cost} ÷ ${total} × ${DAYS_PER_YEAR} days`,
      result: formatPaybackDays(result.paybackDays),
    },
    {
      label: 'Net annual benefit',
      working: `${total} − ${cost}`,
      result: formatUsd(result.netAnnualBenefit),
    },
  ];
}

/** The chart's bars: the three value components, then the subscription cost. */
export function chartBars(result: RoiResult): ChartBar[] {
  return [
    {
      key: 'marginRecovered',
      label: 'Margin recovered',
      value: result.marginRecovered,
      kind: 'value',
    },
    {key: 'timeSaved', label: 'Time saved', value: result.timeSaved, kind: 'value'},
    {key: 'quoteAccuracy', label: 'Quote accuracy', value: result.quoteAccuracy, kind: 'value'},
    {
      key: 'subscriptionCost',
      label: 'Subscription cost',
      value: result.subscriptionCost,
      kind: 'cost',
    },
  ];
}

/** The sentence read out to screen readers when the results appear. */
export function resultsAnnouncement(result: RoiResult): string {
  const payback =
    result.paybackDays === null
      ? 'the value does not cover the cost, so there is no payback'
      : `payback in ${formatPaybackDays(result.paybackDays).toLowerCase()}`;
  return (
    `Results ready: total value ${formatUsd(result.totalValue)} a year, ` +
    `ROI ${formatMultiple(result.roiMultiple)}, ${payback}, ` +
    `net annual benefit ${formatUsd(result.netAnnualBenefit)}.`
  );
}

/**
 * Says that the margin (and the sales reps, when given) do not enter the formulas, so a
 * visitor does not wonder why changing them changes nothing.
 */
export function unusedInputsNote(marginPercent: number, salesReps: number | null): string {
  const margin = `Your gross margin of ${formatPercent(marginPercent)}`;
  return salesReps === null
    ? `${margin} does not change this estimate, which keeps it conservative.`
    : `${margin} and your ${formatNumber(salesReps, 2)} sales reps do not change this estimate, which keeps it conservative.`;
}
