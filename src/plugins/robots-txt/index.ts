import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The text of robots.txt: everything may be crawled; the sitemap is named absolutely. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}${baseUrl}sitemap.xml`, ''].join(
    '\n',
  );
}

/**
 * Writes robots.txt after the build, so the sitemap URL follows `SITE_URL` instead of a
 * value frozen in `static/`.
 */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      const {url, baseUrl} = context.siteConfig;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl), 'utf8');
    },
  };
}
