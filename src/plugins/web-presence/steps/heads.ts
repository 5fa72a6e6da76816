/**
 * Step 4: a check that every page rendered the head (../pageHeads.ts) its built page gives.
 * Docs pages, blog posts and the blog's list page make theirs from their sources
 * (../contentHeads.ts), every other page from its own heading and the names of the pages
 * above it (../ownPageHead.ts); a heading the sources do not show (one written by a
 * component, say), or a parent page missing from those names, stops the build rather than
 * naming a page wrongly.
 */
import {canonicalJson} from '../../../lib/json/canonical';
import {serializeJsonLd} from '../../../lib/structuredData/jsonLd';
import type {PageHead} from '../head';
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
 * Checks that every page rendered the head the rules give from the built pages.
 *
 * @throws Error naming each page whose rendered head differs from its built page's.
 */
export function checkPageHeads(view: SiteView, pages: ReadonlyMap<string, BuiltPage>): void {
  const wrong: string[] = [];
  for (const page of pages.values()) {
    const expected = headLines(pageHeadOf(view, page.route));
    const rendered = renderedLines(page, expected);
    const missing = expected.filter((line, index) =>
      index < 3 ? rendered[index] !== line : !rendered.includes(line),
    );
    if (missing.length > 0) wrong.push(`${page.route}: expected ${missing.join('; ')}`);
  }
  if (wrong.length > 0) {
    throw new Error(
      `These pages rendered a head other than their built pages give (a heading their source does not show, or a parent page missing from src/data/pageNames.ts?):\n${wrong.join('\n')}`,
    );
  }
}
