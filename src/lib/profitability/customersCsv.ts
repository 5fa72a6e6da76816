/**
 * The customers table as a CSV file, through the site's one CSV writer. A module of its own:
 * the page loads it (and the writer) only when the visitor asks for the file.
 */
import {encodeCsv} from '../csv/write';
import {roundTo} from '../metrics/math';
import {CUSTOMER_COLUMN_LABELS, statusLabel, type CustomerRow} from './customers';

/**
 * The table as CSV: a heading row, then one row per customer in the order given, amounts in
 * dollars to the cent and the margin in percent to one decimal, as numbers a spreadsheet can
 * add up.
 */
export function customersCsv(rows: readonly CustomerRow[]): string {
  return encodeCsv([
    [
      CUSTOMER_COLUMN_LABELS.name,
      `${CUSTOMER_COLUMN_LABELS.revenue} (USD)`,
      `${CUSTOMER_COLUMN_LABELS.totalCosts} (USD)`,
      `${CUSTOMER_COLUMN_LABELS.profit} (USD)`,
      `${CUSTOMER_COLUMN_LABELS.margin} (%)`,
      CUSTOMER_COLUMN_LABELS.status,
    ],
    ...rows.map((row) => [
      row.name,
      roundTo(row.revenue, 2),
      roundTo(row.totalCosts, 2),
      roundTo(row.profit, 2),
      roundTo(row.margin, 1),
      statusLabel(row.status),
    ]),
  ]);
}
