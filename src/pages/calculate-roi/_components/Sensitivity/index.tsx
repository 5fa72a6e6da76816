import React, {type ReactNode, useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import TableFrame from '@site/src/components/Guide/TableFrame';
import {SUBSCRIPTION_BANDS_BY_BILLING} from '@site/src/data/pricing';
import {layoutBars} from '@site/src/lib/charts/bars';
import type {RoiAssumptions} from '@site/src/lib/roi/assumptions';
import type {RoiFormValues} from '@site/src/lib/roi/form';
import {
  DRIVER_LABELS,
  SENSITIVITY_STEPS,
  caseChange,
  formatChange,
  formatDriverValue,
  formatMeasure,
  formatStep,
  rowsByMeasure,
  sensitivity,
  sensitivitySummary,
  type SensitivityMeasure,
  type SensitivityRow,
} from '@site/src/lib/roi/sensitivity';
import styles from './styles.module.css';

const MEASURES: readonly {readonly id: SensitivityMeasure; readonly label: string}[] = [
  {id: 'net', label: 'Net annual benefit'},
  {id: 'multiple', label: 'ROI multiple'},
];

/** Room left at each side of the plot, percent of the width, so an outline is not cut off. */
const PLOT_INSET = 1;
const ROW_HEIGHT = 52;
const LABEL_Y = 16;
const BAR_Y = 24;
const OUTER_HEIGHT = 18;
const INNER_HEIGHT = 8;

/** How the wider step (±50%) is drawn: an outline; the narrower (±25%) is filled. */
const isOuterStep = (step: number) => Math.abs(step) === 0.5;

/** A row's range of changes, lowest to highest: "−$62,500 to +$62,500". */
function rangeText(row: SensitivityRow, measure: SensitivityMeasure): string {
  const changes = row.cases.map((entry) => caseChange(entry, measure));
  const low = Math.min(...changes);
  const high = Math.max(...changes);
  return low === high
    ? `${formatChange(low, measure)} at every step`
    : `${formatChange(low, measure)} to ${formatChange(high, measure)}`;
}

/** What the chart shows, read out: each figure and its change at each step. */
function chartDescription(rows: readonly SensitivityRow[], measure: SensitivityMeasure): string {
  return rows
    .map(
      (row) =>
        `${DRIVER_LABELS[row.driver]}: ${row.cases
          .map(
            (entry) =>
              `${formatStep(entry.step)} ${formatChange(caseChange(entry, measure), measure)}`,
          )
          .join(', ')}.`,
    )
    .join(' ');
}

export interface SensitivityProps {
  readonly values: RoiFormValues;
  readonly assumptions: RoiAssumptions;
}

/**
 * Which figure moves the estimate most: each input and assumption 25% and 50% lower and
 * higher, as a bar chart of the change (SVG, a row per figure, largest first) and the same
 * figures as a table, for the net annual benefit or the ROI multiple.
 */
export default function Sensitivity({values, assumptions}: SensitivityProps): ReactNode {
  const [measure, setMeasure] = useState<SensitivityMeasure>('net');
  const ids = useId();
  const result = useMemo(
    () => sensitivity(values, assumptions, SUBSCRIPTION_BANDS_BY_BILLING),
    [values, assumptions],
  );
  const rows = rowsByMeasure(result, measure);
  const measureLabel = MEASURES.find((entry) => entry.id === measure)?.label ?? '';
  const changes = rows.flatMap((row) => row.cases.map((entry) => caseChange(entry, measure)));
  const layout = layoutBars(changes, 100 - 2 * PLOT_INSET);
  const at = (x: number) => `${PLOT_INSET + x}%`;
  const titleId = `${ids}-title`;
  const descId = `${ids}-desc`;
  const title = `Change in ${measureLabel.toLowerCase()} when each figure is 25% or 50% lower or higher`;

  return (
    <section className={styles.section} aria-labelledby="roi-sensitivity">
      <h3 id="roi-sensitivity" className={styles.title}>
        What moves the estimate most
      </h3>
      <p className={styles.summary} data-testid="sensitivity-summary">
        {sensitivitySummary(result)}
      </p>
      <fieldset className={styles.measures}>
        <legend className={styles.legend}>Show the change in</legend>
        {MEASURES.map((entry) => (
          <label key={entry.id} className={styles.choice}>
            <input
              type="radio"
              name="roi-sensitivity-measure"
              value={entry.id}
              checked={measure === entry.id}
              onChange={() => setMeasure(entry.id)}
            />{' '}
            {entry.label}
          </label>
        ))}
      </fieldset>

      <figure className={styles.figure}>
        <svg
          className={styles.chart}
          width="100%"
          height={rows.length * ROW_HEIGHT}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          data-testid="sensitivity-chart">
          <title id={titleId}>{`Sensitivity chart. ${title}.`}</title>
          <desc id={descId}>{chartDescription(rows, measure)}</desc>
          <line
            x1={at(layout.zeroX)}
            x2={at(layout.zeroX)}
            y1="20"
            y2={rows.length * ROW_HEIGHT}
            className={styles.zero}
          />
          {rows.map((row, rowIndex) => {
            const top = rowIndex * ROW_HEIGHT;
            return (
              <g key={row.driver} data-driver={row.driver}>
                <text x="0" y={top + LABEL_Y} className={styles.label}>
                  {DRIVER_LABELS[row.driver]}
                </text>
                <text x="100%" y={top + LABEL_Y} textAnchor="end" className={styles.range}>
                  {rangeText(row, measure)}
                </text>
                {/* The wider steps first, so the narrower ones are drawn over them. */}
                {[...row.cases]
                  .sort((a, b) => Math.abs(b.step) - Math.abs(a.step))
                  .map((entry) => {
                    const change = caseChange(entry, measure);
                    const index =
                      rowIndex * SENSITIVITY_STEPS.length + SENSITIVITY_STEPS.indexOf(entry.step);
                    const bar = layout.bars[index] ?? {x: 0, width: 0};
                    const outer = isOuterStep(entry.step);
                    const height = outer ? OUTER_HEIGHT : INNER_HEIGHT;
                    return (
                      <rect
                        key={entry.step}
                        x={at(bar.x)}
                        y={top + BAR_Y + (OUTER_HEIGHT - height) / 2}
                        width={`${bar.width}%`}
                        height={height}
                        data-step={entry.step}
                        data-change={change}
                        className={clsx(
                          outer ? styles.outer : styles.inner,
                          change < 0 ? styles.down : styles.up,
                        )}
                      />
                    );
                  })}
              </g>
            );
          })}
        </svg>
        <figcaption className={styles.key}>
          {title}. Filled bars: 25% lower or higher; outlined bars: 50%. Bars to the right of the
          line raise the {measureLabel.toLowerCase()}, bars to the left lower it. The table below
          gives every figure.
        </figcaption>
      </figure>

      <div data-testid="sensitivity-table">
        <TableFrame caption={title} wide>
          <thead>
            <tr>
              <th scope="col">Figure (as given)</th>
              {SENSITIVITY_STEPS.map((step) => (
                <th key={step} scope="col" className={styles.number}>
                  {formatStep(step)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.driver} data-driver={row.driver}>
                <th scope="row">
                  {DRIVER_LABELS[row.driver]}{' '}
                  <span className={styles.base}>({formatDriverValue(row.driver, row.base)})</span>
                </th>
                {row.cases.map((entry) => (
                  <td key={entry.step} className={styles.number} data-step={entry.step}>
                    <span className={styles.change}>
                      {formatChange(caseChange(entry, measure), measure)}
                    </span>
                    <span className={styles.detail}>
                      {formatDriverValue(row.driver, entry.value)}: {formatMeasure(entry, measure)}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </div>
    </section>
  );
}
