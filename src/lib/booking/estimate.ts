/**
 * The short summary of a visitor's figures that they may choose to bring to a booked call:
 * one line of text, built from a calculator's result, kept in this browser through the
 * storage layer until the visitor removes it, and read by the booking page.
 */
import {formatMultiple, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import type {RoiResult} from '@site/src/lib/roi/calculate';
import type {ProfitabilityResult} from '@site/src/lib/profitability/profitability';
import {isPlainObject, unreadable} from '@site/src/lib/storage/entries';
import type {RecordSchema} from '@site/src/lib/storage/record';

/** The calculators whose results can be brought to a call. */
export const ESTIMATE_SOURCES = ['roiCalculator', 'profitabilityCalculator'] as const;
export type EstimateSource = (typeof ESTIMATE_SOURCES)[number];

/** A summary chosen for the call, and the calculator it came from. */
export interface BookingEstimate {
  readonly source: EstimateSource;
  readonly text: string;
}

/**
 * Longest summary kept or passed on. A summary is one line of a few figures (well under
 * this); the cap keeps a crafted stored value from swelling the booking link.
 */
export const MAX_SUMMARY_CHARS = 160;

/** Between the figures of a summary. */
const SEPARATOR = ' · ';

/**
 * The ROI calculator's summary: revenue, the total estimated value a year and the ROI
 * multiple, e.g. "Revenue $40,000,000 · estimated value $882,500 a year · 24.5x".
 */
export function roiSummary(revenue: number, result: RoiResult): string {
  return [
    `Revenue ${formatUsd(revenue)}`,
    `estimated value ${formatUsd(result.totalValue)} a year`,
    formatMultiple(result.roiMultiple),
  ].join(SEPARATOR);
}

/**
 * The customer profitability calculator's summary: the customer's revenue, profit and
 * margin, e.g. "Customer revenue $250,000 · profit $31,250 a year · 12.5% margin".
 */
export function profitabilitySummary(result: ProfitabilityResult): string {
  return [
    `Customer revenue ${formatUsd(result.totalRevenue)}`,
    `profit ${formatUsd(result.grossProfit)} a year`,
    `${formatPercent(result.profitMargin)} margin`,
  ].join(SEPARATOR);
}

/** A stored estimate, or null when it is not one this page could have written. */
export function readEstimate(stored: unknown): BookingEstimate | null {
  if (!isPlainObject(stored)) return null;
  const {source, text} = stored;
  const known = ESTIMATE_SOURCES.find((candidate) => candidate === source);
  if (!known || typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_SUMMARY_CHARS) return null;
  return {source: known, text: trimmed};
}

export const BOOKING_ESTIMATE_RECORD: RecordSchema<BookingEstimate | null> = {
  key: 'tools.booking.estimate',
  label: 'Book a call: the figures to bring',
  version: 1,
  initial: null,
  decode: (data) => {
    if (data === null) return {value: null, setAside: []};
    const estimate = readEstimate(data);
    return estimate
      ? {value: estimate, setAside: []}
      : unreadable(null, data, 'figures to bring to the call', 'a short summary');
  },
};
