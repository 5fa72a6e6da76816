/** Pure helpers of the Lighthouse benchmark (scripts/bench.ts). */
import {JS_BUDGET_KB} from './bundle-budget';

export interface BenchRow {
  route: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire as Lighthouse counts them: compressed bodies plus HTTP/1.1 headers. */
  totalKb: number;
  jsKb: number;
  /**
   * Gzip size of the scripts the page executed (entry scripts and route chunks, without the
   * idle prefetches for other pages): the measure of the bundle budget.
   */
  jsGzipKb: number;
}

/** The benchmark's targets (issue "Performance and hardening"). */
export const TARGETS = {
  minScore: 98,
  maxLcpMs: 1500,
  maxTbtMs: 100,
  maxCls: 0.01,
  maxJsGzipKb: JS_BUDGET_KB,
} as const;

/** One row of Lighthouse's `network-requests` audit (the fields used here). */
export interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/**
 * Paths of the same-origin scripts a page loaded to run: requests Lighthouse classes as
 * `Script`. Prefetches of other pages' chunks (`<link rel="prefetch">`) are classed `Other`.
 */
export function executedScriptPaths(requests: readonly NetworkRequest[], origin: string): string[] {
  const paths = requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(`${origin}/`))
    .map((request) => new URL(request.url).pathname);
  return [...new Set(paths)];
}

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The value below which `fraction` of a non-empty list lies (nearest rank: the smallest value
 * with at least that share of the list at or below it). `percentile(values, 0.9)` is the
 * 90th percentile.
 */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  if (!(fraction > 0 && fraction <= 1)) throw new Error(`fraction out of (0, 1]: ${fraction}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(fraction * sorted.length) - 1] as number;
}

/** Whether a route's medians meet every target. */
export function meetsTargets(row: BenchRow): boolean {
  return (
    row.score >= TARGETS.minScore &&
    row.lcpMs <= TARGETS.maxLcpMs &&
    row.tbtMs <= TARGETS.maxTbtMs &&
    row.cls <= TARGETS.maxCls &&
    row.jsGzipKb <= TARGETS.maxJsGzipKb
  );
}
