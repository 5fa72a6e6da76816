/**
 * What site search knows beyond the words on the pages: the filler words it ignores, the
 * spellings it treats as one, the words that ask for a kind of page, and the other names
 * researchers use for pages.
 *
 * The Business Numbers' abbreviations and other names ("LTV", "DSO", "break even") are not
 * here: each edition says them once, as the `aliases` of its terms (`<edition>/_data/terms/`),
 * and the search index takes them from there. This module adds only what no registry says.
 * The questions pages answer are in `searchQuestions.ts`.
 */
import {CALLS_TO_ACTION} from '@site/src/lib/businessNumbers/registry';
import {site} from '@site/src/config/site';
import type {PageKind, SearchLanguage} from '@site/src/lib/search/language';
import type {SectionRoutes} from '@site/src/lib/search/sections';
import {FREE_TOOLS} from './freeTools';
import {INDUSTRIES, industryRoute} from './industries';
import {CHECKLIST_ITEM_COUNT, CHECKLIST_TITLE_POINTS} from './marginLeakChecklist';
import {BOARD_REPORT_SLUGS, boardReportRoute, type BoardReportSlug} from './kits/boardReports';
import {KIT_ROUTES} from './kits/routes';

/**
 * Runs of words that ask what the service costs, without naming it. "How much does it cost"
 * only alone: as often "…to serve a customer", "…to win a new account".
 */
const SERVICE_PRICE_PHRASES = [
  'how much is it',
  `how much is ${site.productName}`,
  'how much is the subscription',
  'how much is the service',
  'how much do you charge',
  'what do you charge',
  // "How much does it cost" goes on to a month or a year only when it asks for a subscription.
  ...['a month', 'per month', 'a year', 'per year'].map((period) => `does it cost ${period}`),
];

/** Runs of words that ask whether the service is for a business like the visitor's. */
const INDUSTRY_FIT_PHRASES = [
  'do you work with',
  'do you work for',
  'does it work for',
  'does this work for',
  'is it suitable for',
  'is this suitable for',
  'is it only for',
  'is it just for',
];

/** Runs of words that ask to try the service before buying it, without naming it. */
const SERVICE_TRIAL_PHRASES = ['try it', 'trial it', 'free trial', 'a trial'];

export const SEARCH_LANGUAGE: SearchLanguage = {
  stopWords: [
    // Question words and verbs of questions: "how do I…", "what is…", "where can I find…".
    ...['how', 'what', 'which', 'who', 'why', 'when', 'where', 'whats'],
    ...['do', 'does', 'did', 'is', 'are', 'was', 'were', 'be', 'been', 'can', 'could'],
    ...['should', 'would', 'will', 'may', 'might', 'find', 'get', 'use', 'make', 'mean'],
    // Pronouns, articles, conjunctions and prepositions.
    ...['i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'it', 'its', 'they', 'their'],
    ...['a', 'an', 'the', 'this', 'that', 'these', 'those', 'there', 'and', 'or', 'but'],
    ...['of', 'to', 'in', 'on', 'for', 'with', 'by', 'at', 'from', 'as', 'into'],
    ...['per', 'vs', 'versus', 'if', 'than', 'then', 'so', 'not', 'no', 'much', 'many'],
    // Adverbs of a question's "how…": "how quickly do customers pay" asks about paying.
    ...['quickly', 'soon', 'often'],
    // "The difference between X and Y" asks about X and Y.
    ...['difference', 'between'],
  ],
  spellings: [
    // Doubled l before -ing, -ed and -er in British spelling.
    ['modeling', 'modelling'],
    ['modeled', 'modelled'],
    ['modeler', 'modeller'],
    ['labeling', 'labelling'],
    ['labeled', 'labelled'],
    ['canceled', 'cancelled'],
    ['canceling', 'cancelling'],
    ['traveling', 'travelling'],
    ['totaling', 'totalling'],
    ['signaling', 'signalling'],
    ['leveling', 'levelling'],
    ['fulfill', 'fulfil'],
    ['fulfillment', 'fulfilment'],
    ['enrollment', 'enrolment'],
    // -our, -re, -ogue, -ence and other British forms.
    ['behavior', 'behaviour'],
    ['color', 'colour'],
    ['favor', 'favour'],
    ['labor', 'labour'],
    ['center', 'centre'],
    ['catalog', 'catalogue'],
    ['program', 'programme'],
    ['license', 'licence'],
    ['defense', 'defence'],
    ['judgment', 'judgement'],
    ['gray', 'grey'],
    // Abbreviations written with or without a stop: "vs." needs nothing, "e-commerce" joins.
    ['ecommerce', 'ecommerce'],
  ],
  forms: [
    // Irregular verbs of business questions ("discounts given by reps", "days to get paid").
    ['given', 'give'],
    ['gave', 'give'],
    ['paid', 'pay'],
    ['lost', 'lose'],
    ['sold', 'sell'],
    ['won', 'win'],
    ['spent', 'spend'],
    ['left', 'leave'],
    ['bought', 'buy'],
    ['kept', 'keep'],
    ['took', 'take'],
    ['taken', 'take'],
    ['grew', 'grow'],
    ['grown', 'grow'],
    ['fell', 'fall'],
    ['fallen', 'fall'],
    ['brought', 'bring'],
    ['chose', 'choose'],
    ['chosen', 'choose'],
    ['led', 'lead'],
    ['held', 'hold'],
    // A loss is what losing leaves: "avoid a loss" and "every sale loses money" agree.
    ['loss', 'lose'],
    // Nouns of the same meaning as a shorter word: a leakage is a leak.
    ['leakage', 'leak'],
    // Words of everyday business English for the words the pages use: a bill is an invoice,
    // settling it is paying it, a client is a customer, a purchase is buying.
    ['bill', 'invoice'],
    ['settle', 'pay'],
    ['client', 'customer'],
    ['purchase', 'buy'],
    // Telling customers something is talking to them.
    ['tell', 'talk'],
    // Nouns of a verb the stemmer leaves apart: quoting gives a quotation, retaining a
    // retention ("quotes that convert", "customers we retain", "who authorises discounts").
    ['quotation', 'quote'],
    ['conversion', 'convert'],
    ['acquisition', 'acquire'],
    ['retention', 'retain'],
    ['accuracy', 'accurate'],
    ['delivery', 'deliver'],
    ['overridden', 'override'],
    ['frequency', 'frequent'],
    ['payment', 'pay'],
    ['recovery', 'recover'],
    ['analysis', 'analyse'],
    ['growth', 'grow'],
    ['expansion', 'expand'],
    // Production is producing, not a product; authority is authorising, not an author.
    ['production', 'produce'],
    ['authority', 'authorise'],
    // A percentage or proportion of something is the share of it the pages speak of.
    ['percentage', 'share'],
    ['proportion', 'share'],
    // Words the pages never or seldom use for the ones they do: a vendor is a supplier, a
    // salesperson a rep, stock is inventory.
    ['vendor', 'supplier'],
    ['salesperson', 'rep'],
    ['salespeople', 'rep'],
    ['salesman', 'rep'],
    ['stock', 'inventory'],
  ],
  intents: {
    calculator: {
      names: ['calculator', 'estimator'],
      asks: ['calculate', 'calculating', 'calculation', 'calc', 'compute', 'estimate'],
    },
    template: {names: ['template', 'outline'], asks: ['sample']},
    checklist: {names: ['checklist', 'assessment'], asks: ['audit']},
    worksheet: {names: ['worksheet', 'workbook'], asks: []},
    guide: {names: ['guide', 'course', 'lesson'], asks: ['tutorial', 'explained', 'introduction']},
    kit: {names: ['kit', 'toolkit', 'pack'], asks: []},
    report: {names: ['report'], asks: ['reporting']},
    dashboard: {names: ['dashboard'], asks: []},
    tool: {names: ['tool'], asks: ['free']},
    // No word alone asks for the plans ("price" is as often about pricing one's products):
    // the service's questions below do.
    plans: {names: [], asks: []},
    // "Industry" names the use cases too: whether the service suits one is asked below.
    industry: {names: [], asks: []},
  },
  optionalWords: [site.productName],
  // "How much is it for a $15m distributor?" asks what the service costs: the price.
  asks: SERVICE_PRICE_PHRASES.map((asking) => [asking, 'price'] as const),
  // What something is worth is its value to the business, not the service's price.
  notAsking: ['how much is it worth'],
  // "Do you work with foodservice distributors" asks about foodservice distributors.
  fillerRuns: INDUSTRY_FIT_PHRASES,
  serviceQuestions: [
    {
      about: [site.productName, 'subscription', 'subscribe'],
      asks: ['price', 'pricing', 'cost', 'charge', 'fee', 'pay', 'expensive', 'cheap', 'afford'],
      phrases: SERVICE_PRICE_PHRASES,
      alone: ['how much does it cost', 'what does it cost', 'how much would it cost'],
      kind: 'plans',
    },
    {
      about: [site.productName, 'subscription'],
      asks: ['trial'],
      phrases: SERVICE_TRIAL_PHRASES,
      kind: 'plans',
    },
    {
      about: [site.productName],
      asks: ['suitable', 'fit'],
      phrases: INDUSTRY_FIT_PHRASES,
      kind: 'industry',
    },
  ],
};

/** Other names of a page and the kinds of page it is, beyond its own title and words. */
export interface PageSynonyms {
  /** The page's path; for a docs page, its path within an edition (the same in every one). */
  readonly route: string;
  /** Names researchers search for that the page's title does not say. */
  readonly aliases?: readonly string[];
  /** Kinds of page it is, beyond those its title names. */
  readonly kinds?: readonly PageKind[];
}

/**
 * The site pages filed under "Tools and calculators" and under "Guides" in search results
 * (docs are filed by their folder; every other site page is "Company").
 */
export const SECTION_ROUTES: SectionRoutes = {
  tools: new Set([
    CALLS_TO_ACTION.roi.to,
    ...Object.values(FREE_TOOLS).map((tool) => tool.path),
    KIT_ROUTES.toolkit,
    KIT_ROUTES.dashboard,
    KIT_ROUTES.dashboardKit,
    KIT_ROUTES.boardReports,
    ...BOARD_REPORT_SLUGS.map(boardReportRoute),
  ]),
  guides: new Set([KIT_ROUTES.automationGuide, KIT_ROUTES.trackingGuide]),
};

/** Abbreviations of the board reports' names. */
const BOARD_REPORT_ALIASES: Partial<Record<BoardReportSlug, readonly string[]>> = {
  'quarterly-business-review': ['QBR'],
};

const BOARD_REPORT_PAGES: readonly PageSynonyms[] = BOARD_REPORT_SLUGS.map((slug) => ({
  route: boardReportRoute(slug),
  aliases: BOARD_REPORT_ALIASES[slug],
  kinds: ['template', 'report'],
}));

export const PAGE_SYNONYMS: readonly PageSynonyms[] = [
  {
    route: CALLS_TO_ACTION.roi.to,
    aliases: ['ROI', 'ROI calculator', 'return on investment', 'payback', 'savings estimate'],
    kinds: ['calculator', 'tool'],
  },
  {
    route: FREE_TOOLS.marginLeakChecklist.path,
    // The checklist is known by its title's count and by the count of checks it holds.
    aliases: [
      'margin leak checklist',
      'margin leak audit',
      'leak checklist',
      `${CHECKLIST_TITLE_POINTS}-point checklist`,
      `${CHECKLIST_ITEM_COUNT}-point checklist`,
    ],
    kinds: ['checklist', 'tool'],
  },
  {
    route: FREE_TOOLS.pricingWorksheet.path,
    aliases: ['pricing worksheet', 'price setting', 'pricing template'],
    kinds: ['worksheet', 'template', 'tool'],
  },
  {
    route: FREE_TOOLS.profitabilityCalculator.path,
    aliases: ['cost to serve calculator', 'customer profit calculator', 'profit per customer'],
    kinds: ['calculator', 'tool'],
  },
  {
    route: FREE_TOOLS.costTemplate.path,
    aliases: ['cost breakdown', 'fixed and variable costs', 'overheads'],
    kinds: ['template', 'tool'],
  },
  {
    route: FREE_TOOLS.segmentationGuide.path,
    aliases: ['RFM segmentation', 'segmentation tool', 'customer segments'],
    kinds: ['guide', 'tool'],
  },
  {
    route: KIT_ROUTES.boardReports,
    aliases: ['board report', 'board pack', 'board papers', 'board report templates'],
    kinds: ['template', 'report'],
  },
  ...BOARD_REPORT_PAGES,
  {route: KIT_ROUTES.toolkit, aliases: ['margin audit'], kinds: ['kit', 'checklist']},
  {
    route: KIT_ROUTES.dashboardKit,
    aliases: ['KPI', 'KPIs', 'KPI dashboard'],
    kinds: ['kit'],
  },
  {
    route: KIT_ROUTES.dashboard,
    aliases: ['margin dashboard'],
    kinds: ['dashboard'],
  },
  {route: '/', aliases: [site.productName, 'home', 'home page']},
  {
    route: '/pricing',
    kinds: ['plans'],
    // "How much does it cost?", "MarginScope price".
    aliases: [
      ...['plans', 'subscription', 'price list', 'pricing plans', 'price', 'cost', 'fees'],
      // The 30-day pilot is the trial; annual billing is the plan paid yearly.
      ...['free trial', 'trial', 'pilot', 'annual plan', 'annual billing'],
    ],
  },
  // Each industry page by its industry's name ("manufacturing", "wholesale"), and as the
  // industry's page ("manufacturing industry page" opened a use case): not "<name> industry"
  // alone, whose stem is also "industrial" ("an industrial supplies wholesaler").
  ...Object.values(INDUSTRIES).map((industry) => ({
    route: industryRoute(industry.slug),
    aliases: [industry.name, `${industry.name} industry page`],
    kinds: ['industry' as const],
  })),
  {
    route: '/book-call',
    aliases: [
      'contact',
      'contact us',
      'contact sales',
      'get in touch',
      'email us',
      'talk to sales',
      'strategy call',
      'consultation',
      'schedule a call',
      'meeting',
    ],
  },
  {
    route: '/demo',
    aliases: ['product tour', 'walkthrough', 'see it in action'],
  },
  {
    route: '/about',
    aliases: ['about us', 'company', 'team', 'founders', 'mission'],
  },
  {
    route: '/how-it-works',
    aliases: ['process', 'onboarding', 'ERP extract', 'data upload'],
  },
  {
    route: '/privacy',
    aliases: ['privacy policy', 'GDPR', 'data protection', 'cookies'],
  },
  {route: '/terms', aliases: ['terms of service', 'terms and conditions', 'legal']},
  {route: '/blog', aliases: ['blog', 'articles', 'resources']},
  {route: '/commercial-intelligence-glossary', aliases: ['glossary', 'definitions', 'dictionary']},
  {route: '/business-numbers', aliases: ['metrics', 'KPI formulas', 'metrics reference']},
  {route: '/commercial-intelligence-101', aliases: ['CI 101', 'basics', 'course']},
  // Gross revenue retention is defined on the net revenue retention page, beside it.
  {route: '/business-numbers/net-revenue-retention', aliases: ['GRR', 'gross revenue retention']},
];
