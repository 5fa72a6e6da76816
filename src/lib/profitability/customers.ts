/**
 * Saved profitability calculations as one table of customers: revenue, total costs, profit,
 * margin and status each, sortable by any column (the CSV file is written by
 * `customersCsv.ts`), so the accounts that lose money stand out.
 */
import {capitalise} from '../text/list';
import {
  calculateProfitability,
  parseProfitabilityText,
  type ProfitabilityStatus,
  type SavedCalculation,
} from './profitability';

/** One customer of the table. */
export interface CustomerRow {
  readonly id: string;
  readonly name: string;
  readonly revenue: number;
  readonly totalCosts: number;
  readonly profit: number;
  /** Percent of revenue. */
  readonly margin: number;
  readonly status: ProfitabilityStatus;
}

/** The columns, in the order they are shown. */
export const CUSTOMER_COLUMNS = [
  'name',
  'revenue',
  'totalCosts',
  'profit',
  'margin',
  'status',
] as const;
export type CustomerColumn = (typeof CUSTOMER_COLUMNS)[number];

/** Column headings. */
export const CUSTOMER_COLUMN_LABELS: Readonly<Record<CustomerColumn, string>> = {
  name: 'Customer',
  revenue: 'Revenue',
  totalCosts: 'Total costs',
  profit: 'Profit',
  margin: 'Margin',
  status: 'Status',
};

export type SortDirection = 'ascending' | 'descending';

export interface CustomerSort {
  readonly column: CustomerColumn;
  readonly direction: SortDirection;
}

/** The table's first order: the lowest margin first, so loss-making accounts lead. */
export const DEFAULT_CUSTOMER_SORT: CustomerSort = {column: 'margin', direction: 'ascending'};

/** Statuses from worst to best, for sorting. */
const STATUS_RANK: Readonly<Record<ProfitabilityStatus, number>> = {
  unprofitable: 0,
  marginal: 1,
  good: 2,
  excellent: 3,
};

/** A status as the table shows it: "Unprofitable". */
export function statusLabel(status: ProfitabilityStatus): string {
  return capitalise(status);
}

/** Each saved calculation worked out, in the order saved. */
export function customerRows(saved: readonly SavedCalculation[]): CustomerRow[] {
  return saved.map((entry) => {
    const result = calculateProfitability(parseProfitabilityText(entry.fields).inputs);
    return {
      id: entry.id,
      name: entry.name,
      revenue: result.totalRevenue,
      totalCosts: result.totalCosts,
      profit: result.grossProfit,
      margin: result.profitMargin,
      status: result.status,
    };
  });
}

const byName = (a: CustomerRow, b: CustomerRow) =>
  a.name.localeCompare(b.name, 'en', {sensitivity: 'base', numeric: true});

function compareBy(column: CustomerColumn, a: CustomerRow, b: CustomerRow): number {
  switch (column) {
    case 'name':
      return byName(a, b);
    case 'status':
      return STATUS_RANK[a.status] - STATUS_RANK[b.status] || a.margin - b.margin;
    default:
      return a[column] - b[column];
  }
}

/**
 * The rows in the order asked for. Rows that tie keep a stable order: by name, then as saved.
 */
export function sortCustomers(rows: readonly CustomerRow[], sort: CustomerSort): CustomerRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({row, index}))
    .sort(
      (a, b) =>
        sign * compareBy(sort.column, a.row, b.row) || byName(a.row, b.row) || a.index - b.index,
    )
    .map(({row}) => row);
}

/**
 * The sort after a column heading is chosen: the same column turns the other way; another
 * column starts lowest first (names from A).
 */
export function nextSort(current: CustomerSort, column: CustomerColumn): CustomerSort {
  if (current.column === column) {
    return {column, direction: current.direction === 'ascending' ? 'descending' : 'ascending'};
  }
  return {column, direction: 'ascending'};
}

/** How many of the rows lose money (profit below 0) or make none. */
export function unprofitableCount(rows: readonly CustomerRow[]): number {
  return rows.filter((row) => row.status === 'unprofitable').length;
}
