/**
 * Adds, once the docs are loaded, each edition's "What changed" page and the pages saying a
 * doc is not in an edition (see routes.ts). The comparison runs here, in Node: a page gets
 * only its own result as route props, and no docs page carries any of it.
 *
 * The editions' registries, and the modules that compare them, come from the site data
 * (src/plugins/site-data).
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type * as Engine from '../../lib/search/engine';
import type * as Language from '../../lib/search/language';
import type * as Synonyms from '../../data/searchSynonyms';
import type * as Routes from './routes';
import {siteDataIn} from '../site-data';

const COMPONENTS = {
  'what-changed': '@site/src/components/EditionChanges/WhatChangedPage',
  'not-in-edition': '@site/src/components/EditionChanges/NotInEditionPage',
} as const;

export default function editionChangesPlugin(): Plugin {
  return {
    name: 'edition-changes',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      if (!docs) throw new Error('edition-changes: the docs plugin has loaded no content');
      const data = siteDataIn(allContent);
      const {editionRoutes} = data.module<typeof Routes>('src/plugins/edition-changes/routes.ts');
      const {closestIndex, closestIn} = data.module<typeof Engine>('src/lib/search/engine.ts');
      const {createReader} = data.module<typeof Language>('src/lib/search/language.ts');
      const {SEARCH_LANGUAGE} = data.module<typeof Synonyms>('src/data/searchSynonyms.ts');
      const reader = createReader(SEARCH_LANGUAGE);

      const routes = editionRoutes(
        docs.loadedVersions.map((version) => ({
          name: version.versionName,
          label: version.label,
          path: version.path,
          noIndex: version.noIndex,
          docs: version.docs.map(({id, title, permalink}) => ({id, title, permalink})),
          registry: data.edition(version.versionName),
        })),
        (entries, text) => closestIn(closestIndex(entries), text, reader),
      );
      // The pages saying an edition lacks a doc share one data file per edition (each page
      // finds its doc by its URL): a file per page would add a chunk per page to what
      // every page of the site loads.
      const missingByEdition = new Map<string, Record<string, Routes.NotInEditionProps>>();
      for (const route of routes) {
        if (route.kind !== 'not-in-edition') continue;
        const pages = missingByEdition.get(route.props.edition) ?? {};
        pages[route.props.docId] = route.props;
        missingByEdition.set(route.props.edition, pages);
      }
      const dataFiles = new Map<string, string>();
      for (const [edition, pages] of missingByEdition) {
        dataFiles.set(
          edition,
          await actions.createData(`not-in-edition-${edition}.json`, JSON.stringify(pages)),
        );
      }
      for (const route of routes) {
        if (route.kind === 'what-changed') {
          actions.addRoute({
            path: route.path,
            exact: true,
            component: COMPONENTS[route.kind],
            props: route.props as unknown as Record<string, unknown>,
          });
        } else {
          actions.addRoute({
            path: route.path,
            exact: true,
            component: COMPONENTS[route.kind],
            modules: {pages: dataFiles.get(route.props.edition) as string},
          });
        }
      }
    },
  };
}
