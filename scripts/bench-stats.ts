/** Pure helpers of the Lighthouse benchmark (scripts/bench.ts). */

export interface BenchRow {
  route: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  jsKb: number;
}

/** The benchmark's targets (issue "Performance and hardening"). */
export const TARGETS = {minScore: 98, maxLcpMs: 1500, maxTbtMs: 100, maxCls: 0.01} as const;

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Whether a route's medians meet every target. */
export function meetsTargets(row: BenchRow): boolean {
  return (
    row.score >= TARGETS.minScore &&
    row.lcpMs <= TARGETS.maxLcpMs &&
    row.tbtMs <= TARGETS.maxTbtMs &&
    row.cls <= TARGETS.maxCls
  );
}
