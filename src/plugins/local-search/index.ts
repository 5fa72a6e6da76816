/**
 * The site's own offline search (used unless Algolia DocSearch is configured):
 *
 * - the search box (`theme/SearchBar`) and the results page at `/search` (`theme/SearchPage`);
 * - after the build, reads every built page and writes each docs edition's search files
 *   (`src/lib/search/indexFiles.ts`): the small suggestions file the box loads on first use,
 *   the pages' words it loads (files by the words' first two letters) when a query needs
 *   them, and the page text the results page loads.
 *
 * The editions are the docs plugin's versions. Their data, term aliases and the synonyms come
 * from the site data (src/plugins/site-data).
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as Questions from '../../data/searchQuestions';
import type * as Synonyms from '../../data/searchSynonyms';
import {INDEX_FOLDER, wordsFileName, type SearchEdition} from '../../lib/search/indexFiles';
import {RESULTS_PATH} from '../../lib/search/resultsUrl';
import {buildIndexes, type BuiltPage, type EditionSource} from './build';
import {extractPage} from './extract';
import {NOT_IN_EDITION_PATH} from '../../lib/docs/editionChanges';
import {siteData, siteDataIn} from '../site-data';

export interface LocalSearchGlobalData {
  readonly editions: readonly SearchEdition[];
}

/** Routes that are not pages to find: the results page itself and the not-found page. */
const NOT_INDEXED = new Set([RESULTS_PATH, '/404.html']);

/** A page saying an edition lacks a doc: search finds the doc itself, in the editions that have it. */
function isNotInEditionPage(route: string): boolean {
  return route.includes(`${NOT_IN_EDITION_PATH}/`);
}

/** The built HTML file of a route, if there is one. */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates =
    route === '/'
      ? ['index.html']
      : [`${route.slice(1)}.html`, path.join(route.slice(1), 'index.html')];
  return candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
}

/** What the docs plugin loaded: its versions, the editions (the fields used here). */
interface DocsContent {
  readonly loadedVersions: readonly {
    readonly versionName: string;
    readonly path: string;
    readonly contentPath: string;
  }[];
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  let editions: EditionSource[] = [];

  return {
    name: 'local-search',

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    /**
     * The editions are the docs plugin's versions; each names itself and lists its terms in
     * its own `_data` folder.
     */
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const site = siteDataIn(allContent);
      editions = (docs?.loadedVersions ?? []).map((version) => {
        const edition = site.edition(version.versionName);
        return {
          name: edition.edition,
          prefix: version.path.replace(/\/$/, ''),
          docsVersion: version.versionName,
          // The docs plugin calls the draft in docs/ "current".
          draft: version.versionName === 'current',
          terms: edition.terms,
        };
      });
      if (!editions.some((edition) => edition.prefix === '')) {
        throw new Error('local-search: no docs edition is served at the root');
      }
      const data: LocalSearchGlobalData = {
        editions: editions.map(({name, prefix, draft}) => ({name, prefix, draft})),
      };
      actions.setGlobalData(data);
      actions.addRoute({path: RESULTS_PATH, component: '@theme/SearchPage', exact: true});
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const synonyms = siteData(context.siteDir).module<typeof Synonyms>(
        'src/data/searchSynonyms.ts',
      );
      const questions = siteData(context.siteDir).module<typeof Questions>(
        'src/data/searchQuestions.ts',
      );
      const pages: BuiltPage[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (NOT_INDEXED.has(route) || isNotInEditionPage(route)) continue;
        const file = htmlFileOf(outDir, route);
        if (!file) continue;
        pages.push({
          path: route,
          page: extractPage(await readFile(file, 'utf8'), siteConfig.title),
        });
      }

      const files = buildIndexes({
        pages,
        editions,
        synonyms: synonyms.PAGE_SYNONYMS,
        pageQuestions: questions.PAGE_QUESTIONS,
        termQuestions: questions.TERM_QUESTIONS,
        sectionRoutes: synonyms.SECTION_ROUTES,
        language: synonyms.SEARCH_LANGUAGE,
      });
      for (const [name, {suggest, words, text}] of files) {
        const folder = path.join(outDir, INDEX_FOLDER, name);
        await mkdir(folder, {recursive: true});
        await writeFile(path.join(folder, 'suggest.json'), JSON.stringify(suggest));
        for (const shard of words) {
          await writeFile(path.join(folder, wordsFileName(shard.shard)), JSON.stringify(shard));
        }
        await writeFile(path.join(folder, 'text.json'), JSON.stringify(text));
        console.info(
          `[local-search] edition ${name}: ${suggest.pages.length} pages, ${text.texts.length} stretches of text`,
        );
      }
    },
  };
}
