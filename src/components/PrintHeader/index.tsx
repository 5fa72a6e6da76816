import React, {type ReactNode, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {site} from '@site/src/config/site';
import {useLocationSearch} from '@site/src/hooks/useShareLink';
import {formatLongDate, isoCalendarDate} from '@site/src/lib/dates/longDate';
import styles from './styles.module.css';

/** Today in the visitor's own calendar, as a date at midnight UTC (what the formatter reads). */
function localCalendarDay(now: Date): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export interface PrintHeaderProps {
  /** What the page prints: "ROI estimate", "Customer profitability". */
  readonly title: string;
}

/**
 * The top of a printed summary, on paper only: the site's name, what is printed, the date it
 * was printed and the address that opens it again (the page's public URL with its query, so
 * a printed estimate names the link to its own figures). The date is the visitor's and is
 * read in the browser, after hydration, and again just before printing.
 */
export default function PrintHeader({title}: PrintHeaderProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const search = useLocationSearch();
  const [today, setToday] = useState<Date | null>(null);

  useEffect(() => {
    const update = () => setToday(localCalendarDay(new Date()));
    update();
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);

  return (
    <div className={styles.header} data-testid="print-header">
      <p className={styles.site}>
        {site.productName} · {title}
        {today ? (
          <>
            {' '}
            · Printed <time dateTime={isoCalendarDate(today)}>{formatLongDate(today)}</time>
          </>
        ) : null}
      </p>
      <p className={styles.url}>{`${siteConfig.url}${pathname}${search}`}</p>
    </div>
  );
}
