/**
 * The heads of the pages rendered with their head (docs pages, blog posts and the blog's
 * list page), made from the content plugins' data before the pages are rendered: the docs
 * and blog plugin wrappers (./docs.ts, ./blog.ts) hand each such route its head as a route
 * prop, and the page renders it (src/components/PageHead). The rules are those of every
 * other page's head (./pageHeads.ts); only the pages' headings come from their sources
 * rather than from the built pages.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {loadSiteData, siteContentOf, type SiteContent} from './content';
import {routeOf} from './files';
import type {PageHead} from './head';
import {BLOG_PATH} from '../../data/pageNames';
import {pageHeadOf} from './pageHeads';
import {makeSiteView} from './siteView';

/**
 * The text of a Markdown document's title heading (its first heading, when that is an h1),
 * with `{site.key}` expressions read from `values`; undefined when it has none.
 *
 * @throws Error when the heading holds another expression (its text is then unknown here).
 */
export function contentTitleOf(
  markdown: string,
  values: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): string | undefined {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  let fenced = false;
  for (const line of body.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    if (heading[1] !== '#') return undefined;
    return (heading[2] ?? '').replace(/\{([^}]*)\}/g, (expression, inner: string) => {
      const [object = '', key = ''] = inner.trim().split('.');
      const value = values[object]?.[key];
      if (typeof value !== 'string') {
        throw new Error(`Cannot read the heading expression ${expression} at build time`);
      }
      return value;
    });
  }
  return undefined;
}

/** The head of every docs page, blog post and the blog's list page, by route. */
export function contentPageHeads(options: {
  readonly siteDir: string;
  readonly siteUrl: string;
  readonly allContent: Readonly<Record<string, unknown>>;
}): Map<string, PageHead> {
  const {siteDir, siteUrl} = options;
  const content: SiteContent = siteContentOf(options.allContent);
  const data = loadSiteData(siteDir, content.versions);
  const headings = new Map<string, string>();
  for (const version of content.versions) {
    for (const doc of version.docs) {
      const file = path.resolve(siteDir, doc.source.replace(/^@site\//, ''));
      const markdown = readFileSync(file, 'utf8');
      // A doc without a title heading shows its title as its h1.
      headings.set(
        routeOf(doc.permalink),
        contentTitleOf(markdown, {site: data.site}) ?? doc.title,
      );
    }
  }
  for (const post of content.posts) headings.set(post.metadata.permalink, post.metadata.title);
  if (content.blog) headings.set(BLOG_PATH, content.blog.title);
  const withHead = new Set(headings.keys());
  const view = makeSiteView({
    siteDir,
    siteUrl,
    content,
    data,
    routes: [...withHead, ...content.pages.map((page) => routeOf(page.permalink))],
    headingOf: (route) => headings.get(route),
    descriptionOf: (route) => (route === BLOG_PATH ? (content.blog?.description ?? '') : ''),
    hasMarkdown: (route) => route !== BLOG_PATH && withHead.has(route),
  });
  return new Map([...withHead].map((route) => [route, pageHeadOf(view, route)]));
}

/** The front matter key a doc or post carries its head under (read by its page). */
export const PAGE_HEAD_KEY = 'pageHead';

/**
 * A doc's or post's metadata with its head in its front matter: the page loads its metadata
 * anyway, so the head adds only its own text to what the page loads.
 */
export function withHeadInFrontMatter<Metadata extends {readonly frontMatter: object}>(
  metadata: Metadata,
  head: PageHead | undefined,
): Metadata {
  return head
    ? {...metadata, frontMatter: {...metadata.frontMatter, [PAGE_HEAD_KEY]: head}}
    : metadata;
}

/** How a content plugin's content and routes take their pages' heads. */
export interface HeadsInContent<Content> {
  /** The content with each page's head where its page reads it. */
  readonly content: (content: Content, heads: ReadonlyMap<string, PageHead>) => Content;
  /** A route as it is added (with its head, if its page reads it there). */
  readonly route?: (route: RouteConfig, heads: ReadonlyMap<string, PageHead>) => RouteConfig;
}

/**
 * `plugin` with its routes added once every plugin's content is loaded (a page's
 * breadcrumbs name pages of other plugins), from its content with each page's head in it.
 */
export function withContentHeads<Content>(
  plugin: Plugin<Content>,
  context: LoadContext,
  heads: HeadsInContent<Content>,
): Plugin<Content> {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  let loaded: {readonly content: Content} | undefined;
  return {
    ...plugin,
    async contentLoaded({content}) {
      loaded = {content};
    },
    async allContentLoaded({allContent, actions}) {
      await plugin.allContentLoaded?.({allContent, actions});
      if (!loaded || !plugin.contentLoaded) return;
      const byRoute = contentPageHeads({siteDir: context.siteDir, siteUrl, allContent});
      const route = heads.route ?? ((added: RouteConfig) => added);
      await plugin.contentLoaded({
        content: heads.content(loaded.content, byRoute),
        actions: {...actions, addRoute: (added) => actions.addRoute(route(added, byRoute))},
      });
    },
  };
}
