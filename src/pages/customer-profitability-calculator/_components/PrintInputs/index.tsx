import React, {type ReactNode} from 'react';
import {CALCULATOR_GROUPS, fieldFigure} from '@site/src/data/profitabilityCalculator';
import type {ProfitabilityInputs} from '@site/src/lib/profitability/profitability';
import styles from './styles.module.css';

/**
 * On paper only: the customer's eighteen figures as the results read them (blank counts as
 * 0), in three columns, in place of the fields.
 */
export default function PrintInputs({inputs}: {readonly inputs: ProfitabilityInputs}): ReactNode {
  return (
    <section className={styles.inputs} aria-label="Customer figures as printed">
      <h2 id="printed-figures" className={styles.title}>
        Customer figures (one year)
      </h2>
      <dl className={styles.list}>
        {CALCULATOR_GROUPS.flatMap((group) =>
          group.fields.map((content) => (
            <div key={content.field} className={styles.item}>
              <dt>{content.label}</dt>
              <dd>{fieldFigure(content, inputs[content.field]).text}</dd>
            </div>
          )),
        )}
      </dl>
    </section>
  );
}
