/**
 * A Business Numbers term page as one edition writes it: the entry from the edition's list,
 * the formulas, the calculator bound to the edition's benchmarks and worked example, and the
 * benchmark tables. The page's MDX imports its term module and hands it to the components.
 */
import type {BenchmarkTable} from '@site/src/lib/metrics/benchmarkTables';
import type {Calculator} from '@site/src/lib/metrics/calculators/types';
import type {EditionTerms, TermEntry} from './registry';

export interface TermBenchmarks {
  readonly tables: readonly BenchmarkTable[];
  /** How a value exactly on an edge is read, shown under banded tables. */
  readonly edgeRule: string;
}

/** Another term to read with this one, and why. */
export interface RelatedTerm {
  readonly entry: TermEntry;
  /** What the related term adds, completing "Title: …". */
  readonly note: string;
}

/**
 * Something the page's prose asserts about its worked example (`says`: a band id, a
 * direction, a yes or no), beside what the example's figures give (`is`). A test holds every
 * page's claims true, so a sentence cannot outlive the arithmetic behind it.
 */
export interface Claim {
  readonly says: unknown;
  readonly is: unknown;
}

export type Claims = Readonly<Record<string, Claim>>;

/** Claims from two records with the same keys: what the prose says, what the figures give. */
export function claimsAgainst<Key extends string>(
  says: Readonly<Record<Key, unknown>>,
  is: Readonly<Record<Key, unknown>>,
): Claims {
  return Object.fromEntries(
    Object.keys(says).map((key) => [key, {says: says[key as Key], is: is[key as Key]}]),
  );
}

export interface TermPage {
  readonly entry: TermEntry;
  readonly related: readonly RelatedTerm[];
  /** Each formula as one line of text ("Contribution margin = Revenue − Variable costs"). */
  readonly formulas: readonly string[];
  readonly calculator: Calculator;
  readonly benchmarks: TermBenchmarks;
  /** What the prose asserts about the worked example, each beside what the figures give. */
  readonly claims: Claims;
}

/** The page of `slug` in an edition. */
export function defineTermPage<const Slug extends string, Id extends string>(
  edition: EditionTerms<Slug>,
  slug: NoInfer<Slug>,
  page: {
    readonly formulas: readonly string[];
    readonly calculator: Calculator<Id>;
    readonly benchmarks: TermBenchmarks;
    /** Other terms of the edition to read with this one, each with what it adds. */
    readonly related: readonly (readonly [NoInfer<Slug>, string])[];
    readonly claims?: Claims;
  },
): TermPage {
  const entry = edition.term(slug);
  return {
    entry,
    related: page.related.map(([other, note]) => ({entry: edition.term(other), note})),
    formulas: page.formulas,
    calculator: page.calculator as unknown as Calculator,
    benchmarks: page.benchmarks,
    claims: page.claims ?? {},
  };
}
