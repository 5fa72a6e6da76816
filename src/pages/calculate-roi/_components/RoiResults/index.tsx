import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ButtonLink from '@site/src/components/ButtonLink';
import StatRow, {type Stat} from '@site/src/components/StatRow';
import {useCopyLink} from '@site/src/hooks/useShareLink';
import {formatMultiple, formatNumber, formatUsd} from '@site/src/lib/numbers/format';
import {SUBSCRIPTION_BANDS} from '@site/src/data/pricing';
import {HOURLY_RATE, type RoiResult} from '@site/src/lib/roi/calculate';
import {
  MARGIN_RECOVERED_NOTE,
  chartBars,
  formatPaybackDays,
  methodologySteps,
  unusedInputsNote,
} from '@site/src/lib/roi/explain';
import type {RoiFormValues} from '@site/src/lib/roi/form';
import ValueChart from '../ValueChart';
import styles from './styles.module.css';

/** Id of the results heading, which takes focus when the results appear after Calculate. */
export const RESULTS_TITLE_ID = 'roi-results-title';

export interface RoiResultsProps {
  readonly values: RoiFormValues;
  readonly result: RoiResult;
  readonly onRecalculate: () => void;
}

function headlineStats(result: RoiResult): Stat[] {
  return [
    {
      label: 'Margin recovered per year',
      value: formatUsd(result.marginRecovered),
      detail: MARGIN_RECOVERED_NOTE,
    },
    {
      label: 'Time-saved value per year',
      value: formatUsd(result.timeSaved),
      detail: `${formatNumber(result.hoursSavedPerWeek, 2)} hours a week at ${formatUsd(HOURLY_RATE)} an hour`,
    },
    {
      label: 'ROI multiple',
      value: formatMultiple(result.roiMultiple),
      detail: 'Total value ÷ subscription cost',
    },
    {
      label: 'Payback',
      value: formatPaybackDays(result.paybackDays),
      detail:
        result.paybackDays === null
          ? 'The estimated value does not cover the cost'
          : 'Until the value covers a year’s subscription',
    },
  ];
}

/** The calculator's results view: headline cards, totals, chart, methodology, actions. */
export default function RoiResults({values, result, onRecalculate}: RoiResultsProps): ReactNode {
  const copyLink = useCopyLink();
  const steps = methodologySteps(values, result, SUBSCRIPTION_BANDS);

  const onCopyLink = () =>
    copyLink(window.location.href, {
      opens: 'Anyone who opens it sees these results.',
      otherwise: 'Copy it from the address bar instead.',
    });

  return (
    <section aria-labelledby={RESULTS_TITLE_ID}>
      {/* A plain h2: results live in the query string, so a #permalink would mislead. */}
      <h2 id={RESULTS_TITLE_ID} tabIndex={-1} className={styles.title}>
        Your estimated return
      </h2>
      <p className={styles.basis}>
        Based on annual revenue of {formatUsd(values.revenue)}, {formatNumber(values.customers, 2)}{' '}
        active customers and {formatNumber(values.skus, 2)} SKUs / product lines.
      </p>

      <StatRow stats={headlineStats(result)} className={styles.cards} />

      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>Total value per year</dt>
          <dd className={styles.amount}>{formatUsd(result.totalValue)}</dd>
          <dd className={styles.detail}>
            Margin recovered, time saved and quote accuracy ({formatUsd(result.quoteAccuracy)})
            together
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Subscription cost</dt>
          <dd className={styles.amount}>{formatUsd(result.subscriptionCost)} a year</dd>
          <dd className={styles.detail}>
            {formatUsd(result.monthlyCost)} a month, {result.band.label}
          </dd>
        </div>
        <div className={clsx(styles.total, styles.net)}>
          <dt>Net annual benefit</dt>
          <dd className={styles.amount}>{formatUsd(result.netAnnualBenefit)}</dd>
          <dd className={styles.detail}>Total value less the subscription cost</dd>
        </div>
      </dl>

      <ValueChart bars={chartBars(result)} />

      <h3 id="how-we-worked-it-out" className={styles.subtitle}>
        How we worked it out
      </h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step}>
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepWorking}>{step.working}</span>
            <span className={styles.stepResult}>{step.result}</span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        {unusedInputsNote(values.margin, values.salesReps)} It is a rule-of-thumb estimate, not a
        quote: on a demo we replace it with figures from your own data.
      </p>

      <div className={clsx(styles.actions, 'no-print')}>
        <ButtonLink to="/book-call" size="lg">
          Book Your Demo
        </ButtonLink>
        <button type="button" className={styles.action} onClick={onRecalculate}>
          Recalculate
        </button>
        <button type="button" className={styles.action} onClick={onCopyLink}>
          Copy link
        </button>
        <button type="button" className={styles.action} onClick={() => window.print()}>
          Print
        </button>
      </div>
    </section>
  );
}
