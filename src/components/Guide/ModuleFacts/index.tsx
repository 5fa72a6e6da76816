import React, {type ReactNode} from 'react';
import {Clock} from 'lucide-react';
import Badge, {type BadgeTone} from '@site/src/components/Badge';
import type {Difficulty, LearningModule} from '@site/src/lib/guides/types';
import styles from './styles.module.css';

const DIFFICULTY_TONE: Record<Difficulty, BadgeTone> = {
  Beginner: 'positive',
  Intermediate: 'info',
  Advanced: 'warning',
};

/** A learning module's difficulty and reading time, on one line. */
export default function ModuleFacts({
  module,
  children,
}: {
  readonly module: LearningModule;
  /** Shown first on the line (e.g. "Module 2 of 4"). */
  readonly children?: ReactNode;
}): ReactNode {
  return (
    <p className={styles.facts}>
      {children}
      <Badge tone={DIFFICULTY_TONE[module.difficulty]}>{module.difficulty}</Badge>
      <span className={styles.readTime}>
        <Clock aria-hidden="true" size={16} />
        {module.readTime} min read
      </span>
    </p>
  );
}
