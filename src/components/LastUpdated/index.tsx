import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatLongDate, isoCalendarDate} from '@site/src/lib/dates/longDate';
import styles from './styles.module.css';

export interface LastUpdatedProps {
  /** The date ("2025-08-27"); without it, the date of the build (`customFields.buildDate`). */
  readonly date?: string;
  /** The words before the date; "Last updated" unless told. */
  readonly label?: string;
}

/**
 * "Last updated: 27 August 2025" under a page title (or another label: "Last reviewed"). The date is formatted from a fixed
 * string, so the static HTML and the browser render the same text.
 */
export default function LastUpdated({date, label = 'Last updated'}: LastUpdatedProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const value = date ?? siteConfig.customFields?.buildDate;
  if (typeof value !== 'string') {
    throw new Error('LastUpdated needs a date, or customFields.buildDate in docusaurus.config.ts');
  }
  return (
    <p className={styles.updated}>
      {label}: <time dateTime={isoCalendarDate(value)}>{formatLongDate(value)}</time>
    </p>
  );
}
