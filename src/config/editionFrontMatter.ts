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
 *   (src/plugins/site-data/gitDates.ts). Docusaurus keeps it as the doc's
 *   `lastUpdatedAt`, the one date the page shows, its sitemap entry and its Markdown version
 *   give. A date written in the front matter by hand wins; where history says nothing, the
 *   page has no date;
 * - what changed since the edition before, worked out from both editions' registries
 *   (src/lib/businessNumbers/editionChanges.ts): a term page that differs gets its one
 *   sentence (`change_note`), the Business Numbers index the terms added and dropped
 *   (`edition_changes`). Each page carries only its own.
 *
 * The editions' data and the git dates come from the site data (src/plugins/site-data), the
 * same copy every plugin reads. Other plugins get it from the site-data plugin once all
 * content is loaded; this parser runs earlier, while the docs plugin loads its content, so it
 * asks the site data's loader directly.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import type * as Changes from '../lib/businessNumbers/editionChanges';
import {previousEdition} from '../lib/docs/editionChanges';
import {isoDate} from '../plugins/site-data/gitDates';
import {
  editionRoot,
  siteData,
  type LoadedEdition,
  type EditionFigures,
} from '../plugins/site-data/load';

/** `{{name}}` in `text`, replaced by the figure of that name. */
export function fillFigures(text: string, figures: EditionFigures, where: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const figure = figures[name];
    if (figure === undefined) throw new Error(`${where}: no edition figure "${name}"`);
    return String(figure);
  });
}

export function editionFrontMatter(siteDir: string): ParseFrontMatter {
  // Read on first use, not when the configuration loads (a CLI command may need no data).
  const data = siteData(siteDir);
  const editionIn = (root: string): LoadedEdition => {
    const found = data.editions().find((edition) => edition.root === root);
    if (!found) throw new Error(`${root} is not the folder of a docs edition in versions.json`);
    return found;
  };
  /** The edition `root`'s data and the edition before it, if there is one. */
  const withPrevious = (root: string) => {
    const editions = data.editions().map((edition) => ({name: edition.docsVersion, edition}));
    const at = editions.find((candidate) => candidate.edition.root === root);
    const previous = at ? previousEdition(editions, at.name) : undefined;
    return {current: editionIn(root), previous: previous?.edition};
  };
  const changes = () => data.module<typeof Changes>('src/lib/businessNumbers/editionChanges.ts');

  /**
   * The sentence a term page shows when the term's name, definition, formulas or benchmarks
   * differ from the edition before (none for a new term, or in the first edition).
   */
  const changeNoteOf = (root: string, slug: string): string | undefined => {
    const {current, previous} = withPrevious(root);
    if (!previous) return undefined;
    const before = previous.pages[slug];
    const after = current.pages[slug];
    if (!before || !after) return undefined;
    const {compareTerm, changeNote} = changes();
    const change = compareTerm(before, after);
    return change ? changeNote(change, previous.edition) : undefined;
  };

  /**
   * What an edition's Business Numbers index says of the edition before: the terms added
   * and dropped, by name, and how many changed (nothing in the first edition).
   */
  const indexChangesOf = (root: string) => {
    const {current, previous} = withPrevious(root);
    if (!previous) return undefined;
    const found = changes().compareEditions(previous, current);
    return {
      previous: found.previous,
      added: found.added,
      removed: found.removed,
      changed: found.changed.length,
    };
  };

  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const relative = path.relative(siteDir, params.filePath);
    const root = editionRoot(relative);
    if (!root) return result;
    const edition = editionIn(root);
    const frontMatter: Record<string, unknown> = {...result.frontMatter};
    for (const [key, value] of Object.entries(frontMatter)) {
      if (typeof value === 'string') {
        frontMatter[key] = fillFigures(value, edition.figures, relative);
      }
    }
    const term = /^business-numbers[\\/]([a-z-]+)\.mdx?$/.exec(
      path.relative(path.join(siteDir, root), params.filePath),
    )?.[1];
    if (term && term !== 'index') {
      if (!edition.terms.has(term)) {
        throw new Error(`${relative}: the edition's list of terms has no "${term}"`);
      }
      frontMatter.title = edition.terms.term(term).title;
      frontMatter.hide_title = true;
      const note = changeNoteOf(root, term);
      if (note) frontMatter.change_note = note;
    }
    if (term === 'index') {
      const found = indexChangesOf(root);
      if (found) frontMatter.edition_changes = found;
    }
    const lastUpdate = frontMatter.last_update as {date?: unknown} | undefined;
    if (!lastUpdate?.date) {
      const changed = data.lastChange([params.filePath]);
      if (changed !== null) frontMatter.last_update = {...lastUpdate, date: isoDate(changed)};
    }
    return {...result, frontMatter};
  };
}
