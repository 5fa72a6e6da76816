import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Badge from '@site/src/components/Badge';
import ButtonLink from '@site/src/components/ButtonLink';
import type {PricingPlan} from '@site/src/data/pricing';
import {formatUsd} from '@site/src/lib/numbers/format';
import styles from './styles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

/** The selected range's plan: its name and the monthly and annual price cards. */
export default function PlanPanel({plan}: {plan: PricingPlan}): ReactNode {
  const {annual} = plan;
  return (
    <div className={styles.panel}>
      <div className={styles.intro}>
        <p className={styles.range}>Annual revenue {plan.rangeLabel}</p>
        <Heading as="h3" className={styles.name}>
          {plan.name} plan
          {plan.popular ? <Badge tone="warning">Most popular</Badge> : null}
        </Heading>
        <p className={styles.description}>{plan.description}</p>
      </div>
      <div className={styles.cards}>
        <article className={styles.card} aria-label={`${plan.name}, billed monthly`}>
          <p className={styles.billing}>Monthly</p>
          <p className={styles.price}>
            <span className={styles.amount}>{formatUsd(plan.monthly)}</span>
            <span className={styles.per}>/month</span>
          </p>
          <p className={styles.note}>Billed monthly. No setup fee, cancel anytime.</p>
          <ButtonLink to="/book-call" variant="outline" className={styles.cta}>
            Start Month-to-Month
          </ButtonLink>
        </article>
        <article
          className={clsx(styles.card, plan.popular && styles.featured, styles.annual)}
          aria-label={`${plan.name}, billed annually`}>
          <p className={styles.billing}>
            Annual
            <Badge tone="positive">{annual.discountPercent}% OFF</Badge>
          </p>
          <p className={styles.price}>
            <span className={styles.amount}>{formatUsd(annual.perYear)}</span>
            <span className={styles.per}>/year</span>
          </p>
          <p className={styles.note}>
            <s>
              <VisuallyHidden>instead of </VisuallyHidden>
              {formatUsd(annual.listPerYear)}
            </s>{' '}
            · {formatUsd(annual.perMonth)} a month, billed once a year
          </p>
          <p className={styles.saving}>Save {formatUsd(annual.savingPerYear)} per year</p>
          <ButtonLink to="/book-call" className={styles.cta}>
            Choose Annual Billing
          </ButtonLink>
        </article>
      </div>
    </div>
  );
}
