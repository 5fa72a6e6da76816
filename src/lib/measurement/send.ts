/**
 * Sends one measured event to the collector, unless the browser asks not to be tracked. The
 * request carries no cookie, no referrer and no identifier; a failure is ignored.
 */
import {eventPayload, measurementAllowed, type EventDetail, type MeasuredEvent} from './events';

export function send(endpoint: string, event: MeasuredEvent, detail?: EventDetail): void {
  const signals = navigator as Navigator & {globalPrivacyControl?: unknown};
  const windowDnt = (window as Window & {doNotTrack?: unknown}).doNotTrack;
  const allowed = measurementAllowed({
    globalPrivacyControl: signals.globalPrivacyControl,
    doNotTrack: signals.doNotTrack ?? windowDnt,
  });
  if (!allowed) return;
  fetch(endpoint, {
    method: 'POST',
    // Plain text needs no preflight request; the collector reads the JSON all the same.
    headers: {'Content-Type': 'text/plain'},
    body: JSON.stringify(eventPayload(event, window.location.href, detail)),
    credentials: 'omit',
    keepalive: true,
    referrerPolicy: 'no-referrer',
  }).catch(() => undefined);
}
