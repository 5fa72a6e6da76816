/**
 * The floor under search quality: the judged queries (`src/data/searchJudgements.ts`), run
 * against the production build's search files as the search box answers them, score at
 * least what the ranking scored when it was last reworked. The held-out part, never tuned
 * on, has its own floor: a change that only fits the tune part shows there.
 * `npm run eval:search` prints the figures per kind and the tune part's misses.
 */
import {describe, expect, it} from 'vitest';
import {evaluateBuild, partReports, releasedEditionName} from '../../scripts/search-quality-run';
import {BUILD_DIR} from './support/html';

/** The least each part must score: shares of queries for top-1, means for MRR and nDCG@5. */
const FLOORS = {
  tune: {top1: 0.93, mrr: 0.96, ndcg: 0.93},
  heldOut: {top1: 0.94, mrr: 0.96, ndcg: 0.93},
  // The held-out queries no tune query repeats word for word.
  heldOutUnseen: {top1: 0.93, mrr: 0.96, ndcg: 0.93},
} as const;

describe('search quality on the judged queries', () => {
  const results = evaluateBuild(BUILD_DIR, releasedEditionName());
  const parts = partReports(results);

  it.each(Object.keys(FLOORS) as (keyof typeof FLOORS)[])('the %s part holds its floor', (part) => {
    const {overall} = parts[part];
    const floor = FLOORS[part];
    expect(overall.top1, 'top-1').toBeGreaterThanOrEqual(floor.top1);
    expect(overall.mrr, 'MRR').toBeGreaterThanOrEqual(floor.mrr);
    expect(overall.ndcg, 'nDCG@5').toBeGreaterThanOrEqual(floor.ndcg);
  });

  it('a query naming a section lands on it', () => {
    const missed = results
      .filter((result) => result.score.section === false)
      .map((result) => `"${result.judged.query}" → ${result.results[0]}`);
    expect(missed).toEqual([]);
  });
});
