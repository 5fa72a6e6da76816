import React, {type ReactNode} from 'react';
import {Check} from 'lucide-react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import type {Solution} from '@site/src/data/industries/types';
import {SOLUTION_ICONS} from '../icons';
import styles from './styles.module.css';

/** Solution cards: icon, title, description and the list of features. */
export default function SolutionCards({items}: {readonly items: readonly Solution[]}): ReactNode {
  return (
    <CardGrid columns={3} asList>
      {items.map((item) => {
        const Icon = SOLUTION_ICONS[item.icon];
        return (
          <Card
            key={item.title}
            icon={<Icon size={24} />}
            title={item.title}
            footer={
              // In the footer, the feature lists line up across the row of cards.
              <ul className={styles.features}>
                {item.features.map((feature) => (
                  <li key={feature}>
                    <Check aria-hidden="true" size={18} className={styles.check} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            }>
            <p>{item.description}</p>
          </Card>
        );
      })}
    </CardGrid>
  );
}
