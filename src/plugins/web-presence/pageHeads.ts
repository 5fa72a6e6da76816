/**
 * What each page's head says about it beyond what the page itself writes: its share image
 * (Open Graph and Twitter tags), the link to its Markdown version, and its structured data:
 * the BreadcrumbList (the page tree of src/data/pageParents.ts), a docs page's CreativeWork as
 * its edition cites it, the DefinedTerm of a Business Numbers term page, the Dataset and
 * DefinedTermSet of each edition's index, each blog post's BlogPosting and the blog's Blog.
 *
 * Pure over a `SiteView`: the same rules serve the heads rendered with the pages (docs and
 * blog pages, from the content plugins' data, ./docs.ts and ./blog.ts) and those written into
 * the other pages after the build, from the built pages (./steps/heads.ts).
 */
import {parentRoute, trailTo, type PageTree} from '../../lib/site/pageTree';
import {CARD_HEIGHT, CARD_WIDTH} from '../../lib/social/card';
import type {JsonLd} from '../../lib/structuredData/jsonLd';
import {
  blog,
  blogPosting,
  breadcrumbList,
  dataset,
  editionWork,
  termIndex,
  termPage,
  type AuthorKind,
} from '../../lib/structuredData/pages';
import {
  prefixOf,
  type BlogPost,
  type DocMetadata,
  type DocsVersion,
  type SiteData,
} from './content';
import {citationOf} from './citation';
import {fileBase, markdownPath} from './files';
import type {PageHead} from './head';
import {isoDate} from '../site-data/gitDates';

/** Where the share images are written, under the build folder. */
export const SOCIAL_IMAGE_DIR = 'img/social';
/** Pages that are no page of their own to describe. */
export const NOT_PAGES = new Set(['/404.html']);
/** Pages with no place in the tree (served at any address, or a utility). */
const NO_TRAIL = new Set(['/', '/404.html', '/search']);
/** The blog's list page: the Growth Hub. */
export const BLOG_ROUTE = '/blog';

/** Everything the heads are derived from. */
export interface SiteView {
  readonly siteUrl: string;
  readonly data: SiteData;
  readonly tree: PageTree;
  readonly versions: readonly DocsVersion[];
  readonly docs: ReadonlyMap<string, {readonly doc: DocMetadata; readonly version: DocsVersion}>;
  /** The blog's posts, newest first. */
  readonly posts: readonly BlogPost[];
  /** A page's heading (its h1, else its title), if the page is known. */
  readonly headingOf: (route: string) => string | undefined;
  /** A page's meta description. */
  readonly descriptionOf: (route: string) => string;
  /** When the page's source last changed (Unix ms), if history says. */
  readonly lastChangeOf: (route: string) => number | null;
  /** Whether the page has a Markdown version. */
  readonly hasMarkdown: (route: string) => boolean;
}

/** What a page's share image shows. */
export interface CardRequest {
  readonly route: string;
  readonly title: string;
  readonly section?: string;
  readonly note?: string;
}

/** A page's name in breadcrumbs and lists: its heading ("Home" for the home page). */
export function nameOf(view: SiteView, route: string): string {
  if (route === '/') return 'Home';
  return view.headingOf(route) ?? route;
}

/** The name of the section a page sits in (its parent's), none for the home page's children. */
function sectionOf(view: SiteView, route: string): string | undefined {
  const parent = NOT_PAGES.has(route) ? null : parentRoute(route, view.tree);
  return parent && parent !== '/' ? nameOf(view, parent) : undefined;
}

/** The edition note of a page of a docs edition served beside the root one. */
function editionNote(view: SiteView, route: string): string | undefined {
  const found = view.docs.get(route);
  return found && prefixOf(found.version) ? found.version.label : undefined;
}

/** What the page's share image shows. */
export function cardOf(view: SiteView, route: string): CardRequest {
  const title = route === '/404.html' ? 'Page not found' : (view.headingOf(route) ?? route);
  const section = sectionOf(view, route);
  const note = editionNote(view, route);
  return {route, title, ...(section ? {section} : {}), ...(note ? {note} : {})};
}

function imageOf(view: SiteView, card: CardRequest) {
  return {
    url: `${view.siteUrl}/${SOCIAL_IMAGE_DIR}/${fileBase(card.route)}.png`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${card.title}${card.section ? `, in ${card.section}` : ''}: ${view.data.site.productName}`,
  };
}

function publisherOf(view: SiteView) {
  const {siteUrl} = view;
  return {siteUrl, name: view.data.site.companyName, logo: `${siteUrl}/img/logo.png`};
}

/** A blog post as a BlogPosting: on its page, and in the blog's node on the hub. */
function postingOf(view: SiteView, post: BlogPost): ReturnType<typeof blogPosting> {
  const {siteUrl} = view;
  const {metadata} = post;
  const route = metadata.permalink;
  const published = new Date(metadata.date).toISOString();
  const changed = view.lastChangeOf(route);
  const image = imageOf(view, {route, title: nameOf(view, route), ...sectionPart(view, route)});
  return blogPosting({
    siteUrl,
    path: route,
    headline: metadata.title,
    description: metadata.description,
    datePublished: published,
    ...(changed !== null && changed > Date.parse(published)
      ? {dateModified: new Date(changed).toISOString()}
      : {}),
    authors: metadata.authors.map((author) => ({
      name: author.name ?? author.key ?? 'Unknown',
      kind: (author.kind === 'organization' ? 'organization' : 'person') as AuthorKind,
      ...(author.description || author.title
        ? {description: author.description ?? author.title ?? ''}
        : {}),
      ...(author.page ? {url: `${siteUrl}${author.page.permalink}`} : {}),
    })),
    publisher: publisherOf(view),
    image: {url: image.url, width: image.width, height: image.height, caption: image.alt},
    keywords: metadata.frontMatter.keywords ?? [],
    ...(metadata.tags[0] ? {section: metadata.tags[0].label} : {}),
    blog: {name: nameOf(view, BLOG_ROUTE), path: BLOG_ROUTE},
  });
}

function sectionPart(view: SiteView, route: string): {section?: string} {
  const section = sectionOf(view, route);
  return section ? {section} : {};
}

/** The structured data of a docs page: its edition's work, and its term or term index. */
function docNodes(view: SiteView, route: string): JsonLd[] {
  const {siteUrl, data} = view;
  const found = view.docs.get(route);
  if (!found) return [];
  const {doc, version} = found;
  const nodes: JsonLd[] = [];
  // The page as its edition's work, cited as its "Cite this page" block cites it.
  const citation = citationOf(doc);
  if (citation) {
    const reviewed = doc.lastUpdatedAt;
    nodes.push(
      editionWork({
        siteUrl,
        path: route,
        name: doc.title,
        edition: citation.edition,
        pinnedUrl: citation.url,
        ...(typeof reviewed === 'number' ? {dateModified: isoDate(reviewed)} : {}),
        creditText: citation.apa,
      }),
    );
  }
  const prefix = prefixOf(version);
  const terms = data.termsOf.get(version.versionName);
  const local = route.slice(prefix.length);
  const setPath = `${prefix}/business-numbers`;
  const setName = `Business Numbers (${version.label})`;
  const slug = /^\/business-numbers\/([^/]+)$/.exec(local)?.[1];
  if (terms && slug && terms.has(slug)) {
    const entry = terms.term(slug);
    nodes.push(
      termPage({
        siteUrl,
        path: route,
        name: entry.title,
        description: entry.summary,
        alternateNames: entry.aliases,
        set: {siteUrl, path: setPath, name: setName},
      }),
    );
  } else if (terms && local === '/business-numbers') {
    const files = (data.dataFilesOf.get(version.versionName) ?? []).filter(
      (file) => file.mediaType !== 'application/schema+json',
    );
    if (files.length > 0) {
      nodes.push(
        dataset({
          siteUrl,
          path: route,
          name: `${setName}: terms, benchmark ranges and glossary`,
          description: `Every term of the ${version.label} of the Business Numbers reference with its definition, formulas and benchmark ranges (each with what it rests on and when it was last reviewed), and the commercial-intelligence glossary, as CSV and JSON.`,
          version: data.editionOf.get(version.versionName) ?? version.label,
          methodologyPath: `${prefix}${data.methodologyPath}`,
          keywords: ['B2B metrics', 'benchmarks', 'glossary', 'business numbers'],
          files: files.map((file) => ({
            name: file.label,
            path: file.path,
            encodingFormat: file.mediaType,
          })),
        }),
      );
    }
    nodes.push(
      termIndex({
        siteUrl,
        path: route,
        name: setName,
        terms: terms.terms.map((entry) => ({
          name: entry.title,
          description: entry.summary,
          path: `${setPath}/${entry.slug}`,
        })),
      }),
    );
  }
  return nodes;
}

/** A page's head: share image, Markdown link, structured data. */
export function pageHeadOf(view: SiteView, route: string): PageHead {
  const {siteUrl} = view;
  const nodes: JsonLd[] = [];
  const trail = NO_TRAIL.has(route) ? [route] : trailTo(route, view.tree);
  if (trail.length >= 2) {
    nodes.push(
      breadcrumbList(
        siteUrl,
        trail.map((step) => ({name: nameOf(view, step), path: step})),
      ),
    );
  }
  nodes.push(...docNodes(view, route));
  const post = view.posts.find((candidate) => candidate.metadata.permalink === route);
  if (post) nodes.push(postingOf(view, post));
  if (route === BLOG_ROUTE && view.posts.length > 0) {
    nodes.push(
      blog({
        siteUrl,
        path: route,
        name: nameOf(view, route),
        description: view.descriptionOf(route),
        publisher: publisherOf(view),
        posts: view.posts.map((item) => postingOf(view, item)),
      }),
    );
  }
  return {
    image: imageOf(view, cardOf(view, route)),
    ...(view.hasMarkdown(route) ? {markdown: markdownPath(route)} : {}),
    structuredData: nodes,
  };
}
