/**
 * Pure helpers of the bundle budget: how much JavaScript a page fetches before any
 * interaction. The measure is taken during the end-to-end walk over every page
 * (tests/e2e/every-page.spec.ts), which fails a page over the budget; the per-route report is
 * printed by tests/e2e/support/bundle-report.ts (`npm run test:budget`).
 */

/** Gzip budget, in kilobytes (1 KB = 1,000 bytes), for JavaScript loaded before interaction. */
export const JS_BUDGET_KB = 150;

/** The route a built HTML file serves, e.g. `blog/index.html` → `/blog`, `pricing.html` → `/pricing`. */
export function routeOfHtmlFile(relativePath: string): string {
  const posix = relativePath.split('\\').join('/');
  if (posix === '404.html') return '/404.html';
  const route = `/${posix}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

/**
 * Whether a request is a speculative prefetch (Docusaurus prefetches the chunks of links in
 * view at idle priority, for later navigations): Chromium marks those with `Sec-Purpose`.
 */
export function isPrefetchRequest(headers: Record<string, string>): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? '';
  return purpose.toLowerCase().includes('prefetch');
}

/** Whether a response carries JavaScript, by content type or, failing that, by path. */
export function isJavaScript(url: string, contentType: string | undefined): boolean {
  if (contentType && /javascript|ecmascript/i.test(contentType)) return true;
  return /\.m?js(?:$|[?#])/.test(new URL(url).pathname);
}

export interface RouteWeight {
  readonly route: string;
  readonly files: number;
  /** Gzip kilobytes (1,000 bytes). */
  readonly kb: number;
}

/** Routes sorted largest first (then by name), and those over the budget. */
export function rankRoutes(rows: readonly RouteWeight[], budgetKb = JS_BUDGET_KB) {
  const ranked = [...rows].sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));
  return {ranked, over: ranked.filter((row) => row.kb > budgetKb)};
}

/** The per-route report: one line per route, largest first, routes over the budget marked. */
export function formatBudgetReport(
  rows: readonly RouteWeight[],
  budgetKb = JS_BUDGET_KB,
): string[] {
  const {ranked, over} = rankRoutes(rows, budgetKb);
  const width = Math.max(...ranked.map((row) => row.route.length), 5);
  const lines = [
    `JavaScript loaded before interaction (gzip), budget ${budgetKb} KB per route:`,
    `${'route'.padEnd(width)}  ${'files'.padStart(5)}  ${'KB'.padStart(7)}`,
    ...ranked.map((row) => {
      const flag = row.kb > budgetKb ? '  OVER BUDGET' : '';
      return `${row.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${row.kb.toFixed(1).padStart(7)}${flag}`;
    }),
  ];
  lines.push(
    over.length > 0
      ? `${over.length} of ${ranked.length} routes over the ${budgetKb} KB budget.`
      : `All ${ranked.length} routes within ${budgetKb} KB.`,
  );
  return lines;
}
