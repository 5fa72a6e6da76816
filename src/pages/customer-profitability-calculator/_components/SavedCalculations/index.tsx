import React, {type ReactNode, useState} from 'react';
import ActionButton from '@site/src/components/ActionButton';
import Pager from '@site/src/components/Pager';
import {pageBounds} from '@site/src/lib/paging/paging';
import {MAX_SAVED_CALCULATIONS} from '@site/src/lib/profitability/record';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  calculateProfitability,
  parseProfitabilityText,
  type SavedCalculation,
} from '@site/src/lib/profitability/profitability';
import styles from './styles.module.css';

/** Made on first use: only a visitor with saved calculations pays for the locale data. */
let dateFormat: Intl.DateTimeFormat | undefined;

function savedOn(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {dateStyle: 'medium', timeStyle: 'short'});
  return dateFormat.format(date);
}

export interface SavedCalculationsProps {
  readonly saved: readonly SavedCalculation[];
  readonly onOpen: (entry: SavedCalculation) => void;
  readonly onDelete: (entry: SavedCalculation) => void;
}

/** Calculations saved in this browser, newest first, each to reopen or delete. */
export default function SavedCalculations({
  saved,
  onOpen,
  onDelete,
}: SavedCalculationsProps): ReactNode {
  const [page, setPage] = useState(0);
  const {start, end} = pageBounds(page, saved.length, MAX_SAVED_CALCULATIONS);
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
        <ul className={styles.list}>
          {saved.slice(start, end).map((entry) => {
            const result = calculateProfitability(parseProfitabilityText(entry.fields).inputs);
            return (
              <li key={entry.id} className={styles.item}>
                <div className={styles.text}>
                  <p className={styles.name}>{entry.name}</p>
                  <p className={styles.meta}>
                    {formatUsd(result.totalRevenue)} revenue · {formatPercent(result.profitMargin)}{' '}
                    margin · {formatUsd(result.grossProfit)} profit
                    {savedOn(entry.savedAt) ? ` · saved ${savedOn(entry.savedAt)}` : ''}
                  </p>
                </div>
                <div className={styles.actions}>
                  <ActionButton
                    size="sm"
                    variant="outline"
                    aria-label={`Open ${entry.name}`}
                    onClick={() => onOpen(entry)}>
                    Open
                  </ActionButton>
                  <ActionButton
                    size="sm"
                    variant="secondary"
                    aria-label={`Delete ${entry.name}`}
                    onClick={() => onDelete(entry)}>
                    Delete
                  </ActionButton>
                </div>
              </li>
            );
          })}
        </ul>
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
