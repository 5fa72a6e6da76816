/**
 * The words of the pages' text as a search index needs them: for each word (its kept form),
 * the pages that use it and how often. The build writes them as the words file; the engine
 * reads them back, or works them out from the pages' text itself, the same way.
 */
import type {IndexedText, WordsFile} from './indexFiles';
import {termsOf, type Reader} from './language';

/** The words of each page's text: counts by word, and each page's number of different words. */
export interface PageWords {
  readonly lengths: number[];
  readonly words: Map<string, Map<number, number>>;
}

/**
 * Counts the words of the pages' text, page by page. Words with digits (prices and counts of
 * worked examples) are left out: they say little about what a page is about, and numbers
 * that name things ("47-point checklist") are in the pages' names.
 */
export function countWords(
  texts: readonly IndexedText[],
  pageCount: number,
  reader: Reader,
): PageWords {
  const words = new Map<string, Map<number, number>>();
  const distinct = Array.from({length: pageCount}, () => new Set<string>());
  for (const [page, , text] of texts) {
    for (const word of termsOf(text, reader)) {
      if (/\d/.test(word)) continue;
      let pages = words.get(word);
      if (!pages) {
        pages = new Map();
        words.set(word, pages);
      }
      pages.set(page, (pages.get(page) ?? 0) + 1);
      distinct[page]?.add(word);
    }
  }
  return {lengths: distinct.map((set) => set.size), words};
}

/** The words in the words file's form: sorted, each page as the gap from the previous one. */
export function encodeWords(words: PageWords['words']): WordsFile['words'] {
  return [...words.keys()].sort().map((word) => {
    const postings: number[] = [];
    let previous = 0;
    const pages = [...(words.get(word) as Map<number, number>)].sort((a, b) => a[0] - b[0]);
    for (const [page, count] of pages) {
      postings.push(page - previous, count);
      previous = page;
    }
    return [word, postings] as const;
  });
}

/** The words file read back: counts by word and page. */
export function decodeWords(file: Pick<WordsFile, 'words'>): PageWords['words'] {
  const words = new Map<string, Map<number, number>>();
  for (const [word, postings] of file.words) {
    const pages = new Map<number, number>();
    let page = 0;
    for (let index = 0; index + 1 < postings.length; index += 2) {
      page += postings[index] as number;
      pages.set(page, postings[index + 1] as number);
    }
    words.set(word, pages);
  }
  return words;
}
