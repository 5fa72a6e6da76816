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

/** A doc of an edition as the docs plugin lists it. */
export interface EditionDoc {
  readonly id: string;
  readonly path: string;
}

/**
 * Where a link into the docs leads: a site-absolute doc path as the released edition has
 * it ("/business-numbers"), or a doc named by its id ("guides/margin-leaks-guide"), which
 * data modules use so that the same data serves every edition.
 */
export type DocTarget = string | {readonly docId: string};

/** The docs edition a page is shown in: its version path and its docs (none outside the docs). */
export interface EditionContext {
  readonly name?: string;
  readonly path?: string;
  readonly docs?: readonly EditionDoc[];
}

/**
 * The URL of `target` in the edition: a path gets the edition's prefix, an id is looked up
 * among the edition's docs. Outside the docs a path is unchanged.
 *
 * @throws Error when the edition has no doc with the id, so a wrong id fails the build.
 */
export function editionUrl(edition: EditionContext, target: DocTarget): string {
  if (typeof target === 'string') return inEdition(editionPrefix(edition.path), target);
  const doc = edition.docs?.find((candidate) => candidate.id === target.docId);
  if (!doc) {
    throw new Error(`No doc with id "${target.docId}" in docs edition "${edition.name ?? 'none'}"`);
  }
  return doc.path;
}
