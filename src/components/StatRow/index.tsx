import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Stat {
  /** The figure, as shown ("$500/month", "24hrs"). */
  readonly value: string;
  readonly label: string;
  /** Optional smaller line under the label. */
  readonly detail?: string;
}

export interface StatRowProps {
  readonly stats: readonly Stat[];
  /** Light text for dark backgrounds. */
  readonly onDark?: boolean;
  /** Keep all figures on one row, even on phones (for three short figures). */
  readonly oneRow?: boolean;
  readonly className?: string;
}

/** A row of headline figures, as a description list (figure, then what it measures). */
export default function StatRow({
  stats,
  onDark = false,
  oneRow = false,
  className,
}: StatRowProps): ReactNode {
  return (
    <dl className={clsx(styles.row, onDark && styles.onDark, oneRow && styles.oneRow, className)}>
      {stats.map((stat) => (
        <div key={`${stat.value}-${stat.label}`} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
          {stat.detail ? <dd className={styles.detail}>{stat.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
