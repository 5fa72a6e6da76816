import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Trash2} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {
  readCustomer,
  type CustomerNumberField,
  type CustomerRowText,
  type Segment,
} from '@site/src/lib/segmentation/segmentation';
import tones from '@site/src/css/tones.module.css';
import styles from './styles.module.css';

/** CSS class of each segment's badge. */
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

export interface CustomerTableProps {
  readonly rows: readonly CustomerRowText[];
  readonly onChange: (index: number, change: Partial<CustomerRowText>) => void;
  readonly onRemove: (index: number) => void;
}

/** The editable customer table; each row's segment is recomputed as it is typed. */
export default function CustomerTable({rows, onChange, onRemove}: CustomerTableProps): ReactNode {
  if (rows.length === 0) {
    return (
      <p className={styles.empty}>No customers in the table. Add one, or import a CSV file.</p>
    );
  }
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
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
          {rows.map((row, index) => {
            const {notices, segment} = readCustomer(row);
            const who = row.name.trim() || `customer ${index + 1}`;
            const segmentId = `customer-${index}-segment`;
            return (
              <tr key={index}>
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
          })}
        </tbody>
      </table>
    </div>
  );
}
