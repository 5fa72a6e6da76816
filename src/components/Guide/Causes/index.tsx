import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Card} from '@site/src/components/CardGrid';
import Badge, {type BadgeTone} from '@site/src/components/Badge';
import type {Cause, RiskLevel} from '@site/src/lib/guides/types';
import docGrid from '../docGrid.module.css';
import styles from './styles.module.css';

const TONE: Record<RiskLevel, BadgeTone> = {High: 'negative', Medium: 'warning', Low: 'info'};

/** Categories of causes, each with its risk level, the forms it takes and its impact. */
export default function Causes({causes}: {readonly causes: readonly Cause[]}): ReactNode {
  return (
    <ul className={clsx(styles.list, docGrid.docGrid)}>
      {causes.map((cause) => (
        <li key={cause.title}>
          <Card
            title={cause.title}
            eyebrow={<Badge tone={TONE[cause.riskLevel]}>{cause.riskLevel} risk</Badge>}>
            <p>{cause.description}</p>
            <ul>
              {cause.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
            <p className={styles.impact}>
              <strong>Impact: </strong>
              {cause.impact}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
