/**
 * The words of the pages' text as a search index needs them: for each word (its kept form),
 * the pages that use it and how often, in two fields: the whole text, and the page's lead
 * (the words before its first heading, where a page says what it is: a term's definition, a
 * glossary entry, a guide's opening). The build writes them as the words files, split by the
 * word's first two letters so that a question fetches only the files of its own words; the
 * engine reads them back, or works them out from the pages' text itself, the same way.
 */
import type {IndexedText, WordsFile} from './indexFiles';
import {termsOf, type Reader} from './language';

/** The fields of the pages' words. */
export const WORD_FIELDS = ['text', 'lead'] as const;
export type WordField = (typeof WORD_FIELDS)[number];

/** A lead longer than this many words is cut: an opening paragraph, not a page. */
export const LEAD_MAX_WORDS = 60;

/** Counts by word and page. */
export type Postings = Map<string, Map<number, number>>;

/** One field of the pages' words: counts by word, and each page's number of different words. */
export interface FieldWords {
  readonly lengths: number[];
  readonly words: Postings;
}

export type PageWords = Readonly<Record<WordField, FieldWords>>;

function emptyField(pageCount: number): FieldWords & {distinct: Set<string>[]} {
  return {
    lengths: [],
    words: new Map(),
    distinct: Array.from({length: pageCount}, () => new Set<string>()),
  };
}

function count(field: ReturnType<typeof emptyField>, page: number, word: string): void {
  let pages = field.words.get(word);
  if (!pages) {
    pages = new Map();
    field.words.set(word, pages);
  }
  pages.set(page, (pages.get(page) ?? 0) + 1);
  field.distinct[page]?.add(word);
}

/**
 * Counts the words of the pages' text, page by page, and of each page's lead. Words with
 * digits (prices and counts of worked examples) are left out: they say little about what a
 * page is about, and numbers that name things ("47-point checklist") are in the pages' names.
 */
export function countWords(
  texts: readonly IndexedText[],
  pageCount: number,
  reader: Reader,
): PageWords {
  const text = emptyField(pageCount);
  const lead = emptyField(pageCount);
  const leadSize = new Map<number, number>();
  for (const [page, heading, stretch] of texts) {
    for (const word of termsOf(stretch, reader)) {
      if (/\d/.test(word)) continue;
      count(text, page, word);
      const size = leadSize.get(page) ?? 0;
      if (heading === -1 && size < LEAD_MAX_WORDS) {
        count(lead, page, word);
        leadSize.set(page, size + 1);
      }
    }
  }
  const done = (field: ReturnType<typeof emptyField>): FieldWords => ({
    lengths: field.distinct.map((set) => set.size),
    words: field.words,
  });
  return {text: done(text), lead: done(lead)};
}

/**
 * The words file a word belongs to: its first two letters ("_" for any other character), so
 * that even a long question fetches only a few small files.
 */
export function shardOf(term: string): string {
  return [...term.slice(0, 2)].map((char) => (/^[a-z]$/.test(char) ? char : '_')).join('');
}

/** A word's pages in the files' form: sorted, each page as the gap from the previous one. */
function encodePostings(pages: Map<number, number> | undefined): number[] {
  const postings: number[] = [];
  let previous = 0;
  for (const [page, counted] of [...(pages ?? [])].sort((a, b) => a[0] - b[0])) {
    postings.push(page - previous, counted);
    previous = page;
  }
  return postings;
}

function decodePostings(postings: readonly number[]): Map<number, number> {
  const pages = new Map<number, number>();
  let page = 0;
  for (let index = 0; index + 1 < postings.length; index += 2) {
    page += postings[index] as number;
    pages.set(page, postings[index + 1] as number);
  }
  return pages;
}

/** The words of both fields, by words file: each word with its text and lead postings. */
export function encodeShards(words: PageWords): Map<string, WordsFile['words']> {
  const shards = new Map<string, [string, number[], number[]][]>();
  const all = new Set([...words.text.words.keys(), ...words.lead.words.keys()]);
  for (const word of [...all].sort()) {
    const key = shardOf(word);
    let shard = shards.get(key);
    if (!shard) {
      shard = [];
      shards.set(key, shard);
    }
    shard.push([
      word,
      encodePostings(words.text.words.get(word)),
      encodePostings(words.lead.words.get(word)),
    ]);
  }
  return shards;
}

/** Words files read back: counts by word and page, per field. */
export function decodeShards(
  files: readonly Pick<WordsFile, 'words'>[],
): Record<WordField, Postings> {
  const text: Postings = new Map();
  const lead: Postings = new Map();
  for (const file of files) {
    for (const [word, textPostings, leadPostings] of file.words) {
      text.set(word, decodePostings(textPostings));
      if (leadPostings.length > 0) lead.set(word, decodePostings(leadPostings));
    }
  }
  return {text, lead};
}
