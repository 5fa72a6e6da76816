import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {Trash2} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import Pager from '@site/src/components/Pager';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {pageBounds} from '@site/src/lib/paging/paging';
import {
  MAX_IMPORT_ROWS,
  readCustomerOnce,
  type CustomerNumberField,
  type CustomerRowText,
  type Segment,
} from '@site/src/lib/segmentation/segmentation';
import tones from '@site/src/css/tones.module.css';
import styles from './styles.module.css';

/**
 * Rows shown at once: the whole table up to the most the tool is built for; a larger table
 * (an oversized one kept from before) is shown a page at a time, so it still opens quickly.
 */
export const CUSTOMER_PAGE_SIZE = MAX_IMPORT_ROWS;

/**
 * From this many rows, rows out of view are not laid out until scrolled to. (Not below:
 * their transitions would wait for a scroll, and a short table gains nothing.)
 */
const LONG_TABLE_ROWS = 100;

/** The colour of each segment's pill. */
const SEGMENT_CLASS: Record<Segment, string | undefined> = {
  Champion: tones.positive,
  Loyal: tones.info,
  Potential: styles.potential,
  'At Risk': tones.negative,
  New: tones.warning,
};

const COLUMNS: readonly {key: CustomerNumberField; title: string; unit: string}[] = [
  {key: 'revenue', title: 'Revenue', unit: 'USD a year'},
  {key: 'frequency', title: 'Frequency', unit: 'orders a year'},
  {key: 'recency', title: 'Recency', unit: 'days since last order'},
  {key: 'margin', title: 'Margin', unit: '%'},
];

interface CellProps {
  readonly id: string;
  /** What the field holds; visible on the cards of narrow screens. */
  readonly label: string;
  /** Which row it belongs to, added to the accessible name only (", Customer A"). */
  readonly context: string;
  readonly value: string;
  readonly notice?: string;
  readonly describedBy?: string;
  readonly numeric?: boolean;
  readonly onChange: (text: string) => void;
}

function Cell({
  id,
  label,
  context,
  value,
  notice,
  describedBy,
  numeric = true,
  onChange,
}: CellProps): ReactNode {
  const noticeId = `${id}-notice`;
  return (
    <>
      <label htmlFor={id} className={styles.cellLabel}>
        <VisuallyHidden className={styles.cellLabelText}>{label}</VisuallyHidden>
        <VisuallyHidden>, {context}</VisuallyHidden>
      </label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        className={clsx(styles.input, numeric && styles.numeric)}
        value={value}
        placeholder={numeric ? '0' : undefined}
        aria-describedby={
          [notice ? noticeId : null, describedBy].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => onChange(event.target.value)}
      />
      {notice ? (
        <span id={noticeId} className={styles.notice}>
          {notice}
        </span>
      ) : null}
    </>
  );
}

type ChangeRow = (index: number, change: Partial<CustomerRowText>) => void;

interface CustomerRowProps {
  readonly row: CustomerRowText;
  /** Position in the whole table, from 0. */
  readonly index: number;
  readonly onChange: ChangeRow;
  readonly onRemove: (index: number) => void;
}

/**
 * One customer. Memoised: a keystroke changes one row object, so only that row is drawn
 * again, and its reading (notices, segment) is computed once per row object.
 */
const CustomerRow = memo(function CustomerRow({
  row,
  index,
  onChange,
  onRemove,
}: CustomerRowProps): ReactNode {
  const {notices, segment} = readCustomerOnce(row);
  const who = row.name.trim() || `customer ${index + 1}`;
  const segmentId = `customer-${index}-segment`;
  return (
    <tr>
      <td className={styles.nameCell}>
        <Cell
          id={`customer-${index}-name`}
          label="Customer name"
          context={`row ${index + 1}`}
          value={row.name}
          numeric={false}
          describedBy={segmentId}
          onChange={(name) => onChange(index, {name})}
        />
      </td>
      {COLUMNS.map((column) => (
        <td key={column.key}>
          <Cell
            id={`customer-${index}-${column.key}`}
            label={`${column.title} (${column.unit})`}
            context={who}
            value={row[column.key]}
            notice={notices[column.key]}
            describedBy={segmentId}
            onChange={(text) => onChange(index, {[column.key]: text})}
          />
        </td>
      ))}
      <td className={styles.segmentCell}>
        <span
          id={segmentId}
          className={clsx(styles.segment, SEGMENT_CLASS[segment])}
          data-testid="segment">
          <VisuallyHidden>Segment: </VisuallyHidden>
          {segment}
        </span>
      </td>
      <td className={styles.removeCell}>
        <ActionButton
          size="sm"
          variant="secondary"
          aria-label={`Remove ${who}`}
          onClick={() => onRemove(index)}>
          <Trash2 aria-hidden="true" size={16} />
        </ActionButton>
      </td>
    </tr>
  );
});

export interface CustomerTableProps {
  readonly rows: readonly CustomerRowText[];
  /** A stable key per row (its identity in storage), so edits stay in their row. */
  readonly rowKeys: readonly string[];
  /** Page shown (from 0), when the table is longer than a page. */
  readonly page: number;
  readonly onPage: (page: number) => void;
  /** Stable across renders, so unchanged rows are not drawn again. */
  readonly onChange: ChangeRow;
  readonly onRemove: (index: number) => void;
}

/** The editable customer table; each row's segment is recomputed as it is typed. */
export default function CustomerTable({
  rows,
  rowKeys,
  page,
  onPage,
  onChange,
  onRemove,
}: CustomerTableProps): ReactNode {
  if (rows.length === 0) {
    return (
      <p className={styles.empty}>No customers in the table. Add one, or import a CSV file.</p>
    );
  }
  const {start, end} = pageBounds(page, rows.length, CUSTOMER_PAGE_SIZE);
  return (
    <>
      <Pager
        page={page}
        total={rows.length}
        size={CUSTOMER_PAGE_SIZE}
        noun="customers"
        onPage={onPage}
      />
      <div className={styles.wrap}>
        <table className={clsx(styles.table, rows.length > LONG_TABLE_ROWS && styles.long)}>
          <caption className={styles.caption}>Customers and their segments</caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.title} <span className={styles.unit}>({column.unit})</span>
                </th>
              ))}
              <th scope="col">Segment</th>
              <th scope="col">
                <VisuallyHidden>Remove</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(start, end).map((row, offset) => (
              <CustomerRow
                key={rowKeys[start + offset] ?? start + offset}
                row={row}
                index={start + offset}
                onChange={onChange}
                onRemove={onRemove}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
