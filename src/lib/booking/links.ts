/**
 * Where the booking page sends what the visitor brings: the scheduling widget's address
 * (the provider's inline widget reads prefilled answers and campaign parameters from its
 * query) and the e-mail fallback.
 */
import type {Campaign} from './campaign';

/** The widget's query parameter that prefills the answer to the booking form's first question. */
export const PREFILL_ANSWER_PARAM = 'a1';

/**
 * The booking page's address with the visitor's summary as the first answer and the
 * campaign's parameters, each only when there is one. Parameters already on the address
 * are kept, and replaced when given again.
 */
export function widgetUrl(
  pageUrl: string,
  {summary, campaign}: {readonly summary?: string | null; readonly campaign?: Campaign},
): string {
  const url = new URL(pageUrl);
  if (summary) url.searchParams.set(PREFILL_ANSWER_PARAM, summary);
  for (const [name, value] of Object.entries(campaign ?? {})) url.searchParams.set(name, value);
  return url.href;
}

/** The e-mail fallback's body: the times line, then the summary when there is one. */
export function bookingMailBody(summary: string | null): string {
  const lines = ['Two or three times that suit me:', '', ''];
  if (summary) lines.push('', 'Figures to start from:', summary);
  return lines.join('\n');
}

/** A `mailto:` link with a subject and a body, encoded so any text survives. */
export function mailtoWithBody(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
