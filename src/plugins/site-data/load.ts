/**
 * The site's data as the build reads it in Node, loaded once per site folder: each docs
 * edition's `_data` modules (its name, terms, term pages, figures, glossary), any other
 * TypeScript module of the site, and the git dates of its pages.
 *
 * The data modules are TypeScript that imports `@site/…`, so they are loaded with jiti (as
 * Docusaurus loads the configuration), through one instance that resolves `@site`.
 *
 * Docusaurus loads the configuration, and so every module it imports, without a module
 * cache: a module imported from two places is evaluated twice. The loaded data is therefore
 * kept on `globalThis`, by site folder, so that the front matter parser and every plugin
 * share one copy whichever copy of this module they hold.
 */
import path from 'node:path';
import {existsSync} from 'node:fs';
import createJiti from 'jiti';
import type {TermPage} from '../../lib/businessNumbers/page';
import type {EditionTerms} from '../../lib/businessNumbers/registry';
import type {GlossaryTerm} from '../../lib/glossary/types';
import {pageLastChange, readHistory, type History} from './gitDates';

/** The figures an edition's front matter quotes as `{{name}}`, by name. */
export type EditionFigures = Readonly<Record<string, string | number>>;

/** One docs edition's data, from the `_data` folder of its docs. */
export interface LoadedEdition {
  /** The docs plugin's name for the edition: "current" for the draft in `docs/`, else "2025"… */
  readonly docsVersion: string;
  /** The edition's docs folder, relative to the site ("docs", "versioned_docs/version-2025"). */
  readonly root: string;
  /** The same folder, absolute: the docs plugin's `contentPath` for the version. */
  readonly contentPath: string;
  /** The edition's name ("2026"). */
  readonly edition: string;
  readonly terms: EditionTerms;
  /** Each term page of the edition, by slug. */
  readonly pages: Readonly<Partial<Record<string, TermPage>>>;
  /** None when the edition has no `figures.ts` (its front matter then quotes no figure). */
  readonly figures: EditionFigures;
  readonly glossary: {
    readonly terms: readonly GlossaryTerm[];
    readonly categories: readonly string[];
  };
}

export interface SiteData {
  readonly siteDir: string;
  /** Every docs edition, as the docs plugin lists its versions: the draft, then newest first. */
  editions(): readonly LoadedEdition[];
  /** The edition of a docs version ("current", "2025"); throws for one the site lacks. */
  edition(docsVersion: string): LoadedEdition;
  /** A TypeScript module of the site (a path relative to the site, or absolute). */
  module<Module>(file: string): Module;
  /**
   * When the page made from `files` (its source files, relative to the site or absolute)
   * last changed, as a Unix time in milliseconds; null when history does not say.
   */
  lastChange(files: readonly string[]): number | null;
}

/** Where the site data comes from: the files and the history, given so tests can stand in. */
export interface SiteDataSources {
  /** The exports of a module (TypeScript or JSON) at an absolute path. */
  readonly load: (file: string) => unknown;
  readonly exists: (file: string) => boolean;
  /** The git history of the site's folder, or null without one. */
  readonly history: () => History | null;
}

/** The docs folder of each edition, named as the docs plugin names its versions. */
export function editionRoots(releasedNames: readonly string[]): {name: string; root: string}[] {
  return [
    {name: 'current', root: 'docs'},
    ...releasedNames.map((name) => ({name, root: `versioned_docs/version-${name}`})),
  ];
}

/** The folder of the docs edition that holds `relativePath`, or undefined outside the docs. */
export function editionRoot(relativePath: string): string | undefined {
  const parts = relativePath.split(/[\\/]/);
  if (parts[0] === 'docs') return 'docs';
  if (parts[0] === 'versioned_docs' && parts[1]) return `versioned_docs/${parts[1]}`;
  return undefined;
}

/** Site data read through `sources`, each module and each answer kept once read. */
export function createSiteData(siteDir: string, sources: SiteDataSources): SiteData {
  const modules = new Map<string, unknown>();
  const loadModule = <Module>(file: string): Module => {
    const absolute = path.resolve(siteDir, file);
    if (!modules.has(absolute)) modules.set(absolute, sources.load(absolute));
    return modules.get(absolute) as Module;
  };

  const loadEdition = (docsVersion: string, root: string): LoadedEdition => {
    const contentPath = path.join(siteDir, root);
    const data = (file: string) => path.join(contentPath, '_data', file);
    const figures = data('figures.ts');
    const glossary = loadModule<{
      GLOSSARY_TERMS: readonly GlossaryTerm[];
      GLOSSARY_CATEGORIES: readonly string[];
    }>(data('glossary.ts'));
    return {
      docsVersion,
      root,
      contentPath,
      edition: loadModule<{EDITION: string}>(data('edition.ts')).EDITION,
      terms: loadModule<{TERMS: EditionTerms}>(data('terms/index.ts')).TERMS,
      pages: loadModule<{TERM_PAGES: LoadedEdition['pages']}>(data('terms/pages.ts')).TERM_PAGES,
      figures: sources.exists(figures)
        ? loadModule<{FIGURES: EditionFigures}>(figures).FIGURES
        : {},
      glossary: {terms: glossary.GLOSSARY_TERMS, categories: glossary.GLOSSARY_CATEGORIES},
    };
  };

  let editions: readonly LoadedEdition[] | undefined;
  const allEditions = (): readonly LoadedEdition[] => {
    editions ??= editionRoots(loadModule<string[]>('versions.json')).map(({name, root}) =>
      loadEdition(name, root),
    );
    return editions;
  };

  let history: History | null | undefined;
  const lastChanges = new Map<string, number | null>();

  return {
    siteDir,
    module: loadModule,
    editions: allEditions,
    edition(docsVersion) {
      const found = allEditions().find((edition) => edition.docsVersion === docsVersion);
      if (!found) throw new Error(`site-data: the site has no docs edition "${docsVersion}"`);
      return found;
    },
    lastChange(files) {
      const key = files.map((file) => path.resolve(siteDir, file)).join('\n');
      if (!lastChanges.has(key)) {
        if (history === undefined) history = sources.history();
        lastChanges.set(key, pageLastChange(siteDir, history, files));
      }
      return lastChanges.get(key) ?? null;
    },
  };
}

/** The kept site data of each site folder (see the module's comment for why it is global). */
const STORE = Symbol.for('margin-intelligence-site.site-data');
type Store = Map<string, SiteData>;
const holder = globalThis as {[STORE]?: Store};

/** The site data of `siteDir`: loaded on first use, then the same for the whole process. */
export function siteData(siteDir: string): SiteData {
  const store = (holder[STORE] ??= new Map());
  let data = store.get(siteDir);
  if (!data) {
    const jiti = createJiti(__filename, {alias: {'@site': siteDir}, interopDefault: true});
    data = createSiteData(siteDir, {
      load: (file) => jiti(file),
      exists: existsSync,
      history: () => readHistory(siteDir),
    });
    store.set(siteDir, data);
  }
  return data;
}
