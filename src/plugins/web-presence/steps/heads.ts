/**
 * Step 4: the head tags (../pageHeads.ts) of the pages whose heads are not rendered with the
 * page, written into their static HTML; and for the pages that render theirs (docs pages,
 * blog posts, the blog's list page, from their sources: ../contentHeads.ts), a check that
 * what they rendered is what their built pages give, so a heading the sources do not show
 * (one written by a component, say) stops the build rather than naming the page wrongly.
 */
import {canonicalJson} from '../../../lib/json/canonical';
import {serializeJsonLd} from '../../../lib/structuredData/jsonLd';
import {writeAtomic} from '../files';
import {withPageHead, type PageHead} from '../head';
import {pageHeadOf, type SiteView} from '../pageHeads';
import type {BuiltPage} from './builtPages';

/** What a page's head says that the check compares, each as one line. */
function headLines(head: PageHead): string[] {
  return [
    `og:image ${head.image?.url ?? ''}`,
    `og:image:alt ${head.image?.alt ?? ''}`,
    `markdown ${head.markdown ?? ''}`,
    ...head.structuredData.map((node) => canonicalJson(JSON.parse(serializeJsonLd(node)))),
  ];
}

/** The lines of `headLines` a built page holds (of its structured data, those expected). */
function renderedLines(page: BuiltPage, expected: readonly string[]): string[] {
  const {$} = page;
  const nodes = new Set(
    $('head script[type="application/ld+json"]')
      .map((_, element) => canonicalJson(JSON.parse($(element).text())))
      .get(),
  );
  return [
    `og:image ${$('head meta[property="og:image"]').attr('content') ?? ''}`,
    `og:image:alt ${$('head meta[property="og:image:alt"]').attr('content') ?? ''}`,
    `markdown ${$('head link[rel="alternate"][type="text/markdown"]').attr('href') ?? ''}`,
    ...expected.slice(3).filter((line) => nodes.has(line)),
  ];
}

/**
 * Writes the head of every page `renderedWithPage` does not name, and checks the others.
 *
 * @throws Error naming each page whose rendered head differs from its built page's.
 */
export async function writePageHeads(
  view: SiteView,
  pages: ReadonlyMap<string, BuiltPage>,
  renderedWithPage: (route: string) => boolean,
): Promise<number> {
  let written = 0;
  const wrong: string[] = [];
  for (const page of pages.values()) {
    const head = pageHeadOf(view, page.route);
    if (renderedWithPage(page.route)) {
      const expected = headLines(head);
      const rendered = renderedLines(page, expected);
      const missing = expected.filter((line, index) =>
        index < 3 ? rendered[index] !== line : !rendered.includes(line),
      );
      if (missing.length > 0) wrong.push(`${page.route}: expected ${missing.join('; ')}`);
      continue;
    }
    await writeAtomic(page.file, withPageHead(page.html, head));
    written += 1;
  }
  if (wrong.length > 0) {
    throw new Error(
      `These pages rendered a head other than their built pages give (a heading their source does not show?):\n${wrong.join('\n')}`,
    );
  }
  return written;
}
