import React, {type ReactNode} from 'react';
import {Clock} from 'lucide-react';
import {Card} from '@site/src/components/CardGrid';
import BulletList from '../BulletList';
import styles from './styles.module.css';

export interface Step {
  readonly title: string;
  /** A duration ("2-3 weeks") or a focus statement, by `kind`. */
  readonly detail: string;
  readonly points: readonly string[];
}

export interface StepListProps {
  readonly steps: readonly Step[];
  /** `duration`: the detail is a time span (process, plan); `focus`: what the step aims at. */
  readonly kind: 'duration' | 'focus';
  /** What the points are ("Activities", "Tools"). */
  readonly pointsLabel: string;
}

/** Numbered steps, side by side on wide screens and stacked on narrow ones. */
export default function StepList({steps, kind, pointsLabel}: StepListProps): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Card icon={<span className={styles.number}>{index + 1}</span>} title={step.title}>
            {kind === 'duration' ? (
              <p className={styles.duration}>
                <Clock aria-hidden="true" size={16} />
                <span>{step.detail}</span>
              </p>
            ) : (
              <p className={styles.focus}>Focus: {step.detail}</p>
            )}
            <BulletList label={pointsLabel} items={step.points} />
          </Card>
        </li>
      ))}
    </ol>
  );
}
