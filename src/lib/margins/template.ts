/**
 * The Margin Analysis Dashboard's data template as CSV: one header row, then one row per
 * invoice line with the calculated columns filled in, so a spreadsheet opens it ready to
 * pivot.
 */
import {encodeCsv} from '@site/src/lib/csv/write';
import {lineMetrics, type LineMetrics, type SalesLine} from './dashboard';

export type TemplateColumnKey = keyof SalesLine | keyof LineMetrics;

export interface TemplateColumn {
  readonly key: TemplateColumnKey;
  readonly header: string;
  readonly description: string;
  /** How a calculated column is worked out; absent for columns the visitor fills in. */
  readonly formula?: string;
}

/** A cell as the CSV shows it: text as is, amounts to 2 decimals, quantities as they are. */
function cell(value: string | number, key: TemplateColumnKey): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '0';
  return key === 'quantity' ? String(value) : value.toFixed(2);
}

/** The template's rows: headers, then each line with its calculated columns. */
export function templateRows(
  columns: readonly TemplateColumn[],
  lines: readonly SalesLine[],
): string[][] {
  const header = columns.map((column) => column.header);
  const rows = lines.map((line) => {
    const values: SalesLine & LineMetrics = {...line, ...lineMetrics(line)};
    return columns.map((column) => cell(values[column.key], column.key));
  });
  return [header, ...rows];
}

/** The template as CSV text (see `encodeCsv`). */
export function templateCsv(
  columns: readonly TemplateColumn[],
  lines: readonly SalesLine[],
): string {
  return encodeCsv(templateRows(columns, lines));
}
