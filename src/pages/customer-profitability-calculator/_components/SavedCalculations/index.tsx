import React, {type ReactNode, useState} from 'react';
import Pager from '@site/src/components/Pager';
import SavedEntries from '@site/src/components/SavedEntries';
import {pageBounds} from '@site/src/lib/paging/paging';
import {MAX_SAVED_CALCULATIONS} from '@site/src/lib/profitability/record';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  calculateProfitability,
  parseProfitabilityText,
  type SavedCalculation,
} from '@site/src/lib/profitability/profitability';
import type {RenameProblem} from '@site/src/lib/scenarios/named';
import styles from './styles.module.css';

/** Made on first use: only a visitor with saved calculations pays for the locale data. */
let dateFormat: Intl.DateTimeFormat | undefined;

function savedOn(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {dateStyle: 'medium', timeStyle: 'short'});
  return dateFormat.format(date);
}

/** A saved calculation in a line: revenue, margin, profit and when it was saved. */
function meta(entry: SavedCalculation): string {
  const result = calculateProfitability(parseProfitabilityText(entry.fields).inputs);
  const saved = savedOn(entry.savedAt);
  return (
    `${formatUsd(result.totalRevenue)} revenue · ${formatPercent(result.profitMargin)} margin · ` +
    `${formatUsd(result.grossProfit)} profit${saved ? ` · saved ${saved}` : ''}`
  );
}

export interface SavedCalculationsProps {
  readonly saved: readonly SavedCalculation[];
  /** Ids ticked for the comparison. */
  readonly compared: readonly string[];
  readonly onToggleCompare: (id: string) => void;
  readonly onOpen: (entry: SavedCalculation) => void;
  readonly onRename: (id: string, name: string) => RenameProblem | null;
  readonly onDelete: (entry: SavedCalculation) => void;
}

/** Calculations saved in this browser, newest first, to reopen, rename, delete or compare. */
export default function SavedCalculations({
  saved,
  compared,
  onToggleCompare,
  onOpen,
  onRename,
  onDelete,
}: SavedCalculationsProps): ReactNode {
  const [page, setPage] = useState(0);
  const {start, end} = pageBounds(page, saved.length, MAX_SAVED_CALCULATIONS);
  const byId = (id: string) => saved.find((entry) => entry.id === id);
  return (
    <section className={styles.section} aria-labelledby="saved-calculations">
      <h2 id="saved-calculations" className={styles.title}>
        Saved calculations
      </h2>
      {saved.length === 0 ? (
        <p className={styles.empty}>
          Nothing saved yet. Name a calculation and choose Save Calculation to keep it in this
          browser and compare customers.
        </p>
      ) : (
        <SavedEntries
          entries={saved.slice(start, end).map((entry) => ({
            id: entry.id,
            name: entry.name,
            meta: meta(entry),
          }))}
          compared={compared}
          onToggleCompare={onToggleCompare}
          onOpen={(id) => {
            const entry = byId(id);
            if (entry) onOpen(entry);
          }}
          onRename={onRename}
          onDelete={(id) => {
            const entry = byId(id);
            if (entry) onDelete(entry);
          }}
          noun="calculation"
        />
      )}
      <Pager
        page={page}
        total={saved.length}
        size={MAX_SAVED_CALCULATIONS}
        noun="saved calculations"
        onPage={setPage}
      />
    </section>
  );
}
