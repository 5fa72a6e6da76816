import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Fact {
  readonly term: string;
  readonly detail: ReactNode;
}

export interface FactListProps {
  readonly facts: readonly Fact[];
  /** Width of the term column: fits "For", "Formula", "Benchmark". */
  readonly termWidth?: 'sm' | 'md' | 'lg';
  /** Details in the muted text colour. */
  readonly muted?: boolean;
  readonly className?: string;
}

/** Short labelled facts ("For: Board", "When: Monthly") as a two-column description list. */
export default function FactList({
  facts,
  termWidth = 'sm',
  muted = false,
  className,
}: FactListProps): ReactNode {
  return (
    <dl className={clsx(styles.facts, styles[termWidth], muted && styles.muted, className)}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.row}>
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
