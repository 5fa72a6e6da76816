/**
 * Code a page loads on demand (a part shown after the visitor's first figures, a preview, a
 * highlighter) must not take the page down when the connection drops while it loads. A
 * loader wrapped here waits instead: offline, until the browser is back online; online, a
 * moment. It then tries again, a few times, and only then fails.
 */

/** How a loader waits before it tries again. */
export interface RetryWait {
  /** Resolves once the browser says it is online (at once when it already is). */
  readonly online: () => Promise<void>;
  /** Resolves after `ms` milliseconds. */
  readonly pause: (ms: number) => Promise<void>;
}

/** Tries after the first failure before giving up. */
export const IMPORT_RETRIES = 3;
/** Pause before trying again when the browser says it is online (a server hiccup). */
export const RETRY_PAUSE_MS = 1000;

const browserWait: RetryWait = {
  online: () =>
    typeof navigator === 'undefined' || navigator.onLine
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('online', () => resolve(), {once: true})),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * `load`, tried again after each failure (up to `retries` times) once the browser is online
 * and after a pause. Webpack forgets a chunk whose loading failed, so a new `import()` fetches
 * it again.
 */
export function retryingImport<T>(
  load: () => Promise<T>,
  retries: number = IMPORT_RETRIES,
  wait: RetryWait = browserWait,
): () => Promise<T> {
  return async () => {
    for (let failures = 0; ; failures += 1) {
      try {
        return await load();
      } catch (error) {
        if (failures >= retries) throw error;
        await wait.online();
        await wait.pause(RETRY_PAUSE_MS);
      }
    }
  };
}
