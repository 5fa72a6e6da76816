import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fillFigures} from '@site/src/config/editionFrontMatter';
import {site} from '@site/src/config/site';
import {DRAFT, EDITIONS, SPECIFIED, type TermSlug} from '@site/src/data/editions';
import {CALLS_TO_ACTION} from '@site/src/lib/businessNumbers/registry';

const ROOT = path.resolve(__dirname, '../../..');

function page(folder: string, slug: string): string {
  return readFileSync(path.join(ROOT, folder, 'business-numbers', `${slug}.mdx`), 'utf8');
}

/** The terms the specification names, in its three groups and its order. */
const SPEC_GROUPS = [
  [
    'customer-lifetime-value',
    'customer-acquisition-cost',
    'churn-rate',
    'customer-tier',
    'net-revenue-retention',
    'rfm-modelling',
  ],
  [
    'gross-margin-per-product',
    'margin-per-customer',
    'quote-conversion-rate',
    'price-override-frequency',
    'breakeven-price',
  ],
  [
    'contribution-margin',
    'forecast-accuracy',
    'quote-to-cash-time',
    'days-sales-outstanding',
    'average-order-value',
    'sales-velocity-profitability',
  ],
];

describe('the edition the specification describes', () => {
  const {TERMS} = SPECIFIED.content;
  it('publishes exactly the terms the specification names, in its groups and order', () => {
    expect(TERMS.groups.map((group) => group.title)).toEqual([
      'Customer & Revenue Terms',
      'Pricing & Product Terms',
      'Operational & Strategic Terms',
    ]);
    expect(TERMS.groups.map((group) => group.terms.map((entry) => entry.slug))).toEqual(
      SPEC_GROUPS,
    );
  });
  it('gives the calls to action the specification fixes', () => {
    const ctas = (slug: TermSlug) =>
      [...TERMS.term(slug).ctas].map((id) => CALLS_TO_ACTION[id].to).sort();
    expect(ctas('price-override-frequency')).toEqual(['/calculate-roi', '/demo']);
    expect(ctas('breakeven-price')).toEqual(['/book-call']);
    expect(ctas('contribution-margin')).toEqual(['/book-call', '/demo']);
    expect(ctas('forecast-accuracy')).toEqual(['/book-call', '/demo']);
    expect(ctas('quote-to-cash-time')).toEqual(['/calculate-roi']);
    expect(ctas('days-sales-outstanding')).toEqual(['/calculate-roi']);
    expect(ctas('average-order-value')).toEqual(['/calculate-roi']);
    expect(ctas('rfm-modelling')).toEqual(['/book-call']);
    expect(ctas('sales-velocity-profitability')).toEqual(['/book-call']);
  });
  it('relates the terms the specification relates', () => {
    const related = (slug: TermSlug) =>
      SPECIFIED.content.TERM_PAGES[slug]?.related.map(({entry}) => entry.slug);
    expect(related('contribution-margin')).toEqual(
      expect.arrayContaining([
        'gross-margin-per-product',
        'margin-per-customer',
        'breakeven-price',
      ]),
    );
    expect(related('sales-velocity-profitability')).toEqual(
      expect.arrayContaining([
        'quote-conversion-rate',
        'price-override-frequency',
        'quote-to-cash-time',
      ]),
    );
  });
  it('holds the content the specification gives per page', () => {
    const folder = SPECIFIED.folder;
    const pages = SPECIFIED.content.TERM_PAGES;
    expect(page(folder, 'price-override-frequency')).toMatch(/15%/);
    expect(page(folder, 'price-override-frequency')).toMatch(/55%/);
    expect(pages['breakeven-price']?.formulas.join('\n')).toMatch(/^Breakeven price = /m);
    expect(pages['breakeven-price']?.formulas.join('\n')).toMatch(/^Target price = /m);
    expect(pages['contribution-margin']?.formulas).toContain(
      'Contribution margin = Revenue − Variable costs',
    );
    expect(page(folder, 'contribution-margin')).toMatch(/^## Four steps to improve it/m);
    const segments = SPECIFIED.content.benchmarks.RFM_SEGMENTS.map((segment) => [
      segment.name,
      segment.exampleCode,
    ]);
    expect(segments).toEqual([
      ['Champions', '555'],
      ['Loyal', '545'],
      ['Potential Loyalists', '554'],
      ["Can't Lose", '155'],
      ['At Risk', '244'],
      ['Lost', '111'],
    ]);
  });
});

describe('the draft edition', () => {
  it("keeps the specification's terms in their groups and order, whatever it adds", () => {
    const groups = DRAFT.content.TERMS.groups.map((group) =>
      group.terms.map((entry) => entry.slug),
    );
    SPEC_GROUPS.forEach((slugs, index) => {
      const kept = (groups[index] ?? []).filter((slug) => slugs.includes(slug));
      expect(kept).toEqual(slugs);
    });
  });
  it('says how many numbers it explains in the description of its index', () => {
    const description = (edition: typeof DRAFT) =>
      fillFigures(
        /^description: (.*)$/m.exec(page(edition.folder, 'index'))?.[1] ?? '',
        edition.content.FIGURES,
        edition.folder,
      );
    expect(description(DRAFT)).toMatch(
      new RegExp(`^The ${DRAFT.content.TERMS.terms.length} numbers `),
    );
    expect(description(SPECIFIED)).toMatch(
      new RegExp(`^The ${SPEC_GROUPS.flat().length} numbers `),
    );
  });
});

describe.each(EDITIONS)('the $name edition', (edition) => {
  const {TERMS, TERM_PAGES} = edition.content;
  it('lists each term once, with a distinct title', () => {
    const slugs = TERMS.terms.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(TERMS.terms.map((entry) => entry.title)).size).toBe(slugs.length);
  });
  it('gives every term a page module of its own slug', () => {
    expect(Object.keys(TERM_PAGES).sort()).toEqual(TERMS.terms.map((entry) => entry.slug).sort());
    for (const [slug, termPage] of Object.entries(TERM_PAGES)) {
      expect(termPage?.entry.slug).toBe(slug);
    }
  });
  it.each(TERMS.terms.map((entry) => entry.slug))(
    '%s: calls to action and related terms of the same edition',
    (slug) => {
      const termPage = TERM_PAGES[slug];
      expect(termPage?.entry.ctas.length).toBeGreaterThan(0);
      expect(new Set(termPage?.entry.ctas).size).toBe(termPage?.entry.ctas.length);
      const related = termPage?.related.map(({entry}) => entry.slug) ?? [];
      expect(related.length).toBeGreaterThanOrEqual(3);
      expect(related).not.toContain(slug);
      for (const other of related) expect(TERMS.has(other)).toBe(true);
    },
  );
  it.each(TERMS.terms.map((entry) => entry.slug))(
    '%s: its page names its slug once, in the import of its term module',
    (slug) => {
      const text = page(edition.folder, slug);
      expect(text.match(new RegExp(slug, 'g'))).toHaveLength(1);
      expect(text).toContain(`from '../_data/terms/${slug}';`);
      // The title comes from the edition's list of terms, not from the page.
      expect(text).not.toMatch(/^title:/m);
      expect(text).toMatch(/^description: .{30,}$/m);
      expect(text).toMatch(/^keywords:$/m);
      for (const part of [
        '<TermHeader term={term} />',
        '<MetricCalculator term={term} />',
        '<Benchmarks term={term} />',
        '<RelatedTerms term={term} />',
        '<TermActions term={term}',
      ]) {
        expect(text).toContain(part);
      }
      for (const heading of [
        'Definition',
        'Formula',
        'Worked example',
        'Benchmarks',
        'Common mistakes',
        'Related metrics',
        'How we help',
      ]) {
        expect(text).toMatch(new RegExp(`^## ${heading}`, 'm'));
      }
      expect(text).toContain('{site.productName}');
      expect(text).not.toContain(site.productName);
    },
  );
  it('has an index page and no term page the edition does not list', () => {
    const folder = path.join(ROOT, edition.folder, 'business-numbers');
    expect(existsSync(path.join(folder, 'index.mdx'))).toBe(true);
    for (const entry of TERMS.terms) {
      expect(existsSync(path.join(folder, `${entry.slug}.mdx`)), entry.slug).toBe(true);
    }
  });
});
