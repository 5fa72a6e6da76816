/**
 * The files the build writes for site search, one pair per docs edition, and where they are
 * served. Each edition's files hold its own docs and every site-wide page (custom pages and
 * the Growth Hub), so a reader searches the edition they are reading.
 *
 * - The suggestions file (`suggest.json`): per page its names, other names, the questions it
 *   answers, keywords, kinds, headings and description. Small: the search box loads it on
 *   first use.
 * - The words files (`words-<letters>.json`): which pages use each word of their text and of
 *   their lead, and how often (MiniSearch's postings of those fields), one file per first two
 *   letters. The search box loads the files of a query's words when names and headings do not
 *   answer it, so that even a question answered only by the pages' text stays light.
 * - The text file (`text.json`): the text of every page, section by section, for the results
 *   page (its snippets, and the section each result lands on).
 */
import {headingSlug} from '../text/slug';
import type {PageKind, SearchLanguage} from './language';
import type {SectionId} from './sections';
import type {WordField} from './words';

/** Bumped whenever the shape of the files changes. */
export const INDEX_FORMAT = 4;

/** A heading of a page: its anchor (empty when it has none) and its text. */
export type IndexedHeading = readonly [anchor: string, text: string];

/**
 * A heading as the suggestions file writes it: its text alone when its anchor is the slug of
 * its text (`headingSlug`, as most are), else `[anchor, text]`. Half the size of the headings,
 * for the file loaded on a query.
 */
export type PackedHeading = string | IndexedHeading;

export function packHeadings(headings: readonly IndexedHeading[]): PackedHeading[] {
  return headings.map((heading) => (heading[0] === headingSlug(heading[1]) ? heading[1] : heading));
}

export function unpackHeadings(headings: readonly PackedHeading[]): IndexedHeading[] {
  return headings.map((heading) =>
    typeof heading === 'string' ? [headingSlug(heading), heading] : heading,
  );
}

/** A page as the suggestions file writes it: its headings packed. */
export type SuggestPage = Omit<IndexedPage, 'headings'> & {
  readonly headings: readonly PackedHeading[];
};

export interface IndexedPage {
  /** Site path with the edition's prefix ("/next/business-numbers/churn-rate"). */
  readonly url: string;
  /** The page's names: its h1 first (shown in results), then its title when different. */
  readonly names: readonly string[];
  readonly section: SectionId;
  readonly description: string;
  /** Other names researchers use for it: term aliases and the site's synonyms. */
  readonly aliases: readonly string[];
  readonly keywords: readonly string[];
  /**
   * Questions the page answers in everyday words (a term's summary, and questions listed
   * for it in `src/data/searchSynonyms.ts`), when it has any.
   */
  readonly questions?: readonly string[];
  /**
   * For each question, the heading (its index in `headings`) of the section it is about, or
   * -1 for the page as a whole; absent when none is about one section.
   */
  readonly questionSections?: readonly number[];
  readonly kinds: readonly PageKind[];
  readonly headings: readonly IndexedHeading[];
  /**
   * For a page of another edition shown in this one's results (a term only the draft
   * publishes yet), that edition's name.
   */
  readonly edition?: string;
  /**
   * For an entry of a page searched on its own (a glossary entry, whose `url` holds its
   * anchor), the page's name: results show "Glossary › Entry".
   */
  readonly within?: string;
}

export interface SuggestFile {
  readonly format: typeof INDEX_FORMAT;
  /** The edition's name ("2025"). */
  readonly edition: string;
  /** Identifies this build's index: the text file names the same one. */
  readonly id: string;
  /** How to read words, from `src/data/searchSynonyms.ts`. */
  readonly language: SearchLanguage;
  readonly pages: readonly SuggestPage[];
  /**
   * The number of different words of each page's text and lead (BM25's length
   * normalisation of those fields, known before any words file is loaded).
   */
  readonly wordLengths: Readonly<Record<WordField, readonly number[]>>;
  /** The words files there are, by their first two letters ("_" for words starting otherwise). */
  readonly shards: readonly string[];
}

/**
 * One stretch of a page's text: the page (its position in the suggestions file), the heading
 * it follows (position in the page's headings; -1 before the first) and the text.
 */
export type IndexedText = readonly [page: number, heading: number, text: string];

export interface TextFile {
  readonly format: typeof INDEX_FORMAT;
  readonly edition: string;
  /** The id of the suggestions file it belongs to. */
  readonly id: string;
  readonly texts: readonly IndexedText[];
}

/**
 * The words of the pages' text that start with the same two letters: for each word (its kept
 * form), the pages whose text uses it and those whose lead does, and how often, each as pairs
 * `[page, count, page, count, …]` with each page given as the gap from the previous one
 * (small numbers compress well).
 */
export interface WordsFile {
  readonly format: typeof INDEX_FORMAT;
  readonly edition: string;
  readonly id: string;
  /** The first two letters of its words (see `shardOf`). */
  readonly shard: string;
  readonly words: readonly (readonly [
    word: string,
    text: readonly number[],
    lead: readonly number[],
  ])[];
}

/** A docs edition as the search box and results page need it. */
export interface SearchEdition {
  readonly name: string;
  /** Its URL prefix: "" for the edition at the root, "/next", "/2025". */
  readonly prefix: string;
  /** The unreleased next edition. */
  readonly draft: boolean;
}

/** How results pages name an edition: "2025 edition", "2026 edition (draft)". */
export function editionLabel(edition: SearchEdition): string {
  return `${edition.name} edition${edition.draft ? ' (draft)' : ''}`;
}

/** The folder the build writes search files to, under the site root. */
export const INDEX_FOLDER = 'search-index';

export function suggestFilePath(edition: string): string {
  return `/${INDEX_FOLDER}/${encodeURIComponent(edition)}/suggest.json`;
}

export function wordsFileName(shard: string): string {
  return `words-${shard}.json`;
}

export function wordsFilePath(edition: string, shard: string): string {
  return `/${INDEX_FOLDER}/${encodeURIComponent(edition)}/${wordsFileName(shard)}`;
}

export function textFilePath(edition: string): string {
  return `/${INDEX_FOLDER}/${encodeURIComponent(edition)}/text.json`;
}

/**
 * The edition a path belongs to: the one with the longest prefix it starts with, else the
 * one served at the root. `editions` must hold one with the empty prefix.
 */
export function editionOfPath(
  pathname: string,
  editions: readonly SearchEdition[],
): SearchEdition | undefined {
  let best: SearchEdition | undefined;
  for (const edition of editions) {
    const {prefix} = edition;
    const inside = prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (inside && (!best || prefix.length > best.prefix.length)) best = edition;
  }
  return best;
}
