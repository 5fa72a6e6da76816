import React, {type ReactNode} from 'react';
import {PROFITABILITY_METHOD} from '@site/src/data/profitabilityCalculator';
import styles from './styles.module.css';

/**
 * On paper only: how the results are worked out, with the fixed figures they rest on (the
 * cost of credit, the year's days, the status thresholds), in the words the tool's
 * Markdown version gives.
 */
export default function PrintMethod(): ReactNode {
  return (
    <section className={styles.method} aria-label="Method">
      <h2 id="printed-method" className={styles.title}>
        Method and assumptions
      </h2>
      <ul className={styles.list}>
        {PROFITABILITY_METHOD.formulas.map((formula) => (
          <li key={formula}>{formula}</li>
        ))}
      </ul>
    </section>
  );
}
