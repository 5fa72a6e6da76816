import React, {type ReactNode} from 'react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {site} from '@site/src/config/site';
import type {IndustryType} from '@site/src/data/industries/types';
import BulletList from '../BulletList';
import styles from './styles.module.css';

/** Industry type cards: the typical challenges of each kind of business and how the product helps. */
export default function TypeCards({types}: {readonly types: readonly IndustryType[]}): ReactNode {
  return (
    <CardGrid columns={2} asList>
      {types.map((item) => (
        <Card key={item.type} title={item.type}>
          <div className={styles.columns}>
            <div>
              <BulletList label="Typical challenges" items={item.challenges} />
            </div>
            <div>
              <BulletList label={`How ${site.productName} helps`} items={item.solutions} />
            </div>
          </div>
        </Card>
      ))}
    </CardGrid>
  );
}
