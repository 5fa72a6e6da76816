/**
 * Scores a search ranking against judged queries: for each query, the addresses it returned
 * in order, and the answers a person judged right.
 *
 * - top-1: the first result is on a right page;
 * - MRR: the mean of 1 ÷ the position of the first right result (0 when none is in the top
 *   ten);
 * - nDCG@5: the first five results, a right answer worth 2 and a related one 1, discounted
 *   by log2(position + 1) and divided by the best possible order of the judged answers;
 * - section: of the queries whose first result is on a page whose right answer is one of its
 *   sections, the share that lands on that section.
 *
 * A result matches an answer by page (`/page` matches `/page#anything`); each judged answer
 * counts once, however many results point at it.
 */

/** How far down the list a right answer still counts for MRR. */
export const MRR_DEPTH = 10;
/** The depth of nDCG. */
export const NDCG_DEPTH = 5;

export const GAIN = {answer: 2, related: 1} as const;

export interface Judgement {
  /** Right first results: pages, or sections (`/page#anchor`). */
  readonly answers: readonly string[];
  /** Related results, worth less. */
  readonly also?: readonly string[];
}

export interface QueryScore {
  readonly top1: boolean;
  readonly reciprocalRank: number;
  readonly ndcg: number;
  /**
   * Whether the first result lands on the section its page's answer names; undefined when
   * the first result is not right, or its answer is a whole page.
   */
  readonly section: boolean | undefined;
}

const pageOf = (url: string) => url.split('#')[0] ?? url;

/** Which judged target (by position in `targets`) a result matches, or -1. */
function matchOf(url: string, targets: readonly string[]): number {
  const page = pageOf(url);
  const exact = targets.indexOf(url);
  if (exact >= 0) return exact;
  return targets.findIndex((target) => pageOf(target) === page);
}

/** The scores of one ranked list of addresses against its judgement. */
export function scoreQuery(results: readonly string[], judgement: Judgement): QueryScore {
  const answers = judgement.answers;
  const related = judgement.also ?? [];
  const targets = [...answers, ...related];
  const gainOf = (index: number) => (index < answers.length ? GAIN.answer : GAIN.related);

  const first = results[0];
  const firstMatch = first === undefined ? -1 : matchOf(first, answers);
  const top1 = firstMatch >= 0;

  let reciprocalRank = 0;
  for (let rank = 0; rank < Math.min(results.length, MRR_DEPTH); rank += 1) {
    if (matchOf(results[rank] as string, answers) >= 0) {
      reciprocalRank = 1 / (rank + 1);
      break;
    }
  }

  const used = new Set<number>();
  let dcg = 0;
  results.slice(0, NDCG_DEPTH).forEach((url, rank) => {
    const index = matchOf(url, targets);
    if (index < 0 || used.has(index)) return;
    used.add(index);
    dcg += gainOf(index) / Math.log2(rank + 2);
  });
  const ideal = targets
    .map((_, index) => gainOf(index))
    .sort((a, b) => b - a)
    .slice(0, NDCG_DEPTH)
    .reduce((sum, gain, rank) => sum + gain / Math.log2(rank + 2), 0);

  const named = firstMatch >= 0 ? (answers[firstMatch] as string) : '';
  const section = named.includes('#') ? first === named : undefined;

  return {top1, reciprocalRank, ndcg: ideal > 0 ? dcg / ideal : 0, section};
}

export interface Summary {
  readonly queries: number;
  readonly top1: number;
  readonly mrr: number;
  readonly ndcg: number;
  /** Queries whose first result's answer is a section, and the share that landed on it. */
  readonly sectionQueries: number;
  readonly sectionRate: number;
}

/** The mean scores of a set of queries (shares from 0 to 1). */
export function summarise(scores: readonly QueryScore[]): Summary {
  const count = scores.length;
  const mean = (values: readonly number[]) =>
    values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
  const withSection = scores.filter((score) => score.section !== undefined);
  return {
    queries: count,
    top1: mean(scores.map((score) => (score.top1 ? 1 : 0))),
    mrr: mean(scores.map((score) => score.reciprocalRank)),
    ndcg: mean(scores.map((score) => score.ndcg)),
    sectionQueries: withSection.length,
    sectionRate: mean(withSection.map((score) => (score.section ? 1 : 0))),
  };
}

/** The summary of every group of scores, by a key of each (a kind of query). */
export function summariseBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  scoreOf: (item: T) => QueryScore,
): Map<string, Summary> {
  const groups = new Map<string, QueryScore[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), scoreOf(item)]);
  }
  return new Map([...groups].map(([key, scores]) => [key, summarise(scores)]));
}
