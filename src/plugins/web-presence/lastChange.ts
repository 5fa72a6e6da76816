/**
 * When a page last changed, from the git history of its source files: the site data's
 * dates (src/plugins/site-data), read once per build. Kept for this plugin's modules until
 * they read the site data themselves.
 */
import {siteData} from '../site-data/load';

export {isoDate} from '../site-data/gitDates';

/**
 * When the page made from `entries` (its source files, absolute or relative to the site)
 * last changed, as a Unix time in milliseconds; null when history does not say.
 */
export function lastChangeOfPage(siteDir: string, entries: readonly string[]): number | null {
  return siteData(siteDir).lastChange(entries);
}
