/**
 * Step 2: a Markdown version of every docs page (each edition), article, guide and tool, at
 * the page's address with ".md" added: the page's name, its description as a quote, facts
 * about it as a list, then its content converted from the built HTML (from a cache when the
 * same content was converted before). Tools are described from their data instead.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import {GUIDE_PAGE_ROUTES, TOOL_PAGE_ROUTES} from '../../../data/markdownPages';
import {htmlToMarkdown} from '../../../lib/markdown/fromHtml';
import {citationOf} from '../citation';
import {fileBase, writeAtomic} from '../files';
import {isoDate} from '../../site-data/gitDates';
import type {SiteView} from '../pageHeads';
import type {BuiltPage} from './builtPages';

/** Bumped when the conversion to Markdown changes, so cached conversions are not reused. */
const MARKDOWN_VERSION = 2;

/** The pages of the dashboard kit that are guides, with a Markdown version. */
export function guideRoutes(): Set<string> {
  return new Set(GUIDE_PAGE_ROUTES);
}

/**
 * The description of each calculator and free tool with a Markdown version, by route.
 *
 * @throws Error when a tool page with a Markdown version has no description.
 */
function toolsByRoute(view: SiteView): Map<string, SiteView['data']['tools'][number]> {
  const described = new Map(view.data.tools.map((tool) => [tool.path, tool]));
  return new Map(
    TOOL_PAGE_ROUTES.map((route) => {
      const tool = described.get(route);
      if (!tool)
        throw new Error(`The tool page ${route} has no description to write its Markdown from`);
      return [route, tool];
    }),
  );
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

/** The page's name, its description as a quote, and facts about it as a list. */
function markdownHeader(page: BuiltPage, facts: readonly string[]): string {
  return [
    `# ${page.h1 || page.title}`,
    ...(page.description ? [`> ${page.description}`] : []),
    facts.map((fact) => `- ${fact}`).join('\n'),
    '',
  ].join('\n\n');
}

/** The Markdown version of each page that has one, by route. */
export async function markdownVersions(
  view: SiteView,
  pages: ReadonlyMap<string, BuiltPage>,
  cacheDir: string,
): Promise<Map<string, string>> {
  const guides = guideRoutes();
  const tools = toolsByRoute(view);
  const postsByRoute = new Map(view.posts.map((post) => [post.metadata.permalink, post]));
  const markdownOf = new Map<string, string>();
  for (const page of pages.values()) {
    const {route, $} = page;
    const url = `${view.siteUrl}${route}`;
    const docEntry = view.docs.get(route);
    const post = postsByRoute.get(route);
    const tool = tools.get(route);
    if (!docEntry && !post && !tool && !guides.has(route)) continue;
    const changed = view.lastChangeOf(route);
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
    } else if (guides.has(route)) {
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
    const body = await cachedMarkdown(cacheDir, root, url);
    markdownOf.set(route, `${markdownHeader(page, lines)}${body}`);
  }
  return markdownOf;
}

/** Writes each Markdown version beside its page. */
export async function writeMarkdownVersions(
  outDir: string,
  markdownOf: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [route, markdown] of markdownOf) {
    await writeAtomic(path.join(outDir, `${fileBase(route)}.md`), markdown);
  }
}
