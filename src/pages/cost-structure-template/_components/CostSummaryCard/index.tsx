import React, {type ReactNode} from 'react';
import {Download} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import PrintButton from '@site/src/components/PrintButton';
import ConfirmButton from '@site/src/components/ConfirmButton';
import FigureList from '@site/src/components/FigureList';
import Panel from '@site/src/components/Panel';
import type {CostSummary} from '@site/src/lib/costs/costs';
import {formatPercent, formatUsdCents} from '@site/src/lib/numbers/format';
import styles from './styles.module.css';

export interface CostSummaryCardProps {
  readonly summary: CostSummary;
  readonly onExport: () => void;
  readonly onReset: () => void;
}

/** A share to 1 decimal, or nothing while the total is 0. */
function share(value: number | null, testId: string): ReactNode {
  return value === null ? undefined : (
    <span data-testid={testId}>{formatPercent(value)} of total</span>
  );
}

/** Totals to the cent, each list's share when the total is above 0, and the actions. */
export default function CostSummaryCard({
  summary,
  onExport,
  onReset,
}: CostSummaryCardProps): ReactNode {
  return (
    <Panel as="aside" tone="raised" aria-labelledby="cost-summary">
      <h2 id="cost-summary" className={styles.title}>
        Cost Summary
      </h2>
      <FigureList
        className={styles.figures}
        figures={[
          {
            label: 'Total direct costs',
            value: formatUsdCents(summary.directTotal),
            detail: share(summary.directShare, 'summary-direct-share'),
            testId: 'summary-direct',
          },
          {
            label: 'Total indirect costs',
            value: formatUsdCents(summary.indirectTotal),
            detail: share(summary.indirectShare, 'summary-indirect-share'),
            testId: 'summary-indirect',
          },
          {
            label: 'Total costs',
            value: formatUsdCents(summary.total),
            total: true,
            testId: 'summary-total',
          },
        ]}
      />
      {summary.directShare !== null ? (
        <svg
          className={styles.split}
          viewBox="0 0 100 10"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false">
          <rect className={styles.direct} x="0" y="0" width={summary.directShare} height="10" />
          <rect
            className={styles.indirect}
            x={summary.directShare}
            y="0"
            width={100 - summary.directShare}
            height="10"
          />
        </svg>
      ) : (
        <p className={styles.hint}>Enter amounts to see the direct and indirect shares.</p>
      )}
      <div className={styles.actions}>
        <ActionButton onClick={onExport}>
          <Download aria-hidden="true" size={18} /> Export Template
        </ActionButton>
        <PrintButton>Print</PrintButton>
        <ConfirmButton
          question="Reset both lists to the starting template?"
          confirmLabel="Yes, reset"
          onConfirm={onReset}>
          Reset
        </ConfirmButton>
      </div>
      <p className={styles.note}>
        The export is a CSV file (comma-separated values) that Excel, Numbers, LibreOffice and
        Google Sheets open directly.
      </p>
    </Panel>
  );
}
