import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * The URL of a doc in the docs edition being read: `/industry-use-cases` in the released
 * edition, `/next/industry-use-cases` in the draft. Data modules name docs by id so that the
 * same data serves every edition.
 *
 * @throws Error when the edition has no doc with that id, so a wrong id fails the build.
 */
export function useDocPath(docId: string): string {
  const version = useActiveVersion(undefined);
  const doc = version?.docs.find((candidate) => candidate.id === docId);
  if (!doc) {
    throw new Error(`No doc with id "${docId}" in docs edition "${version?.name ?? 'none'}"`);
  }
  return doc.path;
}
