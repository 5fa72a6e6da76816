/**
 * Writes the static downloads (`src/data/staticDownloads.ts`) into the build, so that a
 * tool's template or a kit's outline can be had without JavaScript. The contents come from
 * TypeScript modules that import `@site/…`, loaded through the site data
 * (src/plugins/site-data).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as Files from './files';
import {siteData} from '../site-data';

export default function staticDownloadsPlugin(context: LoadContext): Plugin {
  return {
    name: 'static-downloads',
    async postBuild({outDir, siteConfig}) {
      const {staticDownloadFiles} = siteData(context.siteDir).module<typeof Files>(
        path.join(__dirname, 'files.ts'),
      );
      for (const [route, text] of staticDownloadFiles(siteConfig.url)) {
        const target = path.join(outDir, route);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, text, 'utf8');
      }
    },
  };
}
