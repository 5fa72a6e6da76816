import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {CircleCheck, type LucideIcon} from 'lucide-react';
import styles from './styles.module.css';

export interface IconListProps {
  readonly items: readonly ReactNode[];
  /** Marker before each item (decorative); a check mark by default. */
  readonly icon?: LucideIcon;
  /** Colour of the marker: gains and benefits green, problems red. */
  readonly tone?: 'positive' | 'negative' | 'info';
  /** `plain` lines, `boxed` items on cards, or `inline` items in a wrapping row. */
  readonly variant?: 'plain' | 'boxed' | 'inline';
  /** Widest number of columns (plain and boxed); one column on phones. */
  readonly columns?: 1 | 2;
  /** Use an ordered list (for ranked or sequential items). */
  readonly ordered?: boolean;
  readonly 'aria-label'?: string;
  readonly className?: string;
}

/** A list whose items each start with an icon: benefits, problems, findings, features. */
export default function IconList({
  items,
  icon: Icon = CircleCheck,
  tone = 'positive',
  variant = 'plain',
  columns = 1,
  ordered = false,
  'aria-label': ariaLabel,
  className,
}: IconListProps): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      aria-label={ariaLabel}
      className={clsx(
        styles.list,
        styles[variant],
        columns === 2 && variant !== 'inline' && styles.twoColumns,
        className,
      )}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <Icon aria-hidden="true" size={20} className={clsx(styles.icon, styles[tone])} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
