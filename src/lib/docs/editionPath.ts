/**
 * Links that stay inside the docs edition being read. The released edition is served at
 * the root ("/business-numbers"), the draft under its version path
 * ("/next/business-numbers"); a component that links to another doc prefixes the path of
 * the edition it is shown in.
 */

/**
 * The URL prefix of a docs version path: "" for the edition at the root ("/" or no
 * version at all), "/next" for "/next" or "/next/".
 */
export function editionPrefix(versionPath: string | undefined): string {
  if (!versionPath) return '';
  const trimmed = versionPath.replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed;
}

/** `path` (site-absolute, e.g. "/business-numbers/churn-rate") inside the edition. */
export function inEdition(prefix: string, path: string): string {
  if (!path.startsWith('/')) throw new Error(`Expected a site-absolute path, got "${path}"`);
  return `${prefix}${path}`;
}
