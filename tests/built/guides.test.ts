import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {EDITIONS, RELEASED} from '@site/src/data/editions';
import {SITE_URL} from '../e2e/support/routes';
import {
  builtFile,
  builtPage,
  hrefsOf,
  localHrefs,
  structuredData,
  textOf,
  textsOf,
  wordCount,
} from './support/html';

const {content} = RELEASED;

interface GuideCase {
  readonly route: string;
  /** The links the specification lists for the page. */
  readonly links: readonly string[];
  readonly structuredData: readonly string[];
  /** The questions of the page's FAQ, when it has one. */
  readonly faq?: readonly unknown[];
}

const GUIDES: readonly GuideCase[] = [
  {
    route: '/commercial-intelligence-guide',
    links: ['/demo', '/book-call'],
    structuredData: ['Article', 'FAQPage'],
    faq: content.commercialIntelligenceGuide.commercialIntelligenceFaq,
  },
  {
    route: '/margin-leaks-guide',
    links: ['/demo', '/calculate-roi', '/book-call'],
    structuredData: ['Article', 'FAQPage'],
    faq: content.marginLeaksGuide.marginLeaksFaq,
  },
  {
    route: '/customer-profitability-guide',
    links: ['/demo', '/customer-profitability-calculator', '/book-call'],
    structuredData: ['HowTo', 'FAQPage'],
    faq: content.customerProfitabilityGuide.customerProfitabilityFaq,
  },
  {
    route: '/voice-search-guide',
    links: ['/book-call'],
    structuredData: ['Article', 'FAQPage'],
    faq: content.voiceSearchGuide.voiceSearchFaq,
  },
  {
    route: '/commercial-intelligence-comparison',
    links: ['/book-call', '/demo'],
    structuredData: ['Article'],
  },
  {
    route: '/what-causes-margin-leaks',
    links: [
      '/margin-leaks-guide',
      '/customer-profitability-guide',
      '/margin-audit-toolkit',
      '/demo',
      '/book-call',
    ],
    structuredData: ['Article'],
  },
  {
    route: '/pricing-strategy-distributors',
    links: [
      '/customer-profitability-calculator',
      '/pricing-strategy-worksheet',
      '/industry-use-cases',
    ],
    structuredData: ['Article'],
  },
];

const types = (route: string) =>
  structuredData(builtPage(route)).flatMap((data) => ([] as unknown[]).concat(data['@type']));

describe.each(GUIDES)('guide $route', (guide) => {
  const $ = builtPage(guide.route);

  it('carries the links the specification lists, its structured data and its FAQ', () => {
    const links = localHrefs($, 'article');
    for (const href of guide.links) expect(links, href).toContain(href);
    expect(types(guide.route)).toEqual(expect.arrayContaining([...guide.structuredData]));
    if (guide.faq) {
      expect($('article button[aria-expanded]').length).toBe(guide.faq.length);
    }
  });

  it('is a substantial guide of 1,200 words or more', () => {
    expect(wordCount(textOf($('article')))).toBeGreaterThanOrEqual(1200);
  });

  it('leads back: to the home page, or from the comparison to the guide it belongs to', () => {
    if (guide.route === '/commercial-intelligence-comparison') {
      expect(hrefsOf($, 'Back to Home')).toEqual([]);
      expect(hrefsOf($, 'Back to the Commercial Intelligence Guide')).toEqual([
        '/commercial-intelligence-guide',
      ]);
    } else {
      expect(hrefsOf($, 'Back to Home')).toEqual(['/']);
    }
  });
});

describe('voice search guide', () => {
  it('the second path is a redirect page naming the canonical route, for clients without JavaScript', () => {
    const html = readFileSync(builtFile('/voice-search-optimization-guide'), 'utf8');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/voice-search-guide">`);
    expect(html).toMatch(/http-equiv="refresh" content="0; url=\/voice-search-guide"/);
  });

  it('has a keyword card for each region and the speakable answers its structured data points to', () => {
    const $ = builtPage('/voice-search-guide');
    const regions = textsOf($, 'article h3');
    for (const region of content.voiceSearchGuide.VOICE_REGIONS) expect(regions).toContain(region);
    const article = structuredData($).find((data) => data['@type'] === 'Article') as {
      speakable?: {cssSelector: string[]};
    };
    const selector = article.speakable?.cssSelector[0] ?? '';
    expect($(selector).length).toBe(content.voiceSearchGuide.sampleAnswers.length);
  });
});

describe('comparison page', () => {
  const $ = builtPage('/commercial-intelligence-comparison');
  const {comparisonRows, industryImpact, totalCostCards} = content.comparison;

  it('has a captioned table with scoped column and row headers, one row per feature', () => {
    const table = $('table').filter((_, element) => $(element).find('caption').length === 1);
    expect(table.length).toBe(1);
    expect(textsOf($, 'table thead th[scope="col"]')).toEqual([
      'Feature',
      site.productName,
      'Traditional BI',
      'Power BI',
      'Tableau',
    ]);
    expect(textsOf($, 'table tbody th[scope="row"]')).toEqual(
      comparisonRows.map((row) => row.feature),
    );
    expect($('table tbody td').length).toBe(comparisonRows.length * 4);
  });

  it('shows an impact card per industry and marks only the product’s cost card Recommended', () => {
    const headings = textsOf($, 'article h3');
    for (const card of industryImpact) expect(headings).toContain(card.title);
    const recommended = $('article li').filter((_, item) =>
      $(item)
        .find('*')
        .toArray()
        .some(
          (element) => $(element).children().length === 0 && textOf($(element)) === 'Recommended',
        ),
    );
    expect(recommended.length).toBe(1);
    expect(textOf(recommended.find('h3'))).toBe(totalCostCards[0]?.title);
  });
});

const HUBS = [
  {
    route: '/commercial-intelligence-101',
    back: 'Back to Commercial Intelligence 101',
    modules: content.commercialIntelligence101.hubModules,
    links: ['/book-call'],
  },
  {
    route: '/industry-use-cases',
    back: 'Back to Industry Use Cases',
    modules: content.industryUseCases.hubModules,
    links: [
      '/book-call',
      '/demo',
      '/manufacturing-commercial-intelligence',
      '/distribution-commercial-intelligence',
      '/wholesale-commercial-intelligence',
    ],
  },
] as const;

describe.each(EDITIONS)('educational hubs of the $name edition', ({prefix}) => {
  describe.each(HUBS)('$route', (hub) => {
    const $ = builtPage(`${prefix}${hub.route}`);

    it('has its back link, a Start Module link per module with difficulty and read time, and its links', () => {
      expect(hrefsOf($, 'Back to Home')).toEqual(['/']);
      const text = textOf($('article'));
      for (const module of hub.modules) {
        expect(text).toContain(module.difficulty);
        expect(text).toContain(`${module.readTime} min read`);
      }
      const links = localHrefs($, 'article');
      for (const href of hub.links) expect(links, href).toContain(href);
    });

    it.each(hub.modules.map((module, index) => [index + 1, module] as const))(
      'Start Module leads to module %i, a lesson of 400 words or more that leads back',
      (number, module) => {
        const slug = module.docId.split('/').at(-1) ?? '';
        const route = `${prefix}${hub.route}/${slug}`;
        expect(hrefsOf($, `Start Module: ${module.title}`)).toEqual([route]);
        const lesson = builtPage(route);
        expect(textOf(lesson('h1'))).toBe(module.title);
        expect(textOf(lesson('article'))).toContain(`Module ${number} of ${hub.modules.length}`);
        expect(wordCount(textOf(lesson('article')))).toBeGreaterThanOrEqual(400);
        expect(hrefsOf(lesson, hub.back)).toEqual([`${prefix}${hub.route}`]);
      },
    );
  });
});

describe('the draft edition', () => {
  it('links its guides within the draft', () => {
    const $ = builtPage('/next/what-causes-margin-leaks');
    const links = localHrefs($, 'article');
    expect(links).toContain('/next/margin-leaks-guide');
    expect(links).not.toContain('/margin-leaks-guide');
  });
});
