import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import tones from '@site/src/css/tones.module.css';
import styles from './styles.module.css';

/** Colour family: gains green, warnings amber, losses red, information blue. */
export type BadgeTone = 'positive' | 'warning' | 'negative' | 'info';

export interface BadgeProps {
  readonly children: ReactNode;
  readonly tone?: BadgeTone;
  /** Small capitals with a border, for status labels ("CRITICAL"). */
  readonly label?: boolean;
  readonly className?: string;
}

/** A small rounded label: a discount, a status, a time, a plan flag, a risk level, a difficulty. */
export default function Badge({
  children,
  tone = 'info',
  label = false,
  className,
}: BadgeProps): ReactNode {
  return (
    <span className={clsx(styles.badge, tones[tone], label && styles.label, className)}>
      {children}
    </span>
  );
}
