/**
 * The sitemap's `lastmod`: each URL's last change from the git history of its page's source
 * files (see ./lastChange.ts), given to the sitemap plugin through its own
 * `createSitemapItems` option. A listing page with no source file of its own (the blog's
 * tag and author pages) changes when the pages under the same first path segment change.
 * Where history does not say, the URL has no `lastmod` rather than a wrong one.
 */
import type {PluginOptions} from '@docusaurus/plugin-sitemap';
import type {RouteConfig} from '@docusaurus/types';
import {isoDate, lastChangeOfPage} from './lastChange';

type CreateSitemapItems = NonNullable<PluginOptions['createSitemapItems']>;

function flatten(routes: readonly RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
}

/** The first segment of a route ("/blog/tags/x" → "/blog"). */
function firstSegment(route: string): string {
  return `/${route.split('/')[1] ?? ''}`;
}

/** A `createSitemapItems` that dates each URL by its page's last change. */
export function sitemapItemsWithLastChange(siteDir: string): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, ...params}) => {
    const items = await defaultCreateSitemapItems(params);
    const sources = new Map<string, string>();
    for (const route of flatten(params.routes)) {
      const source = route.metadata?.sourceFilePath;
      if (source) sources.set(route.path, source);
    }
    const lastChange = (route: string): number | null => {
      const own = sources.get(route);
      if (own) return lastChangeOfPage(siteDir, [own]);
      const segment = firstSegment(route);
      const siblings = [...sources].filter(
        ([path]) => firstSegment(path) === segment && path !== '/',
      );
      return lastChangeOfPage(
        siteDir,
        siblings.map(([, source]) => source),
      );
    };
    return items.map((item) => {
      const time = lastChange(new URL(item.url).pathname);
      return {...item, lastmod: time === null ? null : isoDate(time)};
    });
  };
}
