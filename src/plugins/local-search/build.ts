/**
 * Turns the pages read from the build into each edition's search files: the site-wide pages
 * and the edition's own docs, filed under sections, with their other names (the edition's
 * term aliases and the site's synonyms) and the kinds of page they are. The edition at the
 * root also holds the draft's Business Numbers terms it does not publish yet, marked with
 * the draft's name, so a reader of the released edition can find them.
 */
import {createHash} from 'node:crypto';
import type {EditionTerms} from '../../lib/businessNumbers/registry';
import {
  INDEX_FORMAT,
  packHeadings,
  type IndexedHeading,
  type IndexedPage,
  type IndexedText,
  type SuggestFile,
  type TextFile,
  type WordsFile,
} from '../../lib/search/indexFiles';
import {countWords, encodeShards} from '../../lib/search/words';
import {createReader, termsOf, type PageKind, type SearchLanguage} from '../../lib/search/language';
import {questionSections} from '../../lib/search/questionSections';
import {sectionOf, type SectionRoutes} from '../../lib/search/sections';
import type {PageSynonyms} from '../../data/searchSynonyms';
import type {ExtractedPage} from './extract';

export interface EditionSource {
  readonly name: string;
  /** "" for the edition at the root, "/next", "/2025". */
  readonly prefix: string;
  /** The docs plugin's name for its version ("current" for the draft). */
  readonly docsVersion: string;
  /** The unreleased next edition. */
  readonly draft: boolean;
  readonly terms: EditionTerms;
}

export interface BuiltPage {
  /** The route ("/next/business-numbers/churn-rate"). */
  readonly path: string;
  readonly page: ExtractedPage;
}

export interface BuildInput {
  readonly pages: readonly BuiltPage[];
  readonly editions: readonly EditionSource[];
  readonly synonyms: readonly PageSynonyms[];
  /**
   * Questions each page answers, by its route (a docs page's within its edition), or by
   * `route#anchor` for questions about one section of it.
   */
  readonly pageQuestions: Readonly<Record<string, readonly string[]>>;
  /**
   * Questions each Business Numbers term or glossary entry answers, by the term's slug or the
   * entry's anchor, in every edition that has it.
   */
  readonly termQuestions: Readonly<Record<string, readonly string[]>>;
  readonly sectionRoutes: SectionRoutes;
  readonly language: SearchLanguage;
}

export interface EditionFiles {
  readonly suggest: SuggestFile;
  readonly words: readonly WordsFile[];
  readonly text: TextFile;
}

/**
 * A stretch of text found on this many pages of an edition is boilerplate (a call-to-action
 * band, a shared notice): it says nothing about any one page, so it is left out.
 */
export const BOILERPLATE_PAGES = 4;

interface Placed {
  readonly url: string;
  /** Path within the edition, for docs; the route itself for site pages. */
  readonly path: string;
  readonly edition: EditionSource | undefined;
  readonly page: ExtractedPage;
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The questions a page answers, in the words of someone who does not know its name: a
 * term's summary and the questions listed for it, and a page's listed questions.
 */
function questionsOf(
  term: ReturnType<typeof termOf>,
  pageQuestions: readonly string[],
  termQuestions: BuildInput['termQuestions'],
): {questions?: string[]} {
  const questions = unique([
    ...(term ? [term.summary, ...(termQuestions[term.slug] ?? [])] : []),
    ...pageQuestions,
  ]);
  return questions.length > 0 ? {questions} : {};
}

/** The page a key of the page questions names: its route, without a section's anchor. */
function pageOfKey(key: string): string {
  return key.split('#')[0] ?? key;
}

/** The questions listed for sections of pages, by page: each with its section's anchor. */
function questionsForSections(
  pageQuestions: BuildInput['pageQuestions'],
): Map<string, [anchor: string, question: string][]> {
  const byPage = new Map<string, [string, string][]>();
  for (const [key, questions] of Object.entries(pageQuestions)) {
    const anchor = key.split('#')[1];
    if (!anchor) continue;
    const route = pageOfKey(key);
    byPage.set(route, [
      ...(byPage.get(route) ?? []),
      ...questions.map((question): [string, string] => [anchor, question]),
    ]);
  }
  return byPage;
}

const BUSINESS_NUMBER = /^\/business-numbers\/([a-z0-9-]+)$/;

/** The term a docs page presents, if it is a Business Numbers term page of its edition. */
function termOf(entry: Placed) {
  const terms = entry.edition?.terms;
  const slug = BUSINESS_NUMBER.exec(entry.path)?.[1];
  return terms && slug !== undefined && terms.has(slug) ? terms.term(slug) : undefined;
}

/**
 * The draft's term pages that `edition` does not publish, for the edition at the root only
 * (an older edition is not where a reader looks for what is coming).
 */
function draftTermPages(
  edition: EditionSource,
  editions: readonly EditionSource[],
  placed: readonly Placed[],
): Placed[] {
  const draft = editions.find((candidate) => candidate.draft);
  if (edition.prefix !== '' || !draft || draft === edition) return [];
  return placed.filter((entry) => {
    if (entry.edition !== draft) return false;
    const term = termOf(entry);
    return term !== undefined && !edition.terms.has(term.slug);
  });
}

function place(built: BuiltPage, editions: readonly EditionSource[]): Placed {
  const {docsVersion} = built.page;
  if (docsVersion === undefined) {
    return {url: built.path, path: built.path, edition: undefined, page: built.page};
  }
  const edition = editions.find((candidate) => candidate.docsVersion === docsVersion);
  if (!edition) throw new Error(`${built.path}: no search edition for docs version ${docsVersion}`);
  if (
    edition.prefix &&
    !(built.path === edition.prefix || built.path.startsWith(`${edition.prefix}/`))
  ) {
    throw new Error(`${built.path}: a page of edition ${edition.name} outside ${edition.prefix}`);
  }
  const path = built.path.slice(edition.prefix.length) || '/';
  return {url: built.path, path, edition, page: built.page};
}

/** The search files of every edition. */
export function buildIndexes(input: BuildInput): Map<string, EditionFiles> {
  const reader = createReader(input.language);
  const placed = input.pages
    .filter((built) => !built.page.isRedirect)
    .map((built) => place(built, input.editions));
  const questionRoutes = Object.keys(input.pageQuestions).map((key) => pageOfKey(key));
  const sectionQuestionsOf = questionsForSections(input.pageQuestions);
  const synonymsByRoute = new Map<string, PageSynonyms[]>();
  for (const entry of input.synonyms) {
    synonymsByRoute.set(entry.route, [...(synonymsByRoute.get(entry.route) ?? []), entry]);
  }

  const files = new Map<string, EditionFiles>();
  for (const edition of input.editions) {
    const native = placed.filter(
      (entry) => entry.edition === undefined || entry.edition === edition,
    );
    const routes = new Set(native.map((entry) => entry.path));
    const own = [...native, ...draftTermPages(edition, input.editions, placed)].sort((a, b) =>
      a.url.localeCompare(b.url),
    );
    for (const route of [...synonymsByRoute.keys(), ...questionRoutes]) {
      if (!routes.has(route)) {
        throw new Error(
          `Search synonyms or questions name ${route}, which edition ${edition.name} has no page at`,
        );
      }
    }
    const repeats = new Map<string, number>();
    for (const entry of own) {
      for (const text of new Set(entry.page.texts.map((stretch) => stretch.text))) {
        repeats.set(text, (repeats.get(text) ?? 0) + 1);
      }
    }
    const isBoilerplate = (text: string) => (repeats.get(text) ?? 0) >= BOILERPLATE_PAGES;

    const pages: IndexedPage[] = [];
    const texts: IndexedText[] = [];
    for (const entry of own) {
      const {page} = entry;
      const isDoc = entry.edition !== undefined;
      const section = sectionOf({path: entry.path, isDoc}, input.sectionRoutes);
      const term = termOf(entry);
      const borrowed = entry.edition !== undefined && entry.edition !== edition;
      const synonyms = borrowed ? [] : (synonymsByRoute.get(entry.path) ?? []);
      const names = unique([page.h1, page.title]);

      const kinds = new Set<PageKind>();
      for (const name of names) {
        for (const word of termsOf(name, reader)) {
          const kind = reader.kindNamed(word);
          if (kind) kinds.add(kind);
        }
      }
      if (section === 'tools') kinds.add('tool');
      if (section === 'guides') kinds.add('guide');
      // Every Business Numbers term page has a calculator for its number.
      if (term) kinds.add('calculator');
      for (const entrySynonyms of synonyms)
        for (const kind of entrySynonyms.kinds ?? []) kinds.add(kind);

      // Headings whose only text is boilerplate go with it.
      const kept: IndexedHeading[] = [];
      const newIndex = new Map<number, number>();
      page.headings.forEach((heading, index) => {
        const body = page.texts.filter((stretch) => stretch.heading === index);
        if (body.length > 0 && body.every((stretch) => isBoilerplate(stretch.text))) return;
        newIndex.set(index, kept.length);
        kept.push([heading.anchor, heading.text]);
      });
      const pageIndex = pages.length;
      // The glossary's entries are searched as entries of their own (a short text each),
      // after the glossary page: the heading's position is its entry's, past the page's.
      const isGlossary = section === 'glossary';
      const entryOf = new Map<number, number>();
      if (isGlossary) {
        kept.forEach(([anchor], index) => {
          if (anchor) entryOf.set(index, pageIndex + 1 + entryOf.size);
        });
      }
      // The page's own headings: the glossary's without its entries.
      const pageHeadings: IndexedHeading[] = [];
      const pageHeadingOf = new Map<number, number>();
      kept.forEach((heading, index) => {
        if (entryOf.has(index)) return;
        pageHeadingOf.set(index, pageHeadings.length);
        pageHeadings.push(heading);
      });
      const sectionTexts: string[][] = pageHeadings.map(() => []);
      for (const stretch of page.texts) {
        if (isBoilerplate(stretch.text)) continue;
        const heading = stretch.heading === -1 ? -1 : newIndex.get(stretch.heading);
        if (heading === undefined) continue;
        const glossaryEntry = entryOf.get(heading);
        if (glossaryEntry !== undefined) texts.push([glossaryEntry, -1, stretch.text]);
        else {
          const own = heading === -1 ? -1 : (pageHeadingOf.get(heading) ?? -1);
          texts.push([pageIndex, own, stretch.text]);
          if (own >= 0) sectionTexts[own]?.push(stretch.text);
        }
      }
      // Questions listed for one section of the page ("/route#anchor") go to that section;
      // the page's other listed questions to the section they share most words with, if one
      // clearly leads. A term's questions are about the whole term.
      const listed = borrowed ? [] : (input.pageQuestions[entry.path] ?? []);
      const sectionQuestions = borrowed ? [] : (sectionQuestionsOf.get(entry.path) ?? []);
      const questions = questionsOf(
        term,
        [...listed, ...sectionQuestions.map(([, question]) => question)],
        input.termQuestions,
      );
      const sections = pageHeadings.map(([, text], index) => ({
        heading: text,
        texts: sectionTexts[index] ?? [],
      }));
      const questionSection = new Map<string, number>();
      questionSections(listed, sections, reader).forEach((index, question) => {
        questionSection.set((listed[question] as string).toLowerCase(), index);
      });
      for (const [anchor, question] of sectionQuestions) {
        const index = pageHeadings.findIndex(([candidate]) => candidate === anchor);
        if (index < 0) {
          throw new Error(`Search questions name ${entry.path}#${anchor}, a section it has not`);
        }
        questionSection.set(question.toLowerCase(), index);
      }
      const sectionOfQuestion = (questions.questions ?? []).map(
        (question) => questionSection.get(question.toLowerCase()) ?? -1,
      );
      pages.push({
        url: entry.url,
        names,
        section,
        description: page.description,
        aliases: unique([
          ...(term?.aliases ?? []),
          ...synonyms.flatMap((entrySynonyms) => entrySynonyms.aliases ?? []),
        ]),
        keywords: unique(page.keywords),
        ...questions,
        ...(sectionOfQuestion.some((index) => index >= 0)
          ? {questionSections: sectionOfQuestion}
          : {}),
        kinds: [...kinds].sort(),
        headings: pageHeadings,
        ...(borrowed && entry.edition ? {edition: entry.edition.name} : {}),
      });
      for (const [index] of entryOf) {
        const [anchor, text] = kept[index] as IndexedHeading;
        pages.push({
          url: `${entry.url}#${anchor}`,
          names: [text],
          section,
          description: '',
          aliases: [],
          keywords: [],
          ...(input.termQuestions[anchor] ? {questions: [...input.termQuestions[anchor]]} : {}),
          kinds: [],
          headings: [],
          within: names[0] ?? page.title,
        });
      }
    }
    const words = countWords(texts, pages.length, reader);
    const shards = encodeShards(words);
    const suggestBody = {
      edition: edition.name,
      language: input.language,
      pages: pages.map((page) => ({...page, headings: packHeadings(page.headings)})),
      wordLengths: {text: words.text.lengths, lead: words.lead.lengths},
      shards: [...shards.keys()].sort(),
    };
    const id = createHash('sha256').update(JSON.stringify(suggestBody)).digest('hex').slice(0, 12);
    files.set(edition.name, {
      suggest: {format: INDEX_FORMAT, id, ...suggestBody},
      words: [...shards].map(([shard, shardWords]) => ({
        format: INDEX_FORMAT,
        edition: edition.name,
        id,
        shard,
        words: shardWords,
      })),
      text: {format: INDEX_FORMAT, edition: edition.name, id, texts},
    });
  }
  return files;
}
