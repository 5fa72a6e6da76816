import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import {formatUsd} from '@site/src/lib/numbers/format';
import type {ChartBar} from '@site/src/lib/roi/explain';
import styles from './styles.module.css';

const ROW_HEIGHT = 46;
const LABEL_Y = 16;
const BAR_Y = 24;
const BAR_HEIGHT = 14;
/** Smallest visible bar, as a percentage of the width, so a small non-zero value shows. */
const MIN_BAR_PERCENT = 0.5;

export interface ValueChartProps {
  readonly bars: readonly ChartBar[];
}

/** Bar width as a percentage of the largest bar. */
function barPercent(value: number, largest: number): number {
  if (!(largest > 0) || !(value > 0)) return 0;
  return Math.max(MIN_BAR_PERCENT, (value / largest) * 100);
}

/**
 * A horizontal bar chart of yearly value against yearly cost, drawn as SVG. Widths are
 * percentages and text keeps its size, so it reads the same at 375 px and on a desktop.
 * Screen readers get one sentence with every figure (the bars are in the text too).
 */
export default function ValueChart({bars}: ValueChartProps): ReactNode {
  const titleId = useId();
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const summary = bars.map((bar) => `${bar.label}: ${formatUsd(bar.value)} a year`).join('; ');
  const height = bars.length * ROW_HEIGHT;

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>Yearly value against yearly cost</figcaption>
      <svg
        className={styles.chart}
        width="100%"
        height={height}
        role="img"
        aria-labelledby={titleId}>
        <title id={titleId}>{`Bar chart. ${summary}.`}</title>
        {bars.map((bar, index) => {
          const top = index * ROW_HEIGHT;
          return (
            <g key={bar.key}>
              <text x="0" y={top + LABEL_Y} className={styles.label}>
                {bar.label}
              </text>
              <text x="100%" y={top + LABEL_Y} textAnchor="end" className={styles.value}>
                {formatUsd(bar.value)}
              </text>
              <rect
                x="0"
                y={top + BAR_Y}
                width="100%"
                height={BAR_HEIGHT}
                rx="4"
                className={styles.track}
              />
              <rect
                x="0"
                y={top + BAR_Y}
                width={`${barPercent(bar.value, largest)}%`}
                height={BAR_HEIGHT}
                rx="4"
                className={clsx(styles.bar, bar.kind === 'cost' ? styles.cost : styles.gain)}
              />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
