import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DRAFT, EDITIONS, RELEASED, type EditionData} from '@site/src/data/editions';
import {changeNote, compareEditions} from '@site/src/lib/businessNumbers/editionChanges';
import {notInEditionUrl, whatChangedUrl} from '@site/src/lib/docs/editionChanges';
import {BUILD_DIR, builtPage, hrefsOf, localHrefs, textOf} from './support/html';

/** The docs plugin's version path of an edition ("/" for the one at the root). */
const versionPath = (edition: EditionData) => edition.prefix || '/';
const registry = (edition: EditionData) => ({
  edition: edition.name,
  terms: edition.content.TERMS,
  pages: edition.content.TERM_PAGES,
});
const termUrl = (edition: EditionData, slug: string) =>
  `${edition.prefix}/business-numbers/${slug}`;

/** A same-site link resolves when the build holds its page (anchor and query left out). */
function resolves(href: string): boolean {
  const route = href.split(/[?#]/)[0] ?? '';
  const relative = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return existsSync(path.join(BUILD_DIR, relative));
}

/** Newest first, as the docs plugin lists them: the draft, then the released editions. */
const NEWEST_FIRST = [DRAFT, ...EDITIONS.filter((edition) => edition !== DRAFT)];
const PAIRS = NEWEST_FIRST.slice(0, -1).map((edition, at) => ({
  edition,
  previous: NEWEST_FIRST[at + 1] as EditionData,
}));

describe.each(PAIRS)('what changed in the $edition.name edition', ({edition, previous}) => {
  const changes = compareEditions(registry(previous), registry(edition));
  const url = whatChangedUrl(versionPath(edition));
  const $ = builtPage(url);

  it('is a page named for its edition, comparing with the edition before', () => {
    expect(textOf($('h1'))).toBe(`What changed in the ${edition.name} edition`);
    expect(textOf($('main'))).toContain(`the ${previous.name} edition`);
  });

  it('lists every term the edition adds, by name, linked to its page', () => {
    const items = $('[data-testid="terms-added"] li');
    expect(items.length).toBe(changes.added.length);
    for (const term of changes.added) {
      expect(hrefsOf($, term.title, 'main')).toEqual([termUrl(edition, term.slug)]);
    }
  });

  it('lists every term dropped and every term changed', () => {
    expect($('[data-testid="terms-removed"] li').length).toBe(changes.removed.length);
    const headings = $('main h3')
      .toArray()
      .map((heading) => textOf($(heading)));
    expect(headings).toEqual(changes.changed.map((change) => change.title));
  });

  it('links only to pages the build holds', () => {
    const hrefs = localHrefs($, 'main');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
  });

  it("is linked from the edition's banner and Business Numbers index", () => {
    if (edition === DRAFT) {
      const guide = builtPage(`${DRAFT.prefix}/commercial-intelligence-glossary`);
      expect(
        guide('.theme-doc-version-banner a[href]')
          .toArray()
          .map((a) => guide(a).attr('href')),
      ).toContain(url);
    }
    const index = builtPage(`${edition.prefix}/business-numbers`);
    const note = index('[data-testid="edition-changes"]');
    expect(note.find(`a[href="${url}"]`).length).toBe(1);
    for (const term of changes.added) expect(textOf(note)).toContain(term.title);
  });

  it('has each changed term say so on its page, and no other term', () => {
    for (const entry of edition.content.TERMS.terms) {
      const page = builtPage(termUrl(edition, entry.slug));
      const change = changes.changed.find((candidate) => candidate.slug === entry.slug);
      const note = page('[data-testid="change-note"]');
      if (change) {
        expect(textOf(note)).toContain(changeNote(change, previous.name));
        expect(note.find('a').attr('href')).toBe(`${url}#${entry.slug}`);
      } else {
        expect(note.length).toBe(0);
      }
    }
  });
});

describe('the first edition', () => {
  it('has no what-changed page', () => {
    const first = NEWEST_FIRST.at(-1) as EditionData;
    expect(resolves(whatChangedUrl(versionPath(first)))).toBe(false);
  });
});

describe('a term an edition lacks', () => {
  const missing = DRAFT.content.TERMS.terms.filter(
    (entry) => !RELEASED.content.TERMS.has(entry.slug),
  );

  it.each(missing.map((entry) => [entry.slug, entry.title] as const))(
    '%s: the released edition says it lacks it, and offers its index and the term elsewhere',
    (slug, title) => {
      const $ = builtPage(notInEditionUrl(versionPath(RELEASED), `business-numbers/${slug}`));
      expect(textOf($('h1'))).toBe(`${title} is not in the ${RELEASED.name} edition`);
      expect($('meta[name="robots"]').attr('content')).toMatch(/noindex/);
      const hrefs = localHrefs($, 'main');
      expect(hrefs).toContain(termUrl(DRAFT, slug));
      expect(hrefs).toContain(`${RELEASED.prefix}/business-numbers`);
      expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
      for (const href of $('[data-testid="closest"] a')
        .toArray()
        .map((a) => $(a).attr('href'))) {
        expect(href).toMatch(new RegExp(`^${RELEASED.prefix}/business-numbers/`));
      }
    },
  );
});
