/** Something thrown while rendering a route: usually an Error, sometimes a response-like object. */
export type Thrown = unknown;

/**
 * The one-line explanation shown under 'Unexpected Application Error!': the HTTP-like status
 * with its text when the thrown value carries one, else the error's message, else a generic
 * sentence. Never returns an empty string.
 */
export function describeError(thrown: Thrown): string {
  if (thrown && typeof thrown === 'object') {
    const {status, statusText, message} = thrown as {
      status?: unknown;
      statusText?: unknown;
      message?: unknown;
    };
    if (typeof status === 'number' && Number.isFinite(status)) {
      const text = typeof statusText === 'string' ? statusText.trim() : '';
      return text ? `${status} ${text}` : String(status);
    }
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
  }
  if (typeof thrown === 'string' && thrown.trim() !== '') return thrown.trim();
  return 'Something went wrong while showing this page.';
}
