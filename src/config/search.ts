/**
 * Search selection. Local search (no account, works offline) is the default; Algolia
 * DocSearch is an opt-in for deployments that have a DocSearch index.
 */

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
}

type Env = Record<string, string | undefined>;

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/**
 * Algolia settings when all of `ALGOLIA_APP_ID`, `ALGOLIA_API_KEY` and `ALGOLIA_INDEX_NAME`
 * are set and non-blank; `undefined` when none is set (local search).
 *
 * @throws Error when only some of the three are set: a half-configured deployment would
 *   otherwise ship the wrong search silently.
 */
export function algoliaFromEnv(env: Env): AlgoliaSettings | undefined {
  const values = REQUIRED.map((name) => env[name]?.trim() ?? '');
  const present = values.filter((value) => value !== '').length;
  if (present === 0) return undefined;
  if (present < REQUIRED.length) {
    const missing = REQUIRED.filter((_, i) => values[i] === '');
    throw new Error(
      `Algolia search needs all of ${REQUIRED.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  const [appId = '', apiKey = '', indexName = ''] = values;
  return {appId, apiKey, indexName, contextualSearch: true};
}
