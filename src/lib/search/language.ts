/**
 * How site search reads words, the same way for page text (when the index is built) and for
 * what a visitor types: case and accents folded, UK and US spellings brought to one form,
 * each word to its stem (Porter's algorithm: "pricing" and "priced" → "price", "customers"
 * → "custom"), filler words ("how", "do", "the") dropped, and words that say what kind of
 * page the visitor wants ("calculator", "template") recognised.
 *
 * The word lists are data (`SearchLanguage`, written once in `src/data/searchSynonyms.ts`);
 * the build copies them into the search index so the browser reads words the same way
 * without bundling the data module.
 */
import {stemmer} from 'stemmer';

/** The kinds of page a visitor may ask for by name ("ROI calculator", "board report template"). */
export const PAGE_KINDS = [
  'calculator',
  'template',
  'checklist',
  'worksheet',
  'guide',
  'kit',
  'report',
  'dashboard',
  'tool',
  // The service's own plans and prices.
  'plans',
  // The pages of the industries the service is for.
  'industry',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export interface SearchLanguage {
  /** Words that carry no meaning for search ("how", "do", "the"), dropped from text and queries. */
  readonly stopWords: readonly string[];
  /**
   * Other spellings of a word, each with the one form the index keeps: `[variant, kept]`
   * (`['modeling', 'modelling']`). The -ize/-ise family needs no entry: a rule covers it.
   */
  readonly spellings: readonly (readonly [string, string])[];
  /**
   * Each kind of page: the nouns that name it in a page title ("calculator", "toolkit") and
   * further words with which a query asks for it ("calculate", "compute"), in the singular.
   */
  readonly intents: Readonly<
    Record<PageKind, {readonly names: readonly string[]; readonly asks: readonly string[]}>
  >;
  /**
   * Forms of a word no stemmer finds, each with the form kept: irregular verbs ("paid" →
   * "pay", "lost" → "lose") and nouns read as their verb ("loss" → "lose").
   */
  readonly forms: readonly (readonly [string, string])[];
  /**
   * Words that say nothing about which page is wanted when a query has other words too (the
   * product's name: "MarginScope pricing" asks for pricing). Alone, they are searched for.
   */
  readonly optionalWords: readonly string[];
  /**
   * Runs of filler words that ask for something all the same, each with the word it asks for
   * ("how much is it" asks for a price), looked for in the query as typed.
   */
  readonly asks?: readonly (readonly [phrase: string, word: string])[];
  /**
   * Runs that start like one of those phrases but ask something else ("how much is it worth"
   * asks for a value, not a price): neither `asks` nor `serviceQuestions` reads them.
   */
  readonly notAsking?: readonly string[];
  /**
   * Runs of words a query asks with, not about, though a word of them alone would be looked
   * for ("do you work with": the question, not work).
   */
  readonly fillerRuns?: readonly string[];
  /**
   * Questions about the service itself: a query with a word of `about` (the product's name,
   * its subscription) and a word of `asks` ("cost", "charge"), or one of `phrases` as typed
   * ("how much is it"), is answered by the pages of `kind`, whatever else it says ("how much
   * does MarginScope charge a month", "what would the subscription cost for a $40M business").
   */
  readonly serviceQuestions?: readonly {
    readonly about: readonly string[];
    readonly asks: readonly string[];
    readonly phrases?: readonly string[];
    /** Runs that ask it only when nothing else is typed ("how much does it cost"). */
    readonly alone?: readonly string[];
    readonly kind: PageKind;
  }[];
}

/** A word of some text, with where it stands in it. */
export interface Word {
  /** The word as written. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower case without accents: "Réalisation" → "realisation". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of `text`, in order, with their positions. "Cost-to-serve" is three words. */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The stem of a folded word; words with digits ("90s", "q2c") are kept as they are. */
export function stemOf(word: string): string {
  return /\d/.test(word) ? word : stemmer(word);
}

/** A language ready to use: the lists as sets and maps. */
export interface Reader {
  readonly language: SearchLanguage;
  /** The form the index keeps of one word as written (folded, spelled one way, its stem). */
  term(word: string): string;
  isStopWord(word: string): boolean;
  /** The words (folded) of each run that is filler together. */
  readonly fillerRuns: readonly (readonly string[])[];
  /** The runs that ask for a word (folded, between spaces), with the word and its kept form. */
  readonly asks: readonly {readonly run: string; readonly word: string; readonly term: string}[];
  /** The runs that ask something else (folded, between spaces), left out before `asks`. */
  readonly notAsking: readonly string[];
  /** The kind of page a query word (kept form) asks for, if it is an intent word. */
  intentOf(term: string): PageKind | undefined;
  /** The kind of page a word of a page title (kept form) names, if it names one. */
  kindNamed(term: string): PageKind | undefined;
  /** Whether a query word (kept form) may be left out when others are there. */
  isOptional(term: string): boolean;
  /**
   * The kinds of page the questions about the service a query asks are answered by, from its
   * words (kept forms) and its text as typed (folded, its words between single spaces).
   */
  servicesAsked(said: ReadonlySet<string>, typed: string): PageKind[];
}

export function createReader(language: SearchLanguage): Reader {
  const stopWords = new Set(language.stopWords.map(fold));
  // -ize/-ise, -ization/-isation, -yze/-yse: one spelling ("realization" → "realisation").
  // Applied anywhere after a word's first two letters ("size" keeps its z), so a word half
  // typed ("realiz") finds the other too.
  const oneSpelling = (folded: string) => folded.replace(/(?<=\p{L}{2})([iy])z/gu, '$1s');
  // The listed spellings compared by their stems, so every form of a word follows its entry
  // ("catalogs" and "catalogue" → "catalogu").
  const spellings = new Map(
    [...language.spellings, ...language.forms].map(([variant, kept]) => [
      stemOf(oneSpelling(fold(variant))),
      stemOf(oneSpelling(fold(kept))),
    ]),
  );
  // Words come back again and again (every page says "margin"): each is read once.
  const terms = new Map<string, string>();
  const term = (word: string): string => {
    let kept = terms.get(word);
    if (kept === undefined) {
      kept = readTerm(word);
      terms.set(word, kept);
    }
    return kept;
  };
  const readTerm = (word: string): string => {
    // An abbreviation's plural ("KPIs", "SKUs") is the abbreviation.
    const bare = /^\p{Lu}{2,}s$/u.test(word) ? word.slice(0, -1) : word;
    const folded = fold(bare)
      .replace(/['’]s$/u, '')
      .replace(/['’]/gu, '');
    const stem = stemOf(oneSpelling(folded));
    return spellings.get(stem) ?? stem;
  };
  const names = new Map<string, PageKind>();
  const intents = new Map<string, PageKind>();
  for (const kind of PAGE_KINDS) {
    for (const word of language.intents[kind].names) names.set(term(word), kind);
    for (const word of [...language.intents[kind].names, ...language.intents[kind].asks]) {
      intents.set(term(word), kind);
    }
  }
  const optional = new Set(language.optionalWords.map(term));
  const services = (language.serviceQuestions ?? []).map((question) => ({
    kind: question.kind,
    about: question.about.map(term),
    asks: question.asks.map(term),
    phrases: (question.phrases ?? []).map((phrase) => ` ${fold(phrase)} `),
    alone: (question.alone ?? []).map((phrase) => ` ${fold(phrase)} `),
  }));
  const stopWordCache = new Map<string, boolean>();
  return {
    language,
    term,
    fillerRuns: (language.fillerRuns ?? []).map((run) =>
      wordsOf(run).map((word) => fold(word.text)),
    ),
    asks: (language.asks ?? []).map(([run, word]) => ({
      run: ` ${fold(run)} `,
      word,
      term: term(word),
    })),
    notAsking: (language.notAsking ?? []).map((run) => ` ${fold(run)} `),
    isStopWord: (word) => {
      let stop = stopWordCache.get(word);
      if (stop === undefined) {
        stop = stopWords.has(fold(word).replace(/['’]/gu, ''));
        stopWordCache.set(word, stop);
      }
      return stop;
    },
    intentOf: (value) => intents.get(value),
    kindNamed: (value) => names.get(value),
    isOptional: (value) => optional.has(value),
    servicesAsked: (said, typed) =>
      services
        .filter(
          (question) =>
            question.phrases.some((phrase) => typed.includes(phrase)) ||
            question.alone.includes(typed) ||
            (question.about.some((word) => said.has(word)) &&
              question.asks.some((word) => said.has(word))),
        )
        .map((question) => question.kind),
  };
}

/**
 * Which words of `text` are filler. A filler word written in capitals in a text that is not
 * all capitals is an abbreviation, and kept: "IT people", "the US market".
 */
export function fillerIn(text: string, reader: Reader): (word: string) => boolean {
  const allCapitals = !/\p{Ll}/u.test(text);
  return (word) => reader.isStopWord(word) && (allCapitals || !/^\p{Lu}{2,}$/u.test(word));
}

/**
 * The index terms of a text: every meaningful word in its kept form. With `joinPairs`, two
 * neighbouring words are also indexed as one ("break even" → also "breakeven"), so the
 * one-word and two-word forms of a name find each other.
 */
export function termsOf(text: string, reader: Reader, joinPairs = false): string[] {
  const words = wordsOf(text).map((word) => word.text);
  const isFiller = fillerIn(text, reader);
  const terms: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    if (isFiller(word)) continue;
    terms.push(reader.term(word));
    const next = words[index + 1];
    if (joinPairs && next !== undefined && !isFiller(next)) {
      terms.push(reader.term(`${word}${next}`));
    }
  }
  return terms;
}

/** One word the visitor is looking for. */
export interface QueryTerm {
  /** The word in its kept form. */
  readonly term: string;
  /** The word as typed, folded (lower case, no accents): to find the nearest words to it. */
  readonly word: string;
  /** The last word, still being typed: it may be the start of a longer word. */
  readonly partial: boolean;
}

export interface Query {
  /** The words every result should match, as far as it can. */
  readonly terms: readonly QueryTerm[];
  /** The kinds of page asked for by name ("calculator" in "churn calculator"). */
  readonly intents: readonly PageKind[];
  /** The words that asked for them, unless they are the words looked for. */
  readonly intentTerms: readonly QueryTerm[];
  /** Every meaningful word, intent words included, in kept form: to match whole names. */
  readonly phrase: string;
  /** Whether an optional word (the product's name) was typed beside the words looked for. */
  readonly namesProduct: boolean;
  /** The kinds of page a question about the service itself asks for (its plans). */
  readonly services: readonly PageKind[];
}

/**
 * Queries of more meaningful words than this are cut after them: each word costs a search.
 * Twelve was tried on researchers' longer questions: on the judged set it won a tune query
 * and two held-out ones net, and lost two of fifty-six queries in two fresh batches (a word
 * past the tenth matching a heading of another page); no better than ten, so ten stays.
 */
export const MAX_QUERY_TERMS = 10;

/** The positions of `words` that stand in one of `runs`. */
function wordsInRuns(words: readonly string[], runs: readonly (readonly string[])[]): Set<number> {
  const covered = new Set<number>();
  for (const run of runs) {
    for (let start = 0; start + run.length <= words.length; start += 1) {
      if (!run.every((word, offset) => words[start + offset] === word)) continue;
      for (let offset = 0; offset < run.length; offset += 1) covered.add(start + offset);
    }
  }
  return covered;
}

/**
 * Reads what the visitor typed. Filler words are dropped ("how do I calculate churn" asks for
 * "churn" and a calculator); intent words become intents, unless nothing else is left ("ROI
 * calculator" looks for "roi" on a calculator page, "calculator" alone for the word); optional
 * words go too when others remain. The last word is partial unless the text ends with a space
 * or punctuation.
 */
export function parseQuery(text: string, reader: Reader): Query {
  const words = wordsOf(text).map((word) => word.text);
  const endsWord = !/[\s\p{P}]$/u.test(text) && words.length > 0;
  const terms: QueryTerm[] = [];
  const intentWords: QueryTerm[] = [];
  const intents = new Set<PageKind>();
  const phrase: string[] = [];
  const isFiller = fillerIn(text, reader);
  const foldedWords = words.map((word) => fold(word));
  const inRun = wordsInRuns(foldedWords, reader.fillerRuns);
  words.forEach((word, index) => {
    const partial = endsWord && index === words.length - 1;
    if (isFiller(word) || inRun.has(index)) return;
    const term = reader.term(word);
    phrase.push(term);
    const intent = reader.intentOf(term);
    const entry = {term, word: fold(word).replace(/['’]/gu, ''), partial};
    if (intent) {
      intents.add(intent);
      intentWords.push(entry);
    } else terms.push(entry);
  });
  const folded = reader.notAsking.reduce(
    (typed, run) => typed.replaceAll(run, ' '),
    ` ${foldedWords.join(' ')} `,
  );
  for (const {run, word, term} of reader.asks) {
    if (!folded.includes(run) || terms.some((entry) => entry.term === term)) continue;
    terms.push({term, word, partial: false});
  }
  const said = new Set([...words.map((word) => reader.term(word)), ...terms.map((t) => t.term)]);
  const services = reader.servicesAsked(said, folded);
  const essential = terms.filter((entry) => !reader.isOptional(entry.term));
  const chosen = essential.length > 0 ? essential : terms.length > 0 ? terms : intentWords;
  return {
    terms: chosen.slice(0, MAX_QUERY_TERMS),
    intents: [...intents],
    intentTerms: chosen === intentWords ? [] : intentWords,
    phrase: phrase.join(' '),
    namesProduct: chosen === essential && essential.length < terms.length,
    services,
  };
}

/** The kept forms of a name's words, joined: to compare whole names ("Break-even" = "break even"). */
export function phraseOf(text: string, reader: Reader): string {
  return termsOf(text, reader).join(' ');
}
