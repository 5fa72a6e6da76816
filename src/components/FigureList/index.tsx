import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Figure {
  readonly label: string;
  /** The figure as shown ("$21,739", "21.7%"). */
  readonly value: string;
  /** A smaller line under the figure (a share, an explanation). */
  readonly detail?: ReactNode;
  /** Shown in the negative colour (a loss). */
  readonly negative?: boolean;
  /** Spans the whole row. */
  readonly wide?: boolean;
  /** Emphasised (the grand total). */
  readonly total?: boolean;
  readonly testId?: string;
}

export interface FigureListProps {
  readonly figures: readonly Figure[];
  readonly columns?: 1 | 2;
  /** Smaller figures, for secondary results. */
  readonly compact?: boolean;
  readonly className?: string;
  readonly 'aria-label'?: string;
}

/** Results as a description list: what each figure measures, then the figure. */
export default function FigureList({
  figures,
  columns = 1,
  compact = false,
  className,
  'aria-label': label,
}: FigureListProps): ReactNode {
  return (
    <dl
      className={clsx(
        styles.list,
        columns === 2 && styles.two,
        compact && styles.compact,
        className,
      )}
      aria-label={label}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={clsx(figure.wide && styles.wide, figure.total && styles.total)}>
          <dt>{figure.label}</dt>
          <dd
            className={clsx(styles.value, figure.negative && styles.negative)}
            data-testid={figure.testId}>
            {figure.value}
          </dd>
          {figure.detail ? <dd className={styles.detail}>{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
