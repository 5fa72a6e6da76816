import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchEdition} from '@site/src/lib/search/indexFiles';

interface GlobalData {
  readonly editions: readonly SearchEdition[];
}

/** The docs editions search can look in (set by the local-search plugin). */
export function useSearchEditions(): readonly SearchEdition[] {
  return (usePluginData('local-search') as GlobalData).editions;
}
