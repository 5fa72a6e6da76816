import React, {type ReactNode, useMemo} from 'react';
import clsx from 'clsx';
import BringEstimate from '@site/src/components/BringEstimate';
import ButtonLink from '@site/src/components/ButtonLink';
import StatRow, {type Stat} from '@site/src/components/StatRow';
import {useCopyLink} from '@site/src/hooks/useShareLink';
import {formatMultiple, formatNumber, formatUsd} from '@site/src/lib/numbers/format';
import {SUBSCRIPTION_BANDS_BY_BILLING} from '@site/src/data/pricing';
import {
  assumptionRows,
  assumptionsStatement,
  changedAssumptions,
  type AssumptionReading,
  type AssumptionText,
  type RoiAssumptions,
} from '@site/src/lib/roi/assumptions';
import {roiSummary, type BookingEstimate} from '@site/src/lib/booking/estimate';
import type {RoiResult} from '@site/src/lib/roi/calculate';
import {
  chartBars,
  formatPaybackDays,
  marginRecoveredNote,
  methodologySteps,
  timeSavedNote,
  unusedInputsNote,
} from '@site/src/lib/roi/explain';
import type {RoiFormValues} from '@site/src/lib/roi/form';
import AssumptionFields from '../AssumptionFields';
import SaveScenario from '../SaveScenario';
import Sensitivity from '../Sensitivity';
import ValueChart from '../ValueChart';
import styles from './styles.module.css';

import {RESULTS_TITLE_ID} from './ids';

/** The sentence read out when the results appear (the calculator's live region says it). */
export {resultsAnnouncement} from '@site/src/lib/roi/explain';

export interface RoiResultsProps {
  readonly values: RoiFormValues;
  /** The assumptions the result was worked with. */
  readonly assumptions: RoiAssumptions;
  readonly result: RoiResult;
  /** The assumptions' fields as typed, to try others. */
  readonly assumptionText: AssumptionText;
  readonly assumptionReading: AssumptionReading;
  readonly onAssumptionsChange: (text: AssumptionText) => void;
  readonly onRecalculate: () => void;
}

function headlineStats(result: RoiResult): Stat[] {
  return [
    {
      label: 'Margin recovered per year',
      value: formatUsd(result.marginRecovered),
      detail: marginRecoveredNote(result.assumptions.marginRecoveryRate),
    },
    {
      label: 'Time-saved value per year',
      value: formatUsd(result.timeSaved),
      detail: timeSavedNote(result),
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

/** Every assumption with the figure this estimate used and the standard one. */
function AssumptionsTable({assumptions}: {readonly assumptions: RoiAssumptions}): ReactNode {
  const changed = changedAssumptions(assumptions).length;
  return (
    <table className={styles.assumptionsTable} data-testid="assumptions-table">
      <caption className={styles.caption}>
        Assumptions used:{' '}
        {changed === 0
          ? 'the standard figures'
          : `${formatNumber(changed)} changed from the standard`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Assumption</th>
          <th scope="col">In this estimate</th>
          <th scope="col">Standard figure</th>
        </tr>
      </thead>
      <tbody>
        {assumptionRows(assumptions).map((row) => (
          <tr key={row.key} className={clsx(row.changed && styles.changed)}>
            <th scope="row">{row.label}</th>
            <td>
              {row.used}
              {row.changed ? (
                <strong className={styles.changedMark}>
                  {' '}
                  (changed<span className={styles.printOnly}> from {row.standard}</span>)
                </strong>
              ) : null}
            </td>
            <td className={styles.standard}>{row.standard}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The calculator's results view: headline cards, totals, chart, methodology with the
 * assumptions used, actions; then what the visitor can do with the estimate (save it as a
 * scenario, try other assumptions, see which figure moves it most). Printed, it is a dated
 * one-page summary.
 */
export default function RoiResults({
  values,
  assumptions,
  result,
  assumptionText,
  assumptionReading,
  onAssumptionsChange,
  onRecalculate,
}: RoiResultsProps): ReactNode {
  const copyLink = useCopyLink();
  const bands = SUBSCRIPTION_BANDS_BY_BILLING[assumptions.billing];
  const steps = methodologySteps(values, result, bands);
  const billedAnnually = result.band.annualBilling !== undefined;
  const estimate = useMemo<BookingEstimate>(
    () => ({source: 'roiCalculator', text: roiSummary(values.revenue, result)}),
    [values.revenue, result],
  );

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
      <p className={styles.statement} data-testid="assumptions-statement">
        {assumptionsStatement(assumptions)}
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
            {billedAnnually ? ', billed annually' : ''}
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
      <AssumptionsTable assumptions={assumptions} />
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
        <BringEstimate estimate={estimate} />
      </div>

      <div className="no-print">
        <SaveScenario values={values} assumptions={assumptions} />
        <section className={styles.panel} aria-labelledby="roi-try-assumptions">
          <h3 id="roi-try-assumptions" className={styles.subtitle}>
            Try other assumptions
          </h3>
          <p className={styles.panelIntro}>
            The estimate above follows each change as you type. The standard figures are the ones we
            use on every first call.
          </p>
          {assumptionReading.invalidFields.length > 0 ? (
            <p className={styles.stale}>
              The estimate above still uses the last figures that could be read: correct the
              highlighted field to update it.
            </p>
          ) : null}
          <AssumptionFields
            text={assumptionText}
            reading={assumptionReading}
            onChange={onAssumptionsChange}
          />
        </section>
        <Sensitivity values={values} assumptions={assumptions} />
      </div>
    </section>
  );
}
