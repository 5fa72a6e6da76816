import React, {type ReactNode} from 'react';
import type {Metric} from '@site/src/lib/guides/types';
import TableFrame from '../TableFrame';
import styles from './styles.module.css';

export interface MetricTableProps {
  readonly metrics: readonly Metric[];
  readonly caption: string;
  /** Header of the target column ("Target", "Benchmark"). */
  readonly targetHeader?: string;
}

/** Metrics with how each is measured and the figure to aim for, as a table. */
export default function MetricTable({
  metrics,
  caption,
  targetHeader = 'Target',
}: MetricTableProps): ReactNode {
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">How it is measured</th>
          <th scope="col">{targetHeader}</th>
        </tr>
      </thead>
      <tbody>
        {metrics.map((item) => (
          <tr key={item.metric}>
            <th scope="row">{item.metric}</th>
            <td>{item.calculation}</td>
            <td className={styles.target}>{item.target}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
