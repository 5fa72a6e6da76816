/**
 * Front matter that an edition's data decides, filled in when Docusaurus reads each doc:
 *
 * - a Business Numbers term page takes its title from the edition's list of terms (the page
 *   prints the same title as its h1, so the theme's own title is hidden);
 * - `{{name}}` in a string value is replaced by the edition's figure of that name
 *   (`FIGURES` in `_data/figures.ts`), so "the 17 numbers" in a description follows the
 *   edition's list;
 * - the date the page was last reviewed (`last_update.date`) is its last change in the git
 *   history of its source files and the content modules they import
 *   (src/plugins/web-presence/lastChange.ts). Docusaurus keeps it as the doc's
 *   `lastUpdatedAt`, the one date the page shows, its sitemap entry and its Markdown version
 *   give. A date written in the front matter by hand wins; where history says nothing, the
 *   page has no date;
 * - what changed since the edition before, worked out from both editions' registries
 *   (src/lib/businessNumbers/editionChanges.ts): a term page that differs gets its one
 *   sentence (`change_note`), the Business Numbers index the terms added and dropped
 *   (`edition_changes`). Each page carries only its own.
 *
 * The edition's data modules are TypeScript that imports `@site/…`; they are loaded here
 * with jiti, which Docusaurus itself uses to load this configuration.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import type {ParseFrontMatter} from '@docusaurus/types';
import type {EditionTerms} from '../lib/businessNumbers/registry';
import type * as Changes from '../lib/businessNumbers/editionChanges';
import type {TermPage} from '../lib/businessNumbers/page';
import {previousEdition} from '../lib/docs/editionChanges';
import {isoDate, lastChangeOfPage} from '../plugins/web-presence/lastChange';

interface EditionData {
  readonly terms: EditionTerms;
  readonly figures: Readonly<Record<string, string | number>>;
}

/** The folder of the docs edition that holds `relativePath`, or undefined outside the docs. */
export function editionRoot(relativePath: string): string | undefined {
  const parts = relativePath.split(/[\\/]/);
  if (parts[0] === 'docs') return 'docs';
  if (parts[0] === 'versioned_docs' && parts[1]) return `versioned_docs/${parts[1]}`;
  return undefined;
}

/** The folder of each docs edition, newest first, as the docs plugin lists its versions. */
export function editionRoots(releasedNames: readonly string[]): {name: string; root: string}[] {
  return [
    {name: 'current', root: 'docs'},
    ...releasedNames.map((name) => ({name, root: `versioned_docs/version-${name}`})),
  ];
}

/** `{{name}}` in `text`, replaced by the figure of that name. */
export function fillFigures(text: string, figures: EditionData['figures'], where: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const figure = figures[name];
    if (figure === undefined) throw new Error(`${where}: no edition figure "${name}"`);
    return String(figure);
  });
}

export function editionFrontMatter(siteDir: string): ParseFrontMatter {
  const jiti = createJiti(__filename, {alias: {'@site': siteDir}, interopDefault: true});
  const editions = new Map<string, EditionData>();
  const load = (root: string): EditionData => {
    let data = editions.get(root);
    if (!data) {
      const folder = path.join(siteDir, root, '_data');
      data = {
        terms: (jiti(path.join(folder, 'terms/index.ts')) as {TERMS: EditionTerms}).TERMS,
        figures: (jiti(path.join(folder, 'figures.ts')) as {FIGURES: EditionData['figures']})
          .FIGURES,
      };
      editions.set(root, data);
    }
    return data;
  };

  const roots = editionRoots(
    JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[],
  );
  const registries = new Map<string, Changes.EditionRegistry>();
  const registry = (root: string): Changes.EditionRegistry => {
    let found = registries.get(root);
    if (!found) {
      const folder = path.join(siteDir, root, '_data');
      found = {
        edition: (jiti(path.join(folder, 'edition.ts')) as {EDITION: string}).EDITION,
        terms: load(root).terms,
        pages: (jiti(path.join(folder, 'terms/pages.ts')) as {TERM_PAGES: Record<string, TermPage>})
          .TERM_PAGES,
      };
      registries.set(root, found);
    }
    return found;
  };
  /**
   * The sentence a term page shows when the term's name, definition, formulas or benchmarks
   * differ from the edition before (none for a new term, or in the first edition).
   */
  const changeNoteOf = (root: string, slug: string): string | undefined => {
    const at = roots.find((candidate) => candidate.root === root);
    const previous = at ? previousEdition(roots, at.name) : undefined;
    if (!previous) return undefined;
    const before = registry(previous.root).pages[slug];
    const after = registry(root).pages[slug];
    if (!before || !after) return undefined;
    const {compareTerm, changeNote} = jiti(
      path.join(siteDir, 'src/lib/businessNumbers/editionChanges.ts'),
    ) as typeof Changes;
    const change = compareTerm(before, after);
    return change ? changeNote(change, registry(previous.root).edition) : undefined;
  };

  /**
   * What an edition's Business Numbers index says of the edition before: the terms added
   * and dropped, by name, and how many changed (nothing in the first edition).
   */
  const indexChangesOf = (root: string) => {
    const at = roots.find((candidate) => candidate.root === root);
    const previous = at ? previousEdition(roots, at.name) : undefined;
    if (!previous) return undefined;
    const {compareEditions} = jiti(
      path.join(siteDir, 'src/lib/businessNumbers/editionChanges.ts'),
    ) as typeof Changes;
    const changes = compareEditions(registry(previous.root), registry(root));
    return {
      previous: changes.previous,
      added: changes.added,
      removed: changes.removed,
      changed: changes.changed.length,
    };
  };

  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const relative = path.relative(siteDir, params.filePath);
    const root = editionRoot(relative);
    if (!root) return result;
    const data = load(root);
    const frontMatter: Record<string, unknown> = {...result.frontMatter};
    for (const [key, value] of Object.entries(frontMatter)) {
      if (typeof value === 'string') frontMatter[key] = fillFigures(value, data.figures, relative);
    }
    const term = /^business-numbers[\\/]([a-z-]+)\.mdx?$/.exec(
      path.relative(path.join(siteDir, root), params.filePath),
    )?.[1];
    if (term && term !== 'index') {
      if (!data.terms.has(term)) {
        throw new Error(`${relative}: the edition's list of terms has no "${term}"`);
      }
      frontMatter.title = data.terms.term(term).title;
      frontMatter.hide_title = true;
      const note = changeNoteOf(root, term);
      if (note) frontMatter.change_note = note;
    }
    if (term === 'index') {
      const changes = indexChangesOf(root);
      if (changes) frontMatter.edition_changes = changes;
    }
    const lastUpdate = frontMatter.last_update as {date?: unknown} | undefined;
    if (!lastUpdate?.date) {
      const changed = lastChangeOfPage(siteDir, [params.filePath]);
      if (changed !== null) frontMatter.last_update = {...lastUpdate, date: isoDate(changed)};
    }
    return {...result, frontMatter};
  };
}
