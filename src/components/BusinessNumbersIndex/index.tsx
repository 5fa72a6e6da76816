import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import {type EditionTerms, termPath} from '@site/src/lib/businessNumbers/registry';
import styles from './styles.module.css';

/**
 * The groups of term cards on the Business Numbers index, each card linking to its page in
 * the docs edition being read.
 */
export default function BusinessNumbersIndex({terms}: {readonly terms: EditionTerms}): ReactNode {
  const inEdition = useEditionPath();
  return (
    <div className={styles.groups}>
      {terms.groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={group.id}>
          <Heading as="h2" id={group.id} className={styles.groupTitle}>
            {group.title}
          </Heading>
          <p className={styles.groupIntro}>{group.intro}</p>
          <CardGrid columns={3} asList>
            {group.terms.map((entry) => (
              <Card
                key={entry.slug}
                className={styles.card}
                title={
                  <Link to={inEdition(termPath(entry.slug))} className={styles.cardLink}>
                    {entry.title}
                  </Link>
                }>
                <p>{entry.summary}</p>
              </Card>
            ))}
          </CardGrid>
        </section>
      ))}
    </div>
  );
}
