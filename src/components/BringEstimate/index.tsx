import React, {type ReactNode, useEffect, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {BOOKING_ESTIMATE_RECORD, type BookingEstimate} from '@site/src/lib/booking/estimate';
import styles from './styles.module.css';

/**
 * The visitor's choice to bring a one-line summary of a result to the booked call. Unticked
 * until they tick it; ticked, the summary is kept in this browser for the booking page (and
 * follows the figures as they change); unticked again, it is removed. Nothing leaves the
 * browser unless the visitor books with it.
 */
export default function BringEstimate({
  estimate,
  withBookingLink = false,
  className,
}: {
  readonly estimate: BookingEstimate;
  /** Adds a link to the booking page, where the page has none beside the choice. */
  readonly withBookingLink?: boolean;
  readonly className?: string;
}): ReactNode {
  const {value: stored, store} = useStoredRecord(BOOKING_ESTIMATE_RECORD);
  const ticked = stored !== null && stored.source === estimate.source;
  const noteId = useId();

  const keep = (next: BookingEstimate | null) => {
    store.set(next);
    // Written at once: the next click may well open the booking page.
    store.flush();
  };

  useEffect(() => {
    if (ticked && stored.text !== estimate.text) keep(estimate);
    // keep is a new function each render; the record's store is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticked, stored, estimate]);

  return (
    <div className={clsx(styles.choice, className)}>
      <label className={styles.label}>
        <input
          type="checkbox"
          checked={ticked}
          aria-describedby={noteId}
          onChange={(event) => keep(event.target.checked ? estimate : null)}
        />
        <span>Bring these figures to my call</span>
      </label>
      <p id={noteId} className={styles.note}>
        {estimate.text}. Ticked, this one line is filled into the booking form and the e-mail on the
        booking page; nothing else is shared.
        {withBookingLink ? (
          <>
            {' '}
            <Link to="/book-call">Book a call</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
