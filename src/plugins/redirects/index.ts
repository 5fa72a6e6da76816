import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface Redirect {
  /** Old path, e.g. `/voice-search-optimization-guide`. */
  readonly from: string;
  /** Path of the page that answers now. */
  readonly to: string;
  /** Title of the target page, for the moved-page notice. */
  readonly title: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A small, valid HTML page that sends the visitor on at once (meta refresh; no script, so
 * the Content-Security-Policy needs no exception), names the target as canonical for search
 * engines, and links to it for anyone whose browser does not follow the refresh.
 */
export function redirectPage(redirect: Redirect, siteUrl: string): string {
  const to = escapeHtml(redirect.to);
  const title = escapeHtml(redirect.title);
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved: ${title}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    `<link rel="canonical" href="${escapeHtml(siteUrl)}${to}">`,
    '</head>',
    '<body>',
    `<p>This page has moved: <a href="${to}">${title}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** `_redirects` lines (Netlify, Cloudflare Pages): permanent redirects, before the pages. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({from, to}) => `${from} ${to} 301`).join('\n') + '\n';
}

/**
 * Old paths that point at a page's current route. Hosts that read `_redirects` answer them
 * with a 301; on any other static host the generated HTML page at the old path sends the
 * visitor on. (Used instead of @docusaurus/plugin-client-redirects, whose page has no title
 * and an inline script.)
 */
export default function redirectsPlugin(
  redirects: readonly Redirect[],
): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'site-redirects',
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url;
      for (const redirect of redirects) {
        const file = path.join(outDir, `${redirect.from.replace(/^\//, '')}.html`);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, redirectPage(redirect, siteUrl), 'utf8');
      }
      await writeFile(path.join(outDir, '_redirects'), redirectsFile(redirects), 'utf8');
    },
  });
}
