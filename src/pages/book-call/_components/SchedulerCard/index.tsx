import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {CalendarCheck, Mail, Video} from 'lucide-react';
import {site, salesMailto} from '@site/src/config/site';
import {useExternalScript} from '@site/src/hooks/useExternalScript';
import {
  WIDGET_LOAD_TIMEOUT_MS,
  isBookingMessage,
  loadedAtCurrentPath,
} from '@site/src/lib/scheduling/widget';
import scriptStyles from '@site/src/css/script.module.css';
import styles from './styles.module.css';

const FRAME_TITLE = `Book a ${site.scheduling.callMinutes}-minute call with a commercial strategist`;

/**
 * Whether the provider's widget has put its booking frame into `container`. The frame is
 * given a title when the provider leaves it without one.
 */
function useWidgetRendered(container: React.RefObject<HTMLDivElement | null>): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const check = () => {
      const frame = element.querySelector('iframe');
      if (!frame) return;
      if (!frame.title) frame.title = FRAME_TITLE;
      setRendered(true);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);
  return rendered;
}

/**
 * True once the widget may load here. Only the booking page's own response carries the
 * security policy that allows the widget; a visitor who came by an in-app link still has the
 * previous page's policy, which would refuse it, so the page is loaded afresh instead.
 */
function useWidgetAllowed(): boolean {
  const isBrowser = useIsBrowser();
  const allowed =
    isBrowser &&
    loadedAtCurrentPath(performance.getEntriesByType('navigation')[0]?.name, window.location.href);
  useEffect(() => {
    if (isBrowser && !allowed) window.location.reload();
  }, [isBrowser, allowed]);
  return allowed;
}

/** True once `ms` milliseconds have passed since mount. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/** True once the widget's frame reports a booked call. */
function useBooked(): boolean {
  const [booked, setBooked] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isBookingMessage(event.origin, event.data, site.scheduling.pageUrl)) setBooked(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return booked;
}

function ManualBooking(): ReactNode {
  return (
    <div className={styles.manual}>
      <Heading as="h3" className={styles.manualTitle}>
        Prefer to book directly?
      </Heading>
      <p>
        E-mail{' '}
        <a href={salesMailto('Book a call with a commercial strategist')}>{site.salesEmail}</a> with
        two or three times that suit you and we will send an invitation, or message us on our{' '}
        <a href={site.companyPageUrl}>{site.companyPageLabel} company page</a>.
      </p>
    </div>
  );
}

/**
 * The booking card: the provider's inline scheduling widget (its script is added to the
 * head while the page is shown), a plain message with manual booking when the widget does
 * not appear, and a confirmation when the widget reports a booking.
 */
export default function SchedulerCard(): ReactNode {
  const allowed = useWidgetAllowed();
  const script = useExternalScript(allowed ? site.scheduling.widgetScriptUrl : null);
  const widget = useRef<HTMLDivElement>(null);
  const rendered = useWidgetRendered(widget);
  const timedOut = useElapsed(WIDGET_LOAD_TIMEOUT_MS);
  const booked = useBooked();
  const failed = !rendered && (script === 'error' || timedOut);

  return (
    <aside className={styles.card} aria-labelledby="scheduler-title">
      <div className={styles.head}>
        <Heading as="h2" id="scheduler-title" className={styles.title}>
          Pick a time that suits you
        </Heading>
        <p className={styles.note}>
          <Video aria-hidden="true" size={18} />
          <span>
            {site.scheduling.callMinutes}-minute call. Calls take place over video conference (
            {site.scheduling.videoTool}); the link comes with your invitation.
          </span>
        </p>
        {booked ? (
          <p className={styles.booked} role="status">
            <CalendarCheck aria-hidden="true" size={20} />
            <span>
              <strong>Your call is booked.</strong> A calendar invitation with the video link is on
              its way to your inbox.
            </span>
          </p>
        ) : null}
        <noscript>
          <p className={styles.failed} data-testid="booking-without-script">
            <CalendarCheck aria-hidden="true" size={20} />
            <span>
              <strong>The booking calendar needs JavaScript</strong>, which is turned off or blocked
              in this browser. You can{' '}
              <a href={site.scheduling.pageUrl}>open the booking page directly</a>, or e-mail{' '}
              <a href={salesMailto('Book a call with a commercial strategist')}>
                {site.salesEmail}
              </a>{' '}
              with two or three times that suit you.
            </span>
          </p>
        </noscript>
        <div className={clsx(styles.status, scriptStyles.needsScript)} role="status">
          {failed ? (
            <p className={styles.failed}>
              <Mail aria-hidden="true" size={20} />
              <span>
                <strong>The booking calendar could not load.</strong> It may be blocked by your
                browser or network. You can{' '}
                <a href={site.scheduling.pageUrl}>open the booking page directly</a>, or book by
                e-mail or through our company page, below.
              </span>
            </p>
          ) : null}
          {!failed && !rendered ? (
            <p className={styles.loading}>Loading the booking calendar…</p>
          ) : null}
        </div>
      </div>
      <div
        ref={widget}
        className={clsx(
          'calendly-inline-widget',
          styles.widget,
          failed && styles.widgetFailed,
          scriptStyles.needsScript,
        )}
        data-url={site.scheduling.pageUrl}
      />
      <ManualBooking />
    </aside>
  );
}
