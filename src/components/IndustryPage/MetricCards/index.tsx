import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import CardGrid from '@site/src/components/CardGrid';
import type {Metric} from '@site/src/data/industries/types';
import styles from './styles.module.css';

/** Metric cards: the target first (visually), then the metric and how it is calculated. */
export default function MetricCards({items}: {readonly items: readonly Metric[]}): ReactNode {
  return (
    <CardGrid columns={3} asList>
      {items.map((item) => (
        <div key={item.metric} className={styles.metric}>
          <Heading as="h3" className={styles.name}>
            {item.metric}
          </Heading>
          <p className={styles.target}>
            <span className={styles.targetLabel}>Target </span>
            <span className={styles.targetValue}>{item.target}</span>
          </p>
          <p className={styles.calculation}>{item.calculation}</p>
        </div>
      ))}
    </CardGrid>
  );
}
