import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {Play} from 'lucide-react';
import type {DemoCard as DemoCardData} from '@site/src/data/howItWorks';
import styles from './styles.module.css';

/**
 * One walkthrough of the demos section: a still with a play mark. Nothing plays, so the card
 * is not a control, and its caption says (to everyone, screen readers included) that it is a
 * still.
 */
export default function DemoCard({card}: {card: DemoCardData}): ReactNode {
  const titleId = `demo-${card.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <figure className={styles.figure}>
        <div className={styles.still}>
          <img
            src={useBaseUrl(card.picture.src)}
            alt={`Still from the ${card.title.toLowerCase()} walkthrough.`}
            width={card.picture.width}
            height={card.picture.height}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.play} aria-hidden="true">
            <Play size={26} fill="currentColor" />
          </span>
        </div>
        <figcaption className={styles.caption}>
          Still image: this walkthrough does not play here
        </figcaption>
      </figure>
      <h3 id={titleId} className={styles.title}>
        {card.title}
      </h3>
      <p className={styles.text}>{card.text}</p>
    </article>
  );
}
