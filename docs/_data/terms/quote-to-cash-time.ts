/**
 * Quote-to-Cash Time, as this edition writes it: a conveyor-parts manufacturer's typical
 * order, stage by stage, against the range for its kind of deal, and the calculator that
 * starts from that order.
 */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {compareToRange, formatDayRange} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {formatDays} from '@site/src/lib/metrics/calculators/shared';
import {quoteToCashTimeCalculator} from '@site/src/lib/metrics/calculators/quoteToCashTime';
import {cashInCycle, quoteToCashDays} from '@site/src/lib/metrics/operational';
import {formatNumber, formatUsd, formatUsdMillions} from '@site/src/lib/numbers/format';
import {
  type DealComplexity,
  EDGE_RULE,
  QUOTE_TO_CASH_BY_DEAL,
  QUOTE_TO_CASH_TABLE,
} from '../benchmarks';
import {TERMS} from './index';

const ANNUAL_REVENUE = 18_000_000;
/** The typical order's three stages, in days. */
const STAGES = {quoteToOrder: 9, orderToInvoice: 6, invoiceToCash: 38} as const;
/** Days of the quote-to-order stage spent waiting for a manager to approve the price. */
const APPROVAL_WAIT_DAYS = 4;
const PAYMENT_TERMS_DAYS = 30;
const DEAL: DealComplexity = 'complex';

const total = quoteToCashDays(STAGES);
const range = QUOTE_TO_CASH_BY_DEAL[DEAL];
/** The slow end of the typical range: the time the example aims to get back to. */
const rangeEnd = range.max ?? total;

/** The worked example's figures, as the page prints them. */
export const example = {
  annualRevenue: formatUsdMillions(ANNUAL_REVENUE),
  /** The annual revenue in full, as the equation uses it. */
  annualRevenueFull: formatUsd(ANNUAL_REVENUE),
  quoteToOrder: formatNumber(STAGES.quoteToOrder),
  approvalWait: formatNumber(APPROVAL_WAIT_DAYS),
  orderToInvoice: formatNumber(STAGES.orderToInvoice),
  invoiceToCash: formatNumber(STAGES.invoiceToCash),
  paymentTerms: formatNumber(PAYMENT_TERMS_DAYS),
  total: formatNumber(total, 1),
  totalDays: formatDays(total),
  /** The typical range for this kind of deal ("30-45 days") and the deals it describes. */
  range: formatDayRange(range),
  deals: range.label.toLowerCase(),
  cashTiedUp: formatUsd(cashInCycle(ANNUAL_REVENUE, total)),
  rangeEnd: formatNumber(rangeEnd),
  /** Cash freed by bringing the cycle back to the slow end of the typical range. */
  cashFreed: formatUsd(cashInCycle(ANNUAL_REVENUE, total - rangeEnd)),
};

/**
 * What the page's sentences say about the example (`says`) beside what its arithmetic gives
 * (`is`); the edition tests fail when the two part.
 */
export const claims = {
  /** "slower than" the typical range, so "getting back to" its end frees cash */
  againstRange: {says: 'above', is: compareToRange(total, range)},
  /** the approval wait is part of the quote-to-order stage */
  approvalWithinStage: {says: true, is: APPROVAL_WAIT_DAYS <= STAGES.quoteToOrder},
  /** invoices are paid after their terms */
  paidLate: {says: true, is: STAGES.invoiceToCash > PAYMENT_TERMS_DAYS},
} as const;

export default defineTermPage(TERMS, 'quote-to-cash-time', {
  formulas: [
    'Quote-to-cash time = Quote to order + Order to invoice + Invoice to cash (days)',
    'Cash tied up in the cycle = Annual revenue × Quote-to-cash days ÷ 365',
  ],
  calculator: bindCalculator(quoteToCashTimeCalculator, {
    example: {...STAGES, deal: DEAL, annualRevenue: ANNUAL_REVENUE},
    benchmarks: {deals: QUOTE_TO_CASH_BY_DEAL},
  }),
  benchmarks: {tables: [QUOTE_TO_CASH_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['days-sales-outstanding', 'the last stage of the cycle, seen from the balance sheet.'],
    ['quote-conversion-rate', 'how many quotes make it into the cycle at all.'],
    ['sales-velocity-profitability', 'how the length of the sales cycle affects profit per day.'],
  ],
  claims,
});
