import React, {type ReactNode} from 'react';
import Callout, {type CalloutTone} from '@site/src/components/Callout';
import FigureList, {type Figure} from '@site/src/components/FigureList';
import Panel from '@site/src/components/Panel';
import {CALCULATOR_GROUPS, RESULT_LABELS} from '@site/src/data/profitabilityCalculator';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import type {
  PerOrderFigures,
  ProfitabilityField,
  ProfitabilityResult,
  ProfitabilityStatus,
} from '@site/src/lib/profitability/profitability';
import {statusLabel} from '@site/src/lib/profitability/customers';
import {joinList} from '@site/src/lib/text/list';
import styles from './styles.module.css';

const STATUS: Record<ProfitabilityStatus, {detail: string; tone: CalloutTone}> = {
  excellent: {
    detail: 'Margin above 20%: a customer worth protecting.',
    tone: 'positive',
  },
  good: {detail: 'Margin above 10%: healthy, with room to improve.', tone: 'info'},
  marginal: {
    detail: 'Margin above 0% but not above 10%: review price and cost to serve.',
    tone: 'warning',
  },
  unprofitable: {
    detail: 'This customer costs at least as much as it brings in.',
    tone: 'negative',
  },
};

export interface ResultsProps {
  readonly result: ProfitabilityResult;
  readonly perOrder: PerOrderFigures | null;
  /** Fields untouched: the status shows its neutral style. */
  readonly pristine: boolean;
  /** The calculation's name, shown on the printed report. */
  readonly name: string;
  /** Fields whose text could not be read and counted as 0, so the results say so. */
  readonly countedAsZero?: Readonly<Partial<Record<ProfitabilityField, string>>>;
}

const LABELS = new Map(
  CALCULATOR_GROUPS.flatMap((group) =>
    group.fields.map((entry) => [entry.field, entry.label.toLowerCase()]),
  ),
);

/** Which fields the results count as 0 for want of a number, or null when there are none. */
function unreadNote(fields: readonly ProfitabilityField[]): string | null {
  if (fields.length === 0) return null;
  const names = joinList(fields.map((field) => LABELS.get(field) ?? field));
  return fields.length === 1
    ? `These results count ${names} as 0: its text could not be read as a number.`
    : `These results count ${names} as 0: their text could not be read as numbers.`;
}

/** The results card: status, totals, margin, lifetime value and per-order figures. */
export default function Results({
  result,
  perOrder,
  pristine,
  name,
  countedAsZero = {},
}: ResultsProps): ReactNode {
  const status = STATUS[result.status];
  const unread = unreadNote(Object.keys(countedAsZero) as ProfitabilityField[]);
  const figures: Figure[] = [
    {
      label: RESULT_LABELS.totalRevenue,
      value: formatUsd(result.totalRevenue),
      testId: 'result-revenue',
    },
    {label: RESULT_LABELS.totalCosts, value: formatUsd(result.totalCosts), testId: 'result-costs'},
    {
      label: RESULT_LABELS.grossProfit,
      value: formatUsd(result.grossProfit),
      detail: 'Revenue less the product cost and every cost of serving the customer.',
      negative: result.grossProfit < 0,
      testId: 'result-profit',
    },
    {
      label: RESULT_LABELS.profitMargin,
      value: formatPercent(result.profitMargin),
      negative: result.profitMargin < 0,
      testId: 'result-margin',
    },
    {
      label: 'Customer lifetime value',
      value: formatUsd(result.customerLifetimeValue),
      detail:
        'Defined here as one year’s customer profit, the figure above, acquisition cost included. For a value over several years, add each later year’s profit without the acquisition cost, discounted at your cost of capital.',
      wide: true,
      testId: 'result-clv',
    },
  ];
  const orderFigures: Figure[] = perOrder
    ? [
        {label: 'Revenue per order', value: formatUsd(perOrder.revenuePerOrder)},
        {label: 'Cost per order', value: formatUsd(perOrder.costPerOrder)},
        {
          label: 'Profit per order',
          value: formatUsd(perOrder.profitPerOrder),
          negative: perOrder.profitPerOrder < 0,
        },
        {label: 'Orders × average value', value: formatUsd(perOrder.impliedRevenue)},
      ]
    : [];
  return (
    <Panel as="section" tone="raised" aria-labelledby="calculator-results">
      <h2 id="calculator-results" className={styles.title}>
        Results
      </h2>
      {name.trim() ? <p className={styles.printName}>Customer: {name.trim()}</p> : null}
      <Callout
        tone={pristine ? 'neutral' : status.tone}
        role="status"
        className={styles.status}
        data-testid="profitability-status">
        <span className={styles.statusLabel}>
          {pristine ? RESULT_LABELS.status : statusLabel(result.status)}
        </span>
        <span className={styles.statusDetail}>
          {pristine
            ? 'Enter the customer’s figures: the status updates as you type.'
            : `${formatPercent(result.profitMargin)} margin. ${status.detail}`}
        </span>
      </Callout>
      {unread ? (
        <Callout tone="warning" className={styles.unread} data-testid="profitability-unread">
          {unread}
        </Callout>
      ) : null}
      <FigureList figures={figures} columns={2} className={styles.figures} />
      {orderFigures.length > 0 ? (
        <FigureList
          figures={orderFigures}
          columns={2}
          compact
          className={styles.perOrder}
          aria-label="Per order"
        />
      ) : null}
    </Panel>
  );
}
