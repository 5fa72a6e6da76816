import {describe, expect, it} from 'vitest';
import {DRAFT, RELEASED, type EditionData} from '@site/src/data/editions';
import {compareEditions} from '@site/src/lib/businessNumbers/editionChanges';
import {editionRoutes, type EditionInput, type Link} from './routes';

/** An edition as the docs plugin would list it: its term pages and the index. */
function input(edition: EditionData, name: string): EditionInput {
  const docs = [
    {
      id: 'business-numbers/index',
      title: 'Business Numbers',
      permalink: `${edition.prefix}/business-numbers`,
    },
    ...edition.content.TERMS.terms.map((entry) => ({
      id: `business-numbers/${entry.slug}`,
      title: entry.title,
      permalink: `${edition.prefix}/business-numbers/${entry.slug}`,
    })),
  ];
  return {
    name,
    label: `${edition.name} edition`,
    path: edition.prefix || '/',
    noIndex: edition === DRAFT,
    docs,
    registry: {
      edition: edition.name,
      terms: edition.content.TERMS,
      pages: edition.content.TERM_PAGES,
    },
  };
}

const EDITIONS = [input(DRAFT, 'current'), input(RELEASED, RELEASED.name)];
/** Stands in for the search's closest-title rule: the first candidate, if any. */
const firstOf = (entries: readonly Link[]) => entries.slice(0, 1);
const routes = editionRoutes(EDITIONS, firstOf);

describe('editionRoutes', () => {
  it('gives every edition with an earlier one its what-changed page, and no other', () => {
    const pages = routes.filter((route) => route.kind === 'what-changed');
    expect(pages.map((route) => route.path)).toEqual([`${DRAFT.prefix}/what-changed`]);
    const [page] = pages;
    if (page?.kind !== 'what-changed') throw new Error('no page');
    const expected = compareEditions(EDITIONS[1]!.registry, EDITIONS[0]!.registry);
    expect(page.props.changes).toEqual(expected);
    for (const term of expected.added) {
      expect(page.props.termUrls[term.slug]).toBe(`${DRAFT.prefix}/business-numbers/${term.slug}`);
    }
    expect(page.props.previousIndex.url).toBe(`${RELEASED.prefix}/business-numbers`);
  });

  it('gives every doc an edition lacks a page in that edition, pointing to where it is', () => {
    const missing = routes.filter((route) => route.kind === 'not-in-edition');
    const lacking = DRAFT.content.TERMS.terms.filter(
      (entry) => !RELEASED.content.TERMS.has(entry.slug),
    );
    const lackingInDraft = RELEASED.content.TERMS.terms.filter(
      (entry) => !DRAFT.content.TERMS.has(entry.slug),
    );
    expect(missing).toHaveLength(lacking.length + lackingInDraft.length);
    for (const entry of lacking) {
      const route = missing.find((candidate) =>
        candidate.path.endsWith(`/business-numbers/${entry.slug}`),
      );
      if (route?.kind !== 'not-in-edition') throw new Error(`no page for ${entry.slug}`);
      expect(route.path).toBe(
        `${RELEASED.prefix}/not-in-this-edition/business-numbers/${entry.slug}`,
      );
      expect(route.props).toMatchObject({
        edition: RELEASED.name,
        title: entry.title,
        index: {url: `${RELEASED.prefix}/business-numbers`},
        elsewhere: [{url: `${DRAFT.prefix}/business-numbers/${entry.slug}`}],
      });
      // Closest: the related terms the lacking edition publishes, else titles alike.
      const related = (DRAFT.content.TERM_PAGES[entry.slug]?.related ?? [])
        .filter(({entry: other}) => RELEASED.content.TERMS.has(other.slug))
        .map(({entry: other}) => `${RELEASED.prefix}/business-numbers/${other.slug}`);
      expect(route.props.closest.map((page) => page.url)).toEqual(
        related.length > 0
          ? related
          : [`${RELEASED.prefix}/business-numbers/${RELEASED.content.TERMS.terms[0]?.slug}`],
      );
    }
  });
});
