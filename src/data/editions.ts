/**
 * Every docs edition's data, for tests and build scripts: each edition is checked against its
 * own content. Pages never import this module; each doc imports what it shows from its own
 * edition folder.
 */
import * as draft from '@site/docs/_data';
import * as edition2025 from '@site/versioned_docs/version-2025/_data';
import versions from '@site/versions.json';
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import type {EditionTerms, SlugOf} from '@site/src/lib/businessNumbers/registry';

/**
 * What every edition holds; the draft's modules give the shape of the rest, except the
 * benchmarks, where a draft may publish more than the released edition (read a draft's own
 * additions from its folder).
 */
export type EditionContent = Omit<
  typeof draft,
  'EDITION' | 'TERMS' | 'TERM_PAGES' | 'benchmarks'
> & {
  readonly EDITION: string;
  readonly benchmarks: Pick<
    typeof draft.benchmarks,
    keyof typeof draft.benchmarks & keyof typeof edition2025.benchmarks
  >;
  readonly TERMS: EditionTerms;
  readonly TERM_PAGES: Readonly<Record<string, TermPage>>;
};

/**
 * The content of each released edition, by name. Cutting an edition adds its line here
 * (README, "Cutting a new edition"); retiring one removes it.
 */
const RELEASED_CONTENT = {'2025': edition2025} satisfies Readonly<Record<string, EditionContent>>;

/**
 * Every slug some edition online publishes (the draft's and each released edition's), for
 * tests that name terms: a slug no edition has fails to compile.
 */
export type TermSlug =
  | SlugOf<typeof draft.TERMS>
  | {
      [Name in keyof typeof RELEASED_CONTENT]: SlugOf<(typeof RELEASED_CONTENT)[Name]['TERMS']>;
    }[keyof typeof RELEASED_CONTENT];

export interface EditionData {
  /** The edition's name ("2025"). */
  readonly name: string;
  /** The folder the edition's docs live in, relative to the site. */
  readonly folder: string;
  /**
   * The URL prefix of its docs: "" for the newest released edition, "/2025" for an older
   * one still online, "/next" for the draft.
   */
  readonly prefix: string;
  readonly content: EditionContent;
}

/** The released editions' content, looked up by any name. */
const RELEASED_BY_NAME: Readonly<Partial<Record<string, EditionContent>>> = RELEASED_CONTENT;

function released(name: string, index: number): EditionData {
  const content = RELEASED_BY_NAME[name];
  if (!content) {
    throw new Error(
      `versions.json lists edition ${name}, but src/data/editions.ts has no import for it`,
    );
  }
  return {
    name,
    folder: `versioned_docs/version-${name}`,
    prefix: index === 0 ? '' : `/${name}`,
    content,
  };
}

const RELEASED_EDITIONS = versions.map(released);

/** The edition served at the root URLs. */
export const RELEASED: EditionData = RELEASED_EDITIONS[0] ?? released('', 0);

/** Older released editions, still online under their own name. */
export const ARCHIVED: readonly EditionData[] = RELEASED_EDITIONS.slice(1);

/** The draft of the next edition, under /next. */
export const DRAFT: EditionData = {
  name: draft.EDITION,
  folder: 'docs',
  prefix: '/next',
  content: draft,
};

/** Every edition online, newest released first, the draft last. */
export const EDITIONS: readonly EditionData[] = [...RELEASED_EDITIONS, DRAFT];

/** The edition of that name. */
export function editionNamed(name: string): EditionData {
  const found = EDITIONS.find((edition) => edition.name === name);
  if (!found) throw new Error(`No docs edition named ${name}`);
  return found;
}

/**
 * The edition whose content the specification describes (its seventeen terms, its benchmark
 * figures, its glossary and guides). Tests pin the specification's figures to this edition
 * wherever it is served, so cutting a newer edition does not turn them against its content.
 */
export const SPECIFIED: EditionData = editionNamed('2025');
