import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {GuideStep, RoadmapPhase} from '@site/src/lib/guides/types';
import styles from './styles.module.css';

export interface GuideStepsProps {
  readonly steps: readonly GuideStep[];
  /**
   * Give each step the id `${anchorPrefix}-${n}` (n from 1), for links into the sequence
   * such as the HowTo structured data's step URLs.
   */
  readonly anchorPrefix?: string;
  readonly titleAs?: 'h3' | 'h4';
}

/** A numbered sequence: implementation weeks, calculation steps, action plans. */
export default function GuideSteps({
  steps,
  anchorPrefix,
  titleAs = 'h3',
}: GuideStepsProps): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li
          key={`${step.label}-${step.title}`}
          id={anchorPrefix ? `${anchorPrefix}-${index + 1}` : undefined}
          className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.content}>
            <p className={styles.label}>{step.label}</p>
            <Heading as={titleAs} className={styles.title}>
              {step.title}
            </Heading>
            {step.description ? <p className={styles.description}>{step.description}</p> : null}
            {step.formula ? (
              <p className={styles.formula}>
                <span className={styles.formulaLabel}>Formula</span>
                <code>{step.formula}</code>
              </p>
            ) : null}
            {step.activities && step.activities.length > 0 ? (
              <ul className={styles.activities}>
                {step.activities.map((activity) => (
                  <li key={activity}>{activity}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A roadmap: its phases as a numbered sequence, each labelled with its duration. */
export function Roadmap({phases}: {readonly phases: readonly RoadmapPhase[]}): ReactNode {
  return (
    <GuideSteps
      steps={phases.map((phase) => ({
        label: phase.duration,
        title: phase.phase,
        activities: phase.activities,
      }))}
    />
  );
}
