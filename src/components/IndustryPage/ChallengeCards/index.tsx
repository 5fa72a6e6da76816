import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import type {Challenge, ImpactLevel} from '@site/src/data/industries/types';
import styles from './styles.module.css';

const LEVEL_CLASS: Record<ImpactLevel, string | undefined> = {
  Critical: styles.critical,
  High: styles.high,
  Medium: styles.medium,
};

/** Challenge cards, each with its impact badge. */
export default function ChallengeCards({items}: {readonly items: readonly Challenge[]}): ReactNode {
  return (
    <CardGrid columns={2} asList>
      {items.map((item) => (
        <Card
          key={item.title}
          className={clsx(styles.card, LEVEL_CLASS[item.impact])}
          eyebrow={<span className={styles.badge}>{item.impact} impact</span>}
          title={item.title}>
          <p>{item.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
