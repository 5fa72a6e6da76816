import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {RELEASED} from '@site/src/data/editions';
import {counted} from './counted';
import {INDUSTRIES, INDUSTRY_SLUGS, industryRoute} from './index';
import type {ExtraSection, Industry, IndustrySlug} from './types';

/**
 * Routes of the whole site (team route table): a resource card may only point at one of these.
 * The production build (onBrokenLinks: 'throw') checks again that each one is really built.
 */
const SITE_ROUTES = new Set([
  '/',
  '/demo',
  '/book-call',
  '/pricing',
  '/about',
  '/how-it-works',
  '/calculate-roi',
  '/business-numbers',
  '/industry-use-cases',
  '/commercial-intelligence-101',
  '/customer-profitability-guide',
  '/pricing-strategy-distributors',
  '/customer-profitability-calculator',
  ...INDUSTRY_SLUGS.map(industryRoute),
]);

/** Resource links per industry, each with its wording and address. */
const SPEC_RESOURCES: Record<IndustrySlug, string[]> = {
  manufacturing: ['/calculate-roi', '/industry-use-cases', '/business-numbers'],
  wholesale: ['/calculate-roi', '/customer-profitability-guide', '/business-numbers'],
  distribution: [
    '/pricing-strategy-distributors',
    '/customer-profitability-calculator',
    '/business-numbers',
  ],
  construction: ['/calculate-roi', '/business-numbers', '/industry-use-cases'],
};

/** Metric targets per industry (industry figures and benchmarks), in order. */
const SPEC_TARGETS: Record<IndustrySlug, [metric: RegExp, target: string][]> = {
  manufacturing: [
    [/OEE/, 'Above 85%'],
    [/Material variance/, 'Below 5%'],
    [/quality/i, 'Below 2%'],
    [/Inventory turns/, 'Above 12x'],
    [/Gross margin/, '25-35%'],
    [/Quote conversion/, '15-25%'],
  ],
  wholesale: [
    [/Inventory turns/, 'Above 8x'],
    [/Gross margin by channel/, 'Above 25%'],
    [/concentration/i, 'Below 20% (top 5)'],
    [/Dead stock/, 'Below 5%'],
    [/Price realisation/, 'Above 95%'],
    [/Portfolio ROI/, 'Above 20%'],
  ],
  distribution: [
    [/Tier 1/, 'Above 30%'],
    [/Tier 2/, 'Above 20%'],
    [/Price realisation/, 'Above 90%'],
    [/Territory ROI/, 'Above 25%'],
    [/concentration/i, 'Below 25% (top 10)'],
    [/Volume discount/, 'Above 15% volume increase'],
  ],
  construction: [
    [/Project margin/, 'Above 15%'],
    [/Cost variance/, 'Below 10%'],
    [/Equipment utilisation/, 'Above 75%'],
    [/Change order frequency/, 'Below 15%'],
  ],
};

function extra<K extends ExtraSection['kind']>(
  industry: Industry,
  kind: K,
): Extract<ExtraSection, {kind: K}>[] {
  return industry.extras.filter(
    (section): section is Extract<ExtraSection, {kind: K}> => section.kind === kind,
  );
}

const all = INDUSTRY_SLUGS.map((slug) => [slug, INDUSTRIES[slug]] as const);

describe('industry pages data', () => {
  it('has the four industries of the specification, each keyed by its own slug', () => {
    expect(INDUSTRY_SLUGS).toEqual(['manufacturing', 'wholesale', 'distribution', 'construction']);
    for (const [slug, industry] of all) expect(industry.slug).toBe(slug);
    expect(industryRoute('wholesale')).toBe('/wholesale-commercial-intelligence');
  });

  describe.each(all)('%s', (slug, industry) => {
    it('promises on the Business Numbers card only metrics the released edition has a page for', () => {
      const card = industry.resources.items.find((item) => item.to === '/business-numbers');
      const named = /among them (.+) and (.+)\.$/.exec(card?.description ?? '');
      expect(named, card?.description).not.toBeNull();
      const titles = RELEASED.content.TERMS.terms.map((term) => term.title);
      for (const name of named?.slice(1) ?? []) expect(titles).toContain(name);
      expect(card?.description).toContain(`each of ${titles.length} commercial metrics`);
    });

    it('has four challenge cards, each with an impact badge', () => {
      expect(industry.challenges.items).toHaveLength(4);
      for (const card of industry.challenges.items) {
        expect(['Critical', 'High', 'Medium']).toContain(card.impact);
        expect(card.description.length).toBeGreaterThan(60);
      }
    });

    it('has three solution cards with an icon, a description and three features', () => {
      expect(industry.solutions.items).toHaveLength(3);
      for (const card of industry.solutions.items) {
        expect(card.icon).not.toBe('');
        expect(card.description.length).toBeGreaterThan(40);
        expect(card.features).toHaveLength(3);
      }
    });

    it('shows every metric target, in order', () => {
      const expected = SPEC_TARGETS[slug];
      expect(industry.metrics.items).toHaveLength(expected.length);
      industry.metrics.items.forEach((item, index) => {
        const [name, target] = expected[index] ?? [/^$/, ''];
        expect(item.metric).toMatch(name);
        expect(item.target).toContain(target);
        expect(item.calculation.length).toBeGreaterThan(20);
      });
    });

    it('links exactly the resources the specification gives, each to a site route', () => {
      const links = industry.resources.items.map((item) => item.to);
      expect(links).toEqual(SPEC_RESOURCES[slug]);
      for (const link of links) expect(SITE_ROUTES.has(link), link).toBe(true);
    });

    it('names its calls to action after the industry', () => {
      const {demo, consultation, audit} = industry.ctas;
      expect(demo).toBe(`See ${industry.name} Demo`);
      expect(consultation).toBe(`Book ${industry.name} Consultation`);
      expect(audit).toBe(`Book ${industry.name} Audit`);
    });

    it('tells an illustrative, unnamed success story with several results', () => {
      const {story} = industry;
      expect(story.intro).toMatch(/illustrative example/i);
      expect(story.intro).toMatch(/not a named client/);
      expect(story.company).toMatch(/^An? /);
      expect(story.challenge.length).toBeGreaterThan(80);
      expect(story.solution).toContain(site.productName);
      expect(story.results.length).toBeGreaterThanOrEqual(3);
    });

    it('has three hero figures and search metadata', () => {
      expect(industry.hero.stats).toHaveLength(3);
      expect(industry.seo.description.length).toBeGreaterThanOrEqual(120);
      expect(industry.seo.description.length).toBeLessThanOrEqual(180);
      expect(industry.seo.keywords.length).toBeGreaterThanOrEqual(4);
    });

    it('gives every extra section a unique id that no other section uses', () => {
      const ids = [
        'challenges',
        'solutions',
        'metrics',
        'success-story',
        'resources',
        ...industry.extras.map((section) => section.id),
      ];
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });
  });

  it('gives each page its own title and description', () => {
    const titles = all.map(([, industry]) => industry.seo.title);
    const descriptions = all.map(([, industry]) => industry.seo.description);
    expect(new Set(titles).size).toBe(4);
    expect(new Set(descriptions).size).toBe(4);
  });
});

describe('counted', () => {
  it('writes the length of the list into the title and intro, in words', () => {
    const section = counted(
      {eyebrow: 'E', title: '{Count} metrics', intro: 'Watch these {count}.', items: [1, 2, 3]},
      'items',
    );
    expect([section.title, section.intro]).toEqual(['Three metrics', 'Watch these three.']);
    expect(section.items).toEqual([1, 2, 3]);
  });
});

describe('industry page headings', () => {
  /** Every string in an industry's data, wherever it sits. */
  function strings(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  }

  it.each(INDUSTRY_SLUGS)('%s: leave no count placeholder unfilled', (slug) => {
    expect(strings(INDUSTRIES[slug]).filter((text) => /\{count\}/i.test(text))).toEqual([]);
  });
});

describe('industry-specific sections', () => {
  it('manufacturing: the 4-step process with the durations, and manufacturing types', () => {
    const [process] = extra(INDUSTRIES.manufacturing, 'phases');
    expect(process?.phases.map(({phase, duration}) => [phase, duration])).toEqual([
      ['Data integration', '2-3 weeks'],
      ['Cost model setup', '3-4 weeks'],
      ['Dashboard creation', '2-3 weeks'],
      ['Training and optimisation', '2-4 weeks'],
    ]);
    const [types] = extra(INDUSTRIES.manufacturing, 'types');
    expect(types?.types).toHaveLength(4);
  });

  it('wholesale: four process phases, each with a duration and activities', () => {
    const [process] = extra(INDUSTRIES.wholesale, 'phases');
    expect(process?.phases).toHaveLength(4);
    for (const phase of process?.phases ?? []) {
      expect(phase.duration).not.toBe('');
      expect(phase.activities.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('distribution: industry types, the three customer tiers and the volume-discount table', () => {
    const industry = INDUSTRIES.distribution;
    const [types] = extra(industry, 'types');
    expect(types?.types).toHaveLength(4);
    for (const type of types?.types ?? []) {
      expect(type.challenges.length).toBeGreaterThanOrEqual(2);
      expect(type.solutions.length).toBeGreaterThanOrEqual(2);
    }
    const [tiers] = extra(industry, 'customerTiers');
    expect(tiers?.tiers.map(({tier, name}) => `${tier} ${name}`)).toEqual([
      'Tier 1 Strategic partners',
      'Tier 2 Core customers',
      'Tier 3 Opportunity customers',
    ]);
    expect(tiers?.tiers[0]?.target).toContain('above 30%');
    expect(tiers?.tiers[1]?.target).toContain('above 20%');
    expect(extra(industry, 'volumeDiscounts')).toHaveLength(1);
  });

  it('construction: the 4-phase cost-control framework and the 30-day plan', () => {
    const industry = INDUSTRIES.construction;
    const [framework] = extra(industry, 'framework');
    expect(framework?.phases.map((phase) => phase.phase)).toEqual([
      'Estimation',
      'Planning',
      'Execution',
      'Completion',
    ]);
    for (const phase of framework?.phases ?? []) {
      expect(phase.focus).not.toBe('');
      expect(phase.tools.length).toBeGreaterThanOrEqual(3);
    }
    const [plan] = extra(industry, 'phases');
    expect(plan?.title).toMatch(/30-day plan/);
    expect(plan?.phases.map(({phase, duration}) => [phase, duration])).toEqual([
      ['Assessment', 'Weeks 1-2'],
      ['Implementation', 'Week 3'],
      ['Optimisation', 'Week 4'],
    ]);
  });
});
