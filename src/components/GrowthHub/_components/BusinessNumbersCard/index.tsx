import React, {type ReactNode} from 'react';
import {ChartColumn} from 'lucide-react';
import ButtonLink from '@site/src/components/ButtonLink';
import {BUSINESS_NUMBERS_ROUTE} from '@site/src/lib/growthHub/content';
import styles from './styles.module.css';

/** The wide card that leads to the Business Numbers reference. */
export default function BusinessNumbersCard(): ReactNode {
  return (
    <section className={styles.card} aria-labelledby="business-numbers-card-title">
      <div className={styles.icon} aria-hidden="true">
        <ChartColumn size={28} />
      </div>
      <div className={styles.text}>
        <h2 id="business-numbers-card-title" className={styles.title}>
          Master B2B Business Numbers
        </h2>
        <p className={styles.body}>
          Seventeen measures every commercial leader should be able to read at a glance, from
          customer lifetime value and contribution margin to price override frequency and sales
          velocity, each with its formula, benchmarks and what to do when it moves.
        </p>
      </div>
      <ButtonLink to={BUSINESS_NUMBERS_ROUTE} size="lg" className={styles.button}>
        Explore Business Numbers
      </ButtonLink>
    </section>
  );
}
