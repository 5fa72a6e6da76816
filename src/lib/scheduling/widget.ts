/**
 * Rules for the third-party scheduling widget (Calendly-style inline embed) on /book-call:
 * which messages from its frame count as a booking, and how long to wait for it.
 */

/** How long the widget may take to appear before the page offers manual booking instead. */
export const WIDGET_LOAD_TIMEOUT_MS = 6000;

/** The event name the provider posts to the host page when a visitor books a call. */
export const SCHEDULED_EVENT = 'calendly.event_scheduled';

/** Prefix of every event name the provider posts (page views, date picks, bookings). */
const PROVIDER_EVENT_PREFIX = 'calendly.';

/** Origin (`https://host`) of the booking page, from which the widget's frame posts. */
export function widgetOrigin(pageUrl: string): string | null {
  try {
    return new URL(pageUrl).origin;
  } catch {
    return null;
  }
}

/** The provider event name a `message` event's data carries, or null for other messages. */
export function providerEventName(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('event' in data)) return null;
  const name = (data as {event: unknown}).event;
  return typeof name === 'string' && name.startsWith(PROVIDER_EVENT_PREFIX) ? name : null;
}

/**
 * Whether a `message` event reports a booking: it must come from the booking page's origin
 * (any page can post messages; only the widget's frame is believed) and name the
 * scheduled event.
 */
export function isBookingMessage(origin: string, data: unknown, pageUrl: string): boolean {
  const expected = widgetOrigin(pageUrl);
  return expected !== null && origin === expected && providerEventName(data) === SCHEDULED_EVENT;
}

/**
 * Whether the document was loaded at the path the address bar shows now. The host sends the
 * security policy that lets the widget run with the booking page's own response only; after
 * an in-app navigation from another page the document still has that page's policy. When
 * the browser does not say where the document was loaded, it is taken to be here.
 */
export function loadedAtCurrentPath(documentUrl: string | undefined, currentUrl: string): boolean {
  if (documentUrl === undefined) return true;
  return new URL(documentUrl).pathname === new URL(currentUrl).pathname;
}

/** Session storage key naming the path the booking page last reloaded itself for. */
export const FRESH_LOAD_KEY = 'booking.freshLoadFor';

/**
 * Whether the booking page should load itself afresh: only when the document was loaded
 * elsewhere (see {@link loadedAtCurrentPath}) and it has not already reloaded for this path,
 * so that a browser that keeps reporting another address never reloads in a loop.
 */
export function needsFreshLoad(
  documentUrl: string | undefined,
  currentUrl: string,
  reloadedFor: string | null,
): boolean {
  if (loadedAtCurrentPath(documentUrl, currentUrl)) return false;
  return reloadedFor !== new URL(currentUrl).pathname;
}
