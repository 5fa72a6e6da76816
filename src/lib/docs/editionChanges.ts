/**
 * Where an edition's "What changed" page and its "not in this edition" pages live, and which
 * edition an edition is compared with. The build writes the pages and the browser links to
 * them with these same rules, so a link cannot miss its page.
 *
 * Editions are listed as the docs plugin lists its versions: newest first (the draft, then
 * the released edition, then older ones). An edition is compared with the one after it in
 * that list, so cutting a new edition moves every comparison along by itself.
 */
import {editionPrefix, inEdition} from './editionPath';

/** Path of an edition's "What changed" page, before the edition's prefix. */
export const WHAT_CHANGED_PATH = '/what-changed';

/** Where a page of another edition that this edition lacks leads, before the prefix. */
export const NOT_IN_EDITION_PATH = '/not-in-this-edition';

/** The URL of the "What changed" page of the edition served at `versionPath`. */
export function whatChangedUrl(versionPath: string): string {
  return inEdition(editionPrefix(versionPath), WHAT_CHANGED_PATH);
}

/**
 * The URL, in the edition served at `versionPath`, of the page saying that it has no doc
 * `docId` ("business-numbers/inventory-turns").
 */
export function notInEditionUrl(versionPath: string, docId: string): string {
  return inEdition(editionPrefix(versionPath), `${NOT_IN_EDITION_PATH}/${docId}`);
}

/** The edition `name` is compared with: the next one in the newest-first list, if any. */
export function previousEdition<Version extends {readonly name: string}>(
  versions: readonly Version[],
  name: string,
): Version | undefined {
  const at = versions.findIndex((version) => version.name === name);
  return at < 0 ? undefined : versions[at + 1];
}

/** A version as the docs plugin's global data lists it. */
export interface VersionDocs {
  readonly name: string;
  readonly path: string;
  readonly mainDocId: string;
  readonly docs: readonly {readonly id: string; readonly path: string}[];
}

/**
 * Where a link to `version` leads from the doc being read: the same doc in that version;
 * when that version lacks it, the page saying so (never another doc); outside a doc, the
 * version's main doc.
 */
export function versionTargetPath(version: VersionDocs, activeDocId: string | undefined): string {
  if (activeDocId !== undefined) {
    const same = version.docs.find((doc) => doc.id === activeDocId);
    return same ? same.path : notInEditionUrl(version.path, activeDocId);
  }
  const main = version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
  return main?.path ?? version.path;
}
