/** Step 1: read every built page and what it says about itself. */
import {readFile} from 'node:fs/promises';
import {load, type CheerioAPI} from 'cheerio';
import {clean, htmlFileOf} from '../files';

/** What one built page says about itself. */
export interface BuiltPage {
  readonly route: string;
  readonly file: string;
  readonly $: CheerioAPI;
  readonly html: string;
  readonly title: string;
  readonly h1: string;
  readonly description: string;
}

/** The built pages by route (routes with no HTML file of their own are left out). */
export async function readBuiltPages(
  outDir: string,
  routesPaths: readonly string[],
): Promise<Map<string, BuiltPage>> {
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
  return pages;
}
