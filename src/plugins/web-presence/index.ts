/**
 * What the site offers besides its pages, made after the build from the built pages and the
 * content plugins' data:
 *
 * - each page's share image (build/img/social/…png), named in its head (og:image, with its
 *   size and a text alternative, and twitter:image);
 * - each page's structured data beyond the site-wide nodes: its BreadcrumbList (src/data/
 *   pageParents.ts), the DefinedTerm of a Business Numbers term page and the DefinedTermSet
 *   of each edition's index, each docs page's CreativeWork as its edition cites it (the
 *   citation the docs plugin gave it, ./docs.ts), and each blog post's BlogPosting;
 * - a Markdown version of every docs page (each edition), article, guide and tool, linked
 *   from the page's head, then /llms.txt and an llms-full.txt per docs edition;
 * - the icons (favicon.ico, apple-touch-icon.png, the manifest's icons) and site.webmanifest.
 *
 * The tags are written into the static HTML, where search engines and link previews read
 * them; the only client code is the few lines that drop them when the router shows another
 * page (./client.ts).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import createJiti from 'jiti';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as SiteConfig from '../../config/site';
import type * as PageParents from '../../data/pageParents';
import type * as ToolFormulas from '../../data/toolFormulas';
import type * as KitRoutes from '../../data/kits/routes';
import type * as Industries from '../../data/industries';
import type {EditionTerms} from '../../lib/businessNumbers/registry';
import {encodeIco} from '../../lib/icons/ico';
import {
  llmsFullTxt,
  llmsTxt,
  type FullTextPage,
  type LlmsLink,
  type LlmsSection,
} from '../../lib/llms/llmsTxt';
import {htmlToMarkdown} from '../../lib/markdown/fromHtml';
import {parentRoute, splitEdition, trailTo, type PageTree} from '../../lib/site/pageTree';
import {CARD_HEIGHT, CARD_WIDTH, CARD_COLOURS} from '../../lib/social/card';
import type {JsonLd} from '../../lib/structuredData/jsonLd';
import {
  blog,
  blogPosting,
  breadcrumbList,
  editionWork,
  termIndex,
  termPage,
  type AuthorKind,
} from '../../lib/structuredData/pages';
import {withPageHead, type PageHead} from './head';
import {cachedCard, logoOnSquare, svgToPng} from './images';
import {citationOf} from './docs';
import {isoDate, lastChangeOfPage} from './lastChange';

/** Bumped when the conversion to Markdown changes, so cached conversions are not reused. */
const MARKDOWN_VERSION = 2;

/** Where the share images are written, under the build folder. */
export const SOCIAL_IMAGE_DIR = 'img/social';
/** The manifest's icons, under the build folder. */
export const ICON_DIR = 'img/icons';

/** Pages that are no page of their own to describe. */
const NOT_PAGES = new Set(['/404.html']);
/** Pages with no place in the tree (served at any address, or a utility). */
const NO_TRAIL = new Set(['/', '/404.html', '/search']);
/** The blog's list page: the Growth Hub. */
const BLOG_ROUTE = '/blog';

interface DocMetadata {
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

interface DocsVersion {
  readonly versionName: string;
  readonly label: string;
  readonly path: string;
  readonly contentPath: string;
  readonly isLast: boolean;
  readonly docs: readonly DocMetadata[];
}

interface BlogAuthor {
  readonly key?: string;
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly kind?: string;
  readonly page?: {readonly permalink: string} | null;
}

interface BlogPost {
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

interface ContentPage {
  readonly permalink: string;
  readonly source: string;
}

/** What one built page says about itself. */
interface BuiltPage {
  readonly route: string;
  readonly file: string;
  readonly $: CheerioAPI;
  readonly html: string;
  readonly title: string;
  readonly h1: string;
  readonly description: string;
}

/** The built HTML file of a route, if there is one. */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates =
    route === '/'
      ? ['index.html']
      : route.endsWith('.html')
        ? [route.slice(1)]
        : [`${route.slice(1)}.html`, path.join(route.slice(1), 'index.html')];
  return candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
}

/** The file a page's share image or Markdown version is written to, by route. */
function fileBase(route: string): string {
  if (route === '/') return 'index';
  return route.slice(1).replace(/\.html$/, '');
}

/** A route without a trailing slash (an index doc's permalink has one; its route does not). */
function routeOf(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

/** Text collapsed to one line. */
function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Writes a file whole or not at all (other plugins read the pages at the same time). */
async function writeAtomic(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/**
 * The Markdown of a page's content without its h1 (the header written above it names the
 * page), from the cache when the same content was converted before.
 */
async function cachedMarkdown(cacheDir: string, html: string, pageUrl: string): Promise<string> {
  const key = createHash('sha256').update(`${MARKDOWN_VERSION}\n${pageUrl}\n${html}`).digest('hex');
  const file = path.join(cacheDir, `${key.slice(0, 32)}.md`);
  if (existsSync(file)) return readFile(file, 'utf8');
  const content = load(html, null, false);
  content('h1').first().remove();
  const markdown = htmlToMarkdown({html: content.html(), pageUrl});
  await writeAtomic(file, markdown);
  return markdown;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}

export default function webPresencePlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const jiti = createJiti(__filename, {alias: {'@site': siteDir}, interopDefault: true});
  const loadModule = <T>(file: string): T => jiti(path.join(siteDir, file)) as T;
  const fromSite = (source: string) => source.replace(/^@site\//, '');

  let versions: readonly DocsVersion[] = [];
  let posts: readonly BlogPost[] = [];
  let pagesContent: readonly ContentPage[] = [];

  return {
    name: 'web-presence',

    getClientModules() {
      return [path.resolve(__dirname, 'client')];
    },

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: DocsVersion[]} | undefined;
      versions = docs?.loadedVersions ?? [];
      const blog = allContent['docusaurus-plugin-content-blog']?.default as
        {blogPosts: BlogPost[]} | undefined;
      posts = blog?.blogPosts ?? [];
      pagesContent =
        (allContent['docusaurus-plugin-content-pages']?.default as ContentPage[] | undefined) ?? [];
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const {site} = loadModule<typeof SiteConfig>('src/config/site.ts');
      const {PARENT_OVERRIDES} = loadModule<typeof PageParents>('src/data/pageParents.ts');
      const {TOOL_DESCRIPTIONS} = loadModule<typeof ToolFormulas>('src/data/toolFormulas.ts');
      const {KIT_ROUTES} = loadModule<typeof KitRoutes>('src/data/kits/routes.ts');
      const {INDUSTRIES, industryRoute} = loadModule<typeof Industries>(
        'src/data/industries/index.ts',
      );
      const host = new URL(siteUrl).host;
      const logoSvg = readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
      const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
      const cacheDir = path.join(siteDir, 'node_modules/.cache/web-presence/social');
      const markdownCacheDir = path.join(siteDir, 'node_modules/.cache/web-presence/markdown');
      const absolute = (route: string) => `${siteUrl}${route}`;

      // The built pages and what each says about itself.
      const pages = new Map<string, BuiltPage>();
      for (const route of new Set(routesPaths)) {
        const file = htmlFileOf(outDir, route);
        if (!file) continue;
        const html = await readFile(file, 'utf8');
        const $ = load(html);
        const title = clean($('head > title').text()).replace(/\s+\|\s+[^|]+$/, '');
        pages.set(route, {
          route,
          file,
          $,
          html,
          title,
          h1: clean($('main h1, article h1').first().text() || $('h1').first().text()),
          description: clean($('head meta[name="description"]').attr('content') ?? ''),
        });
      }

      // Docs editions: the prefix of each ("" at the root), its label, its terms.
      const docsByRoute = new Map<string, {doc: DocMetadata; version: DocsVersion}>();
      for (const version of versions) {
        for (const doc of version.docs) docsByRoute.set(routeOf(doc.permalink), {doc, version});
      }
      const prefixOf = (version: DocsVersion) => version.path.replace(/\/$/, '');
      const rootVersion = versions.find((version) => prefixOf(version) === '');
      const termsOf = new Map<string, EditionTerms>();
      for (const version of versions) {
        const file = path.join(version.contentPath, '_data/terms/index.ts');
        if (existsSync(file))
          termsOf.set(version.versionName, (jiti(file) as {TERMS: EditionTerms}).TERMS);
      }

      const tree: PageTree = {
        pages: new Set([...pages.keys()].filter((route) => !NOT_PAGES.has(route))),
        overrides: PARENT_OVERRIDES,
        editionPrefixes: versions.map(prefixOf).filter(Boolean),
      };
      const nameOf = (route: string) => {
        if (route === '/') return 'Home';
        const page = pages.get(route);
        return page ? page.h1 || page.title : route;
      };
      /** The edition note of a page of a docs edition served beside the root one. */
      const editionNote = (route: string) => {
        const found = docsByRoute.get(route);
        return found && prefixOf(found.version) ? found.version.label : undefined;
      };

      // Source files and last change of each page.
      const sourceOf = new Map<string, string>();
      for (const [route, {doc}] of docsByRoute) sourceOf.set(route, fromSite(doc.source));
      for (const post of posts)
        sourceOf.set(post.metadata.permalink, fromSite(post.metadata.source));
      for (const page of pagesContent) sourceOf.set(routeOf(page.permalink), fromSite(page.source));

      // Markdown versions: docs, articles, guides (from their pages) and tools (from data).
      const guideRoutes = new Set<string>([KIT_ROUTES.automationGuide, KIT_ROUTES.trackingGuide]);
      const tools = new Map(TOOL_DESCRIPTIONS.map((tool) => [tool.path, tool]));
      const markdownOf = new Map<string, string>();
      const postsByRoute = new Map(posts.map((post) => [post.metadata.permalink, post]));

      /** The page's name, its description as a quote, and facts about it as a list. */
      const markdownHeader = (page: BuiltPage, facts: readonly string[]) =>
        [
          `# ${page.h1 || page.title}`,
          ...(page.description ? [`> ${page.description}`] : []),
          facts.map((fact) => `- ${fact}`).join('\n'),
          '',
        ].join('\n\n');

      for (const page of pages.values()) {
        const {route, $} = page;
        const url = absolute(route);
        const docEntry = docsByRoute.get(route);
        const post = postsByRoute.get(route);
        const tool = tools.get(route);
        if (!docEntry && !post && !tool && !guideRoutes.has(route)) continue;
        const changed = lastChangeOfPage(siteDir, [sourceOf.get(route) ?? ''].filter(Boolean));
        const updated = changed === null ? [] : [`Last updated: ${isoDate(changed)}`];
        let root: string | null = null;
        let lines: string[] = [];
        if (docEntry) {
          // A doc's date is the one its page shows (see src/config/editionFrontMatter.ts).
          const reviewed = docEntry.doc.lastUpdatedAt;
          const citation = citationOf(docEntry.doc);
          root = $('.theme-doc-markdown').first().html();
          lines = [
            `Web page: ${url}`,
            ...(citation ? [`Cite as: ${citation.url}`] : []),
            `Edition: ${docEntry.version.label}`,
            ...(typeof reviewed === 'number' ? [`Last reviewed: ${isoDate(reviewed)}`] : []),
          ];
        } else if (post) {
          root = $('#__blog-post-container').first().html();
          const authors = post.metadata.authors.map((author) => author.name).filter(Boolean);
          lines = [
            `Web page: ${url}`,
            `Published: ${isoDate(new Date(post.metadata.date).getTime())}`,
            ...(authors.length > 0 ? [`By: ${authors.join(', ')}`] : []),
            ...updated,
          ];
        } else if (guideRoutes.has(route)) {
          root = $('main').first().html();
          lines = [`Web page: ${url}`, ...updated];
        } else if (tool) {
          markdownOf.set(
            route,
            [
              markdownHeader(page, [`Web page (the tool runs there, in the browser): ${url}`]),
              `## What you enter\n\n${tool.inputs}\n`,
              `## How it is calculated\n\n${tool.formulas.map((line) => `- ${line}`).join('\n')}\n`,
            ].join('\n'),
          );
          continue;
        }
        if (root === null) continue;
        const body = await cachedMarkdown(markdownCacheDir, root, url);
        markdownOf.set(route, `${markdownHeader(page, lines)}${body}`);
      }

      // Each blog post as a BlogPosting: on its page, and in the blog's node on the hub.
      const publisher = {siteUrl, name: site.companyName, logo: `${siteUrl}/img/logo.png`};
      const imageOf = (route: string, title: string, section: string | undefined) => ({
        url: absolute(`/${SOCIAL_IMAGE_DIR}/${fileBase(route)}.png`),
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        alt: `${title}${section ? `, in ${section}` : ''}: ${site.productName}`,
      });
      const sectionOf = (route: string) => {
        const parent = NOT_PAGES.has(route) ? null : parentRoute(route, tree);
        return parent && parent !== '/' ? nameOf(parent) : undefined;
      };
      const postingOf = (post: BlogPost) => {
        const {metadata} = post;
        const route = metadata.permalink;
        const published = new Date(metadata.date).toISOString();
        const changed = lastChangeOfPage(siteDir, [sourceOf.get(route) ?? '']);
        const image = imageOf(route, nameOf(route), sectionOf(route));
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
            ...(author.page ? {url: absolute(author.page.permalink)} : {}),
          })),
          publisher,
          image: {url: image.url, width: image.width, height: image.height, caption: image.alt},
          keywords: metadata.frontMatter.keywords ?? [],
          ...(metadata.tags[0] ? {section: metadata.tags[0].label} : {}),
          blog: {name: nameOf(BLOG_ROUTE), path: BLOG_ROUTE},
        });
      };

      // Each page's head: share image, Markdown link, structured data.
      const cardQueue: {route: string; section?: string; note?: string; title: string}[] = [];
      const heads = new Map<string, PageHead>();
      for (const page of pages.values()) {
        const {route} = page;
        const nodes: JsonLd[] = [];
        const trail = NO_TRAIL.has(route) ? [route] : trailTo(route, tree);
        if (trail.length >= 2) {
          nodes.push(
            breadcrumbList(
              siteUrl,
              trail.map((step) => ({name: nameOf(step), path: step})),
            ),
          );
        }
        const docEntry = docsByRoute.get(route);
        if (docEntry) {
          // The page as its edition's work, cited as its "Cite this page" block cites it.
          const citation = citationOf(docEntry.doc);
          if (citation) {
            const reviewed = docEntry.doc.lastUpdatedAt;
            nodes.push(
              editionWork({
                siteUrl,
                path: route,
                name: docEntry.doc.title,
                edition: citation.edition,
                pinnedUrl: citation.url,
                ...(typeof reviewed === 'number' ? {dateModified: isoDate(reviewed)} : {}),
                creditText: citation.apa,
              }),
            );
          }
          const prefix = prefixOf(docEntry.version);
          const terms = termsOf.get(docEntry.version.versionName);
          const local = route.slice(prefix.length);
          const setPath = `${prefix}/business-numbers`;
          const setName = `Business Numbers (${docEntry.version.label})`;
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
        }
        const parent = parentRoute(route, tree);
        const section =
          parent && parent !== '/' && !NOT_PAGES.has(route) ? nameOf(parent) : undefined;
        const title = route === '/404.html' ? 'Page not found' : page.h1 || page.title;
        const note = editionNote(route);
        const imagePath = `/${SOCIAL_IMAGE_DIR}/${fileBase(route)}.png`;
        const image = {
          url: absolute(imagePath),
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
          alt: `${title}${section ? `, in ${section}` : ''}: ${site.productName}`,
        };
        cardQueue.push({route, title, ...(section ? {section} : {}), ...(note ? {note} : {})});
        const post = postsByRoute.get(route);
        if (post) nodes.push(postingOf(post));
        if (route === BLOG_ROUTE && posts.length > 0) {
          nodes.push(
            blog({
              siteUrl,
              path: route,
              name: nameOf(route),
              description: page.description,
              publisher,
              posts: posts.map(postingOf),
            }),
          );
        }
        heads.set(route, {
          image,
          ...(markdownOf.has(route) ? {markdown: `${route === '/' ? '/index' : route}.md`} : {}),
          structuredData: nodes,
        });
      }

      // Share images: rendered (or taken from the cache) two at a time.
      let rendered = 0;
      await eachLimited(cardQueue, 2, async (card) => {
        const {png, fresh} = await cachedCard(cacheDir, {
          title: card.title,
          ...(card.section ? {section: card.section} : {}),
          ...(card.note ? {note: card.note} : {}),
          productName: site.productName,
          host,
          logo,
        });
        if (fresh) rendered += 1;
        await writeAtomic(path.join(outDir, SOCIAL_IMAGE_DIR, `${fileBase(card.route)}.png`), png);
      });

      // The pages with their new head, and their Markdown versions.
      for (const page of pages.values()) {
        const head = heads.get(page.route);
        if (head) await writeAtomic(page.file, withPageHead(page.html, head));
        const markdown = markdownOf.get(page.route);
        if (markdown) await writeAtomic(path.join(outDir, `${fileBase(page.route)}.md`), markdown);
      }

      // llms.txt (the root edition) and an llms-full.txt per docs edition.
      const isIndexed = (route: string) =>
        !pages.get(route)?.$('head meta[name="robots"][content*="noindex"]').length;
      const mdUrl = (route: string) => absolute(`${route === '/' ? '/index' : route}.md`);
      const link = (route: string, note?: string): LlmsLink => {
        const page = pages.get(route);
        return {
          title: nameOf(route),
          url: markdownOf.has(route) ? mdUrl(route) : absolute(route),
          ...((note ?? page?.description) ? {note: note ?? page?.description ?? ''} : {}),
        };
      };
      const rootDocs = (rootVersion?.docs.map((doc) => routeOf(doc.permalink)) ?? []).sort();
      const rootTerms = rootVersion ? termsOf.get(rootVersion.versionName) : undefined;
      const termRoutes = new Set(
        rootTerms?.terms.map((entry) => `/business-numbers/${entry.slug}`) ?? [],
      );
      const listed = new Set<string>();
      const take = (routes: Iterable<string>) =>
        [...routes].filter((route) => pages.has(route) && !listed.has(route) && listed.add(route));
      const companyRoutes = ['/', '/how-it-works', '/pricing', '/about', '/book-call', '/demo'];
      const sections: LlmsSection[] = [
        {
          title: `Business Numbers (${rootVersion?.label ?? 'reference'})`,
          links: take([
            '/business-numbers',
            ...(rootTerms?.terms ?? []).map((entry) => `/business-numbers/${entry.slug}`),
          ]).map((route) =>
            link(
              route,
              rootTerms?.terms.find((entry) => `/business-numbers/${entry.slug}` === route)
                ?.summary,
            ),
          ),
        },
        {
          title: 'Guides and reference',
          links: take([...rootDocs.filter((route) => !termRoutes.has(route)), ...guideRoutes]).map(
            (route) => link(route),
          ),
        },
        {
          title: 'Articles',
          links: take(posts.map((post) => post.metadata.permalink)).map((route) => link(route)),
        },
        {
          title: 'Tools and calculators',
          links: take(TOOL_DESCRIPTIONS.map((tool) => tool.path)).map((route) => {
            const tool = tools.get(route);
            return {
              ...link(route, tool?.description),
              details: tool ? [`Inputs: ${tool.inputs}`, ...tool.formulas] : [],
            };
          }),
        },
        {
          title: 'Industries',
          links: take(
            Object.keys(INDUSTRIES).map((slug) => industryRoute(slug as keyof typeof INDUSTRIES)),
          ).map((route) => link(route)),
        },
        {
          title: 'The company and the service',
          links: take(companyRoutes).map((route) => link(route)),
        },
      ];
      const fullTextLinks: LlmsLink[] = versions.map((version) => ({
        title: `Full text, ${version.label}`,
        url: absolute(`${prefixOf(version)}/llms-full.txt`),
        note: 'every docs page of the edition, the articles, the guides and the tools in one Markdown file',
      }));
      const otherPages = [...pages.keys()]
        .filter((route) => !NOT_PAGES.has(route) && isIndexed(route))
        .filter((route) => splitEdition(route, tree.editionPrefixes).prefix === '')
        .sort();
      sections.push({
        title: 'Optional',
        links: [...fullTextLinks, ...take(otherPages).map((route) => link(route))],
      });
      const summary = site.blurb;
      await writeAtomic(
        path.join(outDir, 'llms.txt'),
        llmsTxt({
          name: site.productName,
          summary,
          context: [
            `${site.productName} is a service of ${site.companyName}. Every docs page, article, guide and tool listed here has a Markdown version at its address with ".md" added, linked from the page's head as rel="alternate" type="text/markdown".`,
            `Figures are in US dollars. The Business Numbers reference is published in editions: the ${rootVersion?.label ?? 'released edition'} is at the root addresses${versions
              .filter((version) => prefixOf(version))
              .map((version) => `; the ${version.label} under ${prefixOf(version)}/`)
              .join('')}.`,
          ],
          sections,
        }),
      );
      const sharedRoutes = [
        ...posts.map((post) => post.metadata.permalink),
        ...guideRoutes,
        ...TOOL_DESCRIPTIONS.map((tool) => tool.path),
      ];
      for (const version of versions) {
        const fullPages: FullTextPage[] = [
          ...version.docs.map((doc) => routeOf(doc.permalink)),
          ...sharedRoutes,
        ]
          .filter((route) => markdownOf.has(route))
          .map((route) => ({
            title: nameOf(route),
            url: absolute(route),
            markdown: markdownOf.get(route) ?? '',
          }));
        await writeAtomic(
          path.join(outDir, prefixOf(version).slice(1), 'llms-full.txt'),
          llmsFullTxt({name: `${site.productName}: ${version.label}`, summary}, fullPages),
        );
      }

      // Icons and the web app manifest.
      const square = (background: string, scale: number) =>
        logoOnSquare(logoSvg, background, scale);
      await writeAtomic(
        path.join(outDir, 'favicon.ico'),
        encodeIco([16, 32, 48].map((size) => ({size, png: svgToPng(logoSvg, size)}))),
      );
      await writeAtomic(
        path.join(outDir, 'apple-touch-icon.png'),
        svgToPng(square(CARD_COLOURS.navy, 0.86), 180),
      );
      const icons = [
        {file: 'icon-192.png', size: 192, purpose: 'any', png: () => svgToPng(logoSvg, 192)},
        {file: 'icon-512.png', size: 512, purpose: 'any', png: () => svgToPng(logoSvg, 512)},
        {
          file: 'icon-maskable-512.png',
          size: 512,
          purpose: 'maskable',
          png: () => svgToPng(square(CARD_COLOURS.navy, 0.7), 512),
        },
      ];
      for (const icon of icons)
        await writeAtomic(path.join(outDir, ICON_DIR, icon.file), icon.png());
      const manifest = {
        name: site.productName,
        short_name: site.productName,
        description: site.blurb,
        lang: 'en-GB',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: CARD_COLOURS.navy,
        background_color: CARD_COLOURS.navy,
        icons: icons.map((icon) => ({
          src: `/${ICON_DIR}/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
      };
      await writeAtomic(
        path.join(outDir, 'site.webmanifest'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
      console.info(
        `[web-presence] ${cardQueue.length} share images (${rendered} rendered, the rest cached), ${markdownOf.size} Markdown pages, llms files, icons: ${Date.now() - started} ms`,
      );
    },
  };
}
