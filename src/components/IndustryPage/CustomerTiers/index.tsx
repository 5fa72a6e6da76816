import React, {type ReactNode} from 'react';
import {Target} from 'lucide-react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import type {CustomerTier} from '@site/src/data/industries/types';
import BulletList from '../BulletList';
import styles from './styles.module.css';

/** The customer tiers, each with how it is served and its target. */
export default function CustomerTiers({
  tiers,
}: {
  readonly tiers: readonly CustomerTier[];
}): ReactNode {
  return (
    <CardGrid columns={3} asList>
      {tiers.map((tier, index) => (
        <Card
          key={tier.tier}
          eyebrow={tier.tier}
          title={tier.name}
          highlighted={index === 0}
          footer={
            <p className={styles.target}>
              <Target aria-hidden="true" size={18} />
              <span>{tier.target}</span>
            </p>
          }>
          <p>{tier.description}</p>
          <BulletList items={tier.treatment} />
        </Card>
      ))}
    </CardGrid>
  );
}
