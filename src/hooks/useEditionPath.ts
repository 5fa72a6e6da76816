import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {editionPrefix, inEdition} from '@site/src/lib/docs/editionPath';

/**
 * Maps a site-absolute doc path to the same path in the docs edition being read, so a
 * component shown on "/next/…" links to "/next/…". Outside the docs the path is unchanged.
 */
export function useEditionPath(): (path: string) => string {
  const version = useActiveVersion(undefined);
  const prefix = editionPrefix(version?.path);
  return (path) => inEdition(prefix, path);
}
