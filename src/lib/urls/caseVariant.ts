/**
 * Letter case in URL paths. Page paths are matched exactly by the host, but people type,
 * paste and link them in other cases (`/Calculate-ROI`); such a path should reach the page.
 * This module is loaded by every page (the not-found fallback), so it stays tiny.
 */

/**
 * The path with ASCII letters in lower case and everything else unchanged: the folding hosts
 * such as nginx apply, so a path folds the same on the server and in the browser.
 */
export function foldCase(path: string): string {
  return path.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The page path that `pathname` spells in other letter case, or undefined when it is a page
 * path already, matches no page, or matches more than one page that differ only in case
 * (no page can then be told apart, so none is chosen).
 */
export function caseVariantTarget(pathname: string, pages: Iterable<string>): string | undefined {
  const folded = foldCase(pathname);
  let target: string | undefined;
  for (const page of pages) {
    if (page === pathname) return undefined;
    if (foldCase(page) !== folded) continue;
    if (target !== undefined && target !== page) return undefined;
    target = page;
  }
  return target;
}
