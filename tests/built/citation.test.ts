/**
 * Every docs page of every edition, as built: its edition, the date it was last reviewed (the
 * same in the page, its sitemap entry and its Markdown version), and a "Cite this page" block
 * whose address is pinned to the edition and answers on every host the build configures.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {EDITIONS, DRAFT} from '@site/src/data/editions';
import {CITE_HEADING_ID} from '@site/src/components/CiteThisPage/headingId';
import {apaReference, bibtexEntry, pinnedPath} from '@site/src/lib/citation/cite';
import {formatLongDate} from '@site/src/lib/dates/longDate';
import {resolveRequest} from '@site/src/lib/urls/requests';
import {siteFiles} from '@site/scripts/serve';
import {SITE_URL} from '../e2e/support/routes';
import {BUILD_DIR, builtPage, pageRoutes, structuredData, textOf} from './support/html';

/** The doc files of an edition's folder (partials and data, under `_`, are no pages). */
function docFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (name.startsWith('_')) return [];
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.mdx?$/.test(name) ? [full] : [];
    });
  return walk(path.resolve(__dirname, '../..', folder));
}

/** The route of a page without its edition's prefix ("/next/glossary" → "/glossary"). */
function localRoute(route: string, prefix: string): string {
  return prefix && route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : route;
}

const read = (relative: string) => readFileSync(path.join(BUILD_DIR, relative), 'utf8');

const lastmods = new Map(
  [...read('sitemap.xml').matchAll(/<url>(.*?)<\/url>/gs)].map((match) => {
    const body = match[1] ?? '';
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '';
    return [new URL(loc).pathname, /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1]] as const;
  }),
);

/** `_redirects`: from → to. */
const redirectRules = new Map(
  read('_redirects')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [from, to, status] = line.split(' ');
      expect(status).toBe('301');
      return [from ?? '', to ?? ''] as const;
    }),
);

/** The nginx map the build writes: each spelling → the page path it leads to. */
const nginxMap = new Map(
  [...read('_nginx-redirects.conf').matchAll(/^"([^"]+)" "([^"]+)";$/gm)].map(
    (match) => [match[1] ?? '', match[2] ?? ''] as const,
  ),
);
const served = siteFiles(BUILD_DIR);

interface DocsPage {
  readonly route: string;
  readonly edition: (typeof EDITIONS)[number];
}

/** Every built docs page (the theme marks them on <html>), with the edition it belongs to. */
const docsPages: DocsPage[] = pageRoutes()
  .filter((route) => builtPage(route)('html').hasClass('docs-doc-page'))
  .map((route) => {
    const edition = EDITIONS.find((candidate) =>
      candidate.prefix
        ? route.startsWith(`${candidate.prefix}/`) || route === candidate.prefix
        : !EDITIONS.some(
            (other) =>
              other.prefix && (route.startsWith(`${other.prefix}/`) || route === other.prefix),
          ),
    );
    if (!edition) throw new Error(`${route}: no edition`);
    return {route, edition};
  });

describe('dates and citation on every docs page', () => {
  it('finds every doc of every edition among the built pages', () => {
    for (const edition of EDITIONS) {
      expect(
        docsPages.filter((page) => page.edition === edition).length,
        `docs pages of the ${edition.name} edition`,
      ).toBe(docFiles(edition.folder).length);
    }
  });

  it.each(docsPages.map((page) => [page.route, page] as const))(
    '%s shows its edition, its review date and a cite block at its pinned address',
    (route, {edition}) => {
      const $ = builtPage(route);
      const footer = $('footer[data-edition]');
      expect(footer.attr('data-edition')).toBe(edition.name);
      const draft = edition === DRAFT;
      expect(textOf(footer.find('p').first())).toBe(
        `Edition: ${edition.name}${draft ? ' (draft)' : ''}`,
      );

      // One date: the page's, its sitemap entry's (pages kept out of the index have none)
      // and its Markdown version's.
      const time = footer.find('p').filter((_, p) => /^Last reviewed:/.test(textOf($(p))));
      const reviewed = time.find('time').attr('datetime') ?? '';
      expect(reviewed, 'review date').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(textOf(time)).toBe(`Last reviewed: ${formatLongDate(reviewed)}`);
      if (edition.prefix === '') expect(lastmods.get(route), 'sitemap lastmod').toBe(reviewed);
      else expect(lastmods.has(route)).toBe(false);
      const markdown = read(`${route.slice(1)}.md`);
      expect(markdown).toContain(`\n- Last reviewed: ${reviewed}\n`);
      expect(markdown).toContain(`\n- Edition: ${edition.name} edition`);

      // The cite block: made from the page's title, the publisher, edition, date, pinned URL.
      const pinned = pinnedPath(edition.name, localRoute(route, edition.prefix));
      const url = `${SITE_URL}${pinned}`;
      const cite = $(`section[aria-labelledby="${CITE_HEADING_ID}"]`);
      expect(textOf(cite.find(`#${CITE_HEADING_ID}`))).toBe('Cite this page');
      expect(cite.attr('data-cite-url')).toBe(url);
      const apa = textOf(cite.find('[data-cite="apa"]'));
      const title = apa.slice(apa.indexOf('). ') + 3, apa.lastIndexOf(` (${edition.name} ed.`));
      const cited = {
        title,
        publisher: site.companyName,
        siteName: site.productName,
        edition: edition.name,
        draft,
        reviewed,
        url,
      };
      expect(apa).toBe(apaReference(cited));
      expect(title).toBe(textOf($('head > title')).replace(/ \| [^|]+$/, ''));
      expect(cite.find('details [data-cite="bibtex"]').text()).toBe(bibtexEntry(cited));
      expect(cite.find('button').length).toBe(2);

      // Structured data names the same work.
      const work = structuredData($).find((node) => node['@type'] === 'CreativeWork');
      expect(work).toMatchObject({
        url,
        version: edition.name,
        dateModified: reviewed,
        creditText: apa,
        mainEntityOfPage: `${SITE_URL}${route}`,
      });

      // The pinned address leads to the page on every host: the page itself, or a permanent
      // redirect in `_redirects` and the nginx map, and a stub that sends browsers on.
      if (pinned === route) return;
      expect(redirectRules.get(pinned)).toBe(route);
      expect(nginxMap.get(pinned.toLowerCase())).toBe(route);
      expect(resolveRequest(pinned, served)).toEqual({kind: 'page', path: pinned});
      expect(read(`${pinned.slice(1)}.html`)).toContain(
        `<meta http-equiv="refresh" content="0; url=${route}">`,
      );
    },
  );

  it('the pinned addresses are no page of their own, so archiving an edition takes them over', () => {
    const pages = new Set(pageRoutes());
    const pinnedOnly = [...redirectRules.keys()].filter((from) => /^\/\d{4}(\/|$)/.test(from));
    expect(pinnedOnly.length).toBeGreaterThan(0);
    expect(pinnedOnly.filter((from) => pages.has(from))).toEqual([]);
  });
});
