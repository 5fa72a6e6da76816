/**
 * Loads site search in the browser, once per edition and visit: the search code and the
 * edition's suggestions file when first asked for, the pages' text only when a search wants
 * it. Imported dynamically, so none of this (nor MiniSearch) is in the bundle a page loads.
 */
import {SiteSearch} from '@site/src/lib/search/engine';
import {
  suggestFilePath,
  textFilePath,
  type SuggestFile,
  type TextFile,
} from '@site/src/lib/search/indexFiles';

const engines = new Map<string, Promise<SiteSearch>>();
const texts = new WeakMap<SiteSearch, Promise<boolean>>();

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The search of an edition, with its suggestions file loaded. */
export function loadSearch(edition: string): Promise<SiteSearch> {
  let engine = engines.get(edition);
  if (!engine) {
    engine = fetchJson<SuggestFile>(suggestFilePath(edition)).then((file) => new SiteSearch(file));
    // A failed load may be retried (the visitor may be back online).
    engine.catch(() => engines.delete(edition));
    engines.set(edition, engine);
  }
  return engine;
}

/** Lets the browser paint and handle input between chunks of indexing. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Adds the pages' text to an edition's search; resolves to whether it could. */
export function loadText(search: SiteSearch): Promise<boolean> {
  let loaded = texts.get(search);
  if (!loaded) {
    loaded = fetchJson<TextFile>(textFilePath(search.edition)).then((file) =>
      search.addText(file, breathe),
    );
    loaded.catch(() => texts.delete(search));
    texts.set(search, loaded);
  }
  return loaded;
}
