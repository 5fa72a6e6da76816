/**
 * Measures an event of the way to a booked call, when the build names a collector (a
 * `measurement-endpoint` meta element, present only when `site.measurement` is configured).
 * Without one this does nothing more than look for it; with one, the code that sends is
 * fetched then, so pages carry almost nothing for measurement.
 */
import {ENDPOINT_META} from './endpoint';
import type {EventDetail, MeasuredEvent} from './events';

export function measure(event: MeasuredEvent, detail?: EventDetail): void {
  if (typeof document === 'undefined') return;
  const endpoint = document.querySelector<HTMLMetaElement>(
    `meta[name="${ENDPOINT_META}"]`,
  )?.content;
  if (!endpoint) return;
  import('./send').then(({send}) => send(endpoint, event, detail)).catch(() => undefined);
}
