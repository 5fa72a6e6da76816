/**
 * The pages the edition-changes plugin adds, worked out from the docs editions as the docs
 * plugin loaded them (newest first) and each edition's Business Numbers registry:
 *
 * - for every edition that has an earlier one, a "What changed" page comparing the two
 *   registries;
 * - for every doc that some edition has and another lacks, a page in the lacking edition
 *   saying so, which the edition menu leads to instead of another doc.
 *
 * Pure: the plugin loads the registries and hands them in, with the closest-title search.
 */
import {
  compareEditions,
  type EditionChanges,
  type EditionRegistry,
} from '@site/src/lib/businessNumbers/editionChanges';
import {notInEditionUrl, previousEdition, whatChangedUrl} from '@site/src/lib/docs/editionChanges';

export interface EditionDocInput {
  readonly id: string;
  readonly title: string;
  readonly permalink: string;
}

/** One docs edition, as the plugin reads it. */
export interface EditionInput {
  /** The docs plugin's name of the version ("current", "2025"). */
  readonly name: string;
  /** The version's label ("2026 edition (draft)"). */
  readonly label: string;
  /** Its URL path ("/next", "/"). */
  readonly path: string;
  readonly noIndex: boolean;
  readonly docs: readonly EditionDocInput[];
  readonly registry: EditionRegistry;
}

export interface Link {
  readonly title: string;
  readonly url: string;
}

export interface WhatChangedProps {
  readonly changes: EditionChanges;
  readonly noIndex: boolean;
  /** Term pages by slug: the later edition's, and the earlier edition's. */
  readonly termUrls: Readonly<Record<string, string>>;
  readonly previousTermUrls: Readonly<Record<string, string>>;
  /** The Business Numbers index of each edition. */
  readonly index: Link;
  readonly previousIndex: Link;
}

export interface NotInEditionProps {
  /** The doc's id ("business-numbers/inventory-turns"). */
  readonly docId: string;
  /** The edition lacking the doc ("2025"). */
  readonly edition: string;
  /** The doc's title in the newest edition that has it. */
  readonly title: string;
  /** The index of the section the doc belongs to, in the lacking edition. */
  readonly index: Link;
  /**
   * The lacking edition's docs closest to the missing one: for a term, the terms its page
   * names as related; otherwise (or when it names none there) those titled alike.
   */
  readonly closest: readonly Link[];
  /** The doc in the editions that have it. */
  readonly elsewhere: readonly Link[];
}

export type EditionRoute =
  | {readonly kind: 'what-changed'; readonly path: string; readonly props: WhatChangedProps}
  | {readonly kind: 'not-in-edition'; readonly path: string; readonly props: NotInEditionProps};

/** Titles of `entries` closest to `text`, best first (the site search's closest-term rule). */
export type Closest = (entries: readonly Link[], text: string) => Link[];

const TERMS_SECTION = 'business-numbers';

/** The folder a doc id sits in ("business-numbers"), or "" for a doc at the top. */
function sectionOf(docId: string): string {
  const at = docId.lastIndexOf('/');
  return at < 0 ? '' : docId.slice(0, at);
}

function indexOf(edition: EditionInput, section: string): Link {
  const doc =
    edition.docs.find((candidate) => candidate.id === `${section}/index`) ??
    edition.docs.find((candidate) => candidate.id === `${TERMS_SECTION}/index`) ??
    edition.docs[0];
  if (!doc) throw new Error(`The ${edition.registry.edition} edition has no docs`);
  return {title: doc.title, url: doc.permalink};
}

/** Term page URLs of an edition, by slug. */
function termUrls(edition: EditionInput): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const entry of edition.registry.terms.terms) {
    const doc = edition.docs.find((candidate) => candidate.id === `${TERMS_SECTION}/${entry.slug}`);
    if (!doc) {
      throw new Error(
        `The ${edition.registry.edition} edition lists "${entry.slug}" but has no page`,
      );
    }
    urls[entry.slug] = doc.permalink;
  }
  return urls;
}

/**
 * The terms a missing term's page names as related (as the edition `from` writes it) that
 * `edition` publishes: the closest terms by meaning, where titles alike may mislead
 * ("Overall Equipment Effectiveness" is spelled like "Average Order Value", not read like it).
 */
function relatedIn(edition: EditionInput, from: EditionInput, docId: string): Link[] {
  if (sectionOf(docId) !== TERMS_SECTION) return [];
  const page = from.registry.pages[docId.slice(TERMS_SECTION.length + 1)];
  if (!page) return [];
  return page.related.flatMap(({entry}) => {
    const doc = edition.docs.find((candidate) => candidate.id === `${TERMS_SECTION}/${entry.slug}`);
    return edition.registry.terms.has(entry.slug) && doc
      ? [{title: edition.registry.terms.term(entry.slug).title, url: doc.permalink}]
      : [];
  });
}

/** Every page the plugin adds, for editions listed newest first. */
export function editionRoutes(editions: readonly EditionInput[], closest: Closest): EditionRoute[] {
  const routes: EditionRoute[] = [];
  for (const edition of editions) {
    const previous = previousEdition(editions, edition.name);
    if (!previous) continue;
    routes.push({
      kind: 'what-changed',
      path: whatChangedUrl(edition.path),
      props: {
        changes: compareEditions(previous.registry, edition.registry),
        noIndex: edition.noIndex,
        termUrls: termUrls(edition),
        previousTermUrls: termUrls(previous),
        index: indexOf(edition, TERMS_SECTION),
        previousIndex: indexOf(previous, TERMS_SECTION),
      },
    });
  }
  for (const edition of editions) {
    const own = new Set(edition.docs.map((doc) => doc.id));
    const missing = new Map<string, {doc: EditionDocInput; from: EditionInput}>();
    const elsewhere = new Map<string, Link[]>();
    for (const other of editions) {
      for (const doc of other.docs) {
        if (own.has(doc.id)) continue;
        // The newest edition's title names the doc.
        if (!missing.has(doc.id)) missing.set(doc.id, {doc, from: other});
        elsewhere.set(doc.id, [
          ...(elsewhere.get(doc.id) ?? []),
          {title: other.label, url: doc.permalink},
        ]);
      }
    }
    for (const [id, {doc, from}] of missing) {
      const section = sectionOf(id);
      const candidates = edition.docs
        .filter(
          (candidate) => sectionOf(candidate.id) === section && !candidate.id.endsWith('/index'),
        )
        .map((candidate) => ({title: candidate.title, url: candidate.permalink}));
      const related = relatedIn(edition, from, id);
      routes.push({
        kind: 'not-in-edition',
        path: notInEditionUrl(edition.path, id),
        props: {
          docId: id,
          edition: edition.registry.edition,
          title: doc.title,
          index: indexOf(edition, section),
          closest: related.length > 0 ? related : closest(candidates, doc.title),
          elsewhere: elsewhere.get(id) ?? [],
        },
      });
    }
  }
  return routes;
}
