import React, {forwardRef, type ReactNode, useId, useImperativeHandle, useRef} from 'react';
import {Download, X} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import StatRow from '@site/src/components/StatRow';
import {
  marginByGroup,
  summariseLines,
  type GroupMargin,
  type SalesLine,
} from '@site/src/lib/margins/dashboard';
import {layoutBars} from '@site/src/lib/charts/bars';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import styles from './styles.module.css';

export interface PreviewDialogHandle {
  open: () => void;
}

interface PreviewDialogProps {
  readonly lines: readonly SalesLine[];
  readonly onDownload: () => void;
}

/**
 * Horizontal bars of margin % per group: a list whose rows read as "name, value"; the bars
 * themselves are decoration, positioned in percent of the track (data-driven geometry).
 */
function MarginBars({groups, title}: {groups: readonly GroupMargin[]; title: string}): ReactNode {
  const titleId = useId();
  const layout = layoutBars(
    groups.map((group) => group.marginPercent),
    100,
  );
  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <ul className={styles.bars} aria-labelledby={titleId}>
        {groups.map((group, index) => {
          const bar = layout.bars[index] ?? {x: 0, width: 0};
          return (
            <li key={group.name} className={styles.barRow}>
              <span className={styles.barLabel}>{group.name}</span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={group.marginPercent < 0 ? styles.barNegative : styles.bar}
                  style={{left: `${bar.x}%`, width: `${bar.width}%`}}
                />
              </span>
              <span className={styles.barValue}>{formatPercent(group.marginPercent)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/**
 * The dashboard preview: a modal dialog (the browser's own, so focus stays inside and Escape
 * closes it) showing the dashboard's views computed from the template's example lines.
 */
const PreviewDialog = forwardRef<PreviewDialogHandle, PreviewDialogProps>(function PreviewDialog(
  {lines, onDownload},
  ref,
) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A readable id: the page has one preview, and headings never carry generated ids.
  const headingId = 'dashboard-preview-title';
  useImperativeHandle(ref, () => ({open: () => dialog.current?.showModal()}), []);

  const summary = summariseLines(lines);
  const segments = marginByGroup(lines, 'segment');
  const customers = marginByGroup(lines, 'customer').reverse();
  const close = () => dialog.current?.close();

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Dashboard preview
        </h2>
        <button type="button" className={styles.close} aria-label="Close preview" onClick={close}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <p className={styles.note}>
        Built from the {lines.length} example lines in the template (illustrative figures). With
        your own lines, the same views cover every customer and month.
      </p>
      <StatRow
        className={styles.stats}
        stats={[
          {label: 'Net revenue', value: formatUsd(summary.netRevenue)},
          {label: 'Gross profit', value: formatUsd(summary.grossProfit)},
          {label: 'Gross margin', value: formatPercent(summary.marginPercent)},
          {
            label: 'Discount given',
            value: formatUsd(summary.discount),
            detail: `${formatPercent(summary.discountPercent)} of list value`,
          },
        ]}
      />
      <MarginBars groups={segments} title="Gross margin by customer segment" />
      <h3 id="customers-lowest-margin-first" className={styles.tableTitle}>
        Customers, lowest margin first
      </h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Net revenue</th>
              <th scope="col">Gross profit</th>
              <th scope="col">Margin</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.name}>
                <th scope="row">{customer.name}</th>
                <td>{formatUsd(customer.netRevenue)}</td>
                <td>{formatUsd(customer.grossProfit)}</td>
                <td>{formatPercent(customer.marginPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <ActionButton onClick={onDownload}>
          <Download aria-hidden="true" size={18} />
          Download Template
        </ActionButton>
        <ActionButton variant="secondary" onClick={close}>
          Close
        </ActionButton>
      </div>
    </dialog>
  );
});

export default PreviewDialog;
