import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {GENERAL_FAQ, PRICING_FAQ} from '@site/src/data/faqs';
import {EDITIONS as ALL_EDITIONS, SPECIFIED} from '@site/src/data/editions';
import {
  DIFFICULTIES,
  RISK_LEVELS,
  type FaqItem,
  type LearningModule,
} from '@site/src/lib/guides/types';

/** The guide content the specification describes. */
const {
  commercialIntelligenceGuide: ciGuide,
  marginLeaksGuide: leaks,
  customerProfitabilityGuide: profitability,
  voiceSearchGuide: voice,
  comparison,
  whatCausesMarginLeaks: causes,
  pricingStrategyDistributors: pricing,
  commercialIntelligence101: ci101,
  industryUseCases: industries,
} = SPECIFIED.content;

const ROOT = path.resolve(__dirname, '../../..');
/** The folders of the editions: every guide doc lives in each. */
const EDITIONS = ALL_EDITIONS.map((edition) => edition.folder);

/** The guide and reference docs and the root URL each is served at. */
const GUIDE_DOCS = {
  'guides/commercial-intelligence-guide': '/commercial-intelligence-guide',
  'guides/margin-leaks-guide': '/margin-leaks-guide',
  'guides/customer-profitability-guide': '/customer-profitability-guide',
  'guides/voice-search-guide': '/voice-search-guide',
  'guides/commercial-intelligence-comparison': '/commercial-intelligence-comparison',
  'guides/what-causes-margin-leaks': '/what-causes-margin-leaks',
  'guides/pricing-strategy-distributors': '/pricing-strategy-distributors',
} as const;

function docSource(edition: string, docId: string): string {
  return readFileSync(path.join(ROOT, edition, `${docId}.mdx`), 'utf8');
}

/** Words of a lesson's prose: front matter, imports and component lines left out. */
function proseWords(mdx: string): number {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  const prose = body
    .split('\n')
    .filter((line) => !/^\s*(import |export |<|\{|\}|\)|[A-Za-z]+[,}]?$)/.test(line))
    .join(' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*|`>-]/g, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

function expectFaq(items: readonly FaqItem[], count: number) {
  expect(items).toHaveLength(count);
  for (const item of items) {
    expect(item.question.endsWith('?'), item.question).toBe(true);
    expect(item.answer.length, item.question).toBeGreaterThan(80);
  }
  expect(new Set(items.map((item) => item.question)).size).toBe(count);
}

describe('guide docs', () => {
  it.each(Object.entries(GUIDE_DOCS))('%s exists in both editions at %s', (docId, route) => {
    for (const edition of EDITIONS) {
      expect(docSource(edition, docId)).toMatch(new RegExp(`^slug: ${route}$`, 'm'));
    }
  });

  it('every guide except the comparison page links back to the home page', () => {
    for (const docId of Object.keys(GUIDE_DOCS)) {
      const source = docSource(SPECIFIED.folder, docId);
      const backHome = source.includes('<BackLink to="/" label="Back to Home" />');
      expect(backHome, docId).toBe(docId !== 'guides/commercial-intelligence-comparison');
    }
  });
});

describe('/commercial-intelligence-guide', () => {
  it('implements in Week 1, Week 2, Week 3, then Ongoing', () => {
    expect(ciGuide.implementationSteps.map((step) => step.label)).toEqual([
      'Week 1',
      'Week 2',
      'Week 3',
      'Ongoing',
    ]);
  });
  it('takes its FAQ from the shared sets: the first 4 general and the first 3 pricing items', () => {
    const expected = [...GENERAL_FAQ.slice(0, 4), ...PRICING_FAQ.slice(0, 3)];
    expect(ciGuide.commercialIntelligenceFaq).toHaveLength(7);
    ciGuide.commercialIntelligenceFaq.forEach((item, index) => {
      // The same objects, not copies: an answer changed in faqs.ts changes here too.
      expect(item).toBe(expected[index]);
    });
  });
  it('states prices in the pricing-page bands only', () => {
    expect(ciGuide.priceBandNote).toMatch(/\$10M.*\$25M/);
    const page = [
      docSource(SPECIFIED.folder, 'guides/commercial-intelligence-guide'),
      JSON.stringify(ciGuide),
      JSON.stringify(ciGuide.commercialIntelligenceFaq),
    ].join(' ');
    // The other scheme's band boundaries ($5M and $20M) never appear as bands here.
    expect(page).not.toMatch(/\$5M|\$5-20M|(above|over|up to) \$20M|\$20M\+/);
  });
  it('has benefit cards and industry use cases', () => {
    expect(ciGuide.benefits.length).toBeGreaterThanOrEqual(3);
    expect(ciGuide.industryUseCases.map((card) => card.title)).toEqual(
      expect.arrayContaining(['Distribution', 'Manufacturing', 'Wholesale']),
    );
  });
});

describe('/margin-leaks-guide', () => {
  it('has four leak types, each with its impact and detection', () => {
    expect(leaks.leakTypes).toHaveLength(4);
    for (const type of leaks.leakTypes) {
      expect(type.details?.map((detail) => detail.label)).toEqual(['Impact', 'How to detect it']);
    }
  });
  it('has detection methods, prevention strategies and a 5-item FAQ', () => {
    expect(leaks.detectionMethods.length).toBeGreaterThanOrEqual(3);
    expect(leaks.preventionStrategies.length).toBeGreaterThanOrEqual(3);
    expectFaq(leaks.marginLeaksFaq, 5);
  });
  it('works its example from $30M of revenue at a 5% operating margin', () => {
    expect(leaks.leakValueExample.rows[1]).toEqual([
      '1% of revenue',
      '$300,000',
      '$1,500,000',
      '$1,800,000',
      '20.0%',
    ]);
  });
});

describe('/customer-profitability-guide', () => {
  it('calculates in 4 steps, each with a formula', () => {
    expect(profitability.calculationSteps).toHaveLength(4);
    for (const step of profitability.calculationSteps) expect(step.formula).toMatch(/=/);
    expect(profitability.calculationHowToSteps).toHaveLength(4);
  });
  it('gives the benchmarks the edition publishes', () => {
    const targets = Object.fromEntries(
      profitability.profitabilityMetrics.map((item) => [item.metric, item.target]),
    );
    expect(targets['Customer profit margin']).toBe(
      '20-35% healthy; below 15% needs attention; above 40% needs monitoring',
    );
    expect(targets['Service cost ratio']).toBe('Below 10%');
    expect(targets['Margin by customer tier']).toBe(
      'Top 20%: 30-50%; middle 60%: 15-30%; bottom 20%: 5-15%',
    );
    expect(targets['Price realisation']).toBe('Above 90%');
    expect(targets['Price override frequency']).toBe('Below 10%');
  });
  it('contrasts a healthy and a below-15% customer in its example', () => {
    expect(profitability.exampleFigures).toMatchObject({
      steadyMargin: '21.1%',
      demandingMargin: '10.5%',
    });
  });
  it('puts its example customers in the bands its text names them by', () => {
    // The text reads "keeps a healthy …" and "below the 15% line that needs attention".
    expect(profitability.EXAMPLE_BANDS.steady.id).toBe('healthy');
    expect(profitability.EXAMPLE_BANDS.demanding.id).toBe('attention');
  });
  it('has common mistakes, improvement strategies and a 6-item FAQ', () => {
    expect(profitability.commonMistakes.length).toBeGreaterThanOrEqual(3);
    expect(profitability.improvementStrategies.length).toBeGreaterThanOrEqual(3);
    expectFaq(profitability.customerProfitabilityFaq, 6);
  });
});

describe('voice search guide', () => {
  it('has regional keyword cards for the four regions, in order', () => {
    expect(voice.regionalKeywords.map((card) => card.title)).toEqual([...voice.VOICE_REGIONS]);
    expect(voice.VOICE_REGIONS).toEqual(['United States', 'United Kingdom', 'Canada', 'Australia']);
    for (const card of voice.regionalKeywords) expect(card.points?.length).toBeGreaterThan(0);
  });
  it('has query categories, sample answers with key points and a 4-item FAQ', () => {
    expect(voice.queryCategories.length).toBeGreaterThanOrEqual(3);
    for (const answer of voice.sampleAnswers) {
      expect(answer.keyPoints?.length, answer.question).toBeGreaterThan(0);
      // Short enough to be read aloud.
      expect(answer.answer.split(/\s+/).length, answer.question).toBeLessThanOrEqual(60);
    }
    expectFaq(voice.voiceSearchFaq, 4);
  });
});

describe('/commercial-intelligence-comparison', () => {
  it('compares seven features across all four options', () => {
    expect(comparison.comparisonRows).toHaveLength(7);
    for (const row of comparison.comparisonRows) {
      for (const cell of [row.product, row.traditionalBi, row.powerBi, row.tableau]) {
        expect(cell.trim(), row.feature).not.toBe('');
      }
    }
  });
  it('has impact cards for 4 industries', () => {
    expect(comparison.industryImpact).toHaveLength(4);
  });
  it('marks the first total-cost card, and only that one, Recommended', () => {
    const [first, ...rest] = comparison.totalCostCards;
    expect(first?.badge).toBe('Recommended');
    expect(first?.highlighted).toBe(true);
    expect(rest.length).toBeGreaterThanOrEqual(3);
    for (const card of rest) {
      expect(card.badge).toBeUndefined();
      expect(card.highlighted).toBeFalsy();
    }
  });
  it('states prices in the $5M / $20M bands only', () => {
    expect(comparison.comparisonPriceBandNote).toMatch(/\$5M.*\$20M/);
    const page =
      docSource(SPECIFIED.folder, 'guides/commercial-intelligence-comparison') +
      JSON.stringify(comparison);
    // The pricing page's band boundaries ($10M and $25M) never appear here.
    expect(page).not.toMatch(/\$10M|\$25M|\$10-25M/);
  });
});

describe('/what-causes-margin-leaks', () => {
  it('has 3 categories of causes, one at each risk level', () => {
    expect(causes.causeCategories).toHaveLength(3);
    expect(causes.causeCategories.map((cause) => cause.riskLevel).sort()).toEqual(
      [...RISK_LEVELS].sort(),
    );
  });
  it('has three headline stats, detection tools and 4 action steps', () => {
    expect(causes.headlineStats).toHaveLength(3);
    expect(causes.detectionTools.some((tool) => tool.link?.to === '/margin-audit-toolkit')).toBe(
      true,
    );
    expect(causes.actionSteps).toHaveLength(4);
  });
});

describe('/pricing-strategy-distributors', () => {
  it('has challenges, 3 strategies, a 4-phase roadmap, 6 metrics and a 30-day plan', () => {
    expect(pricing.pricingChallenges.length).toBeGreaterThanOrEqual(3);
    expect(pricing.pricingStrategies).toHaveLength(3);
    expect(pricing.pricingRoadmap).toHaveLength(4);
    expect(pricing.pricingMetrics).toHaveLength(6);
    for (const item of pricing.pricingMetrics) expect(item.target, item.metric).not.toBe('');
    expect(pricing.thirtyDayPlan.map((step) => step.label)).toEqual([
      'Days 1-7',
      'Days 8-14',
      'Days 15-21',
      'Days 22-30',
    ]);
  });
  it('uses the distribution targets', () => {
    const targets = Object.fromEntries(pricing.pricingMetrics.map((m) => [m.metric, m.target]));
    expect(targets).toMatchObject({
      'Price realisation': 'Above 90%',
      'Tier 1 customer profitability': 'Above 30%',
      'Tier 2 customer profitability': 'Above 20%',
      'Volume discount effectiveness': 'Above 15% volume increase',
      'Customer concentration': 'Below 25%',
    });
  });
});

const HUBS = [
  {route: '/commercial-intelligence-101', data: ci101},
  {route: '/industry-use-cases', data: industries},
] as const;

describe.each(HUBS)('educational hub $route', ({data}) => {
  it('has 3 benefit cards and 4 learning modules', () => {
    expect(data.hubBenefits).toHaveLength(3);
    expect(data.hubModules).toHaveLength(4);
  });
  it('covers every difficulty, with topics and a read time for each module', () => {
    expect(new Set(data.hubModules.map((module) => module.difficulty))).toEqual(
      new Set(DIFFICULTIES),
    );
    for (const module of data.hubModules) {
      expect(module.topics.length, module.title).toBeGreaterThanOrEqual(2);
      expect(module.readTime, module.title).toBeGreaterThan(0);
    }
  });
  it('has its hub doc in both editions', () => {
    for (const edition of EDITIONS) {
      expect(existsSync(path.join(ROOT, edition, `${data.HUB_DOC_ID}.mdx`)), edition).toBe(true);
    }
  });
  it.each(data.hubModules.map((module: LearningModule) => [module.title, module] as const))(
    'module "%s" is a lesson of 400-700 words in both editions, as long as its read time says',
    (_title, module) => {
      expect(module.docId.startsWith(data.HUB_DOC_ID.replace(/index$/, ''))).toBe(true);
      for (const edition of EDITIONS) {
        const words = proseWords(docSource(edition, module.docId));
        expect(words, `${edition}/${module.docId}`).toBeGreaterThanOrEqual(400);
        expect(words, `${edition}/${module.docId}`).toBeLessThanOrEqual(700);
        // About 200 words a minute.
        expect(Math.abs(module.readTime - words / 200), module.docId).toBeLessThanOrEqual(1);
      }
    },
  );
});

describe('/industry-use-cases', () => {
  it('links Manufacturing, Distribution and Wholesale to their industry pages', () => {
    expect(industries.industryCards.map((card) => [card.title, card.link?.to])).toEqual([
      ['Manufacturing', '/manufacturing-commercial-intelligence'],
      ['Distribution', '/distribution-commercial-intelligence'],
      ['Wholesale', '/wholesale-commercial-intelligence'],
    ]);
  });
  it('has a 4-step roadmap', () => {
    expect(industries.hubRoadmap).toHaveLength(4);
  });
});

describe('Commercial Intelligence 101, module 2', () => {
  it('has a margin bridge whose effects add up to the change in gross profit', () => {
    const {before, after, effects} = ci101.MARGIN_BRIDGE;
    const total = effects.reduce((sum, item) => sum + item.change, 0);
    expect(total).toBe(after.grossProfit - before.grossProfit);
    expect(ci101.marginBridgeTable.rows.at(-1)).toEqual(['Total', '+$70,000']);
  });
});
