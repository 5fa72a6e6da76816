/**
 * The redirects that make each docs page answer at its pinned address (see ./cite.ts): from
 * `/<edition><slug>` to wherever the edition is served now. An edition already served under
 * its own name (an archived one) needs none.
 */
import {pinnedPath} from './cite';

export interface EditionPages {
  /** The edition's name ("2025"). */
  readonly edition: string;
  /** Its label, for the moved-page notice ("2025 edition"). */
  readonly label: string;
  readonly docs: readonly {
    readonly slug: string;
    readonly permalink: string;
    readonly title: string;
  }[];
}

export interface PinnedRedirect {
  readonly from: string;
  readonly to: string;
  readonly title: string;
}

/** A route without a trailing slash (an index doc's permalink may end with one). */
function routeOf(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

/**
 * One redirect per page whose pinned address is not its own.
 *
 * @throws Error when a pinned address is another page's route, or two pages share one: the
 *   address would not lead to the page it names.
 */
export function pinnedRedirects(
  editions: readonly EditionPages[],
  routes: Iterable<string> = [],
): PinnedRedirect[] {
  const pages = new Set([...routes].map(routeOf));
  const seen = new Map<string, string>();
  const redirects: PinnedRedirect[] = [];
  for (const {edition, label, docs} of editions) {
    for (const doc of docs) {
      const from = pinnedPath(edition, doc.slug);
      const to = routeOf(doc.permalink);
      const before = seen.get(from);
      if (before !== undefined) {
        throw new Error(`Pages ${before} and ${to} share the pinned address ${from}`);
      }
      seen.set(from, to);
      if (from === to) continue;
      if (pages.has(from)) {
        throw new Error(`The pinned address of ${to}, ${from}, is another page's route`);
      }
      redirects.push({from, to, title: `${doc.title}, ${label}`});
    }
  }
  return redirects;
}
