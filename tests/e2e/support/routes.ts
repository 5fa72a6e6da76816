/**
 * The built site's pages, read from build/ (no browser needed): used by the end-to-end
 * tests and by the link and markup checks in scripts/.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {routeOfHtmlFile} from '../../../scripts/bundle-budget';
import {EDITIONS} from '../../../src/data/editions';
import {resolveSiteUrl} from '../../../src/config/site';

export const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** The absolute URL the build was made for (canonical links use it). */
export const SITE_URL = resolveSiteUrl(process.env.SITE_URL);

function readBuildFile(relative: string): string {
  const file = path.join(BUILD_DIR, relative);
  if (!existsSync(file)) {
    throw new Error(`${relative} is missing: run "npm run build" before the end-to-end tests`);
  }
  return readFileSync(file, 'utf8');
}

/** Every route listed in build/sitemap.xml, as a path ("/", "/pricing", …). */
export function sitemapRoutes(): string[] {
  const xml = readBuildFile('sitemap.xml');
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '');
    return url.pathname;
  });
  if (routes.length === 0) throw new Error('build/sitemap.xml lists no URLs');
  return routes;
}

function htmlUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlUnder(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The route of every built HTML page, the 404 page aside. */
export function builtRoutes(): string[] {
  return htmlUnder(BUILD_DIR)
    .map((file) => routeOfHtmlFile(path.relative(BUILD_DIR, file)))
    .filter((route) => route !== '/404.html');
}

/** URL prefixes of the docs editions served besides the released one (the draft, archives). */
export const UNLISTED_EDITION_PREFIXES = EDITIONS.map((edition) => edition.prefix).filter(Boolean);

/**
 * Routes of the docs editions under their own prefix (the draft under /next, archived
 * editions under their year). They are kept out of the sitemap (noindex), but are real pages
 * that must pass the same checks.
 */
export function unlistedEditionRoutes(): string[] {
  return UNLISTED_EDITION_PREFIXES.flatMap((prefix) =>
    htmlUnder(path.join(BUILD_DIR, prefix.slice(1))).map((file) =>
      routeOfHtmlFile(path.relative(BUILD_DIR, file)),
    ),
  );
}

function builtHtml(route: string): string {
  return readBuildFile(route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/**
 * Whether a built page is a redirect stub: a page with no script of its own that sends the
 * browser on at once (a meta refresh), written for an address that has moved. The stubs are
 * checked as files (tests/built): where each leads, and that the host's redirect rules agree.
 */
export function isRedirectStub(route: string): boolean {
  const html = builtHtml(route);
  return /<meta http-equiv="refresh"/.test(html) && !/<script/.test(html);
}

/** The <title> of each built page, keyed by route. */
export function builtTitles(routes: readonly string[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const route of routes) {
    const html = builtHtml(route);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    titles.set(route, title.trim());
  }
  return titles;
}
