import React, {type ReactNode} from 'react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import type {FaqItem} from '@site/src/lib/guides/types';
import docGrid from '../docGrid.module.css';
import styles from './styles.module.css';

/** Marks the short spoken answers; the Article's `speakable` structured data points here. */
export const SPEAKABLE_SELECTOR = '[data-speakable="answer"]';

/** Questions as a voice assistant hears them, each with a short answer and its key points. */
export default function SampleAnswers({items}: {readonly items: readonly FaqItem[]}): ReactNode {
  return (
    <CardGrid columns={2} asList className={docGrid.docGrid}>
      {items.map((item) => (
        <Card key={item.question} title={`“${item.question}”`}>
          <p data-speakable="answer">{item.answer}</p>
          {item.keyPoints && item.keyPoints.length > 0 ? (
            <>
              <p className={styles.keyPointsLabel}>Key points</p>
              <ul>
                {item.keyPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>
      ))}
    </CardGrid>
  );
}
