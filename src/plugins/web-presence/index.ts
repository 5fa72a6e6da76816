/**
 * What the site offers besides its pages, made after the build from the built pages and the
 * content plugins' data, one named step each (./steps):
 *
 * 1. read the built pages (builtPages.ts);
 * 2. a Markdown version of every docs page (each edition), article, guide and tool, linked
 *    from the page's head (markdown.ts);
 * 3. each page's share image, build/img/social/…png, named in its head (shareImages.ts);
 * 4. a check that every page rendered the head tags (share image, Markdown link, structured
 *    data: ./pageHeads.ts) its built page gives (heads.ts);
 * 5. /llms.txt and an llms-full.txt per docs edition (llms.txt).
 *
 * The icons and the web app manifest are files of static/ (./brandImages.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadSiteData, siteContentOf, type SiteContent} from './content';
import {cardOf} from './pageHeads';
import {makeSiteView} from './siteView';
import {readBuiltPages} from './steps/builtPages';
import {checkPageHeads} from './steps/heads';
import {writeLlmsFiles} from './steps/llms';
import {markdownVersions, writeMarkdownVersions} from './steps/markdown';
import {writeShareImages} from './steps/shareImages';

export {SOCIAL_IMAGE_DIR} from './pageHeads';

export default function webPresencePlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  let content: SiteContent = {versions: [], posts: [], pages: [], blog: undefined};

  return {
    name: 'web-presence',

    async allContentLoaded({allContent}) {
      content = siteContentOf(allContent);
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const data = loadSiteData(siteDir, content.versions);
      const cacheDir = path.join(siteDir, 'node_modules/.cache/web-presence');

      const pages = await readBuiltPages(outDir, routesPaths);
      let markdownOf = new Map<string, string>();
      const view = makeSiteView({
        siteDir,
        siteUrl,
        content,
        data,
        routes: pages.keys(),
        headingOf: (route) => {
          const page = pages.get(route);
          return page ? page.h1 || page.title : undefined;
        },
        descriptionOf: (route) => pages.get(route)?.description ?? '',
        hasMarkdown: (route) => markdownOf.has(route),
      });

      markdownOf = await markdownVersions(view, pages, path.join(cacheDir, 'markdown'));
      const cards = [...pages.keys()].map((route) => cardOf(view, route));
      const rendered = await writeShareImages({
        siteDir,
        outDir,
        cacheDir: path.join(cacheDir, 'social'),
        siteUrl,
        productName: data.site.productName,
        cards,
      });
      checkPageHeads(view, pages);
      await writeMarkdownVersions(outDir, markdownOf);
      await writeLlmsFiles(view, pages, markdownOf, outDir);
      console.info(
        `[web-presence] ${cards.length} share images (${rendered} rendered, the rest cached), ${markdownOf.size} Markdown pages, llms files: ${Date.now() - started} ms`,
      );
    },
  };
}
