import React, {type KeyboardEvent, type ReactNode, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {ChevronDown} from 'lucide-react';
import StructuredData from '@site/src/components/StructuredData';
import type {FaqItem} from '@site/src/data/faqs';
import {faqPage} from '@site/src/lib/structuredData/pages';
import {rovingIndex} from '@site/src/lib/a11y/roving';
import {headingSlug} from '@site/src/lib/text/slug';
import styles from './styles.module.css';

export interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  /** Heading level of each question (default h3, under a section's h2). */
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
  /** Add FAQPage structured data while the accordion is shown (default true). */
  readonly structuredData?: boolean;
}

/**
 * A single-open accordion of questions: opening one closes the one before, an open one
 * collapses again. Arrow keys, Home and End move between questions. Items are keyed by
 * their position in the list.
 */
export default function FaqAccordion({
  items,
  headingLevel: Heading = 'h3',
  structuredData = true,
}: FaqAccordionProps): ReactNode {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingIndex(event.key, index, items.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {structuredData ? <StructuredData data={faqPage(items)} /> : null}
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={index} className={clsx(styles.item, expanded && styles.open)}>
            <Heading id={headingSlug(item.question)} className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}>
                <span>{item.question}</span>
                <ChevronDown className={styles.chevron} aria-hidden="true" size={20} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!expanded}>
              <p>{item.answer}</p>
              {item.keyPoints && item.keyPoints.length > 0 ? (
                <ul>
                  {item.keyPoints.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
