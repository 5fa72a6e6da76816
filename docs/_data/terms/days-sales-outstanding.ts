/**
 * Days Sales Outstanding (DSO), as this edition writes it: a chemicals distributor's quarter,
 * what its DSO means against its payment terms, the cash a DSO at terms would release and
 * what carrying that cash costs, and the calculator that starts from that quarter.
 */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {daysSalesOutstandingCalculator} from '@site/src/lib/metrics/calculators/daysSalesOutstanding';
import {formatDays} from '@site/src/lib/metrics/calculators/shared';
import {roundTo} from '@site/src/lib/metrics/math';
import {
  cashReleasedByDso,
  daysSalesOutstanding,
  yearlyCarryingCost,
} from '@site/src/lib/metrics/operational';
import {
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdMillions,
} from '@site/src/lib/numbers/format';
import {DSO_BANDS, DSO_PERIODS, DSO_TABLE, EDGE_RULE} from '../benchmarks';
import {TERMS} from './index';

/** Owed by customers at the end of the quarter. */
const RECEIVABLES = 1_860_000;
/** Credit sales over the quarter. */
const CREDIT_SALES = 3_600_000;
const PERIOD_DAYS: (typeof DSO_PERIODS)[number] = 90;
const PAYMENT_TERMS_DAYS = 30;
/** The example asks what collecting on terms would release. */
const TARGET_DAYS = PAYMENT_TERMS_DAYS;
/** Yearly cost of borrowing, in %. */
const BORROWING_RATE = 5;

const salesPerDay = CREDIT_SALES / PERIOD_DAYS;
/** DSO as the calculator shows it and works with, to one decimal. */
const dso = roundTo(
  daysSalesOutstanding({
    receivables: RECEIVABLES,
    creditSales: CREDIT_SALES,
    periodDays: PERIOD_DAYS,
  }),
  1,
);
const band = classify(dso, DSO_BANDS);
const released = cashReleasedByDso({
  currentDays: dso,
  targetDays: TARGET_DAYS,
  creditSales: CREDIT_SALES,
  periodDays: PERIOD_DAYS,
});

/** The worked example's figures, as the page prints them. */
export const example = {
  receivables: formatUsd(RECEIVABLES),
  receivablesMillions: formatUsdMillions(RECEIVABLES),
  creditSales: formatUsd(CREDIT_SALES),
  periodDays: formatNumber(PERIOD_DAYS),
  salesPerDay: formatUsd(salesPerDay),
  dso: formatNumber(dso, 1),
  dsoDays: formatDays(dso),
  /** The DSO range the example falls in, and how the benchmark states it. */
  band: {label: band.label, range: band.range},
  paymentTerms: formatNumber(PAYMENT_TERMS_DAYS),
  /** Days past terms customers pay, on average. */
  daysLate: formatNumber(dso - PAYMENT_TERMS_DAYS, 1),
  targetDays: formatNumber(TARGET_DAYS),
  released: formatUsd(released),
  borrowingRate: formatPercent(BORROWING_RATE, 0),
  carryingCost: formatUsd(yearlyCarryingCost(released, BORROWING_RATE)),
};

/**
 * What the page's sentences say about the example (`says`) beside what its arithmetic gives
 * (`is`); the edition tests fail when the two part.
 */
export const claims = {
  /** "in the slow collection range" */
  band: {says: 'slow', is: band.id},
  /** customers "pay late", so collecting on terms releases cash */
  paidLate: {says: true, is: dso > PAYMENT_TERMS_DAYS},
} as const;

export default defineTermPage(TERMS, 'days-sales-outstanding', {
  formulas: [
    'DSO = Accounts receivable ÷ Credit sales in the period × Days in the period',
    'Cash released = (Current DSO − Target DSO) × Credit sales per day',
  ],
  calculator: bindCalculator(daysSalesOutstandingCalculator, {
    example: {
      receivables: RECEIVABLES,
      creditSales: CREDIT_SALES,
      period: String(PERIOD_DAYS),
      targetDays: TARGET_DAYS,
    },
    benchmarks: {bands: DSO_BANDS, periods: DSO_PERIODS},
  }),
  benchmarks: {tables: [DSO_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['quote-to-cash-time', 'DSO is the last and often longest stage of the cycle.'],
    ['margin-per-customer', 'slow payers cost more to serve.'],
    ['average-order-value', 'many small invoices take more collecting than a few large ones.'],
  ],
  claims,
});
