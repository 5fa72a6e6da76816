import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ModuleFacts from '../ModuleFacts';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import type {LearningModule} from '@site/src/lib/guides/types';
import styles from './styles.module.css';

function findModule(modules: readonly LearningModule[], docId: string): number {
  const index = modules.findIndex((module) => module.docId === docId);
  if (index < 0) throw new Error(`"${docId}" is not one of the hub's learning modules`);
  return index;
}

export interface ModuleProps {
  /** The hub's modules, in order. */
  readonly modules: readonly LearningModule[];
  /** Doc id of the lesson being read. */
  readonly docId: string;
}

/** Under a lesson's title: its place in the hub, difficulty, reading time and topics. */
export function ModuleMeta({modules, docId}: ModuleProps): ReactNode {
  const index = findModule(modules, docId);
  const module = modules[index]!;
  return (
    <div className={styles.meta}>
      <ModuleFacts module={module}>
        <span className={styles.place}>
          Module {index + 1} of {modules.length}
        </span>
      </ModuleFacts>
      <p className={styles.topicsLabel}>In this lesson</p>
      <ul className={styles.topics}>
        {module.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </div>
  );
}

function ModuleLink({
  module,
  direction,
}: {
  readonly module: LearningModule;
  readonly direction: 'Previous' | 'Next';
}) {
  const inEdition = useEditionPath();
  return (
    <Link
      to={inEdition({docId: module.docId})}
      className={direction === 'Next' ? styles.next : styles.previous}>
      <span className={styles.direction}>{direction} module</span>
      <span className={styles.linkTitle}>{module.title}</span>
    </Link>
  );
}

/** At the end of a lesson: links to the previous and next modules of the hub. */
export function ModuleNav({modules, docId}: ModuleProps): ReactNode {
  const index = findModule(modules, docId);
  const previous = modules[index - 1];
  const next = modules[index + 1];
  return (
    <nav className={styles.nav} aria-label="Learning modules">
      {previous ? <ModuleLink module={previous} direction="Previous" /> : <span />}
      {next ? <ModuleLink module={next} direction="Next" /> : null}
    </nav>
  );
}
