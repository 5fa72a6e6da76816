/**
 * Writes the static downloads (`src/data/staticDownloads.ts`) into the build, so that a
 * tool's template or a kit's outline can be had without JavaScript. The contents come from
 * TypeScript modules that import `@site/…`; they are loaded with jiti, as the configuration
 * itself is.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import createJiti from 'jiti';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as Files from './files';

export default function staticDownloadsPlugin(context: LoadContext): Plugin {
  const jiti = createJiti(__filename, {alias: {'@site': context.siteDir}, interopDefault: true});
  return {
    name: 'static-downloads',
    async postBuild({outDir, siteConfig}) {
      const {staticDownloadFiles} = jiti(path.join(__dirname, 'files.ts')) as typeof Files;
      for (const [route, text] of staticDownloadFiles(siteConfig.url)) {
        const target = path.join(outDir, route);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, text, 'utf8');
      }
    },
  };
}
