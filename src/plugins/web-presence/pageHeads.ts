/**
 * What each page's head says about it beyond what the page itself writes: its share image
 * (Open Graph and Twitter tags), the link to its Markdown version, and its structured data:
 * the BreadcrumbList (the page tree of src/data/pageParents.ts), a docs page's CreativeWork as
 * its edition cites it, the DefinedTerm of a Business Numbers term page, the Dataset and
 * DefinedTermSet of each edition's index, each blog post's BlogPosting and the blog's Blog.
 *
 * Pure over a `SiteView`. Docs and blog pages render the heads these rules give from the
 * content plugins' data (./docs.ts, ./blog.ts); every other page renders its own from the
 * same rules (./headRules.ts); after the build, each page's head is checked against what the
 * rules give from the built pages (./steps/heads.ts).
 */
import type {PageTree} from '../../lib/site/pageTree';
import type {JsonLd} from '../../lib/structuredData/jsonLd';
import {
  blog,
  blogPosting,
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
import type {PageHead} from './head';
import {BLOG_PATH} from '../../data/pageNames';
import {
  imageOf as imageOfCard,
  nameOf as nameOfPage,
  plainCardOf,
  plainPageHead,
  sectionOf as sectionOfPage,
  type CardRequest,
  type HeadBasis,
} from './headRules';
import {isoDate} from '../site-data/gitDates';

export {NOT_PAGES, SOCIAL_IMAGE_DIR, type CardRequest} from './headRules';

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

/** The view as the rules every page's head follows read it. */
function basisOf(view: SiteView): HeadBasis {
  return {
    siteUrl: view.siteUrl,
    productName: view.data.site.productName,
    tree: view.tree,
    headingOf: view.headingOf,
  };
}

/** A page's name in breadcrumbs and lists: its heading ("Home" for the home page). */
export function nameOf(view: SiteView, route: string): string {
  return nameOfPage(basisOf(view), route);
}

/** The edition note of a page of a docs edition served beside the root one. */
function editionNote(view: SiteView, route: string): string | undefined {
  const found = view.docs.get(route);
  return found && prefixOf(found.version) ? found.version.label : undefined;
}

/** What the page's share image shows. */
export function cardOf(view: SiteView, route: string): CardRequest {
  const note = editionNote(view, route);
  return {...plainCardOf(basisOf(view), route), ...(note ? {note} : {})};
}

function imageOf(view: SiteView, card: CardRequest) {
  return imageOfCard(basisOf(view), card);
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
    blog: {name: nameOf(view, BLOG_PATH), path: BLOG_PATH},
  });
}

function sectionPart(view: SiteView, route: string): {section?: string} {
  const section = sectionOfPage(basisOf(view), route);
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

/**
 * A page's head: the head every page has (share image, Markdown link, breadcrumbs), with the
 * nodes of a docs page, a blog post or the blog's list page added.
 */
export function pageHeadOf(view: SiteView, route: string): PageHead {
  const {siteUrl} = view;
  const plain = plainPageHead(basisOf(view), route, cardOf(view, route), view.hasMarkdown(route));
  const nodes: JsonLd[] = [...plain.structuredData, ...docNodes(view, route)];
  const post = view.posts.find((candidate) => candidate.metadata.permalink === route);
  if (post) nodes.push(postingOf(view, post));
  if (route === BLOG_PATH && view.posts.length > 0) {
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
  return {...plain, structuredData: nodes};
}
