/**
 * How a host answers a request path: the page, a static file, one permanent redirect to a
 * page's own path, or the not-found page. Shared by the local server (scripts/serve.ts) and
 * the nginx redirect map the build writes (src/plugins/redirects), so both hosts agree.
 *
 * Rules:
 * - A page is answered at its own path only. The same path in other letter case, with a
 *   trailing slash, with `.html` (or `/index`, `/index.html` for the home page), or with
 *   percent-encoded letters, is redirected to it; query strings are kept.
 * - A redirect always leads to one of the site's own page paths, never to a path taken from
 *   the request, so no request can send a visitor to another site.
 * - Static files (scripts, images, feeds, search indexes) are answered at their exact path.
 * - Everything else is not found: empty segments (`//x/`, `/blog//post`), dot segments
 *   (`/%2e%2e/`), encoded slashes, malformed escapes, trailing dots, unknown paths, the
 *   host's own configuration files and the not-found page's own file.
 */
import {foldCase} from './caseVariant';

/** A page's path: `/` or slash-separated segments without a trailing slash. */
export type PagePath = string;

/** What the host answers. */
export type RequestOutcome =
  | {readonly kind: 'page'; readonly path: PagePath}
  | {readonly kind: 'file'; readonly path: string}
  | {readonly kind: 'redirect'; readonly location: string}
  | {readonly kind: 'not-found'};

/** The build's map of page spellings for nginx (src/plugins/redirects, deploy/nginx-site.conf). */
export const NGINX_REDIRECTS_FILE = '/_nginx-redirects.conf';

/** Files in the build that are instructions to the host, never content. */
export const HOST_FILES: readonly string[] = ['/_headers', '/_redirects', NGINX_REDIRECTS_FILE];

/** One path segment of a page: letters, digits and `-._~`, not starting with a dot. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?$/;

/** Throws unless `path` is a page path this module can write into host configuration. */
export function assertPagePath(path: string): void {
  if (!PAGE_PATH.test(path)) {
    throw new Error(
      `"${path}" is not a page path: expected "/" or "/segment/…" without a trailing slash, ` +
        'in letters, digits and - . _ ~ only',
    );
  }
}

/**
 * The spellings of a page's path that lead to it: the path itself, with a trailing slash,
 * and as the file it is built to (`/pricing.html`; `/index.html` and `/index` for `/`).
 */
export function pageAliases(path: PagePath): string[] {
  assertPagePath(path);
  if (path === '/') return ['/', '/index', '/index.html'];
  return [path, `${path}/`, `${path}.html`];
}

/**
 * Each spelling of each page (and of each moved path), folded to lower case, mapped to the
 * path the visitor is sent to. A page's own path always answers for itself; a page's other
 * spellings come before a moved path's.
 *
 * @throws Error when two pages differ only in letter case: a host that folds case (nginx's
 *   map does) could not tell them apart.
 */
export function canonicalPaths(
  pages: Iterable<PagePath>,
  moved: readonly {readonly from: string; readonly to: PagePath}[] = [],
): Map<string, PagePath> {
  const pageList = [...pages];
  const own = new Map<string, PagePath>();
  for (const page of pageList) {
    assertPagePath(page);
    const clash = own.get(foldCase(page));
    if (clash !== undefined && clash !== page) {
      throw new Error(`Pages "${clash}" and "${page}" differ only in letter case`);
    }
    own.set(foldCase(page), page);
  }
  const result = new Map<string, PagePath>();
  for (const {from, to} of moved) {
    assertPagePath(to);
    for (const alias of pageAliases(from)) result.set(foldCase(alias), to);
  }
  for (const page of pageList) {
    for (const alias of pageAliases(page)) result.set(foldCase(alias), page);
  }
  for (const [key, page] of own) result.set(key, page);
  return result;
}

/**
 * The decoded path of a request target's path part, or undefined when it cannot name a page
 * or file: no leading slash, an empty or dot segment (a trailing slash aside), a malformed
 * escape, or an encoded slash, backslash or control character.
 */
export function decodeRequestPath(rawPath: string): string | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const segments = rawPath.slice(1).split('/');
  const decoded: string[] = [];
  for (const [index, raw] of segments.entries()) {
    const last = index === segments.length - 1;
    if (raw === '') {
      if (last) {
        decoded.push('');
        continue;
      }
      return undefined;
    }
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (segment === '.' || segment === '..' || /[/\\\u0000-\u001f\u007f]/.test(segment)) {
      return undefined;
    }
    decoded.push(segment);
  }
  return `/${decoded.join('/')}`;
}

/** What the host knows of the build. */
export interface SiteFiles {
  /** {@link canonicalPaths} of the build's pages. */
  readonly canonical: ReadonlyMap<string, PagePath>;
  /** Whether a (non-HTML) file exists at this decoded path, in exactly this case. */
  readonly isFile: (path: string) => boolean;
}

/**
 * How to answer a request target (`/path?query`, as sent; the fragment never reaches the
 * host). See the module comment for the rules.
 */
export function resolveRequest(target: string, site: SiteFiles): RequestOutcome {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = queryStart < 0 ? '' : target.slice(queryStart);
  const path = decodeRequestPath(rawPath);
  if (path === undefined) return {kind: 'not-found'};
  const page = site.canonical.get(foldCase(path));
  if (page !== undefined) {
    return page === rawPath
      ? {kind: 'page', path: page}
      : {kind: 'redirect', location: page + query};
  }
  if (path.endsWith('.html') || path.endsWith('/') || HOST_FILES.includes(path)) {
    return {kind: 'not-found'};
  }
  return site.isFile(path) ? {kind: 'file', path} : {kind: 'not-found'};
}
