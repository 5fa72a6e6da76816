/**
 * What site search knows beyond the words on the pages: the filler words it ignores, the
 * spellings it treats as one, the words that ask for a kind of page, and the other names
 * researchers use for pages.
 *
 * The Business Numbers' abbreviations and other names ("LTV", "DSO", "break even") are not
 * here: each edition says them once, as the `aliases` of its terms (`<edition>/_data/terms/`),
 * and the search index takes them from there. This module adds only what no registry says.
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
  },
  optionalWords: [site.productName],
};

/** Other names of a page and the kinds of page it is, beyond its own title and words. */
export interface PageSynonyms {
  /** The page's path; for a docs page, its path within an edition (the same in every one). */
  readonly route: string;
  /** Names researchers search for that the page's title does not say. */
  readonly aliases?: readonly string[];
  /** Kinds of page it is, beyond those its title names. */
  readonly kinds?: readonly PageKind[];
  /** Questions the page answers, in the words of someone who does not know its name. */
  readonly questions?: readonly string[];
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

/** What each board report answers, in the words of someone looking for one. */
const BOARD_REPORT_QUESTIONS: Record<BoardReportSlug, string> = {
  'monthly-commercial-report': 'What should the monthly commercial or management report show?',
  'quarterly-business-review': 'How do we run a quarterly review of the business with the board?',
  'customer-profitability-board-report': 'How do we show the board which customers make money?',
  'sales-performance-dashboard': 'How do we report sales team, territory and pipeline performance?',
  'financial-performance-summary': 'What financial summary do the board and the bank want to see?',
  'annual-strategic-review': 'How do we plan next year and review strategy once a year?',
};

const BOARD_REPORT_PAGES: readonly PageSynonyms[] = BOARD_REPORT_SLUGS.map((slug) => ({
  route: boardReportRoute(slug),
  aliases: BOARD_REPORT_ALIASES[slug],
  kinds: ['template', 'report'],
  questions: [BOARD_REPORT_QUESTIONS[slug]],
}));

export const PAGE_SYNONYMS: readonly PageSynonyms[] = [
  {
    route: CALLS_TO_ACTION.roi.to,
    aliases: ['ROI', 'ROI calculator', 'return on investment', 'payback', 'savings estimate'],
    questions: [
      'Is the service worth the money for my business?',
      'How quickly would the subscription pay for itself?',
      'How much margin and time could we save?',
    ],
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
    questions: ['How do I set a price for a product step by step?'],
    kinds: ['worksheet', 'template', 'tool'],
  },
  {
    route: FREE_TOOLS.profitabilityCalculator.path,
    aliases: ['cost to serve calculator', 'customer profit calculator', 'profit per customer'],
    questions: ['Work out what one customer really earns us after every cost of serving them'],
    kinds: ['calculator', 'tool'],
  },
  {
    route: FREE_TOOLS.costTemplate.path,
    aliases: ['cost breakdown', 'fixed and variable costs', 'overheads'],
    questions: ['Where does our money go? List direct and indirect costs'],
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
    questions: ['What should we show the board each month, quarter and year?'],
    kinds: ['template', 'report'],
  },
  ...BOARD_REPORT_PAGES,
  {route: KIT_ROUTES.toolkit, aliases: ['margin audit'], kinds: ['kit', 'checklist']},
  {
    route: KIT_ROUTES.dashboardKit,
    aliases: ['KPI', 'KPIs', 'KPI dashboard'],
    kinds: ['kit'],
    questions: ['Which KPIs belong on a commercial or sales dashboard?'],
  },
  {
    route: KIT_ROUTES.dashboard,
    aliases: ['margin dashboard'],
    kinds: ['dashboard'],
    questions: ['A spreadsheet to see margin by customer, segment and product each month'],
  },
  {
    route: KIT_ROUTES.automationGuide,
    questions: ['How do I stop building management and board reports by hand?'],
  },
  {
    route: KIT_ROUTES.trackingGuide,
    questions: ['Which numbers should leaders review every week, month and quarter?'],
  },
  {
    route: '/margin-leaks-guide',
    questions: ['Where are we losing margin, and how do we find and stop it?'],
  },
  {
    route: '/what-causes-margin-leaks',
    questions: ['Why is our gross margin falling even though sales are growing?'],
  },
  {
    route: '/customer-profitability-guide',
    questions: ['How do I work out which customers are profitable once service costs count?'],
  },
  {
    route: '/commercial-intelligence-guide',
    questions: ['What is commercial intelligence and how is it different from reporting or BI?'],
  },
  {
    route: '/pricing-strategy-distributors',
    questions: ['How should a distributor set, manage and protect its prices?'],
  },
  {
    route: '/commercial-intelligence-comparison',
    questions: ['Why not just use Power BI, Tableau or our existing BI tool?'],
  },
  {route: '/', aliases: [site.productName, 'home', 'home page']},
  {
    route: '/pricing',
    // "How much does it cost?", "MarginScope price".
    aliases: [
      ...['plans', 'subscription', 'price list', 'pricing plans', 'price', 'cost', 'fees'],
      // The 30-day pilot is the trial; annual billing is the plan paid yearly.
      ...['free trial', 'trial', 'pilot', 'annual plan', 'annual billing'],
    ],
    questions: [
      'How much does the service cost per month or per year?',
      'What do the plans include and is there a discount for paying annually?',
    ],
  },
  // Each industry page by its industry's name ("manufacturing", "wholesale").
  ...Object.values(INDUSTRIES).map((industry) => ({
    route: industryRoute(industry.slug),
    aliases: [industry.name],
    questions: [
      `Where do ${industry.audience.toLowerCase()} lose margin, and how do they protect it?`,
    ],
  })),
  {
    route: '/book-call',
    aliases: [
      'contact',
      'talk to sales',
      'strategy call',
      'consultation',
      'schedule a call',
      'meeting',
    ],
    questions: ['How do I speak to someone about our margins?'],
  },
  {
    route: '/demo',
    aliases: ['product tour', 'walkthrough', 'see it in action'],
    questions: ['What does the product look like? Walk me through it'],
  },
  {
    route: '/about',
    aliases: ['about us', 'company', 'team', 'founders', 'mission'],
    questions: ['Who founded the company, who is behind the service and why does it exist?'],
  },
  {
    route: '/how-it-works',
    aliases: ['process', 'onboarding', 'ERP extract', 'data upload'],
    questions: ['What happens after we send our data, and how long does it take?'],
  },
  {
    route: '/privacy',
    aliases: ['privacy policy', 'GDPR', 'data protection', 'cookies'],
    questions: ['Where is our data stored, who can see it and how long is it kept?'],
  },
  {
    route: '/your-data',
    questions: ['How do I delete, export or clear what the free tools saved in this browser?'],
  },
  {route: '/terms', aliases: ['terms of service', 'terms and conditions', 'legal']},
  {route: '/blog', aliases: ['blog', 'articles', 'resources']},
  {
    route: '/blog/hero-spreadsheet',
    questions: ['One person’s huge Excel workbook that the business depends on'],
  },
  {
    route: '/blog/margin-leak',
    questions: ['Supplier price increases that never reached contract customers’ prices'],
  },
  {
    route: '/blog/pricing-model-from-hell',
    questions: ['Too many price lists, rebates and rep overrides that nobody can explain'],
  },
  {route: '/commercial-intelligence-glossary', aliases: ['glossary', 'definitions', 'dictionary']},
  {route: '/business-numbers', aliases: ['metrics', 'KPI formulas', 'metrics reference']},
  {route: '/commercial-intelligence-101', aliases: ['CI 101', 'basics', 'course']},
  // Gross revenue retention is defined on the net revenue retention page, beside it.
  {route: '/business-numbers/net-revenue-retention', aliases: ['GRR', 'gross revenue retention']},
  {
    route: '/industry-use-cases/distribution-price-realisation',
    questions: ['How do distributors lose margin between list price and invoice price?'],
  },
  {
    route: '/industry-use-cases/manufacturing-true-cost-quoting',
    questions: ['Manufacturers quoting on standard cost while actual cost is higher'],
  },
  {
    route: '/industry-use-cases/wholesale-channel-margins',
    questions: ['Wholesale margin by sales channel, dead stock and reliance on a few customers'],
  },
  {
    route: '/industry-use-cases/construction-project-margin',
    questions: ['How do construction jobs lose margin between estimate and completion?'],
  },
  {
    route: '/commercial-intelligence-101/reading-your-margin',
    questions: ['Why did our margin change: price, volume, mix or cost?'],
  },
  {
    route: '/commercial-intelligence-101/customer-and-product-profitability',
    questions: ['Which customers and products really earn their keep?'],
  },
  {
    route: '/commercial-intelligence-101/from-insight-to-action',
    questions: ['How do we turn margin findings into pricing rules that people follow?'],
  },
];

/**
 * Questions each Business Numbers term and glossary entry answers, asked as someone would who
 * does not know its name, by the term's slug or the entry's anchor: searched in every edition
 * that publishes it (a term with its summary), and from the released edition for a term only
 * the draft has.
 */
export const TERM_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  'average-order-value': [
    'How big is a typical order?',
    'How much does a customer spend each time they order?',
    'Are our orders too small to be worth handling?',
    'Minimum order size and small order surcharges',
  ],
  'breakeven-price': [
    'What is the lowest price I can sell at without losing money?',
    'What price covers all my costs?',
    'Minimum selling price, price floor',
    'What should I charge to reach my target margin?',
  ],
  'churn-rate': [
    'How many customers do we lose each year?',
    'Which share of customers stop buying or leave?',
    'How long do customers stay with us?',
    'Customers drifting away, lost accounts and defection',
  ],
  'contribution-margin': [
    'What does each sale add after the costs that move with it?',
    'Profit after variable costs, before overheads',
    'How much does each order contribute to fixed costs?',
  ],
  'cost-to-serve-ratio': [
    'What does it cost to serve a customer?',
    'Delivery, handling and support costs as a share of a customer’s revenue',
    'Are small accounts too expensive to look after?',
  ],
  'customer-acquisition-cost': [
    'How much does it cost to win a new customer?',
    'What do we spend on sales and marketing for each new account?',
    'How much can we afford to spend to acquire a customer?',
  ],
  'customer-lifetime-value': [
    'How much is a customer worth over the whole relationship?',
    'Total profit from a customer over the years they stay',
    'Long-term value of an account',
  ],
  'customer-tier': [
    'How do I rank customers into tiers such as gold, silver and bronze?',
    'Which customers deserve better terms and service?',
    'Grouping accounts by how profitable they are',
  ],
  'days-sales-outstanding': [
    'How long do customers take to pay their invoices?',
    'How many days until we get paid?',
    'Late payers, overdue invoices and collecting cash',
    'Average collection time of accounts receivable',
  ],
  'forecast-accuracy': [
    'How close was our sales forecast to what actually happened?',
    'How wrong are our demand and revenue forecasts?',
    'Do we forecast too high or too low?',
  ],
  'gross-margin-per-product': [
    'Which products make money and which lose it?',
    'Profit on each product line or SKU after its cost',
    'Which items only add volume and no margin?',
  ],
  'inventory-turns': [
    'How many times a year does our stock sell through?',
    'How fast does inventory move off the shelf?',
    'Slow-moving and dead stock tying up cash',
  ],
  'margin-per-customer': [
    'Which customers actually make us money?',
    'How much profit does each account leave after the cost of serving it?',
    'Unprofitable customers and customer profitability',
  ],
  'net-revenue-retention': [
    'Do existing customers spend more or less than last year?',
    'Revenue kept from current customers, with upsell, downgrades and losses',
    'Growth from the customers we already have',
  ],
  'overall-equipment-effectiveness': [
    'How efficient is our production line or machine?',
    'Availability, performance and quality of equipment',
    'How much planned production time makes good parts?',
  ],
  'price-override-frequency': [
    'How often do sales reps change or discount the list price?',
    'Salespeople giving discounts off the price list',
    'Manual price changes on orders and quotes',
  ],
  'price-realisation': [
    'How much of the list price do we actually get?',
    'Achieved price compared with list price after discounts and rebates',
    'Price leakage between list and invoice price',
  ],
  'quote-conversion-rate': [
    'How many of our quotes turn into orders?',
    'What share of quotes or bids do we win?',
    'Quote success rate and lost quotes',
  ],
  'quote-to-cash-time': [
    'How long from sending a quote to getting paid?',
    'Days from quote to order to invoice to cash',
    'How long does the whole sales and billing cycle take?',
  ],
  'rfm-modelling': [
    'Grouping customers by how recently, how often and how much they buy',
    'Which customers are at risk of leaving or worth winning back?',
    'Scoring customers by their buying behaviour',
  ],
  'commercial-intelligence': [
    'What is commercial intelligence?',
    'Using sales and ERP data to decide prices, customers and products',
  ],
  'cost-to-serve': [
    'What does it cost to serve a customer?',
    'Delivery, handling, credit and support costs of an account',
  ],
  'customer-concentration-risk': [
    'Too much revenue from a few large customers',
    'What happens if our biggest customer leaves?',
    'Depending on one or two big accounts',
  ],
  'customer-segmentation': [
    'How do I split customers into groups?',
    'Grouping customers by value, behaviour or needs',
  ],
  'gross-margin': [
    'What is left after the cost of goods sold?',
    'Revenue minus cost of sales as a percentage',
  ],
  'margin-leak': [
    'Where is profit slipping away unnoticed?',
    'Why are margins shrinking although sales grow?',
    'Small discounts, unbilled costs and errors that erode profit',
  ],
  'value-based-pricing': [
    'Setting prices by what the product is worth to the customer',
    'Pricing on value instead of cost plus a markup',
  ],
  'sales-velocity-profitability': [
    'How fast does the sales pipeline turn into profit?',
    'How long does a deal take from first contact to profit?',
    'What does a discount really cost in profit per month?',
  ],
};
