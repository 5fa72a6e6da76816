/**
 * Writes each docs edition's open data into the build (`/data/<edition>/…`): the Business
 * Numbers terms with their benchmark ranges, and the glossary, as CSV and JSON with a JSON
 * Schema beside each JSON file. The contents come from the edition's own registries
 * (`_data/` of its folder), loaded with jiti as the configuration itself is; the builders are
 * in `src/lib/openData/`.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import createJiti from 'jiti';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {TermPage} from '../../lib/businessNumbers/page';
import type {EditionTerms, TermSlug} from '../../lib/businessNumbers/registry';
import type {GlossaryTerm} from '../../lib/glossary/types';
import type * as Datasets from '../../lib/openData/datasets';
import type * as SiteConfig from '../../config/site';

interface DocsVersion {
  readonly versionName: string;
  readonly path: string;
  readonly contentPath: string;
}

export default function openDataPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const jiti = createJiti(__filename, {alias: {'@site': siteDir}, interopDefault: true});
  let versions: readonly DocsVersion[] = [];
  return {
    name: 'open-data',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: DocsVersion[]} | undefined;
      versions = docs?.loadedVersions ?? [];
    },

    async postBuild({outDir, siteConfig}) {
      const {openDataOutput} = jiti(
        path.join(siteDir, 'src/lib/openData/datasets.ts'),
      ) as typeof Datasets;
      const {site} = jiti(path.join(siteDir, 'src/config/site.ts')) as typeof SiteConfig;
      const load = <T>(version: DocsVersion, file: string) =>
        jiti(path.join(version.contentPath, '_data', file)) as T;
      for (const version of versions) {
        const {EDITION} = load<{EDITION: string}>(version, 'edition.ts');
        const {TERMS} = load<{TERMS: EditionTerms}>(version, 'terms/index.ts');
        const {TERM_PAGES} = load<{TERM_PAGES: Partial<Record<TermSlug, TermPage>>}>(
          version,
          'terms/pages.ts',
        );
        const {GLOSSARY_TERMS, GLOSSARY_CATEGORIES} = load<{
          GLOSSARY_TERMS: readonly GlossaryTerm[];
          GLOSSARY_CATEGORIES: readonly string[];
        }>(version, 'glossary.ts');
        const files = openDataOutput({
          edition: EDITION,
          prefix: version.path.replace(/\/+$/, ''),
          siteUrl: siteConfig.url.replace(/\/+$/, ''),
          publisher: site.companyName,
          terms: TERMS,
          pages: TERM_PAGES,
          glossary: GLOSSARY_TERMS,
          glossaryCategories: GLOSSARY_CATEGORIES,
        });
        for (const [route, text] of files) {
          const target = path.join(outDir, route);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, text, 'utf8');
        }
      }
    },
  };
}
