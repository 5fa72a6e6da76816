import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {editionUrl, type DocTarget} from '@site/src/lib/docs/editionPath';

export type {DocTarget} from '@site/src/lib/docs/editionPath';

/**
 * Maps a link into the docs (a site-absolute doc path, or `{docId}`) to the same doc in the
 * edition being read, so a component shown on "/next/…" links to "/next/…". Outside the
 * docs a path is unchanged (and an id has no edition to be found in).
 */
export function useEditionPath(): (target: DocTarget) => string {
  const version = useActiveVersion(undefined);
  return (target) => editionUrl(version ?? {}, target);
}
