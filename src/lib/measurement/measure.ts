/**
 * Sends a measured event to the collector the build names (a `measurement-endpoint` meta
 * element, present only when `site.measurement` is configured). Nothing is sent when it is
 * absent, or when the browser asks not to be tracked. The request carries no cookie and
 * no identifier; a failure is ignored.
 */
import {
  ENDPOINT_META,
  eventPayload,
  measurementAllowed,
  type EventDetail,
  type MeasuredEvent,
} from './events';

function endpoint(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ENDPOINT_META}"]`);
  return meta?.content || null;
}

export function measure(event: MeasuredEvent, detail?: EventDetail): void {
  const url = endpoint();
  if (!url) return;
  const signals = navigator as Navigator & {globalPrivacyControl?: unknown};
  const windowDnt = (window as Window & {doNotTrack?: unknown}).doNotTrack;
  if (
    !measurementAllowed({
      globalPrivacyControl: signals.globalPrivacyControl,
      doNotTrack: signals.doNotTrack ?? windowDnt,
    })
  ) {
    return;
  }
  fetch(url, {
    method: 'POST',
    // Plain text needs no preflight request; the collector reads the JSON all the same.
    headers: {'Content-Type': 'text/plain'},
    body: JSON.stringify(eventPayload(event, window.location.href, detail)),
    credentials: 'omit',
    keepalive: true,
    referrerPolicy: 'no-referrer',
  }).catch(() => undefined);
}
