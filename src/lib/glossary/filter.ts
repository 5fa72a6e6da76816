/**
 * Finding glossary terms (and Business Numbers terms) from what people type.
 *
 * A query matches an entry when it is found in one of the entry's names (its term and other
 * names: abbreviations, other spellings) or in its text (the definition), in any of these ways:
 * - as written, ignoring case and accents ("REALISED PRICE" finds "realised price");
 * - word by word from the start of a word, with hyphens, dashes, slashes and spacing ignored
 *   ("cost to serve" and "costtoserve" find "Cost-to-Serve"; "break even" finds "breakeven"),
 *   plurals read as singulars ("overrides" finds "Price Override") and -ize read as -ise
 *   ("realization" finds "Realisation"). The last word may be half typed ("serv").
 * Entries matched by a name come first, then those matched by their text only; each group
 * keeps its order. An empty query matches everything.
 */

import type {EditionTerms, TermEntry} from '@site/src/lib/businessNumbers/registry';

export const ALL_CATEGORIES = 'All Terms';

/** What a query is matched against: names first, then text. */
export interface Searchable {
  /** The entry's name and its other names. */
  readonly names: readonly string[];
  /** Longer text: a definition or a summary. */
  readonly text: string;
}

/** Where a query was found: in a name (the stronger match) or only in the text. */
export type MatchStrength = 'name' | 'text';

/** Lower case without accents, runs of spaces as one: "  Réalisation " → "realisation". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * One word as the matcher keeps it: plural endings off ("margins" → "margin", "companies" →
 * "company"; "business", "status", "analysis" keep their s), -ize/-yze as -ise/-yse
 * ("realization" → "realisation"). Short words and figures are kept as they are.
 */
export function keptWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let kept = word;
  if (kept.endsWith('ies') && kept.length > 4) kept = `${kept.slice(0, -3)}y`;
  else if (!/(ss|us|is)$/.test(kept) && kept.endsWith('s')) kept = kept.slice(0, -1);
  return kept.length >= 5 ? kept.replace(/([iy])z/g, '$1s') : kept;
}

/** Words run together, with the offsets at which each word starts. */
interface Joined {
  readonly text: string;
  readonly wordStarts: ReadonlySet<number>;
}

function join(words: readonly string[]): Joined {
  const wordStarts = new Set<number>();
  let text = '';
  for (const word of words) {
    wordStarts.add(text.length);
    text += word;
  }
  return {text, wordStarts};
}

/**
 * Text prepared for matching: folded, and its words run together twice, as written and as
 * kept ({@link keptWord}), so that "DaysSalesOutstanding" and "costs to serve" both match.
 */
export interface Prepared {
  readonly folded: string;
  readonly written: Joined;
  readonly kept: Joined;
}

function prepare(text: string): Prepared {
  const folded = fold(text);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return {folded, written: join(words), kept: join(words.map(keptWord))};
}

/** True when `query` starts at the start of a word of `text`, spaces ignored. */
function startsAWord(query: Joined, text: Joined): boolean {
  if (query.text === '') return false;
  for (let at = text.text.indexOf(query.text); at >= 0;) {
    if (text.wordStarts.has(at)) return true;
    at = text.text.indexOf(query.text, at + 1);
  }
  return false;
}

/** True when `query` is in `text`: as written, or word by word from the start of a word. */
function found(query: Prepared, text: Prepared): boolean {
  return (
    text.folded.includes(query.folded) ||
    startsAWord(query.written, text.written) ||
    startsAWord(query.kept, text.kept)
  );
}

/** An entry prepared once, so that each keystroke only compares. */
export interface IndexedEntry<T> {
  readonly entry: T;
  readonly names: readonly Prepared[];
  readonly text: Prepared;
}

/** Prepares `entries` for matching; `searchable` says what of each entry is searched. */
export function indexEntries<T>(
  entries: readonly T[],
  searchable: (entry: T) => Searchable,
): IndexedEntry<T>[] {
  return entries.map((entry) => {
    const {names, text} = searchable(entry);
    return {entry, names: names.map(prepare), text: prepare(text)};
  });
}

function strengthOf<T>(query: Prepared, item: IndexedEntry<T>): MatchStrength | undefined {
  if (query.folded === '') return 'name';
  if (item.names.some((name) => found(query, name))) return 'name';
  return found(query, item.text) ? 'text' : undefined;
}

/** Where `query` is found in an indexed entry, or undefined when it is not. */
export function matchStrength<T>(
  query: string,
  indexed: IndexedEntry<T>,
): MatchStrength | undefined {
  return strengthOf(prepare(query), indexed);
}

/**
 * The entries `query` matches: those matched by a name first, then those matched by their
 * text, each group in the order given. Every entry for an empty query.
 */
export function searchEntries<T>(indexed: readonly IndexedEntry<T>[], query: string): T[] {
  const prepared = prepare(query);
  const byName: T[] = [];
  const byText: T[] = [];
  for (const item of indexed) {
    const strength = strengthOf(prepared, item);
    if (strength === 'name') byName.push(item.entry);
    else if (strength === 'text') byText.push(item.entry);
  }
  return [...byName, ...byText];
}

export interface FilterableTerm {
  readonly term: string;
  readonly definition: string;
  readonly category: string;
  /** Other names the term is looked up by. */
  readonly aliases?: readonly string[];
}

/** What of a glossary term is searched: its name and other names, then its definition. */
export function glossarySearchable(entry: FilterableTerm): Searchable {
  return {names: [entry.term, ...(entry.aliases ?? [])], text: entry.definition};
}

/**
 * Terms in `category` (or every category for {@link ALL_CATEGORIES}) that `query` matches
 * (see the rules above), those matched by name first. Order is otherwise kept.
 */
export function filterGlossary<T extends FilterableTerm>(
  terms: readonly T[],
  query: string,
  category: string,
): T[] {
  const inCategory = terms.filter(
    (entry) => category === ALL_CATEGORIES || entry.category === category,
  );
  return searchEntries(indexEntries(inCategory, glossarySearchable), query);
}

/** What of a Business Numbers term is searched: its title and other names, then its summary. */
export function businessNumbersSearchable(entry: TermEntry): Searchable {
  return {names: [entry.title, ...entry.aliases], text: entry.summary};
}

/**
 * Glossary terms with the other names of the Business Numbers page each links to (its title
 * and aliases, as the edition writes them), so "LTV" finds Customer Lifetime Value.
 */
export function withBusinessNumbersNames<T extends FilterableTerm & {businessNumbersSlug?: string}>(
  terms: readonly T[],
  businessNumbers: Pick<EditionTerms, 'has' | 'term'>,
): T[] {
  return terms.map((entry) => {
    const slug = entry.businessNumbersSlug;
    if (slug === undefined || !businessNumbers.has(slug)) return entry;
    const page = businessNumbers.term(slug);
    return {...entry, aliases: [...(entry.aliases ?? []), page.title, ...page.aliases]};
  });
}
