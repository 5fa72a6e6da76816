import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {
  BUSINESS_NUMBER_GROUPS,
  businessNumber,
  businessNumberPath,
} from '@site/src/data/businessNumbers';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import styles from './styles.module.css';

/**
 * The three groups of term cards on /business-numbers (6 + 5 + 6), each card linking to its
 * page in the docs edition being read.
 */
export default function BusinessNumbersIndex(): ReactNode {
  const inEdition = useEditionPath();
  return (
    <div className={styles.groups}>
      {BUSINESS_NUMBER_GROUPS.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={group.id}>
          <Heading as="h2" id={group.id} className={styles.groupTitle}>
            {group.title}
          </Heading>
          <p className={styles.groupIntro}>{group.intro}</p>
          <CardGrid columns={3} asList>
            {group.slugs.map((slug) => {
              const entry = businessNumber(slug);
              return (
                <Card
                  key={slug}
                  className={styles.card}
                  title={
                    <Link to={inEdition(businessNumberPath(slug))} className={styles.cardLink}>
                      {entry.name}
                    </Link>
                  }>
                  <p>{entry.summary}</p>
                </Card>
              );
            })}
          </CardGrid>
        </section>
      ))}
    </div>
  );
}
