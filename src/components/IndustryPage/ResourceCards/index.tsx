import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ArrowRight} from 'lucide-react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import type {Resource} from '@site/src/data/industries/types';
import styles from './styles.module.css';

/** Cards linking to the tools and guides that go with the page. */
export default function ResourceCards({items}: {readonly items: readonly Resource[]}): ReactNode {
  return (
    <CardGrid columns={3} asList>
      {items.map((item) => (
        <Card
          key={item.to}
          title={item.title}
          footer={
            <Link to={item.to} className={styles.link}>
              <span>{item.linkLabel}</span>
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          }>
          <p>{item.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
