import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import type {SiteData} from '../content';
import {pageHeadHtml} from '../head';
import {pageHeadOf, type SiteView} from '../pageHeads';
import type {BuiltPage} from './builtPages';
import {writePageHeads} from './heads';

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

/** The built /guide page, with the head its sources gave it and the h1 it shows. */
function builtGuide(renderedFrom: SiteView, h1: string): Map<string, BuiltPage> {
  const html = `<html><head><title>${h1}</title>${pageHeadHtml(pageHeadOf(renderedFrom, '/guide'))}</head><body><h1>${h1}</h1></body></html>`;
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

describe('writePageHeads, for pages that render their own head', () => {
  const fromSources = viewOf({'/guide': 'The Guide'});

  it('accepts a page whose rendered head is the one its built page gives', async () => {
    const pages = builtGuide(fromSources, 'The Guide');
    const fromBuilt = viewOf({'/guide': pages.get('/guide')?.h1 ?? ''});
    await expect(writePageHeads(fromBuilt, pages, () => true)).resolves.toBe(0);
  });

  it('stops the build when the page shows another heading than its sources gave its head', async () => {
    const pages = builtGuide(fromSources, 'A Heading From A Component');
    const fromBuilt = viewOf({'/guide': 'A Heading From A Component'});
    await expect(writePageHeads(fromBuilt, pages, () => true)).rejects.toThrow(
      /\/guide: expected og:image:alt A Heading From A Component: P/,
    );
  });
});
