/**
 * Pure helpers of the bundle budget check (scripts/check-bundle-budget.ts).
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
