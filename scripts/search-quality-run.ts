/**
 * The search evaluator over a production build: runs the judged queries
 * (`src/data/searchJudgements.ts`) against the build's search files, as the search box answers
 * them, and scores them with `src/lib/search/evaluate.ts`. Used by `npm run eval:search`
 * (`search-quality.ts`), the benchmark, and the built-files test that holds the floor.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {SiteSearch} from '../src/lib/search/engine';
import {fold, wordsOf} from '../src/lib/search/language';
import {
  INDEX_FOLDER,
  wordsFileName,
  type SuggestFile,
  type WordsFile,
} from '../src/lib/search/indexFiles';
import {
  scoreQuery,
  summarise,
  summariseBy,
  type QueryScore,
  type Summary,
} from '../src/lib/search/evaluate';
import {
  HELD_OUT_QUERIES,
  QUERY_KINDS,
  TUNE_QUERIES,
  type JudgedQuery,
} from '../src/data/searchJudgements';

/** Suggestions the search box shows. */
const BOX_SUGGESTIONS = 8;
/** How many results are kept per query (enough for MRR's depth). */
const KEPT = 10;

export interface EditionSearch {
  /** As the box first answers: names, headings and descriptions. */
  readonly names: SiteSearch;
  /** With the pages' words too, as the box answers once it has loaded them. */
  readonly full: SiteSearch;
}

/** Each edition's search over a build's files, by edition name. */
export function loadEditions(buildDir: string): Map<string, EditionSearch> {
  const folder = path.join(buildDir, INDEX_FOLDER);
  if (!existsSync(folder)) {
    throw new Error(`${folder} is missing: run "npm run build" first`);
  }
  const editions = new Map<string, EditionSearch>();
  for (const name of readdirSync(folder)) {
    const read = <T>(file: string) =>
      JSON.parse(readFileSync(path.join(folder, name, file), 'utf8')) as T;
    const suggest = read<SuggestFile>('suggest.json');
    const full = new SiteSearch(suggest);
    if (!full.addWords(suggest.shards.map((shard) => read<WordsFile>(wordsFileName(shard))))) {
      throw new Error(`${name}: the words file belongs to another build`);
    }
    editions.set(name, {names: new SiteSearch(suggest), full});
  }
  return editions;
}

/**
 * The addresses the search box ends up suggesting: from names and headings, or, when the
 * engine says those do not answer the query, with the pages' words.
 */
export function boxResults(search: EditionSearch, query: string): string[] {
  const first = search.names.search(query, {limit: KEPT});
  const answer = first.wantsWords.length > 0 ? search.full.search(query, {limit: KEPT}) : first;
  return answer.hits.slice(0, Math.max(BOX_SUGGESTIONS, KEPT)).map((hit) => hit.url);
}

export interface JudgedResult {
  readonly judged: JudgedQuery;
  readonly part: 'tune' | 'held-out';
  readonly results: readonly string[];
  readonly score: QueryScore;
}

/** Runs every judged query of both parts against a build. */
export function evaluateBuild(
  buildDir: string,
  releasedEdition: string,
  parts: {readonly tune: readonly JudgedQuery[]; readonly heldOut: readonly JudgedQuery[]} = {
    tune: TUNE_QUERIES,
    heldOut: HELD_OUT_QUERIES,
  },
): JudgedResult[] {
  const editions = loadEditions(buildDir);
  const run = (judged: JudgedQuery, part: JudgedResult['part']): JudgedResult => {
    const edition = judged.edition ?? releasedEdition;
    const search = editions.get(edition);
    if (!search) throw new Error(`No search files for edition ${edition}`);
    const results = boxResults(search, judged.query);
    return {judged, part, results, score: scoreQuery(results, judged)};
  };
  return [
    ...parts.tune.map((judged) => run(judged, 'tune')),
    ...parts.heldOut.map((judged) => run(judged, 'held-out')),
  ];
}

export interface PartReport {
  readonly overall: Summary;
  readonly byKind: Readonly<Record<string, Summary>>;
}

/** The figures of one part: overall and per kind. */
export function partReport(results: readonly JudgedResult[]): PartReport {
  return {
    overall: summarise(results.map((result) => result.score)),
    byKind: Object.fromEntries(
      summariseBy(
        results,
        (result) => result.judged.kind,
        (result) => result.score,
      ),
    ),
  };
}

/** A query's words as written, folded: to find the same query written twice. */
const asWritten = (query: string) =>
  wordsOf(query)
    .map((word) => fold(word.text))
    .join(' ');

/**
 * The figures of each part, and of the held-out queries not also written, word for word, in
 * the tune part: writers who never saw each other converge ("debtor days"), and a ranking
 * fitted to the tune part gets those right in both.
 */
export function partReports(results: readonly JudgedResult[]) {
  const tune = results.filter((result) => result.part === 'tune');
  const heldOut = results.filter((result) => result.part === 'held-out');
  const written = new Set(tune.map((result) => asWritten(result.judged.query)));
  return {
    tune: partReport(tune),
    heldOut: partReport(heldOut),
    heldOutUnseen: partReport(
      heldOut.filter((result) => !written.has(asWritten(result.judged.query))),
    ),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function row(label: string, summary: Summary) {
  return {
    '': label,
    queries: summary.queries,
    'top-1': percent(summary.top1),
    MRR: summary.mrr.toFixed(3),
    'nDCG@5': summary.ndcg.toFixed(3),
    section:
      summary.sectionQueries > 0
        ? `${percent(summary.sectionRate)} of ${summary.sectionQueries}`
        : '',
  };
}

/** Prints a part's figures as a table, overall first, then each kind. */
export function printPart(title: string, report: PartReport): void {
  console.log(`\n${title}`);
  const kinds = Object.keys(QUERY_KINDS).filter((kind) => report.byKind[kind]);
  console.table([
    row('all', report.overall),
    ...kinds.map((kind) => row(kind, report.byKind[kind] as Summary)),
  ]);
}

/** Prints the tune part's queries whose first result is wrong or whose top five is weak. */
export function printMisses(results: readonly JudgedResult[]): void {
  const misses = results.filter((result) => result.part === 'tune' && !result.score.top1);
  console.log(`\nTune queries whose first result is not a right answer (${misses.length}):`);
  for (const {judged, results: urls} of misses) {
    const edition = judged.edition ? ` [${judged.edition}]` : '';
    console.log(`  "${judged.query}"${edition} (${judged.kind})`);
    console.log(`      got: ${urls.slice(0, 3).join(', ') || 'nothing'}`);
    console.log(`     want: ${judged.answers.join(', ')}`);
  }
  const offSection = results.filter(
    (result) => result.part === 'tune' && result.score.top1 && result.score.section === false,
  );
  if (offSection.length > 0) {
    console.log(`\nRight page, not the section named (${offSection.length}):`);
    for (const {judged, results: urls} of offSection) {
      console.log(`  "${judged.query}": got ${urls[0]}, want ${judged.answers.join(' or ')}`);
    }
  }
}

/** Evaluates a build and prints the report; returns both parts' figures. */
export function runReport(buildDir: string, releasedEdition: string) {
  const results = evaluateBuild(buildDir, releasedEdition);
  const parts = partReports(results);
  console.log(`Search quality of ${buildDir}, as the search box answers.`);
  printPart('Tune part', parts.tune);
  printPart('Held-out part (never tuned on; misses not shown)', parts.heldOut);
  printPart('Held-out queries not also in the tune part, word for word', parts.heldOutUnseen);
  printMisses(results);
  return {...parts, results};
}

/** The released edition: the newest the docs plugin's `versions.json` lists. */
export function releasedEditionName(): string {
  const versions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
  const newest = versions[0];
  if (!newest) throw new Error('versions.json lists no released edition');
  return newest;
}
