import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ProgressBarProps {
  /** Accessible name of the bar ("Worksheet progress"). */
  readonly label: string;
  readonly value: number;
  readonly max: number;
  /** How the value reads aloud and on hover ("Step 2 of 6"). */
  readonly valueText: string;
  readonly tone?: 'info' | 'positive' | 'warning' | 'negative';
  readonly className?: string;
}

/** A horizontal progress bar: the native `progress` element, styled. */
export default function ProgressBar({
  label,
  value,
  max,
  valueText,
  tone = 'info',
  className,
}: ProgressBarProps): ReactNode {
  return (
    <progress
      className={clsx(styles.bar, styles[tone], className)}
      value={Math.min(max, Math.max(0, value))}
      max={max}
      aria-label={label}
      aria-valuetext={valueText}
      title={valueText}
    />
  );
}
