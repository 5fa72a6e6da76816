/**
 * What the site measures when measurement is configured (`site.measurement`): the events of
 * the way from a calculation to a booked call, with no personal data. Each event has a name
 * and at most a few words of detail drawn from fixed lists; no figures, no text the visitor
 * typed, no identifiers. The privacy page lists these from here.
 */

/** The events and what each says, in the order a visitor meets them. */
export const MEASURED_EVENTS = {
  toolCompleted: {
    name: 'Tool completed',
    says: 'a calculator or free tool gave its result, and which one',
  },
  scenarioSaved: {name: 'Scenario saved', says: 'a calculation was saved in this browser'},
  shareLinkCopied: {name: 'Share link copied', says: 'a link to a result was copied'},
  exported: {name: 'Export', says: 'a file was downloaded from a tool'},
  bookingPageReached: {
    name: 'Booking page reached',
    says: 'the booking page was opened, with or without an estimate brought along',
  },
  bookingMade: {name: 'Booking made', says: 'a call was booked in the scheduling widget'},
} as const;

export type MeasuredEvent = keyof typeof MEASURED_EVENTS;

/** Detail an event may carry: a few fixed words, never anything the visitor typed. */
export type EventDetail = Readonly<Record<string, string>>;

/** What the browser says of the visitor's wishes. */
export interface PrivacySignals {
  /** `navigator.globalPrivacyControl`. */
  readonly globalPrivacyControl?: unknown;
  /** `navigator.doNotTrack` (or the older `window.doNotTrack`). */
  readonly doNotTrack?: unknown;
}

/**
 * Whether the visitor lets the site measure: not when the browser sends Global Privacy
 * Control or Do Not Track ("1", or "yes" in older browsers).
 */
export function measurementAllowed({globalPrivacyControl, doNotTrack}: PrivacySignals): boolean {
  if (globalPrivacyControl === true) return false;
  return doNotTrack !== '1' && doNotTrack !== 'yes';
}

/** The body posted to the collector, in the form Plausible-compatible collectors read. */
export interface EventPayload {
  readonly name: string;
  /** The page's address without its query or fragment (which may hold the visitor's figures). */
  readonly url: string;
  /** The site's host name, naming the site to a collector that serves several. */
  readonly domain: string;
  readonly props?: EventDetail;
}

export function eventPayload(
  event: MeasuredEvent,
  pageUrl: string,
  detail?: EventDetail,
): EventPayload {
  const page = new URL(pageUrl);
  return {
    name: MEASURED_EVENTS[event].name,
    url: `${page.origin}${page.pathname}`,
    domain: page.hostname,
    ...(detail && Object.keys(detail).length > 0 ? {props: detail} : {}),
  };
}

/**
 * The collector's endpoint as configured.
 *
 * @throws Error unless it is an absolute http(s) URL, so a typo fails the build.
 */
export function collectorEndpoint(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`measurement.endpoint must be an absolute URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`measurement.endpoint must use https (or http), got "${url}"`);
  }
  return parsed;
}
