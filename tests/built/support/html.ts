/**
 * Reading the built site (build/, made by `npm run build`) without a browser: the static HTML
 * of a route, parsed once, with helpers for what the tests ask of it (text, links by name,
 * structured data). What a page says before any script runs is checked here; what it does in
 * a browser is left to tests/e2e.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {BUILD_DIR, unlistedEditionRoutes, sitemapRoutes} from '../../e2e/support/routes';

export {BUILD_DIR};

/** Every page a visitor reads: the sitemap's and the unlisted docs editions' (no redirect stubs). */
export function pageRoutes(): string[] {
  return [...sitemapRoutes(), ...unlistedEditionRoutes()];
}

const pages = new Map<string, CheerioAPI>();

/**
 * The built file that serves `route` ("/" → index.html, "/pricing" → pricing.html,
 * "/404.html" as it is).
 */
export function builtFile(route: string): string {
  const relative =
    route === '/'
      ? 'index.html'
      : route.endsWith('.html')
        ? route.slice(1)
        : `${route.slice(1)}.html`;
  const file = path.join(BUILD_DIR, relative);
  if (!existsSync(file)) {
    throw new Error(`${relative} is missing: run "npm run build" before these tests`);
  }
  return file;
}

/** The static HTML of a built page, parsed (cached per route). */
export function builtPage(route: string): CheerioAPI {
  let page = pages.get(route);
  if (!page) {
    page = load(readFileSync(builtFile(route), 'utf8'));
    pages.set(route, page);
  }
  return page;
}

/**
 * Text content as a reader sees it: runs of white space collapsed, and without the
 * zero-width space that heading anchor links hold.
 */
export function textOf(node: Cheerio<AnyNode>): string {
  return node
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The accessible name of a link or button, as far as static HTML tells it: aria-label, or
 * else its text without the parts hidden from assistive technology.
 */
export function nameOf($: CheerioAPI, element: Element): string {
  const label = $(element).attr('aria-label');
  if (label) return label.trim();
  const copy = $(element).clone();
  copy.find('[aria-hidden="true"]').remove();
  return textOf(copy);
}

/** The hrefs of the links named exactly `name` inside `scope` (whole page by default). */
export function hrefsOf(
  $: CheerioAPI,
  name: string,
  scope: string | Element | undefined = 'body',
): string[] {
  return $(scope ?? 'body')
    .find('a[href]')
    .toArray()
    .filter((link) => nameOf($, link) === name)
    .map((link) => $(link).attr('href') ?? '');
}

/** Every same-site href inside `scope`, in document order. */
export function localHrefs($: CheerioAPI, scope: string): string[] {
  return $(scope)
    .find('a[href^="/"]')
    .toArray()
    .map((link) => $(link).attr('href') ?? '');
}

/** The JSON-LD objects in the page head. */
export function structuredData($: CheerioAPI): Record<string, unknown>[] {
  return $('head script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

/** The texts of the elements matching `selector` inside `scope`. */
export function textsOf($: CheerioAPI, selector: string): string[] {
  return $(selector)
    .toArray()
    .map((element) => textOf($(element)));
}

/** Words in a block of text (tokens holding a letter or digit). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
