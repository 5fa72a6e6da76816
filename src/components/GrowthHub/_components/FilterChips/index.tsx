import React, {type ReactNode} from 'react';
import {ChipGroup, ChipLink, ToggleChip} from '@site/src/components/Chips';
import type {ContentType} from '@site/src/lib/growthHub/content';
import {HUB_CHIPS, toggleFilter, type HubFilter} from '@site/src/lib/growthHub/filter';

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
 * The hub's chips: toggle buttons for the filters, and links, marked with an arrow, for the
 * two chips that lead to other pages.
 */
export default function FilterChips({
  selected,
  onSelect,
  counts,
  total,
  controls,
}: FilterChipsProps): ReactNode {
  return (
    <ChipGroup label="Filter the Growth Hub by content type">
      {HUB_CHIPS.map((chip) =>
        chip.kind === 'link' ? (
          <ChipLink key={chip.label} to={chip.to}>
            {chip.label}
          </ChipLink>
        ) : (
          <ToggleChip
            key={chip.label}
            pressed={chip.filter === selected}
            count={chip.filter === 'all' ? total : counts[chip.filter]}
            controls={controls}
            onClick={() => onSelect(toggleFilter(selected, chip.filter))}>
            {chip.label}
          </ToggleChip>
        ),
      )}
    </ChipGroup>
  );
}
