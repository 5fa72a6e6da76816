import React, {type ReactNode, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {CalendarCheck, Mail, Video} from 'lucide-react';
import {site, salesMailto} from '@site/src/config/site';
import {useExternalScript} from '@site/src/hooks/useExternalScript';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {storedCampaign, type Campaign} from '@site/src/lib/booking/campaign';
import {BOOKING_ESTIMATE_RECORD} from '@site/src/lib/booking/estimate';
import {bookingMailBody, mailtoWithBody, widgetUrl} from '@site/src/lib/booking/links';
import {measure} from '@site/src/lib/measurement/measure';
import {
  FRESH_LOAD_KEY,
  WIDGET_LOAD_TIMEOUT_MS,
  isBookingMessage,
  needsFreshLoad,
} from '@site/src/lib/scheduling/widget';
import BookingConfirmation from '../BookingConfirmation';
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
  const reload =
    isBrowser &&
    needsFreshLoad(
      performance.getEntriesByType('navigation')[0]?.name,
      window.location.href,
      readSession(FRESH_LOAD_KEY),
    );
  useEffect(() => {
    if (!isBrowser) return;
    if (reload) {
      writeSession(FRESH_LOAD_KEY, window.location.pathname);
      window.location.reload();
    } else {
      writeSession(FRESH_LOAD_KEY, null);
    }
  }, [isBrowser, reload]);
  return isBrowser && !reload;
}

function sessionArea(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readSession(key: string): string | null {
  try {
    return sessionArea()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionArea()?.removeItem(key);
    else sessionArea()?.setItem(key, value);
  } catch {
    // Storage turned off: at worst the page reloads once more on a later in-app visit.
  }
}

/** The visit's campaign (kept by the campaign client module), read after hydration. */
function useCampaign(): Campaign | null {
  const isBrowser = useIsBrowser();
  return useMemo(() => (isBrowser ? storedCampaign(sessionArea()) : null), [isBrowser]);
}

interface ProviderWidget {
  readonly initInlineWidget?: (options: {url: string; parentElement: HTMLElement}) => void;
}

/**
 * Shows the widget again at a new address (the visitor removed their summary) once the
 * provider has drawn it at the old one.
 */
function useWidgetAddress(
  container: React.RefObject<HTMLDivElement | null>,
  url: string,
  rendered: boolean,
): void {
  const drawn = useRef<string | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || !rendered) return;
    if (drawn.current === null) {
      drawn.current = url;
      return;
    }
    if (drawn.current === url) return;
    const provider = (window as Window & {Calendly?: ProviderWidget}).Calendly;
    if (!provider?.initInlineWidget) return;
    drawn.current = url;
    element.replaceChildren();
    provider.initInlineWidget({url, parentElement: element});
  }, [container, url, rendered]);
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

const MAIL_SUBJECT = 'Book a call with a commercial strategist';

function ManualBooking({mailto}: {readonly mailto: string}): ReactNode {
  return (
    <div className={styles.manual}>
      <Heading as="h3" className={styles.manualTitle}>
        Prefer to book directly?
      </Heading>
      <p>
        E-mail <a href={mailto}>{site.salesEmail}</a> with two or three times that suit you and we
        will send an invitation, or message us on our{' '}
        <a href={site.companyPageUrl}>{site.companyPageLabel} company page</a>.
      </p>
    </div>
  );
}

/** The figures the visitor chose to bring, with a way to take them off before booking. */
function CallEstimate({text, onRemove}: {readonly text: string; readonly onRemove: () => void}) {
  return (
    <div className={styles.estimate} data-testid="call-estimate">
      <p className={styles.estimateText}>
        <span className={styles.estimateLabel}>Your call will start from</span>
        <span>{text}</span>
      </p>
      <p className={styles.estimateNote}>
        These figures go into the booking form and the e-mail below, and nowhere else.{' '}
        <button type="button" className={styles.estimateRemove} onClick={onRemove}>
          Remove them
        </button>
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
  const campaign = useCampaign();
  const {value: estimate, store} = useStoredRecord(BOOKING_ESTIMATE_RECORD);
  const summary = estimate?.text ?? null;
  const url = widgetUrl(site.scheduling.pageUrl, {summary, campaign: campaign ?? {}});
  const mailto = mailtoWithBody(site.salesEmail, MAIL_SUBJECT, bookingMailBody(summary));
  // The widget reads its address once, when its script runs: not before the visit's own
  // campaign and summary are known.
  const ready = allowed && campaign !== null;
  const script = useExternalScript(ready ? site.scheduling.widgetScriptUrl : null);
  const widget = useRef<HTMLDivElement>(null);
  const rendered = useWidgetRendered(widget);
  useWidgetAddress(widget, url, rendered);
  const timedOut = useElapsed(WIDGET_LOAD_TIMEOUT_MS);
  const booked = useBooked();
  const failed = !rendered && (script === 'error' || timedOut);

  // Each measured once per visit of the page (a booking is reported only once, however
  // often the widget says so), with whether the visitor brought figures.
  const withEstimate = summary !== null ? 'yes' : 'no';
  useEffect(() => {
    if (ready) measure('bookingPageReached', {estimate: withEstimate});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, [ready]);
  useEffect(() => {
    if (booked) measure('bookingMade', {estimate: withEstimate});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the booking is made only
  }, [booked]);

  const removeEstimate = () => {
    store.set(null);
    store.flush();
  };

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
        {booked ? <BookingConfirmation summary={summary} /> : null}
        {summary !== null && !booked ? (
          <CallEstimate text={summary} onRemove={removeEstimate} />
        ) : null}
        <noscript>
          <p className={styles.failed} data-testid="booking-without-script">
            <CalendarCheck aria-hidden="true" size={20} />
            <span>
              <strong>The booking calendar needs JavaScript</strong>, which is turned off or blocked
              in this browser. You can{' '}
              <a href={site.scheduling.pageUrl}>open the booking page directly</a>, or e-mail{' '}
              <a href={salesMailto(MAIL_SUBJECT)}>{site.salesEmail}</a> with two or three times that
              suit you.
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
        data-url={url}
      />
      <ManualBooking mailto={mailto} />
    </aside>
  );
}
