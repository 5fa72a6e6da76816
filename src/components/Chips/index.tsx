import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowUpRight} from 'lucide-react';
import styles from './styles.module.css';

export interface ChipGroupProps {
  /** What the chips do, read out for the group ("Filter by category"). */
  readonly label: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A row of filter chips that wraps onto further rows, announced as one labelled group. */
export function ChipGroup({label, children, className}: ChipGroupProps): ReactNode {
  return (
    <div className={clsx(styles.chips, className)} role="group" aria-label={label}>
      {children}
    </div>
  );
}

export interface ToggleChipProps {
  readonly pressed: boolean;
  readonly onClick: () => void;
  /** How many items the chip stands for, shown after its label. */
  readonly count?: number;
  /** Id of the element the chip filters. */
  readonly controls?: string;
  readonly children: ReactNode;
}

/** A filter chip: a toggle button (aria-pressed), filled while it is on. */
export function ToggleChip({
  pressed,
  onClick,
  count,
  controls,
  children,
}: ToggleChipProps): ReactNode {
  return (
    <button
      type="button"
      className={clsx(styles.chip, pressed && styles.pressed)}
      aria-pressed={pressed}
      aria-controls={controls}
      onClick={onClick}>
      {children}
      {count === undefined ? null : <span className={styles.count}> {count}</span>}
    </button>
  );
}

export interface ChipLinkProps {
  readonly to: string;
  readonly children: ReactNode;
}

/** A chip among filters that leads to another page: dashed, with an arrow. */
export function ChipLink({to, children}: ChipLinkProps): ReactNode {
  return (
    <Link to={to} className={clsx(styles.chip, styles.link)}>
      {children}
      <ArrowUpRight aria-hidden="true" size={16} />
    </Link>
  );
}
