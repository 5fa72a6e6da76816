/**
 * Fetches the search files, once per edition and visit. Small, and bundled with the search
 * box, so that the suggestions file is requested the moment the box is used, in parallel
 * with the search code (`loader.ts`), not after it.
 */
import {
  suggestFilePath,
  textFilePath,
  wordsFilePath,
  type SuggestFile,
  type TextFile,
  type WordsFile,
} from '@site/src/lib/search/indexFiles';
import type * as Loader from './loader';

const suggestions = new Map<string, Promise<SuggestFile>>();
const words = new Map<string, Promise<WordsFile>>();
const texts = new Map<string, Promise<TextFile>>();

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>) {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    // A failed load may be tried again (the visitor may be back online).
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** The suggestions file of an edition. */
export function suggestFile(edition: string): Promise<SuggestFile> {
  return once(suggestions, edition, () => fetchJson(suggestFilePath(edition)));
}

/** One words file of an edition: the words starting with the same two letters. */
export function wordsFile(edition: string, shard: string): Promise<WordsFile> {
  return once(words, `${edition}/${shard}`, () => fetchJson(wordsFilePath(edition, shard)));
}

/** The text file of an edition. */
export function textFile(edition: string): Promise<TextFile> {
  return once(texts, edition, () => fetchJson(textFilePath(edition)));
}

/** The search code, loaded on demand (one chunk, whichever component asks first). */
export function searchCode(): Promise<typeof Loader> {
  return import('./loader');
}
