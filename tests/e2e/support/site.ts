import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, type ConsoleMessage, type Page} from '@playwright/test';
import {resolveSiteUrl, site} from '../../../src/config/site';

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

/**
 * Routes of the draft docs edition under /next. They are kept out of the sitemap (noindex),
 * but are real pages that must pass the same checks.
 */
export function draftEditionRoutes(): string[] {
  return htmlUnder(path.join(BUILD_DIR, 'next')).map((file) => {
    const relative = path.relative(BUILD_DIR, file).split(path.sep).join('/');
    return `/${relative.replace(/\.html$/, '').replace(/\/index$/, '')}`;
  });
}

/** The <title> of each built page, keyed by route. */
export function builtTitles(routes: readonly string[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const route of routes) {
    const relative = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    const html = readBuildFile(relative);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    titles.set(route, title.trim());
  }
  return titles;
}

/** Resolves once React has hydrated the page (Docusaurus marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
}

/**
 * The browser's report that the third-party scheduling widget's script (on /book-call) did
 * not load. The test machine is offline, so that request always fails; the page handles the
 * failure (it says so and offers manual booking, tested in book-call.spec.ts), but Chromium
 * still logs every failed request as a console error. Only that exact script URL is
 * excluded; any other failed request still fails the checks.
 */
function isOfflineWidgetScript(message: ConsoleMessage): boolean {
  return (
    message.location().url === site.scheduling.widgetScriptUrl &&
    message.text().startsWith('Failed to load resource')
  );
}

/**
 * Collects console errors and uncaught exceptions from now on. `ignore` drops expected
 * messages (for instance the browser's own report of a 404 document).
 */
export function trackProblems(page: Page, ignore: readonly RegExp[] = []): PageProblems {
  const problems: PageProblems = {consoleErrors: [], pageErrors: []};
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isOfflineWidgetScript(message)) return;
    const text = message.text();
    if (ignore.some((pattern) => pattern.test(text))) return;
    problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/** Switches the visitor's system colour scheme (the site follows it), then reloads. */
export async function useColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: mode});
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await waitForHydration(page);
}
