import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type BadgeTone = 'neutral' | 'info' | 'positive' | 'warning' | 'negative';

export interface BadgeProps {
  readonly children: ReactNode;
  readonly tone?: BadgeTone;
  readonly className?: string;
}

/** A small pill: a risk level, a difficulty, a "Recommended" flag. */
export default function Badge({children, tone = 'neutral', className}: BadgeProps): ReactNode {
  return <span className={clsx(styles.badge, styles[tone], className)}>{children}</span>;
}
