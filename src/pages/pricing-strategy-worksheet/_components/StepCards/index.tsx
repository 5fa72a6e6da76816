import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Check} from 'lucide-react';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import type {WorksheetStepContent} from '@site/src/data/pricingWorksheet';
import {stepStatus, type StepStatus} from '@site/src/lib/worksheet/worksheet';
import styles from './styles.module.css';

const STATUS_TEXT: Record<StepStatus, string> = {
  done: 'done',
  current: 'current step',
  upcoming: 'to do',
};

export interface StepCardsProps {
  readonly steps: readonly WorksheetStepContent[];
  /** The current step, 1 to 6. */
  readonly current: number;
  readonly onSelect: (step: number) => void;
}

/** One card per step, styled done, current or upcoming; any card jumps to its step. */
export default function StepCards({steps, current, onSelect}: StepCardsProps): ReactNode {
  return (
    <nav aria-label="Worksheet steps" className="no-print">
      <ol className={styles.cards}>
        {steps.map((step, index) => {
          const number = index + 1;
          const status = stepStatus(number, current);
          return (
            <li key={step.title}>
              <button
                type="button"
                className={clsx(styles.card, styles[status])}
                aria-current={status === 'current' ? 'step' : undefined}
                onClick={() => onSelect(number)}>
                <span className={styles.number} aria-hidden="true">
                  {status === 'done' ? <Check size={16} strokeWidth={3} /> : number}
                </span>
                <span className={styles.text}>
                  <span className={styles.title}>
                    <VisuallyHidden>Step {number}: </VisuallyHidden>
                    {step.title}
                  </span>
                  <span className={styles.cardText}>{step.cardText}</span>
                  <span className={styles.status}>{STATUS_TEXT[status]}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
