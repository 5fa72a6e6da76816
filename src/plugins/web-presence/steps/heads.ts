/**
 * Step 4: the head tags of the pages whose heads are not rendered with the page (see
 * ../pageHeads.ts), written into their static HTML.
 */
import {writeAtomic} from '../files';
import {withPageHead} from '../head';
import {pageHeadOf, type SiteView} from '../pageHeads';
import type {BuiltPage} from './builtPages';

/** Writes the head of every page in `pages` that `renderedWithPage` does not name. */
export async function writePageHeads(
  view: SiteView,
  pages: ReadonlyMap<string, BuiltPage>,
  renderedWithPage: (route: string) => boolean,
): Promise<number> {
  let written = 0;
  for (const page of pages.values()) {
    if (renderedWithPage(page.route)) continue;
    await writeAtomic(page.file, withPageHead(page.html, pageHeadOf(view, page.route)));
    written += 1;
  }
  return written;
}
