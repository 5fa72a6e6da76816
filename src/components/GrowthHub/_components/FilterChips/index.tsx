import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowUpRight} from 'lucide-react';
import type {ContentType} from '@site/src/lib/growthHub/content';
import {HUB_CHIPS, toggleFilter, type HubFilter} from '@site/src/lib/growthHub/filter';
import styles from './styles.module.css';

export interface FilterChipsProps {
  readonly selected: HubFilter;
  readonly onSelect: (filter: HubFilter) => void;
  /** Items of each type, shown on the filter chips. */
  readonly counts: Readonly<Record<ContentType, number>>;
  readonly total: number;
  /** Id of the element the chips filter (the card grid). */
  readonly controls: string;
}

/**
 * The hub's chips: toggle buttons (aria-pressed) for the filters, and links, marked with an
 * arrow, for the two chips that lead to other pages.
 */
export default function FilterChips({
  selected,
  onSelect,
  counts,
  total,
  controls,
}: FilterChipsProps): ReactNode {
  return (
    <div className={styles.chips} role="group" aria-label="Filter the Growth Hub by content type">
      {HUB_CHIPS.map((chip) => {
        if (chip.kind === 'link') {
          return (
            <Link key={chip.label} to={chip.to} className={clsx(styles.chip, styles.linkChip)}>
              {chip.label}
              <ArrowUpRight aria-hidden="true" size={16} />
            </Link>
          );
        }
        const pressed = chip.filter === selected;
        const count = chip.filter === 'all' ? total : counts[chip.filter];
        return (
          <button
            key={chip.label}
            type="button"
            className={clsx(styles.chip, pressed && styles.pressed)}
            aria-pressed={pressed}
            aria-controls={controls}
            onClick={() => onSelect(toggleFilter(selected, chip.filter))}>
            {chip.label}
            <span className={styles.count}>{count}</span>
          </button>
        );
      })}
    </div>
  );
}
