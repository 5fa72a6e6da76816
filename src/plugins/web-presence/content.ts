/**
 * What the plugin reads besides the built pages: the content plugins' data (docs editions,
 * blog posts, custom pages) and the site's typed registries, read through the site-data loader.
 */
import {siteData} from '../site-data/load';
import type * as SiteConfig from '../../config/site';
import type * as PageParents from '../../data/pageParents';
import type * as ToolFormulas from '../../data/toolFormulas';
import type * as Industries from '../../data/industries';
import type {EditionTerms} from '../../lib/businessNumbers/registry';
import type * as Registry from '../../lib/businessNumbers/registry';
import {openDataFiles, type OpenDataFile} from '../../lib/openData/files';
import {routeOf} from './files';

export interface DocMetadata {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly source: string;
  readonly slug: string;
  /** When the page was last reviewed (Unix ms), set from its front matter. */
  readonly lastUpdatedAt?: number | null;
  readonly frontMatter: object;
}

export interface DocsVersion {
  readonly versionName: string;
  readonly label: string;
  readonly path: string;
  readonly contentPath: string;
  readonly isLast: boolean;
  readonly docs: readonly DocMetadata[];
}

export interface BlogAuthor {
  readonly key?: string;
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly kind?: string;
  readonly page?: {readonly permalink: string} | null;
}

export interface BlogPost {
  readonly metadata: {
    readonly permalink: string;
    readonly title: string;
    readonly description: string;
    readonly date: Date | string;
    readonly source: string;
    readonly authors: readonly BlogAuthor[];
    readonly tags: readonly {readonly label: string}[];
    readonly frontMatter: {readonly keywords?: readonly string[]};
  };
}

export interface ContentPage {
  readonly permalink: string;
  readonly source: string;
}

/** The content plugins' data, as the plugin reads it once all content is loaded. */
export interface SiteContent {
  readonly versions: readonly DocsVersion[];
  readonly posts: readonly BlogPost[];
  readonly pages: readonly ContentPage[];
  /** The blog's title and description, as its list page shows them. */
  readonly blog: {readonly title: string; readonly description: string} | undefined;
}

/** The content of `allContentLoaded`'s `allContent`, typed as far as the plugin reads it. */
export function siteContentOf(allContent: Readonly<Record<string, unknown>>): SiteContent {
  const pluginContent = (name: string) =>
    (allContent[name] as Record<string, unknown> | undefined)?.default;
  const docs = pluginContent('docusaurus-plugin-content-docs') as
    {loadedVersions: DocsVersion[]} | undefined;
  const blog = pluginContent('docusaurus-plugin-content-blog') as
    {blogPosts: BlogPost[]; blogTitle: string; blogDescription: string} | undefined;
  return {
    versions: docs?.loadedVersions ?? [],
    posts: blog?.blogPosts ?? [],
    pages: (pluginContent('docusaurus-plugin-content-pages') as ContentPage[] | undefined) ?? [],
    blog: blog ? {title: blog.blogTitle, description: blog.blogDescription} : undefined,
  };
}

/** The registries the plugin derives pages' heads, Markdown and llms.txt from. */
export interface SiteData {
  readonly site: typeof SiteConfig.site;
  readonly parentOverrides: typeof PageParents.PARENT_OVERRIDES;
  readonly tools: typeof ToolFormulas.TOOL_DESCRIPTIONS;
  readonly methodologyPath: typeof Registry.METHODOLOGY_PATH;
  readonly industries: typeof Industries.INDUSTRIES;
  readonly industryRoute: typeof Industries.industryRoute;
  /** Each docs edition's terms, by version name. */
  readonly termsOf: ReadonlyMap<string, EditionTerms>;
  /** Each docs edition's data files, by version name. */
  readonly dataFilesOf: ReadonlyMap<string, readonly OpenDataFile[]>;
  /** Each docs edition's name ("2025"), by version name. */
  readonly editionOf: ReadonlyMap<string, string>;
}

/**
 * The registries, each module and each edition read once through the site-data loader
 * (`src/plugins/site-data`), for the docs versions the docs plugin loaded.
 */
export function loadSiteData(siteDir: string, versions: readonly DocsVersion[]): SiteData {
  const shared = siteData(siteDir);
  const load = <T>(file: string): T => shared.module<T>(file);
  const {site} = load<typeof SiteConfig>('src/config/site.ts');
  const {PARENT_OVERRIDES} = load<typeof PageParents>('src/data/pageParents.ts');
  const {TOOL_DESCRIPTIONS} = load<typeof ToolFormulas>('src/data/toolFormulas.ts');
  const {METHODOLOGY_PATH} = load<typeof Registry>('src/lib/businessNumbers/registry.ts');
  const {INDUSTRIES, industryRoute} = load<typeof Industries>('src/data/industries/index.ts');
  const termsOf = new Map<string, EditionTerms>();
  const dataFilesOf = new Map<string, readonly OpenDataFile[]>();
  const editionOf = new Map<string, string>();
  for (const version of versions) {
    const edition = shared.edition(version.versionName);
    termsOf.set(version.versionName, edition.terms);
    dataFilesOf.set(version.versionName, Object.values(openDataFiles(edition.edition)));
    editionOf.set(version.versionName, edition.edition);
  }
  return {
    site,
    parentOverrides: PARENT_OVERRIDES,
    tools: TOOL_DESCRIPTIONS,
    methodologyPath: METHODOLOGY_PATH,
    industries: INDUSTRIES,
    industryRoute,
    termsOf,
    dataFilesOf,
    editionOf,
  };
}

/** The docs edition's URL prefix ("" at the root, "/next", "/2025"). */
export function prefixOf(version: DocsVersion): string {
  return version.path.replace(/\/$/, '');
}

/** Every doc by its route, with its edition. */
export function docsByRoute(
  versions: readonly DocsVersion[],
): Map<string, {readonly doc: DocMetadata; readonly version: DocsVersion}> {
  const found = new Map<string, {doc: DocMetadata; version: DocsVersion}>();
  for (const version of versions) {
    for (const doc of version.docs) found.set(routeOf(doc.permalink), {doc, version});
  }
  return found;
}
