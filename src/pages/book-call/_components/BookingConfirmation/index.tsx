import React, {type ReactNode, useState} from 'react';
import {CalendarCheck} from 'lucide-react';
import {site} from '@site/src/config/site';
import {AFTER_BOOKING} from '@site/src/data/bookCall';
import {downloadTextFile} from '@site/src/lib/browser/download';
import styles from './styles.module.css';

/** File name of the summary the visitor keeps. */
const SUMMARY_FILE = `${site.productName.toLowerCase()}-call-figures.txt`;

/**
 * Shown once the widget reports a booking: that the call is booked, what happens next, and
 * the figures the visitor brought, to keep as a small text file.
 */
export default function BookingConfirmation({
  summary,
}: {
  readonly summary: string | null;
}): ReactNode {
  const [saved, setSaved] = useState<'saved' | 'failed' | null>(null);
  const keep = () => {
    try {
      downloadTextFile(
        SUMMARY_FILE,
        `Figures for my call with ${site.productName}\n\n${summary ?? ''}\n`,
      );
      setSaved('saved');
    } catch {
      setSaved('failed');
    }
  };
  return (
    <div className={styles.confirmation} data-testid="booking-confirmation">
      <p className={styles.booked} role="status">
        <CalendarCheck aria-hidden="true" size={20} />
        <span>
          <strong>Your call is booked.</strong> A calendar invitation with the video link is on its
          way to your inbox.
        </span>
      </p>
      <h3 className={styles.nextTitle}>What happens next</h3>
      <ol className={styles.next}>
        {AFTER_BOOKING.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {summary !== null ? (
        <div className={styles.keep}>
          <p className={styles.keepText}>
            <span className={styles.keepLabel}>The figures you brought</span>
            <span>{summary}</span>
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={keep}>
            Keep a copy of your figures
          </button>
          <span className={styles.saved} aria-live="polite">
            {saved === 'saved' ? `Saved as ${SUMMARY_FILE}.` : null}
            {saved === 'failed'
              ? 'The file could not be saved. Copy the figures above instead.'
              : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}
