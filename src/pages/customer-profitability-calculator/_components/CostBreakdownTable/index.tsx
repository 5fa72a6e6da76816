import React, {type ReactNode} from 'react';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {COST_LINE_LABELS} from '@site/src/data/profitabilityCalculator';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import type {CostBreakdown, ProfitabilityResult} from '@site/src/lib/profitability/profitability';
import styles from './styles.module.css';

/** Each cost line with its amount, its share of total costs and a bar scaled to the largest. */
export default function CostBreakdownTable({result}: {result: ProfitabilityResult}): ReactNode {
  const lines = (Object.keys(COST_LINE_LABELS) as (keyof CostBreakdown)[]).map((key) => ({
    key,
    label: COST_LINE_LABELS[key],
    amount: result.costs[key],
  }));
  const largest = Math.max(0, ...lines.map((line) => line.amount));
  const share = (amount: number) =>
    result.totalCosts > 0 ? formatPercent((amount / result.totalCosts) * 100) : '—';
  return (
    <section className={styles.section} aria-labelledby="cost-breakdown">
      <h2 id="cost-breakdown" className={styles.title}>
        Cost breakdown
      </h2>
      <p className={styles.intro}>
        Where this customer’s revenue goes, line by line: the largest costs are the first places to
        look for margin.
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>Annual cost to serve, by cost line</caption>
        <thead>
          <tr>
            <th scope="col">Cost line</th>
            <th scope="col" className={styles.number}>
              Annual cost
            </th>
            <th scope="col" className={styles.number}>
              Share of costs
            </th>
            <th scope="col" className={styles.barColumn}>
              <VisuallyHidden>Relative size</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td className={styles.number}>{formatUsd(line.amount)}</td>
              <td className={styles.number}>{share(line.amount)}</td>
              <td className={styles.barColumn}>
                <svg
                  className={styles.bar}
                  viewBox="0 0 100 8"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  focusable="false">
                  <rect className={styles.track} x="0" y="0" width="100" height="8" rx="2" />
                  <rect
                    className={styles.fill}
                    x="0"
                    y="0"
                    width={largest > 0 ? (line.amount / largest) * 100 : 0}
                    height="8"
                    rx="2"
                  />
                </svg>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total costs</th>
            <td className={styles.number}>{formatUsd(result.totalCosts)}</td>
            <td className={styles.number}>{result.totalCosts > 0 ? '100.0%' : '—'}</td>
            <td className={styles.barColumn} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
