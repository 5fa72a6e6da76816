import React, {type ReactNode} from 'react';
import ActionButton from '@site/src/components/ActionButton';
import {formatNumber} from '@site/src/lib/numbers/format';
import {clampPage, pageBounds, pageCount} from '@site/src/lib/paging/paging';
import styles from './styles.module.css';

export interface PagerProps {
  /** Page shown, from 0. */
  readonly page: number;
  readonly total: number;
  readonly size: number;
  /** What the entries are, plural: "customers". */
  readonly noun: string;
  readonly onPage: (page: number) => void;
}

/**
 * Previous and next page of a list too long to show at once, with which entries are shown.
 * Shows nothing when the list fits on one page.
 */
export default function Pager({page, total, size, noun, onPage}: PagerProps): ReactNode {
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  const current = clampPage(page, total, size);
  const {start, end} = pageBounds(current, total, size);
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <ActionButton
        size="sm"
        variant="secondary"
        disabled={current === 0}
        onClick={() => onPage(current - 1)}>
        Previous page
      </ActionButton>
      <p className={styles.position} aria-live="polite">
        Showing {noun} {formatNumber(start + 1)} to {formatNumber(end)} of {formatNumber(total)}
      </p>
      <ActionButton
        size="sm"
        variant="secondary"
        disabled={current === pages - 1}
        onClick={() => onPage(current + 1)}>
        Next page
      </ActionButton>
    </nav>
  );
}
