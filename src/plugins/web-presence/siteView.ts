/** The `SiteView` the heads are derived from, made from the content and a set of pages. */
import {docsByRoute, prefixOf, type SiteContent, type SiteData} from './content';
import {routeOf} from './files';
import {siteData} from '../site-data/load';
import {NOT_PAGES, type SiteView} from './pageHeads';

export interface SiteViewInput {
  readonly siteDir: string;
  readonly siteUrl: string;
  readonly content: SiteContent;
  readonly data: SiteData;
  /** Every route that is a page. */
  readonly routes: Iterable<string>;
  readonly headingOf: SiteView['headingOf'];
  readonly descriptionOf: SiteView['descriptionOf'];
  readonly hasMarkdown: SiteView['hasMarkdown'];
}

export function makeSiteView(input: SiteViewInput): SiteView {
  const {siteDir, content} = input;
  const fromSite = (source: string) => source.replace(/^@site\//, '');
  const docs = docsByRoute(content.versions);
  const sourceOf = new Map<string, string>();
  for (const [route, {doc}] of docs) sourceOf.set(route, fromSite(doc.source));
  for (const post of content.posts)
    sourceOf.set(post.metadata.permalink, fromSite(post.metadata.source));
  for (const page of content.pages) sourceOf.set(routeOf(page.permalink), fromSite(page.source));
  return {
    siteUrl: input.siteUrl,
    data: input.data,
    tree: {
      pages: new Set([...input.routes].filter((route) => !NOT_PAGES.has(route))),
      overrides: input.data.parentOverrides,
      editionPrefixes: content.versions.map(prefixOf).filter(Boolean),
    },
    versions: content.versions,
    docs,
    posts: content.posts,
    headingOf: input.headingOf,
    descriptionOf: input.descriptionOf,
    lastChangeOf: (route) => {
      const source = sourceOf.get(route);
      return siteData(siteDir).lastChange(source ? [source] : []);
    },
    hasMarkdown: input.hasMarkdown,
  };
}
