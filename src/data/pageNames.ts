/**
 * The names of the pages other pages sit under (see `pageParents.ts`), as breadcrumbs and
 * share images name them: each is the page's h1, and the page takes its h1 from here. A page
 * renders its breadcrumbs from its own heading and these names, so every page that is a parent
 * of a page rendered this way must be listed (the build stops when a page's breadcrumbs differ
 * from its built parents' h1s).
 */
import {KIT_ROUTES} from './kits/routes';

/** The blog's list page: the Growth Hub. */
export const BLOG_PATH = '/blog';
/** The blog's list of tags and list of authors. */
export const BLOG_TAGS_PATH = `${BLOG_PATH}/tags` as const;
export const BLOG_AUTHORS_PATH = `${BLOG_PATH}/authors` as const;

/** The home page's name at the head of every trail (its h1 is a headline, not a name). */
export const HOME_NAME = 'Home';

/**
 * The parent pages' names, by route. The blog's tags and authors pages are the blog theme's
 * and show its English titles, which are the names here.
 */
export const PAGE_NAMES = {
  [BLOG_PATH]: 'Growth Hub',
  [BLOG_TAGS_PATH]: 'Tags',
  [BLOG_AUTHORS_PATH]: 'Authors',
  [KIT_ROUTES.toolkit]: 'Margin Audit Toolkit',
  [KIT_ROUTES.dashboardKit]: 'Commercial Dashboard Kit',
  [KIT_ROUTES.boardReports]: 'Board Report Templates',
} as const satisfies Readonly<Record<string, string>>;

/** The name of a parent page, if it is one. */
export function pageNameOf(route: string): string | undefined {
  return (PAGE_NAMES as Readonly<Record<string, string>>)[route];
}
