import React, {type ReactNode, useMemo, useState} from 'react';
import clsx from 'clsx';
import {Download} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import TableFrame from '@site/src/components/Guide/TableFrame';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {counted} from '@site/src/lib/numbers/words';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_COLUMN_LABELS,
  DEFAULT_CUSTOMER_SORT,
  customerRows,
  nextSort,
  sortCustomers,
  statusLabel,
  unprofitableCount,
  type CustomerColumn,
  type CustomerRow,
  type CustomerSort,
} from '@site/src/lib/profitability/customers';
import type {SavedCalculation} from '@site/src/lib/profitability/profitability';
import {fileDate} from '@site/src/lib/storage/exportFile';
import styles from './styles.module.css';

const NUMERIC: ReadonlySet<CustomerColumn> = new Set(['revenue', 'totalCosts', 'profit', 'margin']);

/** A cell's text. */
function cellText(row: CustomerRow, column: CustomerColumn): string {
  switch (column) {
    case 'name':
      return row.name;
    case 'margin':
      return formatPercent(row.margin);
    case 'status':
      return statusLabel(row.status);
    default:
      return formatUsd(row[column]);
  }
}

/** The sentence above the table: how many customers, and how many lose money. */
function summary(rows: readonly CustomerRow[]): string {
  const losing = unprofitableCount(rows);
  const total = counted(rows.length, ['saved customer', 'saved customers']);
  if (losing === 0) return `${total}; none is unprofitable.`;
  return `${total}; ${formatNumber(losing)} ${losing === 1 ? 'is' : 'are'} unprofitable.`;
}

/**
 * Every saved calculation in one table: customer, revenue, total costs, profit, margin and
 * status, lowest margin first to start with. A column's heading sorts by it (again to turn
 * the order); the table downloads as CSV in the order shown.
 */
export default function CustomersCompared({
  saved,
}: {
  readonly saved: readonly SavedCalculation[];
}): ReactNode {
  const [sort, setSort] = useState<CustomerSort>(DEFAULT_CUSTOMER_SORT);
  const download = useFileDownload();
  const rows = useMemo(() => sortCustomers(customerRows(saved), sort), [saved, sort]);

  // The CSV writer is fetched when the file is asked for, not with the page.
  const downloadCsv = async () => {
    const {customersCsv} = await import('@site/src/lib/profitability/customersCsv');
    download({
      name: `customers-compared-${fileDate(new Date())}.csv`,
      text: customersCsv(rows),
      kind: 'csv',
    });
  };

  return (
    <section className={styles.section} aria-labelledby="customers-compared">
      <h2 id="customers-compared" className={styles.title}>
        Customers compared
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>
          Save a calculation for each customer to see them all here in one table, the accounts that
          lose money first.
        </p>
      ) : (
        <>
          <p className={styles.intro} data-testid="customers-summary">
            {summary(rows)} Choose a column heading to sort by it.
          </p>
          <div data-testid="customers-table">
            <TableFrame
              wide
              caption={`Saved customers by ${CUSTOMER_COLUMN_LABELS[sort.column].toLowerCase()}, ${sort.direction === 'ascending' ? 'lowest first' : 'highest first'}`}>
              <thead>
                <tr>
                  {CUSTOMER_COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={sort.column === column ? sort.direction : undefined}
                      className={clsx(NUMERIC.has(column) && styles.number)}>
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={() => setSort((current) => nextSort(current, column))}>
                        {CUSTOMER_COLUMN_LABELS[column]}
                        <span aria-hidden="true" className={styles.arrow}>
                          {sort.column === column
                            ? sort.direction === 'ascending'
                              ? '▲'
                              : '▼'
                            : '↕'}
                        </span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={clsx(row.status === 'unprofitable' && styles.losing)}>
                    {CUSTOMER_COLUMNS.map((column) =>
                      column === 'name' ? (
                        <th key={column} scope="row" className={styles.customer}>
                          {row.name}
                        </th>
                      ) : (
                        <td
                          key={column}
                          className={clsx(
                            NUMERIC.has(column) && styles.number,
                            (column === 'profit' || column === 'margin') &&
                              row[column] < 0 &&
                              styles.negative,
                          )}>
                          {cellText(row, column)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </div>
          <div className={styles.actions}>
            <ActionButton size="sm" variant="outline" onClick={() => void downloadCsv()}>
              <Download aria-hidden="true" size={16} /> Download as CSV
            </ActionButton>
          </div>
        </>
      )}
    </section>
  );
}
