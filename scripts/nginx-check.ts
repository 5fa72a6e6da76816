/**
 * Pure helpers of `npm run check:nginx` (scripts/check-nginx.ts): the local nginx
 * configuration made from deploy/nginx-site.conf, and what nginx should answer.
 */
import {
  resolveRequest,
  type PagePath,
  type RequestOutcome,
  type SiteFiles,
} from '../src/lib/urls/requests';

export interface LocalNginx {
  /** Directory of the build (the site file's root). */
  readonly buildDir: string;
  /** The security headers snippet to include. */
  readonly headersSnippet: string;
  /** Working directory of this nginx (pid, logs, temporary files). */
  readonly prefix: string;
  readonly port: number;
  /** nginx's MIME types file. */
  readonly mimeTypes: string;
}

/** The deployed root and snippet path, as deploy/nginx-site.conf writes them. */
const DEPLOYED_ROOT = '/srv/marginscope';
const DEPLOYED_SNIPPET = '/etc/nginx/snippets/security-headers.conf';

function replaceOnce(text: string, pattern: RegExp | string, replacement: string): string {
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`deploy/nginx-site.conf no longer contains ${String(pattern)}`);
  return typeof pattern === 'string'
    ? text.split(pattern).join(replacement)
    : text.replace(pattern, replacement);
}

/**
 * A complete nginx.conf that serves the build on 127.0.0.1 with the site file as deployed,
 * except for what a local run cannot have: the plain-HTTP redirect server, TLS, and the
 * deployed paths.
 *
 * @throws Error when the site file no longer has what is replaced, so the check cannot
 *   silently test something else.
 */
export function localNginxConfig(siteFile: string, local: LocalNginx): string {
  let site = replaceOnce(siteFile, DEPLOYED_ROOT, local.buildDir);
  site = replaceOnce(site, DEPLOYED_SNIPPET, local.headersSnippet);
  site = replaceOnce(site, /server \{\n {4}listen 80;[\s\S]*?\n\}\n/, '');
  site = replaceOnce(
    site,
    /( {4}listen 443 ssl;\n)( {4}listen \[::\]:443 ssl;\n)/,
    `    listen 127.0.0.1:${local.port};\n`,
  );
  site = replaceOnce(site, /( {4}ssl_certificate.*\n)+/, '');
  const temp = `${local.prefix}/tmp`;
  return [
    'worker_processes 1;',
    `pid ${local.prefix}/nginx.pid;`,
    `error_log ${local.prefix}/error.log;`,
    'events {}',
    'http {',
    `include ${local.mimeTypes};`,
    'access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `${kind}_temp_path ${temp};`,
    ),
    site,
    '}',
    '',
  ].join('\n');
}

/**
 * The path nginx matches a request by: percent escapes decoded (nginx's `$uri`), or the path
 * as sent when an escape is malformed (nginx refuses those). Characters that would read as
 * another part of a URL are written back escaped, so the result is still a path.
 */
export function nginxMatchedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath).replace(
      /[%?#]/g,
      (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    return rawPath;
  }
}

/** Status and `Location` path of an answer. */
export interface Answer {
  readonly status: number;
  readonly location?: string;
}

/** What nginx should answer a request target with, under the rules of requests.ts. */
export function expectedNginxAnswer(target: string, site: SiteFiles): Answer {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = queryStart < 0 ? '' : target.slice(queryStart);
  const outcome: RequestOutcome = resolveRequest(nginxMatchedPath(rawPath) + query, site);
  switch (outcome.kind) {
    case 'page':
    case 'file':
      return {status: 200};
    case 'redirect':
      return {status: 301, location: outcome.location};
    case 'not-found':
      return {status: 404};
  }
}

/** Reads the map entries the build writes for nginx (src/plugins/redirects). */
export function parseNginxRedirectMap(text: string): Map<string, PagePath> {
  const map = new Map<string, PagePath>();
  for (const line of text.split('\n')) {
    const entry = /^"([^"]+)" "([^"]+)";$/.exec(line);
    if (entry) map.set(entry[1]!, entry[2]!);
  }
  return map;
}
