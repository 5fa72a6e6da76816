import React, {type ReactNode} from 'react';
import {FREE_TOOLS} from '@site/src/data/freeTools';
import {TOOL_DESCRIPTIONS} from '@site/src/data/toolFormulas';
import styles from './styles.module.css';

const METHOD = TOOL_DESCRIPTIONS.find(
  (tool) => tool.path === FREE_TOOLS.profitabilityCalculator.path,
);

/**
 * On paper only: how the results are worked out, with the fixed figures they rest on (the
 * cost of credit, the year's days, the status thresholds), from the same words the tool's
 * Markdown version gives.
 */
export default function PrintMethod(): ReactNode {
  if (!METHOD) return null;
  return (
    <section className={styles.method} aria-label="Method">
      <h2 className={styles.title}>Method and assumptions</h2>
      <ul className={styles.list}>
        {METHOD.formulas.map((formula) => (
          <li key={formula}>{formula}</li>
        ))}
      </ul>
    </section>
  );
}
