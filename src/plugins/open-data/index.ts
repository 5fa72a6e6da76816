/**
 * Writes each docs edition's open data into the build (`/data/<edition>/…`): the Business
 * Numbers terms with their benchmark ranges, and the glossary, as CSV and JSON with a JSON
 * Schema beside each JSON file. The contents come from the edition's own registries
 * (`_data/` of its folder), read from the site data (src/plugins/site-data); the builders are
 * in `src/lib/openData/`.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type * as Datasets from '../../lib/openData/datasets';
import type * as SiteConfig from '../../config/site';
import {siteDataIn, type SiteData} from '../site-data';

interface DocsVersion {
  readonly versionName: string;
  readonly path: string;
}

export default function openDataPlugin(): Plugin {
  let data: SiteData | undefined;
  let versions: readonly DocsVersion[] = [];
  return {
    name: 'open-data',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: DocsVersion[]} | undefined;
      versions = docs?.loadedVersions ?? [];
      data = siteDataIn(allContent);
    },

    async postBuild({outDir, siteConfig}) {
      if (!data) throw new Error('open-data: the site data was not loaded before the build');
      const {openDataOutput} = data.module<typeof Datasets>('src/lib/openData/datasets.ts');
      const {site} = data.module<typeof SiteConfig>('src/config/site.ts');
      for (const version of versions) {
        const edition = data.edition(version.versionName);
        const files = openDataOutput({
          edition: edition.edition,
          prefix: version.path.replace(/\/+$/, ''),
          siteUrl: siteConfig.url.replace(/\/+$/, ''),
          publisher: site.companyName,
          terms: edition.terms,
          pages: edition.pages,
          glossary: edition.glossary.terms,
          glossaryCategories: edition.glossary.categories,
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
