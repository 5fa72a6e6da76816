/**
 * The sitemap's `lastmod`: each URL's last change from the git history of its page's source
 * files (see ./lastChange.ts), given to the sitemap plugin through its own
 * `createSitemapItems` option. A listing page with no source file of its own (the blog's
 * tag and author pages) changes when the pages under the same first path segment change.
 * A docs page's date is the one its doc carries (`lastUpdatedAt`, set from the same history
 * when its front matter is read, see src/config/editionFrontMatter.ts), the date the page
 * itself shows. Where history does not say, the URL has no `lastmod` rather than a wrong one.
 */
import type {PluginOptions} from '@docusaurus/plugin-sitemap';
import type {RouteConfig} from '@docusaurus/types';
import {isoDate} from '../site-data/gitDates';
import {siteData} from '../site-data/load';

type CreateSitemapItems = NonNullable<PluginOptions['createSitemapItems']>;

function flatten(routes: readonly RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
}

/** The first segment of a route ("/blog/tags/x" → "/blog"). */
function firstSegment(route: string): string {
  return `/${route.split('/')[1] ?? ''}`;
}

/** A route without a trailing slash (an index doc's route may end with one; its URL does not). */
function withoutSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** A `createSitemapItems` that dates each URL by its page's last change. */
export function sitemapItemsWithLastChange(siteDir: string): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, ...params}) => {
    const items = await defaultCreateSitemapItems(params);
    const sources = new Map<string, string>();
    const dated = new Map<string, number>();
    for (const route of flatten(params.routes)) {
      const source = route.metadata?.sourceFilePath;
      if (source) sources.set(route.path, source);
      const updated = route.metadata?.lastUpdatedAt;
      if (typeof updated === 'number') dated.set(withoutSlash(route.path), updated);
    }
    const lastChange = (route: string): number | null => {
      const own = dated.get(withoutSlash(route));
      if (own !== undefined) return own;
      return lastChangeFromHistory(route);
    };
    const lastChangeFromHistory = (route: string): number | null => {
      const own = sources.get(route);
      if (own) return siteData(siteDir).lastChange([own]);
      const segment = firstSegment(route);
      const siblings = [...sources].filter(
        ([path]) => firstSegment(path) === segment && path !== '/',
      );
      return siteData(siteDir).lastChange(siblings.map(([, source]) => source));
    };
    return items.map((item) => {
      const time = lastChange(new URL(item.url).pathname);
      return {...item, lastmod: time === null ? null : isoDate(time)};
    });
  };
}
