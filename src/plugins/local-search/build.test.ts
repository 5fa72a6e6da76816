import {describe, expect, it} from 'vitest';
import {defineEditionTerms} from '@site/src/lib/businessNumbers/registry';
import {SEARCH_LANGUAGE} from '@site/src/data/searchSynonyms';
import {buildIndexes, BOILERPLATE_PAGES, type BuiltPage, type EditionSource} from './build';
import type {ExtractedPage} from './extract';

function terms(title: string, aliases: string[]) {
  return defineEditionTerms({
    groups: [{id: 'customer-revenue', title: 'Customers', intro: '', slugs: ['churn-rate']}],
    entries: {'churn-rate': {title, summary: '', aliases, ctas: []}},
  });
}

const EDITIONS: EditionSource[] = [
  {
    name: '2026',
    prefix: '/next',
    docsVersion: 'current',
    draft: true,
    terms: terms('Churn', ['attrition']),
  },
  {name: '2025', prefix: '', docsVersion: '2025', draft: false, terms: terms('Churn', ['churn'])},
];

function built(path: string, page: Partial<ExtractedPage>): BuiltPage {
  return {
    path,
    page: {
      title: '',
      h1: '',
      description: '',
      keywords: [],
      headings: [],
      texts: [],
      docsVersion: undefined,
      isRedirect: false,
      ...page,
    },
  };
}

const CTA = 'Book a call to find your margin leaks.';

const PAGES: BuiltPage[] = [
  built('/calculate-roi', {h1: 'Calculate Your ROI', title: 'ROI Calculator'}),
  built('/blog/post', {
    h1: 'A Post',
    headings: [{anchor: 'next', text: 'Next steps'}],
    texts: [{heading: 0, text: CTA}],
  }),
  built('/old-path', {isRedirect: true, h1: 'Moved'}),
  built('/business-numbers/churn-rate', {h1: 'Churn', docsVersion: '2025'}),
  built('/next/business-numbers/churn-rate', {h1: 'Churn', docsVersion: 'current'}),
  built('/next/guide', {h1: 'A Guide', docsVersion: 'current', texts: [{heading: -1, text: CTA}]}),
  ...Array.from({length: BOILERPLATE_PAGES}, (_, index) =>
    built(`/page-${index}`, {h1: `Page ${index}`, texts: [{heading: -1, text: CTA}]}),
  ),
];

function files(
  pages: BuiltPage[] = PAGES,
  synonyms = [{route: '/calculate-roi', aliases: ['ROI']}],
  pageQuestions: Record<string, string[]> = {},
) {
  return buildIndexes({
    pages,
    editions: EDITIONS,
    synonyms,
    pageQuestions,
    termQuestions: {},
    sectionRoutes: {tools: new Set(['/calculate-roi']), guides: new Set()},
    language: SEARCH_LANGUAGE,
  });
}

describe('buildIndexes', () => {
  const result = files();
  const urls = (edition: string) => result.get(edition)?.suggest.pages.map((page) => page.url);

  it("holds the site-wide pages in every edition, and each edition's docs in its own only", () => {
    expect(urls('2025')).toContain('/business-numbers/churn-rate');
    expect(urls('2025')).not.toContain('/next/business-numbers/churn-rate');
    expect(urls('2026')).toContain('/next/business-numbers/churn-rate');
    expect(urls('2026')).not.toContain('/business-numbers/churn-rate');
    for (const edition of ['2025', '2026']) {
      expect(urls(edition)).toEqual(expect.arrayContaining(['/calculate-roi', '/blog/post']));
      expect(urls(edition)).not.toContain('/old-path');
    }
  });

  it("files pages under sections, with the edition's term aliases and the site's synonyms", () => {
    const draft = result.get('2026')?.suggest.pages ?? [];
    const term = draft.find((page) => page.url === '/next/business-numbers/churn-rate');
    expect(term).toMatchObject({
      section: 'business-numbers',
      aliases: ['attrition'],
      kinds: ['calculator'],
    });
    const roi = draft.find((page) => page.url === '/calculate-roi');
    expect(roi).toMatchObject({
      section: 'tools',
      names: ['Calculate Your ROI', 'ROI Calculator'],
      aliases: ['ROI'],
      kinds: ['calculator', 'tool'],
    });
    expect(draft.find((page) => page.url === '/next/guide')?.section).toBe('guides');
    expect(draft.find((page) => page.url === '/blog/post')?.section).toBe('growth-hub');
  });

  it('leaves out text found on many pages, and a heading that only holds such text', () => {
    const {suggest, text} = result.get('2025') ?? {};
    expect(text?.texts.some(([, , stretch]) => stretch === CTA)).toBe(false);
    expect(suggest?.pages.find((page) => page.url === '/blog/post')?.headings).toEqual([]);
  });

  it('names each text stretch by its page in the suggestions file of the same build', () => {
    const {suggest, text} = result.get('2026') ?? {};
    expect(text?.id).toBe(suggest?.id);
    for (const [page] of text?.texts ?? []) expect(suggest?.pages[page]).toBeDefined();
  });

  it('refuses synonyms for a page an edition does not have', () => {
    expect(() => files(PAGES, [{route: '/no-such-page', aliases: ['x']}])).toThrow(/no-such-page/);
  });

  it('refuses a docs page of a version that is no edition', () => {
    expect(() => files([built('/1999/x', {docsVersion: '1999'})])).toThrow(/1999/);
  });

  describe('questions about one section', () => {
    const guide = built('/guide', {
      h1: 'Pricing guide',
      headings: [
        {anchor: 'supplier', text: 'Supplier increases'},
        {anchor: 'communicating', text: 'Communicating price changes'},
        {anchor: 'tools', text: 'Tools for the work'},
      ],
      texts: [
        {heading: 0, text: 'A supplier raises its prices and the list stays as it was.'},
        {heading: 1, text: 'Give buyers thirty days of notice before an increase.'},
        {heading: 2, text: 'A worksheet helps.'},
      ],
    });
    const questionsOf = (pageQuestions: Record<string, string[]>) =>
      files([guide], [], pageQuestions)
        .get('2025')
        ?.suggest.pages.find((page) => page.url === '/guide');

    it('go to the section they are listed for, or the one whose words they share', () => {
      expect(
        questionsOf({
          '/guide': ['How much notice do buyers get?', 'What is this guide?'],
          '/guide#tools': ['Where is the spreadsheet?'],
        }),
      ).toMatchObject({
        questions: [
          'How much notice do buyers get?',
          'What is this guide?',
          'Where is the spreadsheet?',
        ],
        questionSections: [1, -1, 2],
      });
      expect(questionsOf({'/guide': ['What is this guide?']})?.questionSections).toBeUndefined();
    });

    it('are refused for a section the page has not', () => {
      expect(() => questionsOf({'/guide#nowhere': ['Where?']})).toThrow(/guide#nowhere/);
    });
  });
});
