import React, {type ReactNode} from 'react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import ButtonLink from '@site/src/components/ButtonLink';
import ModuleFacts from '../ModuleFacts';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import type {LearningModule} from '@site/src/lib/guides/types';
import docGrid from '../docGrid.module.css';
import styles from './styles.module.css';

function StartModule({module}: {readonly module: LearningModule}): ReactNode {
  const inEdition = useEditionPath();
  return (
    <ButtonLink to={inEdition({docId: module.docId})} aria-label={`Start Module: ${module.title}`}>
      Start Module
    </ButtonLink>
  );
}

/** The learning modules of an educational hub; Start Module opens the module's lesson. */
export default function LearningModules({
  modules,
}: {
  readonly modules: readonly LearningModule[];
}): ReactNode {
  return (
    <CardGrid columns={2} asList className={docGrid.docGrid}>
      {modules.map((module, index) => (
        <Card
          key={module.docId}
          eyebrow={`Module ${index + 1}`}
          title={module.title}
          footer={<StartModule module={module} />}>
          <ModuleFacts module={module} />
          <p>{module.description}</p>
          <p className={styles.topicsLabel}>Topics</p>
          <ul className={styles.topics}>
            {module.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </Card>
      ))}
    </CardGrid>
  );
}
