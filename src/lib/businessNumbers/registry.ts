/**
 * The shape of an edition's Business Numbers: the three groups terms are shown in, the calls
 * to action a term page may end with, and the helpers an edition uses to declare its terms.
 * What each edition says about its terms (which terms, titles, summaries, benchmarks, worked
 * examples) lives with the edition, in `_data/terms/` of each docs edition folder: the slugs
 * an edition publishes are the keys of its `defineEditionTerms` entries (`SlugOf`), and every
 * other place that names a slug of the edition is typed by them.
 */
import {site} from '@site/src/config/site';
import {BUSINESS_NUMBERS_PATH, METHODOLOGY_PATH} from './paths';

/** The groups the index page shows terms in, in order. */
export const TERM_GROUP_IDS = [
  'customer-revenue',
  'pricing-product',
  'operational-strategic',
] as const;

export type TermGroupId = (typeof TERM_GROUP_IDS)[number];

/** The three destinations a Business Numbers page may send the reader to. */
export const CALLS_TO_ACTION = {
  roi: {label: 'Calculate Your ROI', to: '/calculate-roi'},
  demo: {label: `See ${site.productName} in Action`, to: '/demo'},
  call: {label: 'Book Strategy Call', to: '/book-call'},
} as const;

export type CallToActionId = keyof typeof CALLS_TO_ACTION;

export {BUSINESS_NUMBERS_PATH, METHODOLOGY_PATH};

/** Site path of a term page, before the edition's prefix. */
export function termPath(slug: string): string {
  return `${BUSINESS_NUMBERS_PATH}/${slug}`;
}

/** What an edition says about one term, everywhere the term is named. */
export interface TermEntry<Slug extends string = string> {
  readonly slug: Slug;
  /** Page title, h1 and card title. */
  readonly title: string;
  readonly group: TermGroupId;
  /** One sentence for the index card. */
  readonly summary: string;
  /**
   * Other names readers search for: abbreviations ("CLV", "LTV") and spellings
   * ("price realization").
   */
  readonly aliases: readonly string[];
  /** Calls to action, main one first. */
  readonly ctas: readonly CallToActionId[];
}

export interface TermGroup<Slug extends string = string> {
  readonly id: TermGroupId;
  readonly title: string;
  readonly intro: string;
  readonly terms: readonly TermEntry<Slug>[];
}

/** An edition's Business Numbers, as every view of them reads them. */
export interface EditionTerms<Slug extends string = string> {
  /** The terms in index order: group by group. */
  readonly terms: readonly TermEntry<Slug>[];
  readonly groups: readonly TermGroup<Slug>[];
  /** The entry of a term the edition publishes. */
  term(slug: Slug): TermEntry<Slug>;
  /** True when the edition publishes `slug`. */
  has(slug: string): slug is Slug;
}

type EntryText<Slug extends string> = Omit<TermEntry<Slug>, 'slug' | 'group'>;

/**
 * Declares an edition's terms: the groups, in order, and what the edition says about each
 * term it publishes. `Slug` is inferred from the entries, so a group member the edition does
 * not publish fails to compile.
 */
export function defineEditionTerms<const Slug extends string>(definition: {
  readonly groups: readonly {
    readonly id: TermGroupId;
    readonly title: string;
    readonly intro: string;
    readonly slugs: readonly NoInfer<Slug>[];
  }[];
  readonly entries: {readonly [S in Slug]: EntryText<Slug>};
}): EditionTerms<Slug> {
  const bySlug = new Map<string, TermEntry<Slug>>();
  const groups = definition.groups.map((group) => ({
    id: group.id,
    title: group.title,
    intro: group.intro,
    terms: group.slugs.map((slug) => {
      if (bySlug.has(slug)) throw new Error(`Term "${slug}" is listed in two groups`);
      const entry: TermEntry<Slug> = {slug, group: group.id, ...definition.entries[slug]};
      bySlug.set(slug, entry);
      return entry;
    }),
  }));
  for (const slug of Object.keys(definition.entries)) {
    if (!bySlug.has(slug)) throw new Error(`Term "${slug}" is in no group`);
  }
  const has = (slug: string): slug is Slug => bySlug.has(slug);
  return {
    terms: groups.flatMap((group) => group.terms),
    groups,
    has,
    term(slug) {
      const entry = bySlug.get(slug);
      if (!entry) throw new Error(`This edition has no term "${slug}"`);
      return entry;
    },
  };
}

/** The slugs an edition publishes, from its `EditionTerms`. */
export type SlugOf<Terms extends {readonly terms: readonly TermEntry[]}> =
  Terms['terms'][number]['slug'];
