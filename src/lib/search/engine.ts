/**
 * Site search over one edition's files: finds pages by their names, other names, headings,
 * keywords and description (the suggestions file) and, once loaded, by their text.
 *
 * Ranking, in the words of its rules:
 * - where a word matches counts most: a page's name (8) or another name of it (7.5, so that
 *   a page named by the word comes before one that is only also known by it) beats a
 *   heading (4), which beats its keywords or description (2), which beat its text (1);
 * - an exact word counts fully, the start of the word being typed 0.8, a word one slip away
 *   (a letter wrong, missing, extra or two letters swapped; words of five letters or more)
 *   half;
 * - a page that matches all the words beats one that matches some (the sum is scaled by the
 *   square of the share of words matched);
 * - a query that is a page's whole name or other name lifts it most (10), a heading (6) or
 *   keyword (5) less, a phrase found in a name (6) or in the text (3) too;
 * - intent words lift pages of that kind: "ROI calculator" looks for "roi" and prefers
 *   calculators (4), most of all one that says "calculator" in its name (2 more);
 * - ties go to the closer match by BM25 (MiniSearch's score), then to the address.
 */
import MiniSearch, {type SearchResult as MiniResult} from 'minisearch';
import type {IndexedPage, SuggestFile, TextFile} from './indexFiles';
import {
  createReader,
  parseQuery,
  termsOf,
  wordsOf,
  type PageKind,
  type Query,
  type QueryTerm,
  type Reader,
} from './language';
import {SEARCH_SECTIONS, type SectionId} from './sections';

/** At equal scores, reference pages (terms, glossary) come first, then tools, then the rest. */
const SECTION_RANK = new Map<string, number>(
  SEARCH_SECTIONS.map((section, index) => [section.id, index]),
);

/** Weights of where a word matched. */
export const FIELD_WEIGHT = {
  names: 8,
  aliases: 7.5,
  headings: 4,
  keywords: 2,
  description: 2,
  text: 1,
} as const;

type Field = keyof typeof FIELD_WEIGHT;
const PAGE_FIELDS = ['names', 'aliases', 'headings', 'keywords', 'description'] as const;

/** How much a match counts by how exactly the word matched. */
export const EXACTNESS = {exact: 1, prefix: 0.8, slip: 0.5} as const;

export const PHRASE_BONUS = {
  name: 10,
  heading: 6,
  keyword: 5,
  inName: 6,
  inAlias: 4,
  inText: 3,
} as const;

export const INTENT_BONUS = {kind: 4, named: 2} as const;

/** Words of at least this many letters still match with one slip. */
export const SLIP_MIN_LENGTH = 5;

/** The shortest start of a word that is looked up in the pages' text. */
const TEXT_PREFIX_MIN = 3;

/** A piece of a snippet: text, marked where it matches the query. */
export interface Segment {
  readonly text: string;
  readonly mark: boolean;
}

export interface SearchHit {
  /** The page, and the heading's anchor when the match is under one. */
  readonly url: string;
  /** The page's name. */
  readonly title: string;
  /** The heading the match is under, when it is not the page itself. */
  readonly heading: string | undefined;
  readonly section: SectionId;
  readonly snippet: readonly Segment[];
  readonly score: number;
}

export interface SearchResults {
  readonly hits: readonly SearchHit[];
  /** Hits in each section, before any section filter. */
  readonly counts: Readonly<Partial<Record<SectionId, number>>>;
  /**
   * True when names and headings alone did not answer the query (no page matched every
   * word): the pages' text should be loaded and the search run again.
   */
  readonly wantsText: boolean;
}

export interface SearchOptions {
  /** At most this many hits (all by default). */
  readonly limit?: number;
  /** Only hits in this section (the counts still cover every section). */
  readonly section?: SectionId;
}

interface Stretch {
  readonly page: number;
  readonly heading: number;
  readonly text: string;
}

/** Whether `a` and `b` are at most one slip apart (Damerau: a swap of neighbours is one). */
export function withinOneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (Math.abs(lengthGap) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (lengthGap === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return lengthGap > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The words two neighbours swapped: "chrun" → "hcrun", "cruhn", "chrnu", "churn". */
function swaps(term: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] === term[i + 1]) continue;
    out.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return out;
}

/** Endings taken off a whole word to find its relatives ("manufacturing" → "manufacturers"). */
const ENDINGS = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ings',
  'ing',
  'ions',
  'ion',
  'ers',
  'er',
  'ed',
];

/**
 * The stem a whole word of six letters or more shares with its relatives, for a loose match
 * by the start of words: "manufacturing" → "manufactur", "pricing" → "pric"; the word itself
 * when no ending comes off.
 */
export function stemOf(term: string): string | undefined {
  if (term.length < 6) return undefined;
  const ending = ENDINGS.find(
    (candidate) => term.endsWith(candidate) && term.length - candidate.length >= 4,
  );
  return ending ? term.slice(0, -ending.length) : term;
}

/** How one query word matched one page. */
interface TermMatch {
  /** Weight of the best field times how exactly it matched there. */
  weight: number;
  /** BM25 of the match. */
  bm25: number;
}

interface Candidate {
  readonly page: number;
  readonly weights: number[];
  bm25: number;
  /** Text stretches that matched, by how many query words each matched. */
  readonly stretches: Map<number, number>;
}

function lineTerms(text: string, reader: Reader, joinPairs: boolean): string[] {
  return text.split('\n').flatMap((line) => termsOf(line, reader, joinPairs));
}

function exactness(query: QueryTerm, docTerm: string): number {
  if (docTerm === query.term) return EXACTNESS.exact;
  if (query.partial && docTerm.startsWith(query.term)) return EXACTNESS.prefix;
  return EXACTNESS.slip;
}

/** Turns MiniSearch's results for one query word into weights per document. */
function collect(
  results: readonly MiniResult[],
  query: QueryTerm,
  fieldWeight: (field: string) => number,
  into: Map<number, TermMatch>,
  exactnessOf: (docTerm: string) => number = (docTerm) => exactness(query, docTerm),
): void {
  for (const result of results) {
    let weight = 0;
    for (const [docTerm, fields] of Object.entries(result.match)) {
      const exact = exactnessOf(docTerm);
      for (const field of fields) weight = Math.max(weight, fieldWeight(field) * exact);
    }
    const id = result.id as number;
    const previous = into.get(id);
    if (!previous || previous.weight < weight) into.set(id, {weight, bm25: result.score});
  }
}

export class SiteSearch {
  readonly edition: string;
  readonly reader: Reader;
  private readonly pages: readonly IndexedPage[];
  private readonly id: string;
  private readonly index: MiniSearch;
  private readonly namePhrases: readonly string[][];
  private readonly aliasPhrases: readonly string[][];
  private readonly headingPhrases: readonly string[][];
  private readonly keywordPhrases: readonly string[][];
  private readonly headingTerms: readonly string[][][];
  private textIndex: MiniSearch | undefined;
  private stretches: readonly Stretch[] = [];
  private readonly stretchPhrases = new Map<number, string>();

  constructor(file: SuggestFile) {
    this.edition = file.edition;
    this.id = file.id;
    this.pages = file.pages;
    const reader = createReader(file.language);
    this.reader = reader;
    this.index = new MiniSearch({
      fields: [...PAGE_FIELDS],
      tokenize: (text) => lineTerms(text, reader, true),
      processTerm: (term) => term,
      searchOptions: {tokenize: (text) => [text], processTerm: (term) => term},
    });
    this.index.addAll(
      file.pages.map((page, id) => ({
        id,
        names: page.names.join('\n'),
        aliases: page.aliases.join('\n'),
        headings: page.headings.map(([, text]) => text).join('\n'),
        keywords: page.keywords.join('\n'),
        description: page.description,
      })),
    );
    const phrases = (texts: readonly string[]) => texts.map((text) => this.phrase(text));
    this.namePhrases = file.pages.map((page) => phrases(page.names));
    this.aliasPhrases = file.pages.map((page) => phrases(page.aliases));
    this.headingPhrases = file.pages.map((page) => phrases(page.headings.map(([, text]) => text)));
    this.keywordPhrases = file.pages.map((page) => phrases(page.keywords));
    this.headingTerms = file.pages.map((page) =>
      page.headings.map(([, text]) => termsOf(text, reader, true)),
    );
  }

  /** True once the pages' text is searched too. */
  get hasText(): boolean {
    return this.textIndex !== undefined;
  }

  /**
   * Adds the pages' text. Returns false (and adds nothing) when the file belongs to another
   * build or edition than the suggestions file. `yieldEvery` lets a browser breathe while a
   * large text is indexed.
   */
  async addText(file: TextFile, yieldEvery?: () => Promise<void>): Promise<boolean> {
    if (file.id !== this.id || file.edition !== this.edition) return false;
    const reader = this.reader;
    const index = new MiniSearch({
      fields: ['text'],
      tokenize: (text) => termsOf(text, reader),
      processTerm: (term) => term,
      searchOptions: {tokenize: (text) => [text], processTerm: (term) => term},
    });
    const stretches = file.texts.map(([page, heading, text]) => ({page, heading, text}));
    const CHUNK = 60;
    for (let start = 0; start < stretches.length; start += CHUNK) {
      index.addAll(
        stretches.slice(start, start + CHUNK).map((stretch, offset) => ({
          id: start + offset,
          text: stretch.text,
        })),
      );
      if (yieldEvery) await yieldEvery();
    }
    this.stretches = stretches;
    this.textIndex = index;
    return true;
  }

  /** The kept forms of a name's words, without spaces: "Break-even" and "breakeven" agree. */
  private phrase(text: string): string {
    return termsOf(text, this.reader).join(' ');
  }

  private matchesIn(
    index: MiniSearch,
    term: QueryTerm,
    fieldWeight: (field: string) => number,
    prefixMin: number,
  ) {
    const found = new Map<number, TermMatch>();
    const slips = term.term.length >= SLIP_MIN_LENGTH;
    const options = {
      prefix: term.partial && term.term.length >= prefixMin,
      fuzzy: slips ? 1 : false,
      weights: {fuzzy: 0.5, prefix: 0.8},
    };
    collect(index.search(term.term, options), term, fieldWeight, found);
    // A whole word also finds, loosely, its relatives by their common start.
    const stem = term.partial ? undefined : stemOf(term.term);
    if (stem !== undefined) {
      collect(
        index.search(stem, {prefix: true, fuzzy: false}),
        term,
        fieldWeight,
        found,
        (docTerm) => (docTerm === term.term ? EXACTNESS.exact : EXACTNESS.slip),
      );
    }
    if (slips) {
      for (const swapped of swaps(term.term)) {
        collect(
          index.search(swapped, {prefix: false, fuzzy: false}),
          term,
          fieldWeight,
          found,
          () => EXACTNESS.slip,
        );
      }
    }
    return found;
  }

  /** Searches for what the visitor typed. */
  search(text: string, options: SearchOptions = {}): SearchResults {
    const query = parseQuery(text, this.reader);
    if (query.terms.length === 0) return {hits: [], counts: {}, wantsText: false};
    const ranked = this.rank(query);
    // When some pages match every word, pages that match only some are left out.
    const answered = ranked.some((candidate) => candidate.weights.every((weight) => weight > 0));
    const candidates = answered
      ? ranked.filter((candidate) => candidate.weights.every((weight) => weight > 0))
      : ranked;
    const counts: Partial<Record<SectionId, number>> = {};
    for (const candidate of candidates) {
      const section = (this.pages[candidate.page] as IndexedPage).section;
      counts[section] = (counts[section] ?? 0) + 1;
    }
    const wantsText = !this.hasText && !answered;
    const filtered = options.section
      ? candidates.filter((candidate) => this.pages[candidate.page]?.section === options.section)
      : candidates;
    const chosen = options.limit === undefined ? filtered : filtered.slice(0, options.limit);
    return {hits: chosen.map((candidate) => this.hit(candidate, query)), counts, wantsText};
  }

  private rank(query: Query): (Candidate & {score: number})[] {
    const {terms} = query;
    const candidates = new Map<number, Candidate>();
    const candidate = (page: number): Candidate => {
      let found = candidates.get(page);
      if (!found) {
        found = {page, weights: terms.map(() => 0), bm25: 0, stretches: new Map()};
        candidates.set(page, found);
      }
      return found;
    };
    const pageWeight = (field: string) => FIELD_WEIGHT[field as Field] ?? 0;
    const record = (position: number, matches: Map<number, TermMatch>) => {
      for (const [page, match] of matches) {
        const entry = candidate(page);
        entry.weights[position] = Math.max(entry.weights[position] as number, match.weight);
        entry.bm25 += match.bm25;
      }
    };

    terms.forEach((term, position) => {
      record(position, this.matchesIn(this.index, term, pageWeight, 1));
      if (this.textIndex) {
        const byStretch = this.matchesIn(
          this.textIndex,
          term,
          () => FIELD_WEIGHT.text,
          TEXT_PREFIX_MIN,
        );
        const byPage = new Map<number, TermMatch>();
        for (const [stretchId, match] of byStretch) {
          const stretch = this.stretches[stretchId] as Stretch;
          const entry = candidate(stretch.page);
          entry.stretches.set(stretchId, (entry.stretches.get(stretchId) ?? 0) + 1);
          const previous = byPage.get(stretch.page);
          byPage.set(stretch.page, {
            weight: Math.max(previous?.weight ?? 0, match.weight),
            bm25: Math.max(previous?.bm25 ?? 0, match.bm25 / 10),
          });
        }
        record(position, byPage);
      }
    });

    // Two neighbouring words may be one word on the page ("break even" → "breakeven").
    for (let position = 0; position + 1 < terms.length; position += 1) {
      const first = terms[position] as QueryTerm;
      const second = terms[position + 1] as QueryTerm;
      const joined: QueryTerm = {
        term: this.reader.term(`${first.term}${second.term}`),
        partial: second.partial,
      };
      const matches = this.matchesIn(this.index, joined, pageWeight, 1);
      for (const [page, match] of matches) {
        const entry = candidate(page);
        const separate =
          (entry.weights[position] as number) + (entry.weights[position + 1] as number);
        if (2 * match.weight > separate) {
          entry.weights[position] = match.weight;
          entry.weights[position + 1] = match.weight;
          entry.bm25 += match.bm25;
        }
      }
    }

    const scored = [...candidates.values()].map((entry) => {
      const weights = this.phraseWeights(entry, query);
      const matched = weights.filter((weight) => weight > 0).length;
      const coverage = matched / terms.length;
      let score = weights.reduce((sum, weight) => sum + weight, 0);
      score += this.intentBonus(entry.page, query.intents);
      score += this.phraseBonus(entry, query);
      return {...entry, score: score * coverage * coverage};
    });
    const rankOf = (page: number) => SECTION_RANK.get(this.pages[page]?.section ?? 'company') ?? 0;
    return scored
      .filter((entry) => entry.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          rankOf(a.page) - rankOf(b.page) ||
          b.bm25 - a.bm25 ||
          (this.pages[a.page]?.url ?? '').localeCompare(this.pages[b.page]?.url ?? ''),
      );
  }

  /**
   * The words' weights, raised to a name's where the whole query is one of the page's
   * headings: a glossary entry or a question answered on the page is named by its heading.
   */
  private phraseWeights(entry: Candidate, query: Query): readonly number[] {
    const phrase = query.phrase.replace(/ /g, '');
    const isHeading = (this.headingPhrases[entry.page] ?? []).some(
      (heading) => heading.replace(/ /g, '') === phrase,
    );
    return isHeading
      ? entry.weights.map((weight) => Math.max(weight, FIELD_WEIGHT.names))
      : entry.weights;
  }

  private intentBonus(page: number, intents: readonly PageKind[]): number {
    const entry = this.pages[page] as IndexedPage;
    let bonus = 0;
    for (const intent of intents) {
      if (!entry.kinds.includes(intent)) continue;
      bonus += INTENT_BONUS.kind;
      const named = (this.namePhrases[page] ?? []).some((name) =>
        name.split(' ').some((word) => this.reader.kindNamed(word) === intent),
      );
      if (named) bonus += INTENT_BONUS.named;
    }
    return bonus;
  }

  /** The bonus for the query as a whole: a page's name, a heading, a keyword, or a phrase in them. */
  private phraseBonus(entry: Candidate, query: Query): number {
    const page = entry.page;
    const phrase = query.phrase;
    const joined = phrase.replace(/ /g, '');
    const same = (candidates: readonly string[] | undefined) =>
      (candidates ?? []).some((candidate) => candidate.replace(/ /g, '') === joined);
    const inside = (candidates: readonly string[] | undefined) =>
      (candidates ?? []).some((candidate) => ` ${candidate} `.includes(` ${phrase} `));
    // A name without the word for its kind counts as the name: "customer segmentation" names
    // the Customer Segmentation Guide.
    const bareNames = (this.namePhrases[page] ?? []).map((name) =>
      name
        .split(' ')
        .filter((word) => this.reader.kindNamed(word) === undefined)
        .join(' '),
    );
    const bonuses = [0];
    if (same(this.namePhrases[page]) || same(this.aliasPhrases[page]) || same(bareNames)) {
      bonuses.push(PHRASE_BONUS.name);
    }
    if (same(this.headingPhrases[page])) bonuses.push(PHRASE_BONUS.heading);
    if (same(this.keywordPhrases[page])) bonuses.push(PHRASE_BONUS.keyword);
    if (phrase.includes(' ')) {
      if (inside(this.namePhrases[page])) bonuses.push(PHRASE_BONUS.inName);
      if (inside(this.aliasPhrases[page])) bonuses.push(PHRASE_BONUS.inAlias);
      const termPhrase = query.terms.map((term) => term.term).join(' ');
      for (const stretchId of entry.stretches.keys()) {
        if (` ${this.stretchPhrase(stretchId)} `.includes(` ${termPhrase} `)) {
          entry.stretches.set(stretchId, Number.POSITIVE_INFINITY);
          bonuses.push(PHRASE_BONUS.inText);
          break;
        }
      }
    }
    return Math.max(...bonuses);
  }

  private stretchPhrase(stretchId: number): string {
    let phrase = this.stretchPhrases.get(stretchId);
    if (phrase === undefined) {
      phrase = this.phrase(this.stretches[stretchId]?.text ?? '');
      this.stretchPhrases.set(stretchId, phrase);
    }
    return phrase;
  }

  /** The page as a result: the heading the match is under, and a snippet with the match marked. */
  private hit(entry: Candidate & {score: number}, query: Query): SearchHit {
    const page = this.pages[entry.page] as IndexedPage;
    const matches = wordMatcher(query, this.reader);
    const nameTerms = [...page.names, ...page.aliases].flatMap((name) =>
      termsOf(name, this.reader, true),
    );
    // The words the page's names leave unexplained: a heading or text should show them.
    const named = answeredTerms(query, this.reader, nameTerms);
    const unnamed = query.terms.map((_, index) => index).filter((index) => !named.has(index));

    let heading = -1;
    let stretch: Stretch | undefined;
    const phrase = query.phrase.replace(/ /g, '');
    const exactHeading = (this.headingPhrases[entry.page] ?? []).findIndex(
      (candidate) => candidate.replace(/ /g, '') === phrase,
    );
    if (
      exactHeading >= 0 &&
      !page.names.some((name) => this.phrase(name).replace(/ /g, '') === phrase)
    ) {
      // The query is one of the page's headings: a glossary entry, a question on the page.
      heading = exactHeading;
    } else if (unnamed.length > 0) {
      // The heading that matches most of those words, unless a stretch of text matches more
      // (or holds the query as a phrase).
      let best = 0;
      (this.headingTerms[entry.page] ?? []).forEach((headingTerms, index) => {
        const answered = answeredTerms(query, this.reader, headingTerms);
        const count = unnamed.filter((term) => answered.has(term)).length;
        if (count > best) {
          best = count;
          heading = index;
        }
      });
      const [stretchId, stretchCount = 0] =
        [...entry.stretches.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
      if (stretchId !== undefined && stretchCount > best) {
        stretch = this.stretches[stretchId];
        heading = stretch?.heading ?? -1;
      }
    }
    const headingEntry = heading >= 0 ? page.headings[heading] : undefined;
    const anchor = headingEntry?.[0] ?? '';
    let snippetText = page.description;
    if (stretch) snippetText = stretch.text;
    else if (headingEntry && this.textIndex) {
      snippetText =
        this.stretches.find(
          (candidate) => candidate.page === entry.page && candidate.heading === heading,
        )?.text ?? page.description;
    }
    return {
      url: anchor ? `${page.url}#${anchor}` : page.url,
      title: page.names[0] ?? page.url,
      heading: headingEntry?.[1],
      section: page.section,
      snippet: snippet(snippetText, matches),
      score: entry.score,
    };
  }
}

/** Whether a page word (kept form) answers a query word. */
function termMatches(query: QueryTerm, candidate: string): boolean {
  if (candidate === query.term) return true;
  if (query.partial && candidate.startsWith(query.term)) return true;
  return query.term.length >= SLIP_MIN_LENGTH && withinOneSlip(query.term, candidate);
}

/** Neighbouring query words written as one ("break even" → "breakeven"), by first position. */
function joinedPairs(query: Query, reader: Reader): Map<number, string> {
  const pairs = new Map<number, string>();
  query.terms.forEach((term, index) => {
    const next = query.terms[index + 1];
    if (next) pairs.set(index, reader.term(`${term.term}${next.term}`));
  });
  return pairs;
}

/**
 * Which query words (by position) some page words (kept forms) answer, a pair of query
 * words answered by one word counting for both.
 */
export function answeredTerms(
  query: Query,
  reader: Reader,
  candidates: readonly string[],
): Set<number> {
  const answered = new Set<number>();
  query.terms.forEach((term, index) => {
    if (candidates.some((candidate) => termMatches(term, candidate))) answered.add(index);
  });
  for (const [index, joined] of joinedPairs(query, reader)) {
    if (candidates.includes(joined)) {
      answered.add(index);
      answered.add(index + 1);
    }
  }
  return answered;
}

/** A test of whether a word as written matches the query (or two of its words run together). */
export function wordMatcher(query: Query, reader: Reader): (word: string) => boolean {
  const joined = new Set(joinedPairs(query, reader).values());
  return (word) => {
    if (reader.isStopWord(word)) return false;
    const term = reader.term(word);
    return joined.has(term) || query.terms.some((candidate) => termMatches(candidate, term));
  };
}

/** Characters of text shown around the first match. */
export const SNIPPET_LENGTH = 180;

/**
 * A stretch of `text` of about `SNIPPET_LENGTH` characters around its first matching word,
 * cut at word boundaries with an ellipsis where cut, every matching word marked.
 */
export function snippet(text: string, matches: (word: string) => boolean): Segment[] {
  const words = wordsOf(text);
  const first = words.find((word) => matches(word.text));
  let start = 0;
  if (first && first.end > SNIPPET_LENGTH * 0.6) {
    const before = words.filter((word) => word.start >= first.start - SNIPPET_LENGTH * 0.3);
    start = before[0]?.start ?? first.start;
  }
  let end = text.length;
  if (end - start > SNIPPET_LENGTH) {
    const last = words.filter((word) => word.end <= start + SNIPPET_LENGTH).pop();
    end = last?.end ?? start + SNIPPET_LENGTH;
  }
  const segments: Segment[] = [];
  const push = (value: string, mark: boolean) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.mark === mark)
      segments[segments.length - 1] = {text: previous.text + value, mark};
    else segments.push({text: value, mark});
  };
  if (start > 0) push('… ', false);
  let cursor = start;
  for (const word of words) {
    if (word.start < start || word.end > end) continue;
    if (!matches(word.text)) continue;
    push(text.slice(cursor, word.start), false);
    push(word.text, true);
    cursor = word.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(' …', false);
  return segments;
}
