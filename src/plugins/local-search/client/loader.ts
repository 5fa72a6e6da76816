/**
 * Site search in the browser, once per edition and visit: the engine with the edition's
 * suggestions file, the words files of a query's words added when a search in the box
 * wants them, and the pages' text on the results page. Loaded on demand (`files.ts`), so
 * none of this, nor MiniSearch, is in the bundle a page loads.
 */
import {SiteSearch} from '@site/src/lib/search/engine';
import {suggestFile, textFile, wordsFile} from './files';

const engines = new Map<string, Promise<SiteSearch>>();
const texts = new WeakMap<SiteSearch, Promise<boolean>>();

/** The search of an edition, with its suggestions file loaded. */
export function loadSearch(edition: string): Promise<SiteSearch> {
  let engine = engines.get(edition);
  if (!engine) {
    engine = suggestFile(edition).then((file) => new SiteSearch(file));
    engine.catch(() => engines.delete(edition));
    engines.set(edition, engine);
  }
  return engine;
}

/** Lets the browser paint and handle input between chunks of indexing. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Adds words files (named by their words' first two letters) to an edition's search, in one
 * go; resolves to whether it could.
 */
export async function loadWords(search: SiteSearch, shards: readonly string[]): Promise<boolean> {
  const files = await Promise.all(shards.map((shard) => wordsFile(search.edition, shard)));
  return search.addWords(files);
}

/** Adds the pages' text to an edition's search; resolves to whether it could. */
export function loadText(search: SiteSearch): Promise<boolean> {
  let loaded = texts.get(search);
  if (!loaded) {
    loaded = textFile(search.edition).then((file) => search.addText(file, breathe));
    loaded.catch(() => texts.delete(search));
    texts.set(search, loaded);
  }
  return loaded;
}
