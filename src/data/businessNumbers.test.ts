import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {
  BUSINESS_NUMBERS,
  BUSINESS_NUMBER_GROUPS,
  CALLS_TO_ACTION,
  businessNumber,
  isBusinessNumberSlug,
  type BusinessNumberSlug,
} from './businessNumbers';
import * as customerRevenue from '../lib/metrics/calculators/customerRevenue';
import * as operational from '../lib/metrics/calculators/operational';
import * as pricingProduct from '../lib/metrics/calculators/pricingProduct';

const CALCULATOR_GROUPS: Record<string, Record<string, unknown>> = {
  customerRevenue,
  operational,
  pricingProduct,
};

/**
 * The slug of the calculator a term page embeds: the page imports one calculator by name
 * from its group module and passes it to <MetricCalculator calculator={…} />.
 */
function embeddedCalculatorSlug(text: string): string | undefined {
  const embed = /<MetricCalculator calculator=\{(\w+)\} \/>/.exec(text)?.[1];
  const source = new RegExp(
    `^import \\{${embed}\\} from '@site/src/lib/metrics/calculators/(\\w+)';$`,
    'm',
  ).exec(text)?.[1];
  if (!embed || !source) return undefined;
  const spec = CALCULATOR_GROUPS[source]?.[embed] as {slug?: string} | undefined;
  return spec?.slug;
}

const ROOT = path.resolve(__dirname, '../..');
const EDITIONS = ['docs', 'versioned_docs/version-2025'];

function page(edition: string, slug: string): string {
  return readFileSync(path.join(ROOT, edition, 'business-numbers', `${slug}.mdx`), 'utf8');
}

describe('Business Numbers data', () => {
  it('holds the three groups of spec 2.1 with 6, 5 and 6 terms, in order', () => {
    expect(BUSINESS_NUMBER_GROUPS.map((group) => group.title)).toEqual([
      'Customer & Revenue Terms',
      'Pricing & Product Terms',
      'Operational & Strategic Terms',
    ]);
    expect(BUSINESS_NUMBER_GROUPS.map((group) => [...group.slugs])).toEqual([
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
    ]);
  });
  it('lists 17 distinct terms with distinct names', () => {
    expect(BUSINESS_NUMBERS).toHaveLength(17);
    expect(new Set(BUSINESS_NUMBERS.map((entry) => entry.slug)).size).toBe(17);
    expect(new Set(BUSINESS_NUMBERS.map((entry) => entry.name)).size).toBe(17);
    expect(isBusinessNumberSlug('churn-rate')).toBe(true);
    expect(isBusinessNumberSlug('toString')).toBe(false);
  });
  it('gives the calls to action spec 2.1 fixes', () => {
    const ctas = (slug: BusinessNumberSlug) =>
      [...businessNumber(slug).ctas].map((id) => CALLS_TO_ACTION[id].to).sort();
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
  it('gives every other page at least one call to action of the three allowed', () => {
    for (const entry of BUSINESS_NUMBERS) {
      expect(entry.ctas.length, entry.slug).toBeGreaterThan(0);
      expect(new Set(entry.ctas).size).toBe(entry.ctas.length);
    }
  });
  it('relates each term to other terms, with the related links spec 2.1 names', () => {
    for (const entry of BUSINESS_NUMBERS) {
      expect(entry.related.length, entry.slug).toBeGreaterThanOrEqual(3);
      expect(entry.related).not.toContain(entry.slug);
      for (const slug of entry.related) expect(isBusinessNumberSlug(slug)).toBe(true);
    }
    expect(businessNumber('contribution-margin').related).toEqual(
      expect.arrayContaining([
        'gross-margin-per-product',
        'margin-per-customer',
        'breakeven-price',
      ]),
    );
    expect(businessNumber('sales-velocity-profitability').related).toEqual(
      expect.arrayContaining([
        'quote-conversion-rate',
        'price-override-frequency',
        'quote-to-cash-time',
      ]),
    );
  });
});

describe('Business Numbers pages', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: has the index and one page per term`, () => {
      expect(existsSync(path.join(ROOT, edition, 'business-numbers', 'index.mdx'))).toBe(true);
      for (const entry of BUSINESS_NUMBERS) {
        expect(
          existsSync(path.join(ROOT, edition, 'business-numbers', `${entry.slug}.mdx`)),
          entry.slug,
        ).toBe(true);
      }
    });
  }
  it('are the same in both editions', () => {
    for (const slug of ['index', ...BUSINESS_NUMBERS.map((entry) => entry.slug)]) {
      expect(page(EDITIONS[0] ?? '', slug), slug).toBe(page(EDITIONS[1] ?? '', slug));
    }
  });
  it('each embed the parts every term page has', () => {
    for (const entry of BUSINESS_NUMBERS) {
      const text = page('docs', entry.slug);
      expect(text, entry.slug).toMatch(
        new RegExp(`^title: ${entry.name.replace(/[()&]/g, '\\$&')}$`, 'm'),
      );
      expect(text).toMatch(/^description: .{30,}$/m);
      expect(text).toMatch(/^keywords:$/m);
      expect(text).toContain('<BusinessNumbersBackLink />');
      expect(text).toMatch(new RegExp(`^# ${entry.name.replace(/[()&]/g, '\\$&')}$`, 'm'));
      expect(embeddedCalculatorSlug(text), entry.slug).toBe(entry.slug);
      expect(text).toContain(`<Benchmarks slug="${entry.slug}" />`);
      expect(text).toContain(`<TermActions slug="${entry.slug}"`);
      for (const heading of [
        'Definition',
        'Formula',
        'Worked example',
        'Benchmarks',
        'Common mistakes',
        'Related metrics',
      ]) {
        expect(text, `${entry.slug}: ${heading}`).toMatch(new RegExp(`^## ${heading}`, 'm'));
      }
      expect(text).toMatch(/^## How we help$/m);
      expect(text).toContain('{site.productName}');
    }
  });
  it('link each related term by its relative file path, so each edition links within itself', () => {
    for (const entry of BUSINESS_NUMBERS) {
      const text = page('docs', entry.slug);
      for (const slug of entry.related) {
        expect(text, `${entry.slug} → ${slug}`).toContain(`](./${slug}.mdx)`);
      }
    }
  });
  it('never write the product name out', () => {
    for (const slug of ['index', ...BUSINESS_NUMBERS.map((entry) => entry.slug)]) {
      expect(page('docs', slug), slug).not.toContain(site.productName);
    }
  });
  it('hold the content spec 2.1 gives per page', () => {
    const override = page('docs', 'price-override-frequency');
    expect(override).toMatch(/15%/);
    expect(override).toMatch(/55%/);
    const breakeven = page('docs', 'breakeven-price');
    expect(breakeven).toMatch(/Breakeven price = /);
    expect(breakeven).toMatch(/Target price = /);
    const contribution = page('docs', 'contribution-margin');
    expect(contribution).toMatch(/Contribution margin = Revenue − Variable costs/);
    expect(contribution).toMatch(/^## Four steps to improve it/m);
    const rfm = page('docs', 'rfm-modelling');
    for (const segment of [
      'Champions',
      'Loyal',
      'Potential Loyalists',
      'At Risk',
      "Can't Lose",
      'Lost',
    ]) {
      expect(rfm).toContain(segment);
    }
  });
});
