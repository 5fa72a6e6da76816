import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {serializeJsonLd} from '../../../lib/structuredData/jsonLd';
import type {SiteData} from '../content';
import type {PageHead} from '../head';
import {pageHeadOf, type SiteView} from '../pageHeads';
import type {BuiltPage} from './builtPages';
import {checkPageHeads} from './heads';

const SITE_URL = 'https://x.test';

/** A site of two pages, /guide under the home page, headed as `headings` says. */
function viewOf(headings: Readonly<Record<string, string>>): SiteView {
  return {
    siteUrl: SITE_URL,
    data: {site: {productName: 'P', companyName: 'C'}, termsOf: new Map()} as unknown as SiteData,
    tree: {pages: new Set(['/', '/guide']), overrides: {}, editionPrefixes: []},
    versions: [],
    docs: new Map(),
    posts: [],
    headingOf: (route) => headings[route],
    descriptionOf: () => '',
    lastChangeOf: () => null,
    hasMarkdown: (route) => route === '/guide',
  };
}

/** The tags a page renders for its head (as src/components/PageHead does). */
function headHtml({image, markdown, structuredData}: PageHead): string {
  return [
    image ? `<meta property="og:image" content="${image.url}">` : '',
    image ? `<meta property="og:image:alt" content="${image.alt}">` : '',
    markdown ? `<link rel="alternate" type="text/markdown" href="${markdown}">` : '',
    ...structuredData.map(
      (node) => `<script type="application/ld+json">${serializeJsonLd(node)}</script>`,
    ),
  ].join('');
}

/** The built /guide page, with the head its sources gave it and the h1 it shows. */
function builtGuide(head: PageHead | undefined, h1: string): Map<string, BuiltPage> {
  const html = `<html><head><title>${h1}</title>${head ? headHtml(head) : ''}</head><body><h1>${h1}</h1></body></html>`;
  const page = {
    route: '/guide',
    file: '/nowhere',
    $: load(html),
    html,
    title: h1,
    h1,
    description: '',
  };
  return new Map([['/guide', page]]);
}

describe('checkPageHeads', () => {
  const fromSources = viewOf({'/guide': 'The Guide'});

  it('accepts a page whose rendered head is the one its built page gives', () => {
    const pages = builtGuide(pageHeadOf(fromSources, '/guide'), 'The Guide');
    const fromBuilt = viewOf({'/guide': pages.get('/guide')?.h1 ?? ''});
    expect(() => checkPageHeads(fromBuilt, pages)).not.toThrow();
  });

  it('stops the build when the page shows another heading than its sources gave its head', () => {
    const pages = builtGuide(pageHeadOf(fromSources, '/guide'), 'A Heading From A Component');
    const fromBuilt = viewOf({'/guide': 'A Heading From A Component'});
    expect(() => checkPageHeads(fromBuilt, pages)).toThrow(
      /\/guide: expected og:image:alt A Heading From A Component: P/,
    );
  });

  it('stops the build when a page renders no head', () => {
    const pages = builtGuide(undefined, 'The Guide');
    expect(() => checkPageHeads(viewOf({'/guide': 'The Guide'}), pages)).toThrow(
      /\/guide: expected og:image https:\/\/x\.test\/img\/social\/guide\.png;.*markdown \/guide\.md;.*BreadcrumbList/,
    );
  });
});
