/**
 * Customer segmentation by recency, frequency, revenue and margin: five rules tried in order, the first that matches gives the segment. Revenue in US
 * dollars a year, frequency in orders a year, recency in days since the last purchase,
 * margin in percent.
 */
import {encodeCsv, type CsvCell} from '@site/src/lib/csv/write';
import {parseNumberInput} from '@site/src/lib/numbers/parse';

export type Segment = 'Champion' | 'Loyal' | 'Potential' | 'At Risk' | 'New';

/** A customer row as the visitor types it. */
export interface CustomerRowText {
  readonly name: string;
  readonly revenue: string;
  readonly frequency: string;
  readonly recency: string;
  readonly margin: string;
}

/** A customer row as numbers: frequency and recency whole, revenue and margin decimal. */
export interface CustomerFigures {
  readonly revenue: number;
  readonly frequency: number;
  readonly recency: number;
  readonly margin: number;
}

export type CustomerNumberField = keyof CustomerFigures;

/** The three sample customers the table starts with. */
export const SAMPLE_CUSTOMERS: readonly CustomerRowText[] = Object.freeze([
  {name: 'Customer A', revenue: '50000', frequency: '12', recency: '30', margin: '25'},
  {name: 'Customer B', revenue: '25000', frequency: '6', recency: '60', margin: '15'},
  {name: 'Customer C', revenue: '75000', frequency: '18', recency: '15', margin: '35'},
]);

/** A new, empty row. */
export const EMPTY_CUSTOMER: CustomerRowText = Object.freeze({
  name: '',
  revenue: '',
  frequency: '',
  recency: '',
  margin: '',
});

/** Thresholds of spec section 9. */
export const SEGMENT_THRESHOLDS = {
  champion: {revenue: 40000, frequency: 10, recency: 45, margin: 20},
  loyal: {revenue: 30000, frequency: 8, margin: 15},
  potential: {revenue: 20000, recency: 60},
  atRisk: {recency: 90, margin: 10},
} as const;

/**
 * The segment of a customer, first matching rule wins:
 * 1. Champion: revenue > 40,000, frequency > 10, recency < 45 and margin > 20
 * 2. Loyal: revenue > 30,000, frequency > 8 and margin > 15
 * 3. Potential: revenue > 20,000 and recency < 60
 * 4. At Risk: recency > 90 or margin < 10
 * 5. otherwise New
 */
export function segmentOf({revenue, frequency, recency, margin}: CustomerFigures): Segment {
  const {champion, loyal, potential, atRisk} = SEGMENT_THRESHOLDS;
  if (
    revenue > champion.revenue &&
    frequency > champion.frequency &&
    recency < champion.recency &&
    margin > champion.margin
  ) {
    return 'Champion';
  }
  if (revenue > loyal.revenue && frequency > loyal.frequency && margin > loyal.margin) {
    return 'Loyal';
  }
  if (revenue > potential.revenue && recency < potential.recency) return 'Potential';
  if (recency > atRisk.recency || margin < atRisk.margin) return 'At Risk';
  return 'New';
}

/** A value read from a cell, with a note when the text was not taken as typed. */
export interface ReadValue {
  readonly value: number;
  readonly notice?: string;
}

/** A decimal (revenue, margin): blank is 0; unreadable text is 0 with a notice. */
export function readDecimal(text: string, allowNegative: boolean): ReadValue {
  const parsed = parseNumberInput(text, {allowNegative});
  if (parsed.kind === 'number') return {value: parsed.value};
  if (parsed.kind === 'empty') return {value: 0};
  return {value: 0, notice: `${parsed.message} Counted as 0.`};
}

/**
 * A whole number (frequency, recency), read as `parseInt` would: decimals are dropped (with
 * a notice saying so), blank is 0, unreadable or negative text is 0 with a notice.
 */
export function readWhole(text: string): ReadValue {
  const parsed = parseNumberInput(text);
  if (parsed.kind === 'empty') return {value: 0};
  if (parsed.kind === 'invalid') return {value: 0, notice: `${parsed.message} Counted as 0.`};
  const whole = Math.trunc(parsed.value);
  return whole === parsed.value
    ? {value: whole}
    : {value: whole, notice: `Whole numbers only: read as ${whole}.`};
}

export interface ReadCustomer {
  readonly figures: CustomerFigures;
  readonly notices: Partial<Record<CustomerNumberField, string>>;
  readonly segment: Segment;
}

/** Reads one row (margin may be negative; the other figures may not) and segments it. */
export function readCustomer(row: CustomerRowText): ReadCustomer {
  const read: Record<CustomerNumberField, ReadValue> = {
    revenue: readDecimal(row.revenue, false),
    frequency: readWhole(row.frequency),
    recency: readWhole(row.recency),
    margin: readDecimal(row.margin, true),
  };
  const figures: CustomerFigures = {
    revenue: read.revenue.value,
    frequency: read.frequency.value,
    recency: read.recency.value,
    margin: read.margin.value,
  };
  const notices: Partial<Record<CustomerNumberField, string>> = {};
  for (const field of Object.keys(read) as CustomerNumberField[]) {
    const notice = read[field].notice;
    if (notice) notices[field] = notice;
  }
  return {figures, notices, segment: segmentOf(figures)};
}

const readings = new WeakMap<CustomerRowText, ReadCustomer>();

/**
 * `readCustomer`, remembered per row: rows are replaced, never changed in place, so a row
 * read once gives the same answer after. A keystroke then reads only the row it changed.
 */
export function readCustomerOnce(row: CustomerRowText): ReadCustomer {
  let reading = readings.get(row);
  if (!reading) {
    reading = readCustomer(row);
    readings.set(row, reading);
  }
  return reading;
}

/** The header row of exported files; imports read these names and their aliases (see importFile). */
export const CUSTOMER_CSV_HEADER = [
  'Customer',
  'Revenue (USD)',
  'Frequency (orders a year)',
  'Recency (days since last purchase)',
  'Margin (%)',
  'Segment',
] as const;

/** Name of the file the table is exported to. */
export const CUSTOMER_CSV_FILE_NAME = 'customer-segments.csv';

/** The table as CSV, one row per customer with the figures used and the segment. */
export function customersToCsv(rows: readonly CustomerRowText[]): string {
  const records: CsvCell[][] = rows.map((row) => {
    const {figures, segment} = readCustomer(row);
    return [
      row.name.trim(),
      figures.revenue,
      figures.frequency,
      figures.recency,
      figures.margin,
      segment,
    ];
  });
  return encodeCsv([[...CUSTOMER_CSV_HEADER], ...records]);
}

/** Largest file the import reads, in bytes (1 MB). */
export const MAX_IMPORT_BYTES = 1_000_000;
/** Most customers one import may hold. */
export const MAX_IMPORT_ROWS = 1000;
