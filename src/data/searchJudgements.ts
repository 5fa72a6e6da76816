/**
 * Judged queries for site search: what researchers type, and which pages (or sections of
 * pages) answer it. The search evaluator (`src/lib/search/evaluate.ts`) runs them against the
 * built search files and scores the ranking: top-1 (the first result is a right answer), MRR
 * and nDCG@5, overall and per kind of query.
 *
 * Two parts:
 * - `TUNE_QUERIES` may be looked at while the ranking is changed; `npm run eval:search` lists
 *   its misses.
 * - `HELD_OUT_QUERIES` were written without looking at what search returns for them and are
 *   never tuned on: their figures say how well the ranking does on queries nobody fitted it to. Only their
 *   totals are printed. Add new queries to the tune part; a held-out query moved to the tune
 *   part stays there.
 *
 * Answers are addresses as the edition searched serves them: the released edition's docs at
 * the root (`/business-numbers/churn-rate`), the draft's under `/next`. `/page` accepts any
 * result on that page; `/page#anchor` names a section: the result must be on that page to
 * count as right, and land on that anchor to count for the section figure.
 */

/** What kind of query it is, to see where the ranking is weak. */
export const QUERY_KINDS = {
  name: 'a page or term by its own name',
  abbreviation: 'an abbreviation ("DSO", "LTV")',
  synonym: 'another name for a term ("debtor days", "attrition")',
  spelling: 'the other side of the Atlantic ("realization", "modeling")',
  typo: 'a slip of the keyboard ("chrun")',
  question: 'a question in the researcher’s own words',
  concept: 'a multi-word idea described rather than named',
  navigational: 'a site page: pricing, privacy, contact, an industry',
  section: 'a section of a page by its heading or idea',
  draft: 'a term only the draft edition publishes, searched from the released one',
} as const;

export type QueryKind = keyof typeof QUERY_KINDS;

export interface JudgedQuery {
  readonly query: string;
  readonly kind: QueryKind;
  /** The right first results: a page (any section of it) or one section (`/page#anchor`). */
  readonly answers: readonly string[];
  /** Related results that belong in the top five but are not the right first answer. */
  readonly also?: readonly string[];
  /** The edition searched, when not the released one. */
  readonly edition?: string;
}

const BN = '/business-numbers';
const GLOSSARY = '/commercial-intelligence-glossary';
const DRAFT_BN = '/next/business-numbers';

/**
 * The first held-out part, written before the ranking was reworked onto MiniSearch's scoring.
 * Its misses were looked at on 2026-11-29, so it is tuned on now: part of `TUNE_QUERIES`.
 */
const EARLIER_HELD_OUT: readonly JudgedQuery[] = [
  // Abbreviations.
  {query: 'CLTV', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'GM%', kind: 'abbreviation', answers: [`${BN}/gross-margin-per-product`]},
  {query: 'NDR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  {query: 'Q2C', kind: 'abbreviation', answers: [`${BN}/quote-to-cash-time`]},
  {
    query: 'CTS',
    kind: 'abbreviation',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`, `${GLOSSARY}#cost-to-serve`],
  },
  {query: 'MAPE', kind: 'abbreviation', answers: [`${BN}/forecast-accuracy`]},
  {
    query: 'LTV:CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  // Other names.
  {query: 'receivable days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {
    query: 'cost to serve analysis',
    kind: 'synonym',
    answers: [
      `${GLOSSARY}#cost-to-serve`,
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-board-report',
      `${DRAFT_BN}/cost-to-serve-ratio`,
    ],
  },
  // Spellings.
  {
    query: 'realized price',
    kind: 'spelling',
    answers: [`${GLOSSARY}#price-realisation`, `${DRAFT_BN}/price-realisation`],
  },
  {query: 'voice search optimization', kind: 'spelling', answers: ['/voice-search-guide']},
  {
    query: 'equipment utilization',
    kind: 'spelling',
    answers: [
      '/construction-commercial-intelligence',
      '/industry-use-cases/construction-project-margin',
    ],
  },
  // Slips.
  {query: 'days sales outstandng', kind: 'typo', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'net revenu retention', kind: 'typo', answers: [`${BN}/net-revenue-retention`]},
  {query: 'avrage order value', kind: 'typo', answers: [`${BN}/average-order-value`]},
  {
    query: 'pricng strategy',
    kind: 'typo',
    answers: ['/pricing-strategy-distributors', '/pricing-strategy-worksheet'],
  },
  {query: 'quote convresion', kind: 'typo', answers: [`${BN}/quote-conversion-rate`]},
  {
    query: 'margn leak',
    kind: 'typo',
    answers: [
      `${GLOSSARY}#margin-leak`,
      '/margin-leaks-guide',
      '/what-causes-margin-leaks',
      '/margin-leak-assessment',
      '/blog/margin-leak',
    ],
  },
  {query: 'custmer tiers', kind: 'typo', answers: [`${BN}/customer-tier`]},
  // Questions.
  {
    query: 'what is the formula for customer lifetime value',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'how do you work out gross margin on a product',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'how many days does it take us to collect cash',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`, `${BN}/quote-to-cash-time`],
  },
  {
    query: 'why are we losing customers',
    kind: 'question',
    answers: [`${BN}/churn-rate`, `${BN}/rfm-modelling`],
  },
  {
    query: 'which customers are about to leave',
    kind: 'question',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide', `${BN}/churn-rate`],
  },
  {
    query: 'how much revenue do existing customers add',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how much should we spend to win a new customer',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'what price do I need to hit my target margin',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
    also: ['/pricing-strategy-worksheet'],
  },
  {query: 'is my sales forecast any good', kind: 'question', answers: [`${BN}/forecast-accuracy`]},
  {
    query: 'how often do reps change the price',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {query: 'are there setup fees', kind: 'question', answers: ['/pricing']},
  {query: 'do you limit the number of users', kind: 'question', answers: ['/pricing']},
  {
    query: 'where is our data stored',
    kind: 'question',
    answers: ['/privacy', '/terms#your-data'],
  },
  {query: 'how do I delete my data', kind: 'question', answers: ['/privacy', '/your-data']},
  {
    query: 'what happens if we cancel',
    kind: 'question',
    answers: ['/terms#cancellation', '/pricing'],
  },
  {
    query: 'do I need IT people to run it',
    kind: 'question',
    answers: ['/', '/commercial-intelligence-guide'],
  },
  // Ideas described rather than named.
  {
    query: 'profit per day from the pipeline',
    kind: 'concept',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'revenue minus variable costs',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`, `${GLOSSARY}#contribution-margin`],
  },
  {
    query: 'gap between list price and invoice price',
    kind: 'concept',
    answers: [
      `${GLOSSARY}#price-realisation`,
      `${DRAFT_BN}/price-realisation`,
      '/industry-use-cases/distribution-price-realisation',
      '/margin-leaks-guide',
      '/pricing-strategy-distributors',
      '/blog/pricing-model-from-hell',
    ],
  },
  {
    query: 'free freight and extended payment terms',
    kind: 'concept',
    answers: [`${BN}/price-override-frequency`],
    also: ['/customer-profitability-guide', '/what-causes-margin-leaks'],
  },
  {
    query: 'customers ordering small amounts too often',
    kind: 'concept',
    answers: [
      `${BN}/average-order-value`,
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
    ],
  },
  {
    query: 'charge for delivery',
    kind: 'concept',
    answers: ['/customer-profitability-guide', '/margin-leaks-guide'],
    also: [`${BN}/margin-per-customer`],
  },
  {
    query: 'pay rep commission on margin instead of revenue',
    kind: 'concept',
    answers: [`${BN}/price-override-frequency`, '/what-causes-margin-leaks'],
    also: ['/pricing-strategy-distributors'],
  },
  {query: 'whale curve', kind: 'concept', answers: ['/customer-profitability-board-report']},
  {
    query: 'dead stock',
    kind: 'concept',
    answers: [
      '/wholesale-commercial-intelligence',
      '/industry-use-cases/wholesale-channel-margins',
    ],
  },
  {
    query: 'change orders',
    kind: 'concept',
    answers: [
      '/construction-commercial-intelligence',
      '/industry-use-cases/construction-project-margin',
    ],
  },
  {
    query: 'volume rebates eating into margin',
    kind: 'concept',
    answers: [
      '/wholesale-commercial-intelligence',
      '/distribution-commercial-intelligence',
      '/blog/pricing-model-from-hell',
      '/pricing-strategy-distributors',
    ],
  },
  {
    query: 'the spreadsheet only one person understands',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'contract prices not updated after a supplier increase',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/pricing-strategy-distributors'],
  },
  {
    query: 'too many price files',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', '/pricing-strategy-distributors'],
  },
  // Site pages.
  {query: 'GDPR', kind: 'navigational', answers: ['/privacy']},
  {query: 'plans and pricing', kind: 'navigational', answers: ['/pricing']},
  {query: 'talk to someone', kind: 'navigational', answers: ['/book-call']},
  {query: 'growth hub articles', kind: 'navigational', answers: ['/blog']},
  {query: 'legal', kind: 'navigational', answers: ['/terms', '/privacy']},
  {query: 'course', kind: 'navigational', answers: ['/commercial-intelligence-101']},
  {query: 'industry examples', kind: 'navigational', answers: ['/industry-use-cases']},
  // Sections.
  {
    query: 'margin bands',
    kind: 'section',
    answers: [
      '/margin-leaks-guide#margin-bands',
      '/commercial-intelligence-101/customer-and-product-profitability#product-margin-bands',
    ],
  },
  {
    query: 'give discounts an owner',
    kind: 'section',
    answers: ['/margin-leaks-guide#give-discounts-an-owner'],
  },
  {
    query: 'forgetting the cost of credit',
    kind: 'section',
    answers: ['/customer-profitability-guide#forgetting-the-cost-of-credit'],
  },
  {
    query: 'supplier increases that never reach customers',
    kind: 'section',
    answers: ['/pricing-strategy-distributors#supplier-increases-that-never-reach-customers'],
  },
  {
    query: 'volume discounts that buy no volume',
    kind: 'section',
    answers: ['/distribution-commercial-intelligence#volume-discounts-that-buy-no-volume'],
  },
  {
    query: 'the monthly decision loop',
    kind: 'section',
    answers: [
      '/commercial-intelligence-101/what-is-commercial-intelligence#the-monthly-decision-loop',
    ],
  },
  // Draft terms from the released edition.
  {
    query: 'overall equipment effectiveness',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {query: 'days of inventory', kind: 'draft', answers: [`${DRAFT_BN}/inventory-turns`]},
  {query: 'stock turnover', kind: 'draft', answers: [`${DRAFT_BN}/inventory-turns`]},
  {
    query: 'machine efficiency',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'service cost ratio',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
    also: ['/customer-profitability-guide'],
  },
  // Tools by what they do.
  {
    query: 'RFM calculator',
    kind: 'name',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'cost to serve calculator',
    kind: 'name',
    answers: ['/customer-profitability-calculator'],
  },
  {
    query: 'board report for customer profitability',
    kind: 'name',
    answers: ['/customer-profitability-board-report'],
  },
  {query: 'sales dashboard template', kind: 'name', answers: ['/sales-performance-dashboard']},
  {query: 'monthly board report', kind: 'name', answers: ['/monthly-commercial-report']},
  {query: 'pricing template', kind: 'name', answers: ['/pricing-strategy-worksheet']},
  // The draft edition, searched by its own readers.
  {
    query: 'stock turns',
    kind: 'synonym',
    edition: '2026',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'what is a good churn rate',
    kind: 'question',
    edition: '2026',
    answers: [`${DRAFT_BN}/churn-rate`],
  },
];

/**
 * Researchers' questions written on 2026-11-29 without looking at what search returned for
 * them; scored 58.3% top-1 as the first held-out part, then looked at, so tuned on now.
 */
const FIRST_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions.
  {
    query: 'how quickly do customers pay their invoices',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`, `${GLOSSARY}#days-sales-outstanding`],
  },
  {
    query: 'what share of quotes turn into orders',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how often do reps change the system price',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`, `${GLOSSARY}#price-override`],
  },
  {
    query: 'what does it cost to win a new customer',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'lowest price before I lose money on a sale',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${GLOSSARY}#breakeven-price`],
  },
  {
    query: 'how accurate are our demand forecasts',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'what percentage of customers do we lose each year',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'how much is a customer worth over the whole relationship',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${GLOSSARY}#customer-lifetime-value`],
  },
  {
    query: 'which customers actually make us money',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
      `${BN}/margin-per-customer`,
      `${GLOSSARY}#customer-profitability`,
    ],
  },
  {
    query: 'how many days from quote to cash in the bank',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'why are my margins shrinking',
    kind: 'question',
    answers: ['/what-causes-margin-leaks', '/margin-leaks-guide', `${GLOSSARY}#margin-leak`],
  },
  {
    query: 'how should a distributor set prices',
    kind: 'question',
    answers: ['/pricing-strategy-distributors'],
  },
  {
    query: 'what should I show the board each quarter',
    kind: 'question',
    answers: ['/board-report-templates', '/customer-profitability-board-report'],
  },
  {
    query: 'how many hours does automating reports save',
    kind: 'question',
    answers: ['/reporting-automation-guide'],
  },
  {
    query: 'how do I delete what the tools saved',
    kind: 'question',
    answers: ['/your-data'],
  },
  {
    query: 'how fast does stock sell through in a year',
    kind: 'question',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  // Described ideas.
  {
    query: 'revenue kept from existing customers including upsell',
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'profit left after variable costs',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`, `${GLOSSARY}#contribution-margin`],
  },
  {
    query: 'grouping customers by how recently and how often they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, `${GLOSSARY}#rfm-analysis`, '/customer-segmentation-guide'],
  },
  {
    query: 'average basket size',
    kind: 'concept',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'margin on each product line',
    kind: 'concept',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'salespeople discounting below the price list',
    kind: 'concept',
    answers: [`${BN}/price-override-frequency`, `${GLOSSARY}#price-override`],
  },
  {
    query: 'achieved price against list price',
    kind: 'concept',
    answers: [`${GLOSSARY}#price-realisation`, `${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'machine availability performance and quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'manufacturers quoting below true cost',
    kind: 'concept',
    answers: ['/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'dead stock at wholesalers',
    kind: 'concept',
    answers: ['/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query: 'too much revenue from a few big customers',
    kind: 'concept',
    answers: [`${GLOSSARY}#customer-concentration-risk`],
  },
  // Navigational and synonyms.
  {
    query: 'power bi alternative',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },
  {query: 'speak to someone', kind: 'navigational', answers: ['/book-call']},
  {query: 'product walkthrough', kind: 'navigational', answers: ['/demo']},
  {query: 'payback period of the service', kind: 'navigational', answers: ['/calculate-roi']},
  {query: 'margin leakage checklist', kind: 'synonym', answers: ['/margin-leak-assessment']},
  {
    query: 'fixed and variable costs template',
    kind: 'navigational',
    answers: ['/cost-structure-template'],
  },
  {
    query: 'debtor collection period',
    kind: 'synonym',
    answers: [`${BN}/days-sales-outstanding`, `${GLOSSARY}#days-sales-outstanding`],
  },
  {query: 'stock turnover ratio', kind: 'draft', answers: [`${DRAFT_BN}/inventory-turns`]},
  {
    query: 'customer retention rate',
    kind: 'synonym',
    answers: [`${BN}/churn-rate`, `${BN}/net-revenue-retention`],
  },
];

/**
 * A second batch of researchers' questions written on 2026-11-29 without looking at what
 * search returned for them; scored 62.5% top-1 as the held-out part, then seen while the
 * questions terms answer were written, so tuned on now.
 */
const SECOND_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  {
    query: 'how long does it take customers to settle their bills',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`, `${GLOSSARY}#days-sales-outstanding`],
  },
  {
    query: 'how many of our quotes do we win',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how much do we spend to acquire each customer',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'what price do I need to cover my costs',
    kind: 'question',
    answers: [
      `${BN}/breakeven-price`,
      `${GLOSSARY}#breakeven-price`,
      '/pricing-strategy-worksheet',
    ],
  },
  {
    query: 'how close were our sales forecasts to actual sales',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how many customers stop buying from us',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what is the typical order size',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'do existing customers spend more this year than last',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how do I rank customers into gold silver bronze',
    kind: 'question',
    answers: [`${BN}/customer-tier`, '/customer-segmentation-guide'],
  },
  {
    query: 'what does the service cost per month',
    kind: 'navigational',
    answers: ['/pricing'],
  },
  {
    query: 'what happens to the ERP file I upload',
    kind: 'question',
    answers: ['/privacy', '/how-it-works'],
  },
  {
    query: 'how do I calculate profit per customer',
    kind: 'question',
    answers: [
      '/customer-profitability-calculator',
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
    ],
  },
  {
    query: 'which products lose money',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/margin-leaks-guide', '/what-causes-margin-leaks'],
  },
  {
    query: 'how much margin is lost to price overrides',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`, `${GLOSSARY}#price-override`],
  },
  {
    query: 'how long does a sale take from first contact to profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`, `${GLOSSARY}#sales-velocity`],
  },
  {
    query: 'what is the cost of serving small accounts',
    kind: 'question',
    answers: [`${GLOSSARY}#cost-to-serve`, `${DRAFT_BN}/cost-to-serve-ratio`],
  },
  {
    query: 'how efficient is our production line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'earnings from a client relationship over its life',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`, `${GLOSSARY}#customer-lifetime-value`],
  },
  {
    query: 'pricing based on what the customer values',
    kind: 'concept',
    answers: [`${GLOSSARY}#value-based-pricing`],
  },
  {
    query: 'volume price mix analysis',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'dependence on one large customer',
    kind: 'concept',
    answers: [`${GLOSSARY}#customer-concentration-risk`],
  },
  {
    query: 'revenue per dollar of margin by customer segment',
    kind: 'concept',
    answers: [`${BN}/margin-per-customer`, '/customer-segmentation-guide', `${BN}/customer-tier`],
  },
  {
    query: 'contractor job margins',
    kind: 'concept',
    answers: [
      '/construction-commercial-intelligence',
      '/industry-use-cases/construction-project-margin',
    ],
  },
  {query: 'terms and conditions', kind: 'navigational', answers: ['/terms']},
  {query: 'cookies', kind: 'navigational', answers: ['/privacy', '/your-data']},
  {query: 'see a demo', kind: 'navigational', answers: ['/demo']},
  {query: 'return on investment', kind: 'synonym', answers: ['/calculate-roi']},
  {
    query: 'recency frequency monetary',
    kind: 'synonym',
    answers: [`${BN}/rfm-modelling`, `${GLOSSARY}#rfm-analysis`],
  },
  {
    query: 'accounts receivable days',
    kind: 'synonym',
    answers: [`${BN}/days-sales-outstanding`, `${GLOSSARY}#days-sales-outstanding`],
  },
  {query: 'customer attrition', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'stock turns', kind: 'draft', answers: [`${DRAFT_BN}/inventory-turns`]},
  {
    query: 'KPI dashboard for sales managers',
    kind: 'concept',
    answers: ['/sales-performance-dashboard', '/commercial-dashboard-kit'],
  },
];

/**
 * A third batch, written on 2026-11-29 by someone who read the pages but neither the search's
 * code, data nor results; looked at while the ranking and the questions were changed, so
 * tuned on.
 */
const THIRD_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // questions
  {
    query: 'whats the minimum price we can quote without losing money on the order',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${GLOSSARY}#breakeven-price`],
  },
  {
    query: 'If we stopped winning new customers, would our revenue still grow?',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how do i figure out what it costs us to land each new account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'when should we count a trade customer as gone if they never actually cancel',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'how do we know if our sales forecasts are any good',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'Why do our biggest customers make us the least money?',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      '/commercial-intelligence-101/customer-and-product-profitability',
    ],
  },
  {
    query:
      'what is a healthy profit margin on one custmer once delivery and service time are counted',
    kind: 'question',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`],
  },
  {
    query: 'difference between markup and margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'How do I stop sales reps giving away too much discount?',
    kind: 'question',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action',
      `${BN}/price-override-frequency`,
    ],
  },
  {
    query: 'should we stop selling to customers that lose us money',
    kind: 'question',
    answers: ['/customer-profitability-guide'],
  },
  {
    query: 'how often should the leadership team look at each kpi',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'how should we tell customers about a price increase',
    kind: 'question',
    answers: ['/pricing-strategy-distributors'],
  },
  {
    query: 'How many days should it take from sending a quote to having the money in the bank?',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'is power bi good enough for margin analysis or do we need something else',
    kind: 'question',
    answers: ['/commercial-intelligence-comparison'],
  },
  {
    query: 'what percentage of quotes should a manufacturer be winning',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`, '/industry-use-cases/manufacturing-true-cost-quoting'],
  },

  // described concepts
  {
    query: 'what is left of the list price after trade discount, year end rebate and free delivery',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', '/margin-leaks-guide'],
  },
  {
    query: 'ranking customers by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, `${GLOSSARY}#rfm-analysis`, '/customer-segmentation-guide'],
  },
  {
    query: 'one persons giant excel file the whole monthly board pack depends on',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'profit on a sale after freight, commission and card fees are taken off',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`, `${GLOSSARY}#contribution-margin`],
  },
  {
    query: 'split the change in gross profit into price volume mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'putting accounts into gold silver bronze groups with different terms and service',
    kind: 'concept',
    answers: [`${BN}/customer-tier`, `${GLOSSARY}#customer-segmentation`],
  },
  {
    query: 'supplier put prices up but contract customers kept paying the old price',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/industry-use-cases/distribution-price-realisation'],
  },
  {
    query: 'jobs bid at 15% finish at 9%, variations done on site never billed',
    kind: 'concept',
    answers: [
      '/construction-commercial-intelligence',
      '/industry-use-cases/construction-project-margin',
    ],
  },
  {
    query: 'quotes priced on out of date standard costs so the quoted margin never shows up',
    kind: 'concept',
    answers: [
      '/industry-use-cases/manufacturing-true-cost-quoting',
      '/manufacturing-commercial-intelligence',
    ],
  },
  {
    query: 'margin by sales channel trade counter vs online vs big chains',
    kind: 'concept',
    answers: [
      '/industry-use-cases/wholesale-channel-margins',
      '/wholesale-commercial-intelligence',
    ],
  },

  // navigational
  {query: 'who started marginscope and why', kind: 'navigational', answers: ['/about']},
  {
    query: 'how much is it a month for a company doing $15m revenue',
    kind: 'navigational',
    answers: ['/pricing'],
  },
  {query: 'contact sales email', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'do you use our uploaded sales data to train AI models',
    kind: 'navigational',
    answers: ['/privacy', '/terms'],
  },
  {
    query: 'delete the figures the free calcualtors saved in my browser',
    kind: 'navigational',
    answers: ['/your-data'],
  },
  {
    query: 'board pack outline for investors every quarter',
    kind: 'navigational',
    answers: ['/quarterly-business-review'],
  },
  {
    query: 'estimate what the software would save us',
    kind: 'navigational',
    answers: ['/calculate-roi'],
  },

  // synonyms and abbreviations
  {
    query: 'debtor days',
    kind: 'synonym',
    answers: [`${BN}/days-sales-outstanding`, `${GLOSSARY}#days-sales-outstanding`],
  },
  {
    query: 'typical basket size for b2b orders',
    kind: 'synonym',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'ltv',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${GLOSSARY}#customer-lifetime-value`],
  },
  {query: 'what is a good grr', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},

  // only a 2026-draft term answers best
  {
    query: 'how many times a year does our stock sell through',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'packing line losing time to breakdowns, slow running and rejects - one combined score',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realization worked example with rebates and overrides',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'how many days of stock are we sitting on',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
];

/**
 * A fourth batch, written on 2026-11-29 the same blind way by another person (the pages only;
 * not the search's code, data, results or the other batches). On arrival, before anything was
 * tuned on it, the search put a right page first for 30 of its 40 queries (75.0%); looked at
 * since, so tuned on.
 */
const FOURTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // questions
  {
    query: 'is our biggest customer actually making us any money',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'whats the diffrence between markup and margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'How much should we be willing to spend to win a new customer?',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  {
    query: 'how acurate should our sales forcast be',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'are our typical orders too small to be worth picking and delivering',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'How should a wholesale distributor set prices for different customers?',
    kind: 'question',
    answers: ['/pricing-strategy-distributors'],
  },
  {
    query: 'why is our margin % down when sales went up this year',
    kind: 'question',
    answers: ['/commercial-intelligence-101/reading-your-margin', '/what-causes-margin-leaks'],
  },
  {
    query: 'do we need this if we already use power bi',
    kind: 'question',
    answers: ['/commercial-intelligence-comparison'],
  },
  {
    query: 'what should go in the monthly board pack on sales and margin',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how often should the leadership team look at each kpi',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'what do we need to export from our ERP to get started?',
    kind: 'question',
    answers: ['/how-it-works', '/commercial-intelligence-guide'],
  },
  {
    query: 'supplier put their prices up but our contract customers are still on the old price',
    kind: 'question',
    answers: ['/blog/margin-leak'],
  },
  {query: 'will it pay for itself', kind: 'question', answers: ['/calculate-roi', '/pricing']},
  {
    query: 'how much of our spending is overhead vs the cost of making and selling',
    kind: 'question',
    answers: ['/cost-structure-template'],
  },
  {
    query: 'How do I pick a price for a new product line that sales can justify to customers?',
    kind: 'question',
    answers: ['/pricing-strategy-worksheet', `${BN}/breakeven-price`],
  },
  {
    query: 'we spend days every month building reports in excel, can that be automated',
    kind: 'question',
    answers: ['/reporting-automation-guide'],
  },
  // concepts
  {
    query: 'profit lost bit by bit through unapproved discounts and out of date price lists',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks'],
  },
  {
    query:
      'what each order leaves after product cost, freight and commission towards paying the overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'putting accounts into A, B and C bands by how profitable they are after serving them',
    kind: 'concept',
    answers: [`${BN}/customer-tier`, '/customer-segmentation-guide'],
  },
  {
    query: 'scoring customers on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query:
      'our quotes are built on standard costs that no longer match what the job really costs on the shop floor',
    kind: 'concept',
    answers: [
      '/industry-use-cases/manufacturing-true-cost-quoting',
      '/manufacturing-commercial-intelligence',
    ],
  },
  {
    query: 'how fast deals close, weighted by the margin they are won at rather than revenue',
    kind: 'concept',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'the one workbook only a single analyst understands that answers what the ERP cannot',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'free self-check scoring which pricing and discount controls we have in place',
    kind: 'concept',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  // navigational
  {query: 'plans and monthly fees', kind: 'navigational', answers: ['/pricing']},
  {query: 'privacy notice gdpr', kind: 'navigational', answers: ['/privacy']},
  {query: 'speak to someone about a demo', kind: 'navigational', answers: ['/book-call', '/demo']},
  {
    query: 'commercial intelligence for wholesalers',
    kind: 'navigational',
    answers: [
      '/wholesale-commercial-intelligence',
      '/industry-use-cases/wholesale-channel-margins',
    ],
  },
  {query: 'who founded the company', kind: 'navigational', answers: ['/about']},
  // synonyms and abbreviations
  {query: 'net dollar retention', kind: 'synonym', answers: [`${BN}/net-revenue-retention`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {query: 'Q2C cycle time', kind: 'abbreviation', answers: [`${BN}/quote-to-cash-time`]},
  {
    query: 'equipment utilization on construction jobs',
    kind: 'spelling',
    answers: [
      '/industry-use-cases/construction-project-margin',
      '/construction-commercial-intelligence',
    ],
  },
  // sections
  {
    query: 'setting a lowest acceptable margin for each product group',
    kind: 'section',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action#margin-floors',
      '/pricing-strategy-distributors',
    ],
  },
  {
    query: 'how to tell customers about a price increase',
    kind: 'section',
    answers: ['/pricing-strategy-distributors#communicating-price-changes'],
  },
  {
    query: 'client variations carried out on site before they are priced and agreed',
    kind: 'section',
    answers: [
      '/industry-use-cases/construction-project-margin#change-orders',
      '/construction-commercial-intelligence',
    ],
  },
  // draft
  {
    query: 'how many times a year does our warehouse stock sell through and get replaced',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'one score for a packing line combining downtime, slow running and scrap',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'how much of the list price do we really keep after rebates and discounts?',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'delivery and order handling costs as a percentage of what each customer spends',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/**
 * A fifth batch, written on 2026-11-29 the same blind way by another person, as a wholesaler's
 * finance director, a manufacturer's owner, a food-service distributor's sales director and
 * a researcher would type. On arrival, after the questions of every page and the ranking of
 * draft terms had changed, the search put a right page first for 36 of its 40 queries
 * (90.0%); looked at since, so tuned on.
 */
const FIFTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // questions
  {
    query: 'how many days on average do our customers take to pay us',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'whats the difference between margin and mark up',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'lowest price i can quote a part at without losing money?',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${GLOSSARY}#breakeven-price`],
  },
  {
    query: 'which customers actually make us money once you count deliveries and service time',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'how much does it cost us to win a new trade account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'what percentage of quotes should turn into orders for a manufacturer?',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`, '/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'how acurate should our sales forecast be',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how do you measure lost customers when b2b clients never actually cancel',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'is our typical order big enough to cover the cost of delivering it?',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how long does it take from sending a quote to getting the cash in',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'how often are my reps going off the price list with discounts',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how much revenue do we keep from existing customers year on year including upsell',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'is commercial intelligence just another bi tool like tableau or power bi?',
    kind: 'question',
    answers: ['/commercial-intelligence-comparison'],
  },
  {
    query: 'what causes margins to erode in a wholesale business',
    kind: 'question',
    answers: ['/what-causes-margin-leaks', '/margin-leaks-guide'],
  },
  {
    query: 'how are your benchmark ranges chosen and how often are they reviewed',
    kind: 'question',
    answers: ['/benchmark-methodology'],
  },
  {
    query: 'what should go in a monthly commercial pack for the board?',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },

  // described concepts
  {
    query: 'ranking customers by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide', `${GLOSSARY}#rfm-analysis`],
  },
  {
    query: 'what each sale leaves towards overheads after product cost, freight and commission',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`, `${GLOSSARY}#contribution-margin`],
  },
  {
    query: 'too much of our turnover depends on a handful of big accounts',
    kind: 'concept',
    answers: [
      `${GLOSSARY}#customer-concentration-risk`,
      '/industry-use-cases/wholesale-channel-margins#customer-concentration',
    ],
  },
  {
    query: 'pricing on what the product is worth to the customer instead of cost plus',
    kind: 'concept',
    answers: [`${GLOSSARY}#value-based-pricing`],
  },
  {
    query: 'the one giant excel workbook only one person in finance understands',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'supplier put prices up but our contract customers are still on the old prices',
    kind: 'concept',
    answers: ['/blog/margin-leak'],
  },
  {
    query: 'splitting a change in gross margin into price, volume, mix and cost effects',
    kind: 'concept',
    answers: [
      '/commercial-intelligence-101/reading-your-margin',
      '/commercial-intelligence-101/reading-your-margin#the-margin-bridge',
    ],
  },
  {
    query: 'how fast the sales pipeline turns into profit, not just revenue',
    kind: 'concept',
    answers: [`${BN}/sales-velocity-profitability`, `${GLOSSARY}#sales-velocity`],
  },

  // navigational
  {query: 'marginscope price per month', kind: 'navigational', answers: ['/pricing']},
  {query: 'talk to someone in sales', kind: 'navigational', answers: ['/book-call', '/demo']},
  {
    query: 'is our erp data encrypted and kept secure',
    kind: 'navigational',
    answers: ['/privacy', '/'],
  },
  {query: 'who founded marginscope', kind: 'navigational', answers: ['/about']},
  {
    query: 'do you work with foodservice distributors',
    kind: 'navigational',
    answers: ['/distribution-commercial-intelligence'],
  },

  // synonyms, abbreviations, jargon
  {
    query: 'debtor days',
    kind: 'synonym',
    answers: [`${BN}/days-sales-outstanding`, `${GLOSSARY}#days-sales-outstanding`],
  },
  {
    query: 'net dollar retention benchmark',
    kind: 'synonym',
    answers: [`${BN}/net-revenue-retention`],
  },
  {query: 'aov b2b', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},
  {
    query: 'ltv:cac ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },

  // sections
  {
    query: 'how to tell a customer their ordering habits cost too much to serve',
    kind: 'section',
    answers: ['/customer-profitability-guide#talking-to-customers-about-it'],
  },
  {
    query: 'how much notice to give trade customers before a price increase',
    kind: 'section',
    answers: ['/pricing-strategy-distributors#communicating-price-changes'],
  },
  {
    query: 'margin we quoted vs what the job actually made',
    kind: 'section',
    answers: [
      '/industry-use-cases/manufacturing-true-cost-quoting#compare-quoted-with-delivered-margin',
    ],
  },

  // draft-only terms
  {
    query: 'how many times a year do we sell through and replace our stock',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'how much of planned machine time is really spent making good parts at full speed',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'what share of list price do we actually collect after discounts, overrides and rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'delivery, order handling and returns costs as a % of a customers revenue',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/**
 * A sixth batch of 28, written on 2026-11-29 the same blind way by another person, as a
 * lecturer, a consultant, a credit controller, a distribution group's CFO and a sales
 * operations analyst would type. On arrival, on the final ranking of that session, the search
 * put a right page first for 25 of its 28 queries (89.3%); looked at since (one abbreviation
 * rule came of it), so tuned on.
 */
const SIXTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (11)
  {
    query: 'how many days on average do our customers take to pay their invoices',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what price do i need to charge to make a 30% margin on a product',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${BN}/gross-margin-per-product`],
  },
  {
    query: 'is a 25% markup the same as a 25% margin?',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what percentage of orders with manually changed prices is normal',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how much profit does each customer really make after delivery and service costs',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'how accurate should our monthly sales forecast be',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'where do your benchmark ranges come from',
    kind: 'question',
    answers: ['/benchmark-methodology'],
  },
  {
    query: 'what data do we need to export from our erp to get started',
    kind: 'question',
    answers: ['/how-it-works', '/commercial-intelligence-guide'],
  },
  {
    query: "who should approve discounts above a sales rep's limit",
    kind: 'question',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action',
      '/pricing-strategy-distributors',
      '/margin-leaks-guide',
    ],
  },
  {
    query: 'how is commercial intelligence different from power bi or tableau',
    kind: 'question',
    answers: ['/commercial-intelligence-comparison', '/commercial-intelligence-guide'],
  },
  {
    query: 'how do change orders eat into project margin on construction jobs',
    kind: 'question',
    answers: [
      '/industry-use-cases/construction-project-margin',
      '/construction-commercial-intelligence',
    ],
  },

  // Described concepts (5)
  {
    query: 'customers who quietly order less and drift to a competitor without ever cancelling',
    kind: 'concept',
    answers: [`${BN}/churn-rate`, `${BN}/net-revenue-retention`],
  },
  {
    query: 'too much revenue depending on a handful of big accounts',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/wholesale-channel-margins',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  {
    query:
      'price list that turned into dozens of special price files, rebates and rep overrides nobody can explain',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query: "one person's excel workbook the whole business relies on for margin numbers",
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'splitting a change in gross margin into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },

  // Navigational (4)
  {query: 'book a call with marginscope', kind: 'navigational', answers: ['/book-call', '/demo']},
  {query: 'roi calculator', kind: 'navigational', answers: ['/calculate-roi']},
  {
    query: 'qbr template for the board',
    kind: 'navigational',
    answers: ['/quarterly-business-review', '/board-report-templates'],
  },
  {
    query: 'free short course on commercial intelligence',
    kind: 'navigational',
    answers: ['/commercial-intelligence-101'],
  },

  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'ndr benchmark b2b', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  {query: 'hit rate on quotes', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},

  // Typos (2)
  {query: 'contribtion margin formula', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {
    query: 'custmer lifetime vlaue calculator',
    kind: 'typo',
    answers: [`${BN}/customer-lifetime-value`],
  },

  // Draft-only terms (3)
  {
    query: 'how often does a wholesaler sell through its whole stock in a year',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'one percentage for the availability, speed and quality losses on a production line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query:
      "delivery and order handling costs as a share of a customer's revenue, what is a good target",
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/**
 * A seventh batch, written on 2026-11-29 (fourth session) by someone who read only the site's
 * pages (not the search's code, data, results or the other batches), as a finance director at
 * a distributor would type. On arrival the search put a right page first for 25 of its 28
 * queries (89.3%); looked at since, so tuned on.
 */
const SEVENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (12)
  {
    query: 'is a 25% markup the same thing as a 25% margin?',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${BN}/gross-margin-per-product`],
  },
  {
    query: 'which of our customers actually make us money once delivery and admin are counted',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'how often are sales reps changing the price the system gives them',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'what percentage of the quotes we send out end up as orders',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how many days between quoting a job and actually getting paid for it',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'are our existing customers spending more with us than last year',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'what does it really cost us to win one new trade account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'sales went up but margin % went down - how do I explain that to the board',
    kind: 'question',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'who should be allowed to sign off discounts and up to how much',
    kind: 'question',
    answers: ['/commercial-intelligence-101/from-insight-to-action'],
  },
  {
    query: 'what happens to our uploaded data if we cancel',
    kind: 'question',
    answers: ['/privacy', '/terms'],
  },
  {
    query: 'is there a setup fee or a minimum contract term',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'could we just do margin analysis in Power BI instead',
    kind: 'question',
    answers: ['/commercial-intelligence-comparison', '/commercial-intelligence-guide'],
  },

  // Described concepts (5)
  {
    query: 'supplier put its prices up but our contract customers are still paying the old price',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks', '/margin-leaks-guide'],
  },
  {
    query: 'ranking accounts by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'the giant excel workbook that only one person in finance knows how to update',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'what a sale leaves after goods, freight and commission, before overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'customers who never close their account but slowly buy less and drift away',
    kind: 'concept',
    answers: [`${BN}/churn-rate`],
  },

  // Navigational (3)
  {
    query: 'arrange a call to talk through our margins',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query: 'payback calculator for your software',
    kind: 'navigational',
    answers: ['/calculate-roi'],
  },
  {
    query: 'construction contractors',
    kind: 'navigational',
    answers: [
      '/construction-commercial-intelligence',
      '/industry-use-cases/construction-project-margin',
    ],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV of a b2b customer',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {query: 'MAPE sales forecast', kind: 'abbreviation', answers: [`${BN}/forecast-accuracy`]},

  // Typos (2)
  {query: 'contibution margin ratio', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {query: 'custmer segmentaion tool', kind: 'typo', answers: ['/customer-segmentation-guide']},

  // Draft-only terms (3)
  {
    query: 'how many days of stock are we sitting on, based on cost of sales',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'how much cash would we free up if our warehouse stock turned over faster',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'one figure for how much a production line loses to downtime, slow running and rejects',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

/**
 * An eighth batch, written the same blind way at the same time by another person, as an
 * academic researcher or a manufacturer's sales leader would type. On arrival: 24 of 28 right
 * first (85.7%); looked at since, so tuned on.
 */
const EIGHTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (12)
  {
    query: 'what share of deals can sales reps price off the list before it becomes a problem',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query:
      'how many more orders would a 5% discount have to win just to earn the same gross profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'how long do our customers take on average to pay their invoices',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'should we drop customers who lose us money after delivery and service costs?',
    kind: 'question',
    answers: ['/customer-profitability-guide'],
  },
  {
    query: 'if I add 25% to cost do I get a 25% margin',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${BN}/gross-margin-per-product`],
  },
  {
    query:
      'how much is it worth spending to win a new trade account compared with what the account brings in over the years',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  {
    query: 'would sales still grow if we won no new customers this year',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how much discount can a sales rep give without sign off from the sales manager',
    kind: 'question',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action',
      '/pricing-strategy-distributors',
    ],
  },
  {
    query: 'why do manufacturers end the year below the margins their quotes promised',
    kind: 'question',
    answers: [
      '/industry-use-cases/manufacturing-true-cost-quoting',
      '/manufacturing-commercial-intelligence',
    ],
  },
  {
    query: 'what is a normal win rate on quotes for a manufacturer',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`, '/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'how do you measure whether the sales forecast is consistently too optimistic',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'when does a B2B customer who just orders less and less count as lost',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },

  // Described concepts (5)
  {
    query: 'splitting a change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query:
      'following one unit price step by step from list down to what is left after trade discount, rebate and free freight',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', '/margin-leaks-guide'],
  },
  {
    query: 'ranking accounts by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'the giant excel workbook only one person in finance knows how to update for the board',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'supplier put prices up, list was updated but customer contract prices never were',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/industry-use-cases/distribution-price-realisation'],
  },

  // Navigational (3)
  {query: 'subscription plans and monthly fees', kind: 'navigational', answers: ['/pricing']},
  {
    query: 'where do your benchmark ranges come from',
    kind: 'navigational',
    answers: ['/benchmark-methodology'],
  },
  {
    query: 'quarterly board pack template',
    kind: 'navigational',
    answers: ['/quarterly-business-review', '/board-report-templates'],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'LTV formula b2b', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {
    query: 'variable margin after freight and sales commission',
    kind: 'synonym',
    answers: [`${BN}/contribution-margin`],
  },

  // Typos (2)
  {
    query: 'custmer profitabilty calculater',
    kind: 'typo',
    answers: ['/customer-profitability-calculator'],
  },
  {
    query: 'gross margine by prodcut line',
    kind: 'typo',
    answers: [`${BN}/gross-margin-per-product`],
  },

  // Draft-only terms (3)
  {
    query: 'one figure for machine downtime, slow running and scrap on a production line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'stock turnover ratio and days inventory outstanding for a wholesaler',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query:
      "what percentage of a customer's revenue goes on deliveries, order handling and account time",
    kind: 'draft',
    answers: [
      `${DRAFT_BN}/cost-to-serve-ratio`,
      '/commercial-intelligence-101/customer-and-product-profitability',
    ],
  },
];

/**
 * A ninth and a tenth batch, written the same blind way on 2026-11-29 (fourth session) by two
 * more people: a researcher of profitability in wholesale distribution, and the commercial
 * director of a building-supplies manufacturer. They decided whether the term questions
 * written blind (`searchQuestions.ts`) stay: without them 23 and 20 of 28 right first (82.1%,
 * 71.4%), with them 26 and 24 (92.9%, 85.7%). Looked at since, so tuned on.
 */
const NINTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (14)
  {
    query: 'is winning one quote in five normal for a manufacturer',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: "what's a typical gross margin for a wholesale distributor",
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/voice-search-guide'],
  },
  {
    query: 'difference between margin and mark-up',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what price do I have to charge to make 25% margin once fixed costs are covered',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: "existing customers spent 105% of last year's amount - is that good retention?",
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how to stop sales reps discounting off the price list so often',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query: 'when does a trade customer who stopped ordering count as lost',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'how many days should it take from sending a quote to getting paid',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'which costs count as variable when working out contribution',
    kind: 'question',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'how do I work out the profit on one customer after delivery and service costs',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'do tiny orders lose money once picking and delivery are paid for',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how many years should I assume a customer stays when estimating lifetime value',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/churn-rate`],
  },
  {
    query: 'how much does our win rate have to rise to make up for a 5% discount',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'should customer tiers be set on revenue or on profit',
    kind: 'question',
    answers: [
      `${BN}/customer-tier`,
      '/commercial-intelligence-101/customer-and-product-profitability',
    ],
  },

  // Described concepts (4)
  {
    query: 'profit that trickles away through unapproved discounts and prices nobody updated',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', GLOSSARY],
  },
  {
    query: 'ranking accounts by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'splitting a change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'the giant excel workbook only one person in finance knows how to refresh',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },

  // Navigational (3)
  {query: 'how much does marginscope cost a month', kind: 'navigational', answers: ['/pricing']},
  {
    query: 'how are your benchmark ranges chosen and reviewed',
    kind: 'navigational',
    answers: ['/benchmark-methodology', '/next/benchmark-methodology'],
  },
  {
    query: 'margin analysis for wholesalers industry page',
    kind: 'navigational',
    answers: [
      '/wholesale-commercial-intelligence',
      '/industry-use-cases/wholesale-channel-margins',
    ],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'MAPE sales forecast', kind: 'abbreviation', answers: [`${BN}/forecast-accuracy`]},
  {
    query: 'LTV to CAC ratio benchmark',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },

  // Typo (1)
  {
    query: 'customer aquisition cost payback',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },

  // Draft-only terms (3)
  {
    query: 'availability x performance x quality on a packing line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'convert stock turnover into days of stock on hand',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'calculator for how much of list price we actually realize after rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const TENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (12)
  {
    query:
      'should our biggest account by turnover automatically be tier 1 even if it costs a fortune to serve',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query:
      'are existing accounts spending more or less than last year once you count the ones we lost',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'lowest price I can go to on a product without making a loss',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'what percentage of our quotes should we be winning as a manufacturer',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'which trade accounts actually make us money once deliveries and rep visits are counted',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'how do you measure customers who just slowly stop ordering instead of cancelling',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what should go in the monthly board pack for the commercial side',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how often are my reps going off the price list on orders',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'our sales forecast always comes in too high - how do I measure that',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'what data do I need to pull out of our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo', '/'],
  },
  {
    query: 'how many days between quoting a job and the money actually hitting the bank',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query:
      'we quote off standard costs that are months old while raw material prices keep going up',
    kind: 'question',
    answers: [
      '/industry-use-cases/manufacturing-true-cost-quoting',
      '/manufacturing-commercial-intelligence',
    ],
  },

  // Described concepts (5)
  {
    query:
      'what is left per unit after trade discount, year end rebate and free delivery come off the list price',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query: 'pricing on what the product is worth to the customer rather than cost plus markup',
    kind: 'concept',
    answers: [GLOSSARY],
  },
  {
    query: 'risk of too much turnover sitting with a handful of big customers',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/wholesale-channel-margins',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  {
    query: 'split a margin change into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'that giant excel workbook only one person in finance knows how to update',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },

  // Navigational (3)
  {query: 'marginscope subscription cost', kind: 'navigational', answers: ['/pricing']},
  {query: 'talk to someone / book a call', kind: 'navigational', answers: ['/book-call']},
  {query: 'data security gdpr encryption', kind: 'navigational', answers: ['/privacy', '/']},

  // Synonyms, abbreviations and jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV to CAC ratio whats healthy',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'average drop value per order', kind: 'synonym', answers: [`${BN}/average-order-value`]},

  // Typos (2)
  {query: 'contributon margin per product', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {
    query: 'sales velocty formula win rate',
    kind: 'typo',
    answers: [`${BN}/sales-velocity-profitability`],
  },

  // Draft-only terms (3)
  {
    query: 'how many times a year do we turn our stock and how many days cover is that',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE on our kiln line - availability x speed x scrap',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'cost to serve as a % of revenue per account, what is a good figure',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/**
 * An eleventh and a twelfth batch, written the same blind way on 2026-11-29 (fourth session):
 * a management accountant at a food wholesaler benchmarking KPIs (British spelling), and a US
 * sales VP at an industrial distributor typing short queries. On arrival, with every page's
 * blind-written questions, 24 and 24 of 28 right first (85.7% each); without this session's
 * questions, 21 and 24. Looked at since, so tuned on.
 */
const ELEVENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how much cash is tied up because customers pay later than our credit terms',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what gross margin should a food and drink wholesaler expect to make',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/voice-search-guide'],
  },
  {
    query: 'how can we improve contribution margin on a low-margin product line',
    kind: 'question',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query:
      'are our small drop orders costing more to pick and deliver than the gross profit they earn',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query:
      'measuring churn when trade customers never close their account, they just stop ordering',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'is 104% net revenue retention good for a distributor',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'our sales forecast is always too optimistic, how do I measure accuracy and bias',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'which costs should be included when costing the acquisition of a new trade customer',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'should customer lifetime value be calculated on gross profit or on turnover',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'lowest selling price that still covers variable cost and its share of fixed overheads',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how much is the subscription for a company turning over 20 million',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query:
      'which of our customers are actually profitable once delivery and order handling are costed',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'what should go in the monthly board pack on sales and margin',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },

  // Described concepts (4)
  {
    query: 'reps keying in their own prices instead of the price list - how often is acceptable',
    kind: 'concept',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'grading customers by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'number of days from sending a quotation until the cash is received',
    kind: 'concept',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'danger of too much turnover sitting with a handful of big retail accounts',
    kind: 'concept',
    answers: [`${GLOSSARY}`, '/industry-use-cases/wholesale-channel-margins'],
  },

  // Navigational (3)
  {query: 'board paper templates', kind: 'navigational', answers: ['/board-report-templates']},
  {query: 'A-Z glossary of terms', kind: 'navigational', answers: [`${GLOSSARY}`]},
  {
    query: 'how you set your benchmark ranges methodology',
    kind: 'navigational',
    answers: ['/benchmark-methodology'],
  },

  // Synonyms, abbreviations and jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV:CAC',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},

  // Typos (2)
  {query: 'contribtion margin ratio', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {
    query: 'margin versus mark-up per prodcut',
    kind: 'typo',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },

  // Draft-only terms (3)
  {
    query: 'days of stock cover from cost of sales and average inventory',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'calculate OEE from availability, performance and quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realisation calculator allowing for retrospective rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const TWELFTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do i track how often my reps discount off the price list',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'whats a good dso for a distributor on net 30',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query:
      'if we give 5% off how much does our win rate need to go up to make the same gross profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'quote win rate benchmark for manufacturing',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'are small orders losing us money after handling and delivery',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'when do you count a customer as lost if they never actually cancel',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'our sales forecast comes in high every month how do i measure that',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how many months does it take to earn back what we spent landing a new account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'which accounts actually make money once freight and service time are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'lowest price i can quote on a part without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how much is marginscope for a $15m distributor',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what do i need to pull out of our erp to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query: 'template for a monthly sales report to the board with margin by rep and territory',
    kind: 'question',
    answers: ['/sales-performance-dashboard', '/board-report-templates'],
  },
  // Concepts (4)
  {
    query:
      'revenue from last years accounts this year counting upsell minus the ones that cut back or left',
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'number of days from sending a quote to the money hitting the bank',
    kind: 'concept',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query:
      'splitting accounts into top middle and bottom by profit so each group gets different pricing and service',
    kind: 'concept',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'setting price on what its worth to the customer instead of cost plus markup',
    kind: 'concept',
    answers: [GLOSSARY],
  },
  // Navigational (3)
  {query: 'book a call', kind: 'navigational', answers: ['/book-call']},
  {query: 'margin leak checklist', kind: 'navigational', answers: ['/margin-leak-assessment']},
  {query: 'roi calculator', kind: 'navigational', answers: ['/calculate-roi']},
  // Synonyms / abbreviations / jargon (3)
  {query: 'ltv', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'recency frequency monetary scoring', kind: 'synonym', answers: [`${BN}/rfm-modelling`]},
  {query: 'margin by sku', kind: 'synonym', answers: [`${BN}/gross-margin-per-product`]},
  // Typos (2)
  {query: 'contribuition margin formula', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {
    query: 'pricing stratagy for distributers',
    kind: 'typo',
    answers: ['/pricing-strategy-distributors'],
  },
  // Draft-only terms (3)
  {
    query: 'how many days of stock are we sitting on',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'oee availability x performance x quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realization calculator list vs what we invoice after rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/**
 * Five more batches, written the same blind way on 2026-11-29 (fifth session): an operations
 * director at a food manufacturer, a private-equity operating partner, a trade journalist, a
 * credit controller at a plumbing and heating merchant, and a management consultant. On
 * arrival 25, 25, 24, 25 and 26 of 28 right first. Looked at since, so tuned on.
 */
const THIRTEENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'whats a normal gross margin for a food manufacturer',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/manufacturing-commercial-intelligence'],
  },
  {
    query: 'is margin the same thing as markup',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'lowest price we can sell a product at and still cover our fixed costs',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how long do customers take to pay us on average, is 50 days bad',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'sales reps keep changing the price on orders, how much is too much',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query:
      'how to find out which customers actually make money once delivery and service costs are counted',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'are lots of tiny orders costing us more to handle than they earn',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how do we measure if our sales forecast was any good',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'what share of our quotes should a manufacturer be winning',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`, '/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'how much does marginscope cost per month for a 30M revenue business',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'can we try it on our own data before we sign up',
    kind: 'question',
    answers: ['/pricing', '/book-call'],
  },
  {
    query: 'what should go in the monthly commercial report to the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how often should the leadership team review each kpi',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  // Concepts (4)
  {
    query: 'what a sale leaves after freight, packaging and commission but before rent and wages',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'gap between the margin we quoted and what the job really made on the factory floor',
    kind: 'concept',
    answers: ['/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'supplier put their prices up and our customer contract prices never got changed',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks'],
  },
  {
    query: 'are the customers we already had spending more this year than last year overall',
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  // Navigational (3)
  {
    query: 'manufacturing industry page',
    kind: 'navigational',
    answers: ['/manufacturing-commercial-intelligence'],
  },
  {query: 'roi calculator', kind: 'navigational', answers: ['/calculate-roi']},
  {query: 'free margin leak checklist', kind: 'navigational', answers: ['/margin-leak-assessment']},
  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`, GLOSSARY]},
  {query: 'LTV', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  // Typos (2)
  {
    query: 'contribtion margin vs gross margin',
    kind: 'typo',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  {query: 'forcast accuracy and bias', kind: 'typo', answers: [`${BN}/forecast-accuracy`]},
  // Draft-only terms (3)
  {
    query: 'oee on a packing line, how to measure availability performance and quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'turn our stock turns into days of stock and how much cash we could free up',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'what percent of a customers revenue should the cost to serve them be',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

const FOURTEENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query:
      'how do you measure churn at a distributor when customers drift off instead of cancelling',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'DSO over a 90 day quarter - how much NWC do we free up if we take 10 days out',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'how to value an account over its whole life using cost of capital as the discount rate',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'how do we stop reps overriding the price file on so many deals',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'is a 25% markup the same as a 25% margin when setting target price',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${BN}/gross-margin-per-product`],
  },
  {
    query: 'what would the subscription cost for a portco doing $40M revenue',
    kind: 'question',
    answers: ['/pricing', '/commercial-intelligence-comparison'],
  },
  {
    query: 'do you refund the fee if no recoverable margin is found in the first 90 days',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'how does an engagement work from ERP extract to first findings',
    kind: 'question',
    answers: ['/how-it-works', '/commercial-intelligence-guide'],
  },
  {
    query: 'what happens to our uploaded ERP data once we cancel',
    kind: 'question',
    answers: ['/terms', '/privacy'],
  },
  {
    query: 'what forecast accuracy counts as excellent and how should I track bias',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how many extra deals does a price cut need to win just to earn the same gross profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'typical quote win rate for a manufacturer, is 20% ok',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query:
      'how long should quote to cash take on complex deals and how much working capital does it lock up',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },

  // Described concepts (4)
  {
    query:
      'big accounts with decent GM that lose money once small daily drops and 75 day terms are costed in',
    kind: 'concept',
    answers: [`${BN}/margin-per-customer`, `${BN}/customer-tier`, '/customer-profitability-guide'],
  },
  {
    query: 'grading accounts on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'supplier increase went into the list but contract prices sat untouched for months',
    kind: 'concept',
    answers: ['/blog/margin-leak'],
  },
  {
    query: 'key person risk: the one workbook only finance can refresh for the monthly board pack',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },

  // Navigational (3)
  {
    query: 'board report templates QBR pack',
    kind: 'navigational',
    answers: ['/board-report-templates', '/quarterly-business-review'],
  },
  {
    query: 'book a call with a commercial strategist',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query: 'marginscope vs power bi tableau TCO',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'net dollar retention NDR', kind: 'synonym', answers: [`${BN}/net-revenue-retention`]},
  {
    query: 'CM ratio and breakeven revenue',
    kind: 'abbreviation',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'SKU level GM% on landed cost',
    kind: 'abbreviation',
    answers: [`${BN}/gross-margin-per-product`],
  },

  // Typos (2)
  {
    query: 'custmer acquistion cost payback',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'margin leek checklist',
    kind: 'typo',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },

  // Draft-only terms (3)
  {
    query: 'stock turns to days on hand, and cash released if we hit 8x',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'how to calculate OEE from run time, ideal cycle time and good units',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realization after rebates and credit notes vs on the invoice alone',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const FIFTEENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'contribution margin vs gross margin, whats the difference',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  {
    query: 'what is a good net revenue retention number for a B2B distributor',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'do small orders actually lose a wholesaler money once you count handling',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'is a 30% markup the same thing as a 30% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how many deals with salespeople changing the list price is too many',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'why can two customers with the same sales leave very different profits',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'what counts as a decent sales forecast accuracy percentage',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {query: 'how much does MarginScope charge a month', kind: 'question', answers: ['/pricing']},
  {
    query: 'what happens to the data we uploaded if we cancel the subscription',
    kind: 'question',
    answers: ['/privacy', '/terms'],
  },
  {
    query: 'what share of quotes normally turn into orders for a manufacturer',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how do you measure how quickly the sales pipeline turns into gross profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'what should go in a monthly board report on sales and margin',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how much should a distributor spend to win one new trade account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  // Described concepts (4)
  {
    query:
      'profit that slips away through small discounts and out of date contract prices without anyone noticing',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', '/blog/margin-leak', GLOSSARY],
  },
  {
    query: 'ranking customers by how recently and how often they buy and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, GLOSSARY],
  },
  {
    query: 'lowest price you can sell a product at before every sale loses money',
    kind: 'concept',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query:
      'putting accounts into three groups by the profit left after serving them, each with its own terms',
    kind: 'concept',
    answers: [`${BN}/customer-tier`],
  },
  // Navigational (3)
  {
    query: 'who is behind marginscope, company background and founder',
    kind: 'navigational',
    answers: ['/about'],
  },
  {
    query: 'free checklist to find margin leaks',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {
    query: 'marginscope compared with power bi and tableau',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },
  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'what does LTV mean', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {
    query: 'customer attrition rate for a distributor',
    kind: 'synonym',
    answers: [`${BN}/churn-rate`],
  },
  // Typos (2)
  {query: 'qoute to cash time', kind: 'typo', answers: [`${BN}/quote-to-cash-time`]},
  {
    query: 'what is comercial inteligence',
    kind: 'typo',
    answers: [
      '/commercial-intelligence-guide',
      '/commercial-intelligence-101/what-is-commercial-intelligence',
      GLOSSARY,
    ],
  },
  // Draft-only terms (3)
  {
    query: 'how many days of stock are we sitting on, worked out from cost of sales',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'availability times performance times quality score for a production line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realization calculator, list price vs what we invoice after rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const SIXTEENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'what is a good DSO if we give customers 30 days credit',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'how much cash is tied up because customers pay late',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`, `${BN}/quote-to-cash-time`],
  },
  {
    query: 'do long payment terms eat into the profit we make on a customer',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      `/customer-profitability-guide`,
      `/customer-profitability-calculator`,
    ],
  },
  {
    query: 'should we stop trading with customers who lose us money',
    kind: 'question',
    answers: [`/customer-profitability-guide`, `${BN}/customer-tier`],
  },
  {
    query: 'why do customers dispute invoices and hold back payment',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`, `${BN}/days-sales-outstanding`],
  },
  {
    query: 'how do you work out churn when trade accounts just stop ordering instead of closing',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what net revenue retention should a distributor be aiming for',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {query: 'how much does marginscope cost a month', kind: 'question', answers: ['/pricing']},
  {
    query: 'what should the monthly board pack show about overdue debt and cash',
    kind: 'question',
    answers: ['/monthly-commercial-report'],
  },
  {
    query: 'are the figures I type into your free calculators sent to you',
    kind: 'question',
    answers: ['/your-data', '/privacy'],
  },
  {
    query: 'are lots of tiny orders costing us more to process than they earn',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how to get a customer to accept shorter credit terms without losing the account',
    kind: 'question',
    answers: ['/customer-profitability-guide'],
  },
  {
    query: 'how should I rank customers into tiers by profit rather than turnover',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  // Concepts (4)
  {
    query: 'number of days between sending a quote and the money landing in the bank',
    kind: 'concept',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'scoring accounts by how recently and how often they buy and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'profit quietly slipping away through small everyday pricing slip-ups',
    kind: 'concept',
    answers: ['/margin-leaks-guide', GLOSSARY, '/what-causes-margin-leaks'],
  },
  {
    query: 'risk of too much of our turnover sitting with a handful of big customers',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/wholesale-channel-margins',
      '/pricing-strategy-distributors',
    ],
  },
  // Navigational (3)
  {query: 'book a call', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'customer profitability calculator',
    kind: 'navigational',
    answers: ['/customer-profitability-calculator'],
  },
  {
    query: 'templates for board reports',
    kind: 'navigational',
    answers: ['/board-report-templates'],
  },
  // Synonyms and abbreviations (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV:CAC',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  // Typos (2)
  {
    query: 'custmer profitabilty',
    kind: 'typo',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
    ],
  },
  {query: 'price overide frequancy', kind: 'typo', answers: [`${BN}/price-override-frequency`]},
  // Draft-only terms (3)
  {
    query: 'how many times a year do we turn our stock over and how many days of stock is that',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'work out how much of list price we actually keep once rebates and credit notes are taken off',
    kind: 'draft',
    answers: [
      `${DRAFT_BN}/price-realisation`,
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  {
    query:
      'deliveries, order handling and credit costs as a percentage of what each customer spends',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`, `${BN}/margin-per-customer`],
  },
];

const SEVENTEENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query:
      'what share of deals with manual price overrides is acceptable before pricing discipline becomes a concern',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how do I compute contribution margin ratio and breakeven revenue for a product line',
    kind: 'question',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'why does a 25% markup not equal a 25% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how to measure churn when B2B accounts just buy less instead of cancelling',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'is our typical order size large enough to cover the cost of handling it',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how much does win rate need to go up to offset a 5% discount',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'how should we bucket accounts into tiers based on margin after cost to serve',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'what is a good LTV to CAC ratio for a B2B distributor',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  {
    query: 'typical number of days from quote to cash for complex deals',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'what account-level margin after cost to serve counts as healthy',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'MarginScope monthly fee for a company with $20M revenue',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'which ERP exports do we need to provide to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query: 'what should a monthly commercial report to the board cover, page by page',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },

  // Described concepts (4)
  {
    query: 'risk when the top 10 accounts hold a big chunk of revenue and can dictate price',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/pricing-strategy-distributors',
      '/industry-use-cases/wholesale-channel-margins',
    ],
  },
  {
    query:
      'price actually left per unit after trade discounts, year-end rebates and absorbed freight',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', '/margin-leaks-guide'],
  },
  {
    query: "one analyst's giant Excel workbook the whole business depends on for margin answers",
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'setting prices on the value delivered to the customer rather than cost-plus',
    kind: 'concept',
    answers: [GLOSSARY],
  },

  // Navigational (3)
  {query: 'board pack templates', kind: 'navigational', answers: ['/board-report-templates']},
  {
    query: '47 point margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {
    query: 'schedule a call with a commercial strategist',
    kind: 'navigational',
    answers: ['/book-call'],
  },

  // Synonyms / abbreviations / jargon (3)
  {
    query: 'debtor days benchmark vs payment terms',
    kind: 'synonym',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'quote hit rate by count versus by value',
    kind: 'synonym',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'NRR expansion contraction formula',
    kind: 'abbreviation',
    answers: [`${BN}/net-revenue-retention`],
  },

  // Typos (2)
  {query: 'forcast accuracy and bias', kind: 'typo', answers: [`${BN}/forecast-accuracy`]},
  {query: 'breakeven pirce vs target price', kind: 'typo', answers: [`${BN}/breakeven-price`]},

  // Draft-only terms (3)
  {
    query: 'OEE availability x performance x quality how to calculate',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'convert stock turns into days of inventory and cash released',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'should price realization include rebates paid after invoicing',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/**
 * Three more, written the same blind way on 2026-11-29 (fifth session): a non-executive
 * director of a wholesaler, a data analyst at an agricultural equipment distributor, and the
 * managing director of a precast concrete manufacturer (who, against the brief, had opened the
 * first lines of another batch's file). On arrival 24, 24 and 27 of 28 right first. Looked at
 * since, or not blind throughout, so tuned on.
 */
const EIGHTEENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'What should I be looking for in the monthly commercial pages of a board pack?',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'How many KPIs should a board track, and which ones matter most?',
    kind: 'question',
    answers: ['/performance-tracking-guide', '/commercial-dashboard-kit'],
  },
  {
    query: 'What is a good gross margin for a wholesaler?',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query: 'What average order size do we need to cover the cost of picking and delivering it?',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query:
      'How can the company check whether its biggest customers are actually profitable once delivery and service costs are included?',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'Why would gross margin percentage fall in a year when revenue and profit both went up?',
    kind: 'question',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query:
      'What proportion of orders with a manually changed price is acceptable for a sales team?',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'Is net revenue retention of 103% good for a distributor?',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'How accurate should the sales forecast be before the board can rely on it?',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'How much does MarginScope cost for a business with £40m turnover?',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'Should we rank customers into tiers by revenue or by profit?',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'How often should the profitability of our largest customers be reviewed?',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      '/customer-profitability-board-report',
    ],
  },
  {
    query: 'What is the difference between margin and markup, and why does it matter when pricing?',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },

  // Described concepts (4)
  {
    query: 'relying on a handful of very large customers who can dictate our prices',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/wholesale-channel-margins',
      '/wholesale-commercial-intelligence',
    ],
  },
  {
    query:
      'profit quietly lost through discounts nobody approved and supplier price rises never passed on',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', GLOSSARY],
  },
  {
    query:
      'what is left of a sale after freight, commission and other costs that rise with volume, before overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'scoring customers on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },

  // Navigational (3)
  {query: 'board report templates', kind: 'navigational', answers: ['/board-report-templates']},
  {
    query: 'quarterly business review template',
    kind: 'navigational',
    answers: ['/quarterly-business-review'],
  },
  {
    query: 'annual strategic review board pack outline',
    kind: 'navigational',
    answers: ['/annual-strategic-review'],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {
    query: 'LTV:CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },

  // Typos (2)
  {
    query: 'quote convertion rate benchmarks',
    kind: 'typo',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'sales velocity and profitabilty formula',
    kind: 'typo',
    answers: [`${BN}/sales-velocity-profitability`],
  },

  // Draft-only terms (3)
  {
    query: 'How do we calculate stock turns, and how many days of stock should a wholesaler hold?',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'price realisation after rebates: how is it calculated and why can the invoice figure mislead the board?',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'OEE availability performance quality calculation for a packing line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

const NINETEENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do I work out profit velocity from pipeline opps, win rate and cycle length',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'what gross margin % is typical for a wholesale distributor vs a manufacturer',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'what forecast accuracy percentage counts as good and what counts as excellent',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'NRR formula with expansion, contraction and churned revenue from last years customers',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how much does the subscription cost for a dealer group doing around $20M revenue',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'how long do you keep our uploaded ERP extracts after we cancel',
    kind: 'question',
    answers: ['/privacy', '/terms'],
  },
  {
    query:
      'which data fields do I need in the invoice line export - list price, net price, unit cost, freight?',
    kind: 'question',
    answers: ['/margin-analysis-dashboard', '/commercial-intelligence-guide'],
  },
  {
    query: 'lowest price that covers variable cost per unit plus its share of fixed overheads',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how can we get sales reps to stop keying in their own prices on orders',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query: 'normal number of days from quote to payment received on a complex deal',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query:
      'step by step calc of profit per customer after deliveries, service hours, credit days and bad debt',
    kind: 'question',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'which KPIs should be looked at daily, weekly, monthly and quarterly',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'what volume discount off list should an account buying $300k a year get',
    kind: 'question',
    answers: [
      '/distribution-commercial-intelligence',
      '/industry-use-cases/distribution-price-realisation',
      '/pricing-strategy-distributors',
    ],
  },
  // Concepts (4)
  {
    query:
      'customers who slowly order less often, move part of their spend elsewhere and then stop without telling you',
    kind: 'concept',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'breaking a change in margin down into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query:
      'rank every account by margin dollars and cut at the top 20% and bottom 20% to decide who gets which terms',
    kind: 'concept',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'money a sale leaves after goods, freight, commission and card fees, before fixed costs',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  // Navigational (3)
  {
    query: 'board report templates download',
    kind: 'navigational',
    answers: ['/board-report-templates'],
  },
  {
    query: '47 point margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  {
    query: 'cost structure template csv direct indirect',
    kind: 'navigational',
    answers: ['/cost-structure-template'],
  },
  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'CAC payback months', kind: 'abbreviation', answers: [`${BN}/customer-acquisition-cost`]},
  {query: 'quote hit rate by value', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  // Typos (2)
  {query: 'avrage order vaue b2b', kind: 'typo', answers: [`${BN}/average-order-value`]},
  {
    query: 'custmer profitabilty calculater',
    kind: 'typo',
    answers: ['/customer-profitability-calculator', `${BN}/margin-per-customer`],
  },
  // Draft-only terms (3)
  {
    query: 'OEE availability x performance x quality for our reman shop line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'convert parts stock turns into days on hand and cash we could free up',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization % of list after rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const TWENTIETH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'what sort of quote win rate should a precast manufacturer expect',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how many days should it take from sending a quote to having the money in the bank',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'lowest price I can quote for a unit and still cover our fixed overheads',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'contractors paying us at 70 days on 30 day terms, how much cash is that tying up',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what gross margin should a manufacturer be aiming for',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/manufacturing-commercial-intelligence'],
  },
  {
    query: 'difference between contribution margin and gross margin',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  {
    query: 'how much would MarginScope cost us on £18m turnover',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'which customers actually make us money once deliveries and site visits are counted',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'how accurate should our sales forecast be',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'why do finished jobs make less margin than the quote said they would',
    kind: 'question',
    answers: ['/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'what margin should a construction project be making',
    kind: 'question',
    answers: [
      '/industry-use-cases/construction-project-margin',
      '/construction-commercial-intelligence',
    ],
  },
  {
    query: 'how often is it acceptable for sales staff to override the price list',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'is MarginScope suitable for a manufacturer or is it just for distributors',
    kind: 'question',
    answers: ['/manufacturing-commercial-intelligence'],
  },

  // Described concepts (4)
  {
    query: 'total margin a customer brings in over all the years they keep ordering from us',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: "revenue kept from last year's customers after their growth, cutbacks and losses",
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'extra work the client asks for on site that gets priced afterwards or never billed',
    kind: 'concept',
    answers: [
      '/industry-use-cases/construction-project-margin',
      '/construction-commercial-intelligence',
    ],
  },
  {
    query: 'grouping customers by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },

  // Navigational (3)
  {query: 'book a call', kind: 'navigational', answers: ['/book-call']},
  {query: 'roi calculator', kind: 'navigational', answers: ['/calculate-roi']},
  {query: 'free margin audit toolkit', kind: 'navigational', answers: ['/margin-audit-toolkit']},

  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days calculation', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'AOV for trade accounts', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},

  // Typos (2)
  {query: 'custmer tiering by profit', kind: 'typo', answers: [`${BN}/customer-tier`]},
  {
    query: 'cost of aquiring a new customer',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },

  // Draft-only terms (3)
  {
    query: 'how to calculate OEE on a mould line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'how to turn stock turns into days of stock cover',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: "cost to serve as a percentage of each customer's revenue calculator",
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`, `${BN}/margin-per-customer`],
  },
];

/**
 * Two more, written the same blind way on 2026-11-29 (fifth session) after the session's
 * rules were in place: a category manager at a builders' merchant and an independent adviser
 * to small manufacturers and wholesalers. On arrival 26 and 24 of 28 right first. Looked at
 * since, so tuned on.
 */
const TWENTY_FIRST_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'whats a normal gross margin for a wholesaler or builders merchant',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'why does putting 25% on cost not give me a 25% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'lowest price i can sell a line at before it starts losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'reps keep knocking money off the price list, how many overrides is too many',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query:
      'how do i tell if a trade account actually makes us money once deliveries and handling are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'are our volume discounts actually buying any extra volume',
    kind: 'question',
    answers: [
      '/pricing-strategy-distributors',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  {
    query: 'our sales forecast always comes in too high, how do i measure the bias',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'are small orders costing more to process than the margin they bring in',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'if we give 5% off how many more deals do we have to win to make the same profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'customers not leaving but buying less off us, how do i measure that',
    kind: 'question',
    answers: [`${BN}/churn-rate`, `${BN}/net-revenue-retention`],
  },
  {
    query: 'is there a setup fee or can we go month to month',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what goes in a monthly commercial report for the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'what files do we need to export out of the ERP to get going',
    kind: 'question',
    answers: ['/how-it-works', '/commercial-intelligence-guide'],
  },
  // Described concepts (4)
  {
    query:
      'what we really keep per unit after trade discount, year end rebate and free delivery all come off',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query:
      'supplier put prices up, list got changed but contract prices never did and margin slowly drained away',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/margin-leaks-guide'],
  },
  {
    query: 'splitting why margin moved into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'scoring customers on how recently and how often they buy and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  // Navigational (3)
  {query: 'free margin audit tools', kind: 'navigational', answers: ['/margin-audit-toolkit']},
  {
    query: 'book a call with one of your strategists',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {query: 'glossary of commercial terms', kind: 'navigational', answers: [GLOSSARY]},
  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV of a trade customer',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  // Typos (2)
  {query: 'contribtion margin formula', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {query: 'custmer tiering by margin', kind: 'typo', answers: [`${BN}/customer-tier`]},
  // Draft-only terms (3)
  {
    query: 'stock turn calc and how many days cover are we holding',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'work out % of list price we really get after invoice discounts, retro rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query:
      'our block plant - how to measure how well the machine runs, downtime, speed and rejects in one number',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

const TWENTY_SECOND_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how long should it take from sending a quote to actually getting paid',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'what is a normal gross margin for a wholesaler',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'client adds 25% to cost, why is the margin only 20%?',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how much does it cost per month for a business under $10m turnover',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'can we try it on our own data before paying',
    kind: 'question',
    answers: ['/pricing', '/book-call'],
  },
  {
    query: 'how to stop sales reps discounting below the price list',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`, '/margin-leaks-guide'],
  },
  {
    query: 'how many months does it take to earn back the cost of winning a new account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'which customers lose us money once delivery and support costs are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'what does it mean if net revenue retention is under 100%',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'what should go in a monthly report to the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how accurate should a sales forecast be and how do you measure it',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'which files do we need to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query: 'good quote conversion rate for a manufacturer',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },

  // Concepts (4)
  {
    query: 'total margin a customer brings in over all the years they keep buying',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'scoring customers on how recently and how often they order and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'what a sale leaves after freight, commission and card fees to cover overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'profit lost bit by bit through small discounts and price lists nobody updates',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', GLOSSARY],
  },

  // Navigational (3)
  {query: 'free margin audit toolkit', kind: 'navigational', answers: ['/margin-audit-toolkit']},
  {
    query: 'template to list direct and indirect costs',
    kind: 'navigational',
    answers: ['/cost-structure-template'],
  },
  {query: 'plain english glossary of commercial terms', kind: 'navigational', answers: [GLOSSARY]},

  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'customer attrition rate b2b', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'AOV', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},

  // Typos (2)
  {query: 'brakeven price calculater', kind: 'typo', answers: [`${BN}/breakeven-price`]},
  {
    query: 'sales velocty and profit',
    kind: 'typo',
    answers: [`${BN}/sales-velocity-profitability`],
  },

  // Draft-only terms (3)
  {
    query: 'production line efficiency: availability x performance x quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query:
      'how many days of stock are we carrying and how much cash would faster stock turnover free up',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: "delivery and order handling costs as a percentage of a customer's revenue",
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/** A plant manager at an industrial-packaging manufacturer; written blind, misses looked at. */
const TWENTY_THIRD_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do i work out the break even price per unit when the line has to cover fixed costs',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'margin vs markup whats the difference, our sales guys keep mixing them up',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what is a normal gross margin for a manufacturer',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/manufacturing-commercial-intelligence'],
  },
  {
    query: 'what percent of our quotes should we be winning as a manufacturer',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`, '/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'how many days on average before customers actually pay us',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query:
      'how to tell if a big account is really profitable once you count deliveries, short runs and payment terms',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'how accurate should our sales forecast be, it keeps wrecking the production schedule',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how much does marginscope cost a month for a company doing about $15M in sales',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'can we trial it on our own data before signing anything',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what files do i need to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query: 'contribution margin vs gross margin which one should i look at',
    kind: 'question',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'how many more deals does a discount need to win to be worth giving',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'does this work for manufacturers or is it only for distributors',
    kind: 'question',
    answers: ['/manufacturing-commercial-intelligence'],
  },

  // Concepts (4)
  {
    query:
      'the price we really end up with after the rebate, extra discount and free freight, not whats on the invoice',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query: 'jobs quoted off old standard costs end up making less margin than the quote said',
    kind: 'concept',
    answers: [
      '/industry-use-cases/manufacturing-true-cost-quoting',
      '/manufacturing-commercial-intelligence',
    ],
  },
  {
    query: 'splitting a change in margin into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query:
      'customers dont cancel they just order less and less then stop, how do you count them as lost',
    kind: 'concept',
    answers: [`${BN}/churn-rate`],
  },

  // Navigational (3)
  {query: 'book a call with a strategist', kind: 'navigational', answers: ['/book-call']},
  {query: 'board report templates', kind: 'navigational', answers: ['/board-report-templates']},
  {
    query: 'marginscope vs power bi',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },

  // Synonyms / abbreviations (3)
  {query: 'order to cash cycle days', kind: 'synonym', answers: [`${BN}/quote-to-cash-time`]},
  {
    query: 'LTV to CAC ratio whats healthy',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'NRR meaning', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},

  // Typos (2)
  {query: 'contibution margin formula', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {
    query: 'custmer aquisition cost b2b',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },

  // Draft-only terms (3)
  {
    query: 'oee calc for our corrugator, do changeovers come out of planned time',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'days of inventory on hand formula using cost of goods sold and average stock',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'should freight surcharges be left out when calculating price realization against list',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/** A bank credit analyst assessing a distributor for a working-capital facility; written blind, misses looked at. */
const TWENTY_FOURTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'How do I calculate DSO from the AR balance and credit sales for the quarter?',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'What gross margin % is typical for an industrial wholesale distributor?',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'What is the difference between gross margin and contribution margin?',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, `${GLOSSARY}`],
  },
  {
    query: 'How much working capital gets tied up between sending a quote and collecting the cash?',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query:
      'How should churn be measured when B2B customers just stop ordering instead of cancelling?',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'Is net revenue retention under 100% a red flag for the existing customer book?',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'Do small orders lose money once picking, delivery and invoicing costs are counted?',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'How accurate should the sales forecast be, and how do I check it for bias?',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'What does MarginScope cost per month for a company with $40m turnover?',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'What share of revenue from the top 10 customers counts as too much concentration?',
    kind: 'question',
    answers: [
      '/pricing-strategy-distributors',
      '/industry-use-cases/distribution-price-realisation',
      '/industry-use-cases/wholesale-channel-margins',
    ],
  },
  {
    query: 'What should a monthly financial pack for the bank show on cash and covenant headroom?',
    kind: 'question',
    answers: ['/financial-performance-summary', '/quarterly-business-review'],
  },
  {
    query: 'At what rate do sales reps overriding the price list become a concern?',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'Which ERP files do we have to export to get started with MarginScope?',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },

  // Described concepts (4)
  {
    query: 'lowest selling price that still covers variable cost plus a share of fixed overheads',
    kind: 'concept',
    answers: [`${BN}/breakeven-price`, `${GLOSSARY}`],
  },
  {
    query:
      'profit an account actually leaves after delivery drops, order handling and credit costs',
    kind: 'concept',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query:
      'supplier put costs up but contract prices never moved and margin drained away for months',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/margin-leaks-guide', '/what-causes-margin-leaks'],
  },
  {
    query:
      'ranking accounts into strategic, core and opportunity groups by margin after cost to serve',
    kind: 'concept',
    answers: [`${BN}/customer-tier`],
  },

  // Navigational (3)
  {
    query: 'quarterly business review template for investors and lenders',
    kind: 'navigational',
    answers: ['/quarterly-business-review'],
  },
  {query: 'glossary of margin and pricing terms', kind: 'navigational', answers: [`${GLOSSARY}`]},
  {
    query: 'marginscope industry page for distributors',
    kind: 'navigational',
    answers: ['/distribution-commercial-intelligence'],
  },

  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV:CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},

  // Typos (2)
  {
    query: 'rfm modeling recency frequncy monetary score',
    kind: 'typo',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'sales velocty vs profit velocity',
    kind: 'typo',
    answers: [`${BN}/sales-velocity-profitability`],
  },

  // Draft-only terms (3)
  {
    query: 'days of inventory on hand from COGS and average stock at cost',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization net of rebates as a % of list',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'cost-to-serve ratio target per customer',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/** An IT and ERP manager evaluating the service for a distributor; written blind, misses looked at. */
const TWENTY_FIFTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do you calculate days sales outstanding',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what forecast accuracy % counts as good',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'margin vs markup - why does cost plus 30% not give a 30% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what is a healthy net revenue retention for a distributor?',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how to stop sales reps overriding list prices so often',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query: 'profit per customer once delivery and account management costs are taken off',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
      '/customer-profitability-guide',
    ],
  },
  {
    query: 'typical quote to cash days for complex deals',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'what happens to our uploaded data if we cancel the subscription',
    kind: 'question',
    answers: ['/privacy', '/terms'],
  },
  {
    query: 'is uploaded ERP data encrypted and who on your side can access it',
    kind: 'question',
    answers: ['/privacy'],
  },
  {query: 'do you use our sales data to train AI models', kind: 'question', answers: ['/privacy']},
  {query: 'monthly cost for a business with 15m turnover', kind: 'question', answers: ['/pricing']},
  {
    query: 'how long from the ERP upload to first results',
    kind: 'question',
    answers: ['/how-it-works', '/demo', '/commercial-intelligence-guide'],
  },
  {
    query: 'export the free tools data and import it in another browser',
    kind: 'question',
    answers: ['/your-data'],
  },
  // Described concepts (4)
  {
    query: "customers who don't cancel but gradually order less and take their spend elsewhere",
    kind: 'concept',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'scoring accounts on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'lowest price a product can be sold at before it loses money',
    kind: 'concept',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'supplier put prices up but the contract prices were never updated',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks'],
  },
  // Navigational (3)
  {
    query: 'marginscope vs power bi',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },
  {query: 'book a demo', kind: 'navigational', answers: ['/demo', '/book-call']},
  {query: 'business numbers download csv json', kind: 'navigational', answers: [`${BN}`]},
  // Synonyms / abbreviations (3)
  {query: 'AOV', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},
  {query: 'LTV', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'quote win rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  // Typos (2)
  {query: 'contribtion margin formula', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {
    query: 'customer aquisition cost payback',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  // Draft-only terms (3)
  {
    query: 'days of inventory from stock turns',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'cost to serve ratio formula with delivery drops and order handling',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/** An operations and logistics director at a UK foodservice distributor; written blind, misses looked at. */
const TWENTY_SIXTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query:
      'what minimum order value should we set so the small drops actually cover the cost of picking, delivering and invoicing them',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query:
      'how do I work out what a customer really makes us once you take off delivery drops, order handling, rep time and the credit they take',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query:
      'at what price does a product stop losing money once it carries its share of the warehouse and other fixed costs',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'what gross margin should a wholesaler be getting on a product line',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query:
      'we have a load of pub and cafe accounts that look unprofitable once you cost the deliveries, is it better to drop them or change their terms and prices',
    kind: 'question',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`],
  },
  {
    query:
      'how do you measure customers who never close their account but just order less and less and drift off to another supplier',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'difference between margin and markup when the reps price at cost plus',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how much is the subscription per month for a distributor turning over about 15 million',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what should go in the monthly commercial pack for the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query:
      'how accurate should our demand forecast be and how do I tell if it is consistently too high',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query:
      'how should we group customers so next-day delivery and account manager visits go to the ones whose margin pays for it, not just the biggest spenders',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query:
      'which files do I need to export from our ERP to get started and how long before we see anything',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query:
      'how often are the sales reps knocking money off the price list and what share of deals is acceptable',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },

  // Concepts (4)
  {
    query:
      'total margin one account is likely to bring in over all the years it keeps buying from us',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query:
      "revenue this year from last year's customers including the ones who bought more, bought less or left, as a percentage",
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'scoring customers on how recently they ordered, how often, and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query:
      'what each sale leaves after the goods, freight and commission, before rent and salaries',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },

  // Navigational (3)
  {
    query: 'book a call with one of your strategists',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query: 'free checklist to check our business for margin leaks',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {query: 'roi calculator payback', kind: 'navigational', answers: ['/calculate-roi']},

  // Synonyms / abbreviations (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {query: 'CAC payback months', kind: 'abbreviation', answers: [`${BN}/customer-acquisition-cost`]},

  // Typos (2)
  {
    query: 'quote to cash cyle time invoiceing delays',
    kind: 'typo',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'profit velocty and what a discount does to the win rate',
    kind: 'typo',
    answers: [`${BN}/sales-velocity-profitability`],
  },

  // Draft-only terms (3)
  {
    query: 'how do I turn our stock turns figure into days of stock cover',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'cost-to-serve ratio example catering customer ordering almost every day',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
  {
    query: 'price realisation calculator including rebates and credit notes paid after the invoice',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/** The owner of a small industrial MRO supplies distributor; written blind, misses looked at. */
const TWENTY_SEVENTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'what gross margin should an industrial supplies wholesaler be making',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'customers are taking 60 days to pay us on 30 day terms, is that bad',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query:
      'how do I find out which customers actually make me money once delivery and all the hassle is counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'margin vs markup whats the difference',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how much does marginscope cost for a company doing about 8 million a year',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'do I get my money back if you dont find any savings',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'my salesmen keep knocking money off the price list, how often is too often',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'too many tiny orders, how big should our typical order be to be worth shipping',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'lowest price I can sell a product at without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'what files do I have to pull out of our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo', '/commercial-intelligence-guide'],
  },
  {
    query:
      'how do I know if we are losing customers when they never cancel, they just stop ordering',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what should go in a monthly report to the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'why would I pay for this when we already have excel and power bi',
    kind: 'question',
    answers: ['/commercial-intelligence-comparison'],
  },

  // Described concepts (4)
  {
    query: 'supplier put prices up but our contract customers are still paying the old price',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks', '/margin-leaks-guide'],
  },
  {
    query: 'total profit a customer will bring in over all the years they keep buying from us',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`, GLOSSARY],
  },
  {
    query: 'ranking customers by how recently they ordered, how often and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'what a sale leaves after freight, commission and card fees that go up with every order',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },

  // Navigational (3)
  {query: 'free margin leak checklist', kind: 'navigational', answers: ['/margin-leak-assessment']},
  {query: 'book a call with one of your people', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'marginscope for MRO distributors',
    kind: 'navigational',
    answers: ['/distribution-commercial-intelligence'],
  },

  // Synonyms, abbreviations, jargon (3)
  {
    query: 'what does CAC stand for',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'NRR what is a good number',
    kind: 'abbreviation',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'order to cash cycle how many days should it take',
    kind: 'synonym',
    answers: [`${BN}/quote-to-cash-time`],
  },

  // Typos (2)
  {query: 'forcast acuracy how to measure it', kind: 'typo', answers: [`${BN}/forecast-accuracy`]},
  {query: 'sales velosity formula', kind: 'typo', answers: [`${BN}/sales-velocity-profitability`]},

  // Only a draft-only term answers (3)
  {
    query:
      'how many days of stock are we sitting on and how much cash would we free up if it turned faster',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'should stock turnover be worked out on sales or on cost, and can I just use the year end stock count',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'our factory customers keep talking about OEE, what is it and how is it worked out',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

/** A purchasing manager at an electrical and lighting distributor; written blind, misses looked at. */
const TWENTY_EIGHTH_RESEARCHER_BATCH: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'we price at cost plus 30% so why does the margin only come out at 23%',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query:
      'supplier went up 6% but contract prices never got changed, how much margin did that cost us',
    kind: 'question',
    answers: ['/blog/margin-leak'],
  },
  {
    query: 'what share of orders with reps typing over the system price is too high',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how do i work out the lowest price we can sell a product at without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'what gross margin should a wholesaler normally be making',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'how do i check if customers on volume discount actually bought more',
    kind: 'question',
    answers: [
      '/pricing-strategy-distributors',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  {
    query:
      'customers on 30 day terms are paying late, how do I measure how many days we wait for the money',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'are lots of small orders costing us more to pick and deliver than the margin on them',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'sales went up but margin percent fell, how do I split out price volume mix and cost',
    kind: 'question',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'which accounts should get our best prices and service',
    kind: 'question',
    answers: [`${BN}/customer-tier`, '/pricing-strategy-distributors'],
  },
  {
    query: 'how to tell if our sales forecast keeps over forecasting or under',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how much does marginscope cost a month for a $15m distributor',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'best way to let trade customers know about a price rise without losing them',
    kind: 'question',
    answers: ['/pricing-strategy-distributors'],
  },
  // Concepts (4)
  {
    query:
      'what is actually left of the price after trade discount, year end rebate and free delivery',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query: 'profit one customer leaves once deliveries, order handling and credit are taken off',
    kind: 'concept',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-calculator',
      '/customer-profitability-guide',
    ],
  },
  {
    query: 'scoring customers on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'risk of too much turnover sitting with our top handful of accounts',
    kind: 'concept',
    answers: [GLOSSARY],
  },
  // Navigational (3)
  {
    query: 'margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {query: 'book a call with a strategist', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'customer profitability board report template',
    kind: 'navigational',
    answers: ['/customer-profitability-board-report', '/board-report-templates'],
  },
  // Synonyms / abbreviations (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'GM% by SKU', kind: 'abbreviation', answers: [`${BN}/gross-margin-per-product`]},
  {
    query: 'LTV:CAC what is good',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  // Typos (2)
  {query: 'breakeven prcie calculater', kind: 'typo', answers: [`${BN}/breakeven-price`]},
  {query: 'contribtion margin formual', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  // Draft-only terms (3)
  {
    query:
      'stock turn formula and days of inventory, how much cash would we free up from slow lines',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'what % of list price do we really bank after invoice discounts, overrides and rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'cost to serve as a percentage of a customers revenue, what should it be under',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/** Queries the ranking may be tuned on. */
export const TUNE_QUERIES: readonly JudgedQuery[] = [
  ...EARLIER_HELD_OUT,
  ...FIRST_RESEARCHER_BATCH,
  ...SECOND_RESEARCHER_BATCH,
  ...THIRD_RESEARCHER_BATCH,
  ...FOURTH_RESEARCHER_BATCH,
  ...FIFTH_RESEARCHER_BATCH,
  ...SIXTH_RESEARCHER_BATCH,
  ...SEVENTH_RESEARCHER_BATCH,
  ...EIGHTH_RESEARCHER_BATCH,
  ...NINTH_RESEARCHER_BATCH,
  ...TENTH_RESEARCHER_BATCH,
  ...ELEVENTH_RESEARCHER_BATCH,
  ...TWELFTH_RESEARCHER_BATCH,
  ...THIRTEENTH_RESEARCHER_BATCH,
  ...FOURTEENTH_RESEARCHER_BATCH,
  ...FIFTEENTH_RESEARCHER_BATCH,
  ...SIXTEENTH_RESEARCHER_BATCH,
  ...SEVENTEENTH_RESEARCHER_BATCH,
  ...EIGHTEENTH_RESEARCHER_BATCH,
  ...NINETEENTH_RESEARCHER_BATCH,
  ...TWENTIETH_RESEARCHER_BATCH,
  ...TWENTY_FIRST_RESEARCHER_BATCH,
  ...TWENTY_SECOND_RESEARCHER_BATCH,
  ...TWENTY_THIRD_RESEARCHER_BATCH,
  ...TWENTY_FOURTH_RESEARCHER_BATCH,
  ...TWENTY_FIFTH_RESEARCHER_BATCH,
  ...TWENTY_SIXTH_RESEARCHER_BATCH,
  ...TWENTY_SEVENTH_RESEARCHER_BATCH,
  ...TWENTY_EIGHTH_RESEARCHER_BATCH,
  // Abbreviations.
  {query: 'LTV', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'CAC', kind: 'abbreviation', answers: [`${BN}/customer-acquisition-cost`]},
  {query: 'DSO', kind: 'abbreviation', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'NRR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  {query: 'AOV', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},
  {
    query: 'RFM',
    kind: 'abbreviation',
    answers: [`${BN}/rfm-modelling`],
    also: ['/customer-segmentation-guide', `${GLOSSARY}#rfm-analysis`],
  },
  {query: 'QBR', kind: 'abbreviation', answers: ['/quarterly-business-review']},
  {query: 'ROI', kind: 'abbreviation', answers: ['/calculate-roi']},
  {
    query: 'OEE',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
    also: ['/manufacturing-commercial-intelligence'],
  },
  // Other names.
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'attrition', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {
    query: 'win rate',
    kind: 'synonym',
    answers: [`${BN}/quote-conversion-rate`],
    also: [`${BN}/sales-velocity-profitability`],
  },
  {query: 'net dollar retention', kind: 'synonym', answers: [`${BN}/net-revenue-retention`]},
  {query: 'order to cash', kind: 'synonym', answers: [`${BN}/quote-to-cash-time`]},
  {
    query: 'price floor',
    kind: 'synonym',
    answers: [`${BN}/breakeven-price`, `${GLOSSARY}#breakeven-price`],
    also: ['/commercial-intelligence-101/from-insight-to-action#margin-floors'],
  },
  {query: 'product margin', kind: 'synonym', answers: [`${BN}/gross-margin-per-product`]},
  {query: 'stock turns', kind: 'draft', answers: [`${DRAFT_BN}/inventory-turns`]},
  // Names.
  {
    query: 'customer profitability',
    kind: 'name',
    answers: [
      '/customer-profitability-guide',
      `${BN}/margin-per-customer`,
      `${GLOSSARY}#customer-profitability`,
      '/customer-profitability-calculator',
    ],
  },
  {query: 'churn rate', kind: 'name', answers: [`${BN}/churn-rate`]},
  {query: 'breakeven', kind: 'name', answers: [`${BN}/breakeven-price`]},
  {
    query: 'contribution margin',
    kind: 'name',
    answers: [`${BN}/contribution-margin`],
    also: [`${GLOSSARY}#contribution-margin`],
  },
  {query: 'forecast accuracy', kind: 'name', answers: [`${BN}/forecast-accuracy`]},
  {query: 'customer tier', kind: 'name', answers: [`${BN}/customer-tier`]},
  {
    query: 'sales velocity',
    kind: 'name',
    answers: [`${BN}/sales-velocity-profitability`],
    also: [`${GLOSSARY}#sales-velocity`],
  },
  {
    query: 'gross margin',
    kind: 'name',
    answers: [`${BN}/gross-margin-per-product`, `${GLOSSARY}#gross-margin`],
  },
  {
    query: 'price override',
    kind: 'name',
    answers: [`${BN}/price-override-frequency`, `${GLOSSARY}#price-override`],
  },
  {query: 'hero spreadsheet', kind: 'name', answers: ['/blog/hero-spreadsheet']},
  {query: 'ROI calculator', kind: 'name', answers: ['/calculate-roi']},
  {query: 'pricing worksheet', kind: 'name', answers: ['/pricing-strategy-worksheet']},
  {query: 'margin leak checklist', kind: 'name', answers: ['/margin-leak-assessment']},
  {query: 'board report template', kind: 'name', answers: ['/board-report-templates']},
  {query: 'cost structure template', kind: 'name', answers: ['/cost-structure-template']},
  {query: 'customer segmentation', kind: 'name', answers: ['/customer-segmentation-guide']},
  {
    query: 'KPI dashboard',
    kind: 'name',
    answers: ['/commercial-dashboard-kit'],
    also: ['/sales-performance-dashboard', '/margin-analysis-dashboard'],
  },
  {query: 'churn calculator', kind: 'name', answers: [`${BN}/churn-rate`]},
  {
    query: 'payback period',
    kind: 'name',
    answers: ['/calculate-roi', `${BN}/customer-acquisition-cost`],
  },
  // Spellings.
  {query: 'RFM modeling', kind: 'spelling', answers: [`${BN}/rfm-modelling`]},
  {
    query: 'price realization',
    kind: 'spelling',
    answers: [`${GLOSSARY}#price-realisation`, `${DRAFT_BN}/price-realisation`],
  },
  {query: 'product catalog analysis', kind: 'spelling', answers: ['/how-it-works']},
  {
    query: 'pricing optimization',
    kind: 'spelling',
    answers: ['/how-it-works', '/pricing-strategy-distributors'],
  },
  {
    query: 'customer behavior',
    kind: 'spelling',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide', `${BN}/churn-rate`],
  },
  // Slips.
  {query: 'chrun', kind: 'typo', answers: [`${BN}/churn-rate`]},
  {query: 'contribtion margin', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {query: 'breakeven prcie', kind: 'typo', answers: [`${BN}/breakeven-price`]},
  {query: 'custmer lifetime value', kind: 'typo', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'forcast accuracy', kind: 'typo', answers: [`${BN}/forecast-accuracy`]},
  {
    query: 'segmentaion',
    kind: 'typo',
    answers: ['/customer-segmentation-guide', `${GLOSSARY}#customer-segmentation`],
  },
  {
    query: 'profitabilty calculator',
    kind: 'typo',
    answers: ['/customer-profitability-calculator'],
  },
  {query: 'glosary', kind: 'typo', answers: [GLOSSARY]},
  {query: 'priceing', kind: 'typo', answers: ['/pricing']},
  // Questions.
  {query: 'how do I calculate churn', kind: 'question', answers: [`${BN}/churn-rate`]},
  {
    query: 'what is contribution margin',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, `${GLOSSARY}#contribution-margin`],
  },
  {query: 'how much does it cost?', kind: 'question', answers: ['/pricing']},
  {
    query: 'how long do customers stay',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/churn-rate`],
  },
  {query: 'minimum price to avoid a loss', kind: 'question', answers: [`${BN}/breakeven-price`]},
  {query: 'annual plan discount', kind: 'question', answers: ['/pricing']},
  {
    query: 'discounts given by sales reps',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/pricing-strategy-distributors#discounting-as-the-default-sales-tool',
      `${GLOSSARY}#price-override`,
      '/what-causes-margin-leaks',
      '/commercial-intelligence-101/from-insight-to-action#discount-authority',
      '/distribution-commercial-intelligence',
    ],
  },
  {
    query: 'days to get paid',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`, `${BN}/quote-to-cash-time`],
  },
  {
    query: 'what is a margin leak',
    kind: 'question',
    answers: [`${GLOSSARY}#margin-leak`, '/margin-leaks-guide'],
  },
  {
    query: 'why is my gross margin falling when sales are growing',
    kind: 'question',
    answers: ['/voice-search-guide', '/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'how do I know which customers are unprofitable',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'what data do you need',
    kind: 'question',
    answers: ['/', '/how-it-works', '/commercial-intelligence-guide'],
  },
  {query: 'can I cancel anytime', kind: 'question', answers: ['/pricing', '/terms#cancellation']},
  {query: 'is there a free trial', kind: 'question', answers: ['/pricing']},
  {
    query: 'how quickly will we see results',
    kind: 'question',
    answers: ['/', '/commercial-intelligence-guide'],
  },
  {query: 'what is a good NRR', kind: 'question', answers: [`${BN}/net-revenue-retention`]},
  {
    query: 'how to price a product',
    kind: 'question',
    answers: ['/pricing-strategy-worksheet', `${BN}/breakeven-price`],
  },
  {
    query: 'how often should we review our KPIs',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  // Ideas described rather than named.
  {
    query: 'margin versus markup',
    kind: 'concept',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'cost of winning a customer',
    kind: 'concept',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'customers who cost more than they earn',
    kind: 'concept',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/#unprofitable-customers',
    ],
  },
  {
    query: 'supplier price increases not passed on',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/pricing-strategy-distributors', '/margin-leaks-guide'],
  },
  {
    query: 'price volume mix',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'margin bridge',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin', '/margin-analysis-dashboard'],
  },
  {query: 'cost of credit', kind: 'concept', answers: ['/customer-profitability-guide']},
  {
    query: 'small orders',
    kind: 'concept',
    answers: [`${BN}/average-order-value`, '/customer-profitability-guide'],
  },
  {
    query: 'revenue lost to customers buying less',
    kind: 'concept',
    answers: [`${BN}/churn-rate`, `${BN}/net-revenue-retention`],
  },
  {
    query: 'quote approval',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/from-insight-to-action#quote-approval'],
  },
  {
    query: 'discount authority',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/from-insight-to-action#discount-authority'],
  },
  {
    query: 'estimate against actual',
    kind: 'concept',
    answers: [
      '/construction-commercial-intelligence',
      '/industry-use-cases/construction-project-margin',
    ],
  },
  {
    query: 'standard cost vs actual cost',
    kind: 'concept',
    answers: ['/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'customer concentration risk',
    kind: 'concept',
    answers: [`${GLOSSARY}#customer-concentration-risk`],
  },
  {
    query: 'value based pricing',
    kind: 'concept',
    answers: [`${GLOSSARY}#value-based-pricing`, '/pricing-strategy-worksheet'],
  },
  {query: 'board pack', kind: 'concept', answers: ['/board-report-templates']},
  {
    query: 'month end reporting automation',
    kind: 'concept',
    answers: ['/reporting-automation-guide'],
  },
  {query: 'kpi review cadence', kind: 'concept', answers: ['/performance-tracking-guide']},
  {query: 'pocket price', kind: 'concept', answers: ['/blog/pricing-model-from-hell']},
  // Site pages.
  {query: 'privacy', kind: 'navigational', answers: ['/privacy']},
  {query: 'contact', kind: 'navigational', answers: ['/book-call']},
  {query: 'book a demo', kind: 'navigational', answers: ['/demo', '/book-call']},
  {query: 'pricing plans', kind: 'navigational', answers: ['/pricing']},
  {query: 'terms and conditions', kind: 'navigational', answers: ['/terms']},
  {query: 'about', kind: 'navigational', answers: ['/about']},
  {query: 'blog', kind: 'navigational', answers: ['/blog']},
  {query: 'export my data', kind: 'navigational', answers: ['/your-data']},
  {query: 'free tools', kind: 'navigational', answers: ['/margin-audit-toolkit']},
  {query: 'how it works', kind: 'navigational', answers: ['/how-it-works']},
  {
    query: 'cookies',
    kind: 'navigational',
    answers: ['/privacy#cookies-and-local-storage'],
  },
  {query: 'wholesale', kind: 'navigational', answers: ['/wholesale-commercial-intelligence']},
  {
    query: 'distributors',
    kind: 'navigational',
    answers: ['/distribution-commercial-intelligence', '/pricing-strategy-distributors'],
  },
  {
    query: 'manufacturers',
    kind: 'navigational',
    answers: ['/manufacturing-commercial-intelligence'],
  },
  {
    query: 'construction',
    kind: 'navigational',
    answers: ['/construction-commercial-intelligence'],
  },
  // Sections.
  {
    query: 'Discounting as the default sales tool',
    kind: 'section',
    answers: ['/pricing-strategy-distributors#discounting-as-the-default-sales-tool'],
  },
  {
    query: 'price waterfall',
    kind: 'section',
    answers: ['/margin-leaks-guide#the-price-waterfall'],
  },
  {
    query: 'set minimum order values',
    kind: 'section',
    answers: ['/customer-profitability-guide#set-minimum-order-values'],
  },
  {
    query: 'tie volume discounts to real volume',
    kind: 'section',
    answers: ['/pricing-strategy-distributors#tie-volume-discounts-to-real-volume'],
  },
  {
    query: 'exception alerts',
    kind: 'section',
    answers: [
      '/margin-leaks-guide#exception-alerts',
      '/reporting-automation-guide#set-up-exception-alerts',
    ],
  },
  {
    query: 'four types of margin leak',
    kind: 'section',
    answers: ['/margin-leaks-guide#the-four-types-of-margin-leak'],
  },
  {
    query: 'discount drift',
    kind: 'section',
    answers: ['/#discount-drift', '/margin-analysis-dashboard#discount-drift-caught-early'],
  },
  // Draft terms from the released edition.
  {
    query: 'inventory turns',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
    also: ['/wholesale-commercial-intelligence', '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query: 'cost to serve ratio',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
    also: [`${GLOSSARY}#cost-to-serve`],
  },
  // The draft edition, searched by its own readers.
  {
    query: 'inventory turns',
    kind: 'name',
    edition: '2026',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization',
    kind: 'spelling',
    edition: '2026',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {query: 'churn', kind: 'name', edition: '2026', answers: [`${DRAFT_BN}/churn-rate`]},
];

/**
 * Two more held-out batches, written the same blind way on 2026-11-29 (fourth session) after
 * the last change to the ranking's data of that session: a PhD student reviewing the
 * literature on customer profitability and pricing metrics, and the owner of a small
 * electrical wholesaler typing plain-English worries. Only their totals have been seen.
 */
const HELD_OUT_PHD_STUDENT: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query:
      'how is customer profitability calculated when cost to serve is allocated by activity drivers like drops, orders and service hours?',
    kind: 'question',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`],
  },
  {
    query:
      'what net revenue retention rate counts as good for a distributor rather than a software company',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query:
      'DSO = receivables / credit sales x days: should cash and card sales be left out of the denominator?',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query:
      'how much would the win rate have to rise to offset a 5% discount and keep the same gross profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'why does a 25% markup on cost only give a 20% margin when setting a target price?',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${BN}/gross-margin-per-product`],
  },
  {
    query:
      'should customer lifetime value be measured on revenue or on margin, and should later years be discounted?',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query:
      'what proportion of deals sold away from the price list is acceptable before it signals a pricing problem',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'when should a B2B customer who never formally cancels be counted as churned?',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'why is quote conversion measured by value lower than conversion by number of quotes',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query:
      'how do you measure systematic over-forecasting (bias) separately from accuracy with MAPE',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query:
      'below what order size does an order stop covering its handling cost, and how to set a minimum order value',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how much does MarginScope cost per year for a company with around $15M annual revenue',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what should a board report on customer profitability contain page by page',
    kind: 'question',
    answers: ['/customer-profitability-board-report'],
  },

  // Described concepts (4)
  {
    query:
      'amount each sale contributes to fixed overheads after deducting freight, commission and other variable costs',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'decomposing a change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query:
      'net price per unit left after trade discount, customer discount, year-end rebate and absorbed delivery',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', `${DRAFT_BN}/price-realisation`],
  },
  {
    query:
      'supplier cost increase never passed through to fixed customer contract prices, eroding margin for months unnoticed',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks', '/margin-leaks-guide'],
  },

  // Navigational (3)
  {
    query: 'commercial intelligence 101 course modules',
    kind: 'navigational',
    answers: ['/commercial-intelligence-101'],
  },
  {
    query: 'methodology: how are the benchmark ranges chosen and reviewed',
    kind: 'navigational',
    answers: ['/benchmark-methodology'],
  },
  {
    query: 'MarginScope compared with Power BI and Tableau',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },

  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days calculation', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV:CAC ratio benchmark',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'value-based pricing versus cost-plus', kind: 'synonym', answers: [GLOSSARY]},

  // Typos (2)
  {query: 'quote to cash cyle time stages', kind: 'typo', answers: [`${BN}/quote-to-cash-time`]},
  {
    query: 'RFM modleing champions and at risk segments',
    kind: 'typo',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },

  // Draft-only terms (3)
  {
    query: 'OEE = availability x performance x quality, how is each factor computed?',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'convert inventory turnover into days of inventory and the cash released at a target',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization calculator including rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_WHOLESALER_OWNER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'why is there never any cash in the bank when we are selling plenty',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`, `${BN}/quote-to-cash-time`],
  },
  {
    query:
      'customers always want a discount, how do i tell if my sales lads are giving too much away',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`, `${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'how many days should customers take to pay us when they are on 30 day terms',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'whats the difference between margin and mark up',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query:
      'loads of tiny orders for a few glands and connectors, are they costing us more to process than we make',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query:
      'how do I find out which customers actually make us money once all the deliveries and running about are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'lowest price i can sell a product at without losing money on it',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'what percentage of our quotes should turn into orders',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query:
      'customers never ring up and leave, they just quietly stop buying. how do i keep track of that',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'how much does it cost us to win one new trade account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'our sales forecast is never right, how do I measure how far out it is',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how much would marginscope cost for a firm turning over £15m',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what should go in the monthly report to the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },

  // Described concepts (4)
  {
    query: 'profit dribbling away through little discounts and old price lists that nobody spots',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', GLOSSARY],
  },
  {
    query:
      'too much of our turnover comes from two big contractors, what happens if one of them walks',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/wholesale-channel-margins',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  {
    query:
      'what is left from each sale after paying for the goods, the delivery and the reps commission',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query:
      'all our margin figures live in one giant excel file that only one person in accounts understands',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },

  // Navigational (3)
  {query: 'book a call with someone', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'the free checklist for margin leaks',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {
    query: 'marginscope for wholesalers',
    kind: 'navigational',
    answers: [
      '/wholesale-commercial-intelligence',
      '/industry-use-cases/wholesale-channel-margins',
    ],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'GP% on each product line',
    kind: 'abbreviation',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {query: 'what does LTV mean', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},

  // Typos (2)
  {
    query: 'custmer profitabilty calculater',
    kind: 'typo',
    answers: ['/customer-profitability-calculator', `${BN}/margin-per-customer`],
  },
  {query: 'net revenue retension', kind: 'typo', answers: [`${BN}/net-revenue-retention`]},

  // Draft-only terms (3)
  {
    query: 'how many days worth of stock are we sat on',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'stock turn, do you work it out on sales or on cost of sales',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'one number for machine downtime, slow running and rejects in our panel building workshop',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

/**
 * Written on 2026-11-29 by someone who read the site's pages but neither the search's code,
 * its data (synonyms, questions) nor any result, and who judged the answers from the pages
 * alone; never tuned on.
 */
const FIRST_HELD_OUT: readonly JudgedQuery[] = [
  // Plain-language questions
  {
    query: "what's the lowest price we can sell a product at without losing money",
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${GLOSSARY}#breakeven-price`],
  },
  {
    query: 'how many of the quotes we send out actually end up as orders',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'is there a calculator for what a single customer really earns us',
    kind: 'question',
    answers: ['/customer-profitability-calculator'],
  },
  {
    query: 'why are our margins dropping even though sales keep growing',
    kind: 'question',
    answers: ['/commercial-intelligence-101/reading-your-margin', '/voice-search-guide'],
  },
  {
    query: 'who should be allowed to sign off discounts and up to what percentage',
    kind: 'question',
    answers: ['/commercial-intelligence-101/from-insight-to-action'],
  },
  {
    query: 'how many hours a week could finance save by automating month end reports',
    kind: 'question',
    answers: ['/reporting-automation-guide'],
  },
  {
    query: 'which numbers should the leadership team look at daily, weekly and monthly',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'if we lose 8% of our accounts every year how long does a typical customer stay',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what does it really cost us to land a new trade account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'are our small orders costing more to pick and deliver than they make',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how much profit do b2b firms usually lose to leakage',
    kind: 'question',
    answers: ['/margin-leaks-guide'],
  },
  {
    query: 'we already have power bi, why would we need anything else',
    kind: 'question',
    answers: ['/commercial-intelligence-comparison'],
  },
  {
    query: 'how do contractors stop site variations eating into job profit',
    kind: 'question',
    answers: [
      '/industry-use-cases/construction-project-margin',
      '/construction-commercial-intelligence',
    ],
  },
  {
    query: 'how far off was our sales forecast and is it always too optimistic',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'can we trial it on our own data before we sign up',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'step by step help choosing a price for one product line and justifying it',
    kind: 'question',
    answers: ['/pricing-strategy-worksheet'],
  },
  {
    query: 'is there a template to list our overheads against our direct costs',
    kind: 'question',
    answers: ['/cost-structure-template'],
  },
  {
    query: 'quick self check to score how exposed we are to profit leaks',
    kind: 'question',
    answers: ['/margin-leak-assessment'],
  },

  // Described concepts (the idea, not its name)
  {
    query:
      "what's left from a sale after freight, commission and other costs that rise with each order",
    kind: 'concept',
    answers: [`${BN}/contribution-margin`, `${GLOSSARY}#contribution-margin`],
  },
  {
    query: 'ranking buyers by how recently, how often and how much they purchase',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, `${GLOSSARY}#rfm-analysis`, '/customer-segmentation-guide'],
  },
  {
    query: 'growth from the existing customer base after downgrades and lost accounts',
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how often salespeople type over the system price on a deal',
    kind: 'concept',
    answers: [`${BN}/price-override-frequency`, `${GLOSSARY}#price-override`],
  },
  {
    query: 'breaking a change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'elapsed days between sending a quote and the payment landing in the bank',
    kind: 'concept',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'how quickly open opportunities turn into gross profit per day',
    kind: 'concept',
    answers: [`${BN}/sales-velocity-profitability`, `${GLOSSARY}#sales-velocity`],
  },
  {
    query: 'charging what the product is worth to the buyer instead of cost plus a markup',
    kind: 'concept',
    answers: [`${GLOSSARY}#value-based-pricing`],
  },

  // Synonyms, abbreviations, spellings, typos
  {
    query: 'ltv',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${GLOSSARY}#customer-lifetime-value`],
  },
  {
    query: 'plant and equipment utilization rate',
    kind: 'spelling',
    answers: [
      '/construction-commercial-intelligence',
      '/industry-use-cases/construction-project-margin',
    ],
  },
  {query: 'custmer tiering', kind: 'typo', answers: [`${BN}/customer-tier`]},
  {
    query: 'debtor days',
    kind: 'synonym',
    answers: [`${BN}/days-sales-outstanding`, `${GLOSSARY}#days-sales-outstanding`],
  },
  {
    query: 'sku profitability',
    kind: 'synonym',
    answers: [`${BN}/gross-margin-per-product`, `${GLOSSARY}#gross-margin`],
  },

  // Navigational
  {query: 'how much does it cost', kind: 'navigational', answers: ['/pricing']},
  {query: 'gdpr', kind: 'navigational', answers: ['/privacy']},
  {query: 'arrange a call with your team', kind: 'navigational', answers: ['/book-call']},
  {query: 'terms and conditions', kind: 'navigational', answers: ['/terms']},
  {
    query: 'clear the figures the free tools saved in my browser',
    kind: 'navigational',
    answers: ['/your-data'],
  },

  // Answered only by a 2026-draft term (searched from the released edition)
  {
    query: 'how many days of stock are we sitting on',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'how many times a year does our warehouse stock sell through and get replaced',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'share of planned machine time actually spent making good parts at full speed',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'how much line capacity are we losing to breakdowns, slow running and rejects',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

/**
 * Two more, written the same blind way at the end of that session: a private-equity analyst
 * doing due diligence on a distributor (terse, abbreviations), and an area sales manager at a
 * plumbing and heating merchant (long everyday questions, the odd slip). Only their totals
 * have been seen; they decided one thing: 36 more term questions per term from two more blind
 * writers were not kept (26 and 23 of 28 right first without them, 25 and 22 with them).
 */
const HELD_OUT_DILIGENCE_ANALYST: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'CAC payback months how is it calculated',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'GM% vs markup on a SKU, which one should we quote',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'price overrides on 35% of deals - how bad is that',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how much working capital sits in the quote to cash cycle',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'forecast accuracy calc using MAPE and bias',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'monthly fee for a distributor doing $15M revenue',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'data retention after we cancel the subscription',
    kind: 'question',
    answers: ['/privacy', '/terms'],
  },
  {
    query: 'is customer data transferred or stored outside the UK',
    kind: 'question',
    answers: ['/privacy'],
  },
  {
    query: 'what goes in a quarterly board pack for investors and lenders',
    kind: 'question',
    answers: ['/quarterly-business-review'],
  },
  {
    query: 'how do you turn unprofitable accounts into profitable ones',
    kind: 'question',
    answers: ['/customer-profitability-guide'],
  },
  {
    query: 'is avg order size big enough to cover order processing cost',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'contribution margin vs gross margin - which costs go in each',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  {
    query: 'typical margin spread top 20% vs bottom 20% of customers',
    kind: 'question',
    answers: [
      `${BN}/customer-tier`,
      '/commercial-intelligence-101/customer-and-product-profitability',
    ],
  },
  // Described concepts (4)
  {
    query:
      'net price left per unit after trade discount, year-end rebate and free delivery all come off',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query: 'risk when a handful of big accounts make up most of sales, what share is too much',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/pricing-strategy-distributors',
      '/industry-use-cases/distribution-price-realisation',
      '/industry-use-cases/wholesale-channel-margins',
      '/distribution-commercial-intelligence',
    ],
  },
  {
    query: 'scoring customers on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide', GLOSSARY],
  },
  {
    query: 'how many more deals does a price cut need to win to keep the same gross profit',
    kind: 'concept',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  // Navigational (3)
  {query: 'board report templates', kind: 'navigational', answers: ['/board-report-templates']},
  {query: 'roi calculator', kind: 'navigational', answers: ['/calculate-roi']},
  {
    query: 'benchmark methodology sources of ranges',
    kind: 'navigational',
    answers: ['/benchmark-methodology'],
  },
  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'LTV b2b', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'GRR vs NRR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  // Typos (2)
  {query: 'brekeven price w/ target margin', kind: 'typo', answers: [`${BN}/breakeven-price`]},
  {
    query: 'quote convertion rate mfg benchmark',
    kind: 'typo',
    answers: [`${BN}/quote-conversion-rate`],
  },
  // Draft-only terms (3)
  {
    query: 'days of inventory from stock turns, cash released at target',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality worked example',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realization calculator list vs invoiced net of rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_AREA_SALES_MANAGER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query:
      'my reps keep knocking money off the list price to get orders over the line, how do i work out how often its actually happening and what its costing us',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query:
      'how do i stop 12 sales reps giving discounts away without losing jobs, should there be limits on who can sign off what discount',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query:
      'our trade customers never actually tell us theyre leaving, they just order less and less and then disappear, how do i measure how many weve lost over the year',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query:
      'we get loads of tiny orders, a couple of fittings and a tub of jointing compound, do these even make us any money once theyve been picked, delivered and invoiced',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query:
      'from giving a contractor a quote to actually getting the money in the bank how long does it take us and where does it usually get held up',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query:
      'how can i tell which of my customers actually make us money once you take off all the deliveries, rep visits and the long credit they take',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query:
      'one of our biggest accounts spends about 380k a year but wants deliveries every day and pays late, should he really still be treated as a top tier customer',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query:
      'what sort of margin should a plumbing wholesaler be making on a product, our circulator pumps are on about 23% and the lads price them at cost plus 30',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query:
      'if i let the team give 5% off across the board how many more jobs would we have to win just to make the same profit as before',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query:
      'how much is a good installer account actually worth to us over all the years they keep buying from us',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query:
      'how much does marginscope cost a month for a merchant turning over about 15 million, is there a discount for paying yearly',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query:
      'out of all the quotes my reps send out how many should we expect to turn into orders, whats a normal hit rate',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query:
      'what does it really cost us to win a new customer when you add up the reps time, trade days, samples and the intro discount',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },

  // Described concepts (4)
  {
    query:
      'the lowest price you can sell something at before every sale loses money once the fixed costs are spread over what you expect to sell',
    kind: 'concept',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query:
      'giving each customer a score for how lately they bought, how often they order and how much they spend so you can spot the ones going quiet',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query:
      'profit that seeps away a bit at a time through discounts nobody approved and supplier price rises that never got passed on to customers',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', GLOSSARY],
  },
  {
    query:
      'when too much of our turnover hangs on two or three big contractors and losing one of them would really hurt',
    kind: 'concept',
    answers: [GLOSSARY, '/industry-use-cases/wholesale-channel-margins'],
  },

  // Navigational (3)
  {
    query: 'template for the monthly board pack with sales and margin',
    kind: 'navigational',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'book a call with one of your strategists',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query:
      'free calculator where i put in one customers delivery costs, service hours and credit days to see if theyre profitable',
    kind: 'navigational',
    answers: ['/customer-profitability-calculator'],
  },

  // Synonyms, abbreviations and jargon (3)
  {query: 'debtor days slow payers', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV:CAC ratio what is good',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'NRR meaning', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},

  // Typos (2)
  {
    query: 'contibution margin after delivery and commision',
    kind: 'typo',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query:
      'my reps sales forcast is always too optimistic, how do i measure how far out it is each month',
    kind: 'typo',
    answers: [`${BN}/forecast-accuracy`],
  },

  // Draft-only terms (3)
  {
    query:
      'weve got too much stock sat in the branches, how do i work out how many times a year it turns over and how many days of stock that is, do i use sales or cost of sales',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'one of our boiler manufacturers keeps going on about OEE on their production line, how do availability, performance and quality make one figure',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query:
      'how do i add up what each customer costs us in drops, order taking, reps time and credit and show it as a percentage of what they spend, whats a sensible target',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`, `${BN}/margin-per-customer`],
  },
];

/**
 * Two more, written the same blind way after the session's last change to the ranking: a new
 * finance business partner at a packaging manufacturer, and a business-school lecturer
 * preparing a case study. Only their totals have been seen (26 and 24 of 28 right first on
 * arrival; 26 and 25 on the ranking of the session's start).
 */
const HELD_OUT_FINANCE_PARTNER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'is contribution the same as gross margin or do I take the variable costs off as well',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  {
    query:
      'how do I work out a breakeven selling price per unit once overheads are spread over the volume',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'our terms are 30 days but customers take about 50 to pay, how bad is that',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'sales price at cost plus 30% - why is the margin not 30%',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what is a good gross margin for a manufacturer',
    kind: 'question',
    answers: [
      `${BN}/gross-margin-per-product`,
      '/manufacturing-commercial-intelligence',
      '/voice-search-guide',
    ],
  },
  {
    query: 'what profit margin should a customer leave after delivery and admin costs are counted',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'how many deals have the price changed by the rep and what level is too high',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'what share of our quotes should turn into orders in manufacturing',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'is a lifetime value to acquisition cost ratio of 2 to 1 bad',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  {
    query: 'how do I check whether the sales forecast was any good against actuals',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how much is the subscription each month for a business turning over 20 million',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'how many KPIs should the leadership team look at and how often should we review them',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'should we stop selling to customers who lose us money',
    kind: 'question',
    answers: ['/customer-profitability-guide'],
  },

  // Described concepts (4)
  {
    query: 'splitting the change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query:
      'risk when a handful of big accounts make up most of our turnover and can dictate prices',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/wholesale-channel-margins',
      '/pricing-strategy-distributors',
    ],
  },
  {
    query:
      'supplier put its prices up but the contract customers stayed on the old prices and profit slipped away for months',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks'],
  },
  {
    query: 'scoring customers on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },

  // Navigational (3)
  {
    query: 'board pack templates to download',
    kind: 'navigational',
    answers: ['/board-report-templates'],
  },
  {query: 'arrange a call with one of your team', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'marginscope for manufacturers',
    kind: 'navigational',
    answers: ['/manufacturing-commercial-intelligence'],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'what does LTV stand for',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},

  // Typos (2)
  {query: 'contibution margin ratio', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {query: 'net revenue retension', kind: 'typo', answers: [`${BN}/net-revenue-retention`]},

  // Draft-only terms (3)
  {
    query:
      'how do I calculate OEE for our thermoforming line from availability, performance and quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'how many days of stock are we holding and how many times a year does it turn over',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realisation calculator taking off rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_LECTURER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do you calculate customer lifetime value from gross margin and churn rate',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'what is a good ratio of lifetime value to acquisition cost',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {
    query: 'ways to improve contribution on low margin product lines',
    kind: 'question',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'what share of deals with manual price overrides is considered healthy',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'should an introductory discount to win an account count in acquisition cost',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'why is a 25% markup not the same as a 25% margin when setting a target price',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${BN}/gross-margin-per-product`],
  },
  {
    query: 'typical gross margin range for wholesale businesses',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'how to measure sales forecast accuracy over several months so errors do not cancel out',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how do I allocate cost to serve when calculating profitability by customer',
    kind: 'question',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`],
  },
  {
    query: 'when is a B2B customer counted as lost for churn if they never cancel',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'how much does the subscription cost per month for a $15M distributor',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what should a board report on customer profitability include',
    kind: 'question',
    answers: ['/customer-profitability-board-report', '/board-report-templates'],
  },
  {
    query: 'where do your benchmark ranges come from, published studies or convention?',
    kind: 'question',
    answers: ['/benchmark-methodology', '/next/benchmark-methodology'],
  },
  // Described concepts (4)
  {
    query: 'tracking every deduction between list price and pocket price',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/blog/pricing-model-from-hell'],
  },
  {
    query:
      "revenue kept from last year's customer cohort including upsell minus downgrades and lost accounts",
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'ranking customers by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'splitting a change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  // Navigational (3)
  {
    query: 'commercial intelligence 101 course modules',
    kind: 'navigational',
    answers: ['/commercial-intelligence-101'],
  },
  {query: 'glossary of commercial terms', kind: 'navigational', answers: [GLOSSARY]},
  {query: 'free margin audit toolkit', kind: 'navigational', answers: ['/margin-audit-toolkit']},
  // Synonyms / abbreviations / jargon (3)
  {query: 'AOV b2b', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},
  {query: 'DSO meaning', kind: 'abbreviation', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'bid win rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  // Typos (2)
  {
    query: 'brekeven price formula with target margin',
    kind: 'typo',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'quote to cash cyle time benchmarks',
    kind: 'typo',
    answers: [`${BN}/quote-to-cash-time`],
  },
  // Draft-only terms (3)
  {
    query: 'inventory turnover formula and days of inventory on hand',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality worked example',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realization worked example revenue given away versus list',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/**
 * Eight more, written the same blind way on 2026-11-29 (fifth session): a pricing manager at an
 * industrial manufacturer, the CFO of a UK electrical wholesaler, a sales operations analyst,
 * the owner of a small components distributor, an economics researcher, the commercial director
 * of a chemicals distributor, an MBA student and the head of finance of a construction
 * materials manufacturer. Only their totals have been seen: on the ranking of the session's
 * start 24, 24, 27, 27, 27, 26, 26 and 25 of 28 right first.
 */
const HELD_OUT_PRICING_MANAGER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'lowest price we can charge for a product and still cover its share of fixed costs',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'if we price at cost plus 30% what margin are we actually making',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what share of orders with hand-keyed prices is considered healthy?',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how many more deals do we have to win to make a 5% discount worth it',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'best way to announce a price increase to trade customers',
    kind: 'question',
    answers: ['/pricing-strategy-distributors'],
  },
  {
    query: 'how long from sending a quote until the customer pays, and how do we shorten it',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'why is the margin on finished jobs lower than what we quoted',
    kind: 'question',
    answers: [
      '/industry-use-cases/manufacturing-true-cost-quoting',
      '/manufacturing-commercial-intelligence',
    ],
  },
  {
    query: 'how do I calculate contribution margin ratio and the sales needed to break even',
    kind: 'question',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'how to work out what one account really earns after delivery, credit and service costs',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'which ERP exports do we need to send you to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo', '/commercial-intelligence-guide'],
  },
  {
    query: 'how much does MarginScope cost per month for a $20M revenue company',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'gross profit dollars went up but margin % went down, why?',
    kind: 'question',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'what gross margin should an industrial manufacturer be aiming for',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/manufacturing-commercial-intelligence'],
  },

  // Described concepts (4)
  {
    query:
      'the price left over once every rebate, extra discount and free freight is taken off the invoice',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query: 'setting prices from what the product is worth to the buyer instead of cost plus markup',
    kind: 'concept',
    answers: [GLOSSARY],
  },
  {
    query: 'rules on who is allowed to approve how big a discount',
    kind: 'concept',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action',
      `${BN}/price-override-frequency`,
      '/pricing-strategy-distributors',
    ],
  },
  {
    query:
      'supplier put costs up but our contract prices were never updated and profit slowly drained away',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/industry-use-cases/distribution-price-realisation'],
  },

  // Navigational (3)
  {
    query: 'worksheet to build a product price and the justification for it',
    kind: 'navigational',
    answers: ['/pricing-strategy-worksheet'],
  },
  {
    query: 'schedule a call with one of your pricing strategists',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query: 'board report template for customer profitability',
    kind: 'navigational',
    answers: ['/customer-profitability-board-report', '/board-report-templates'],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'quote hit rate benchmark', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {
    query: 'AOV too low small orders not covering handling cost',
    kind: 'abbreviation',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'ABC classification of customers by profit',
    kind: 'synonym',
    answers: [`${BN}/customer-tier`],
  },

  // Typos (2)
  {query: 'margin leek checklist', kind: 'typo', answers: ['/margin-leak-assessment']},
  {query: 'net revenue retension formula', kind: 'typo', answers: [`${BN}/net-revenue-retention`]},

  // Draft-only terms (3)
  {
    query: 'how is OEE calculated from availability, speed and scrap',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'stock turns: divide cost of sales or revenue by average inventory, and days of stock',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization calculator including year-end rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_WHOLESALER_CFO: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do I work out how many days on average our customers take to pay us',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what gross margin % should an electrical wholesaler be making',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query: 'how much cash is tied up between sending a quote and getting paid',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'reps keep typing over list prices, what share of orders overridden is acceptable',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'margin or markup - do I divide or multiply the cost to get a 25% margin',
    kind: 'question',
    answers: [`${BN}/breakeven-price`, `${BN}/gross-margin-per-product`],
  },
  {
    query: 'lowest selling price for a product line once its share of overheads is covered',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query:
      'is a customer who orders small amounts every day actually profitable after deliveries and admin',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      `${DRAFT_BN}/cost-to-serve-ratio`,
    ],
  },
  {
    query: 'how accurate does our sales forecast need to be for stock and cash planning',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'would turnover still grow from existing accounts if we won no new customers this year',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'what should go in the monthly commercial report to the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how much does marginscope cost per month for a firm turning over £15m',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'can we trial it on our own figures before committing',
    kind: 'question',
    answers: ['/pricing', '/book-call'],
  },
  {
    query: 'what happens to our uploaded ERP data if we cancel the subscription',
    kind: 'question',
    answers: ['/privacy', '/terms'],
  },

  // Concepts (4)
  {
    query: 'what each sale leaves towards overheads after freight, commission and card fees',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'ranking customers by how recently and how often they buy and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'supplier put prices up but contract prices never moved and margin slowly drifted away',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/margin-leaks-guide', '/what-causes-margin-leaks'],
  },
  {
    query:
      'banding accounts by profit after the cost of serving them so the best ones get the best terms',
    kind: 'concept',
    answers: [`${BN}/customer-tier`],
  },

  // Navigational (3)
  {
    query: 'board pack template finance summary cash flow 13 week forecast lenders',
    kind: 'navigational',
    answers: ['/financial-performance-summary'],
  },
  {
    query: '47 point margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {query: 'ROI calculator payback', kind: 'navigational', answers: ['/calculate-roi']},

  // Synonyms / abbreviations (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'LTV b2b', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},

  // Typos (2)
  {query: 'contribtion margin ratio', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {query: 'quote convertion rate', kind: 'typo', answers: [`${BN}/quote-conversion-rate`]},

  // Draft-only terms (3)
  {
    query: 'how much cash would we release if our stock turned 8 times a year instead of 6',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality on the cable cutting machines',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query:
      'price realisation by channel once retrospective rebates and credit notes are netted off',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_SALES_OPS_ANALYST: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'should we track quote win rate by number of quotes or by quoted value',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how many more deals do we have to win to make up for giving a 5% discount',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'what share of orders with reps changing the system price is acceptable',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query: 'how do I tell if our sales forecast is consistently too optimistic',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'are tiny orders worth taking once picking, delivery and invoicing are paid for',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'lowest price I can quote on a product without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'when do we count a B2B customer as lost if they never actually cancel',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query:
      'how to split accounts into tier 1, 2 and 3 by margin after cost to serve instead of sales',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'difference between margin and markup, reps think cost plus 30% is 30% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how much does marginscope cost a month for a $15M revenue business',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'which KPIs should leadership look at weekly vs monthly',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'how many days should it take from sending a quote to getting paid',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'what files do we need to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },

  // Concepts (4)
  {
    query: 'what is left from a sale after freight, commission and card fees, before overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'total gross profit an account brings in over all the years it keeps ordering',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'grouping clients by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query:
      'unit price actually left in our pocket after trade discount, year end rebate and free delivery',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', `${DRAFT_BN}/price-realisation`],
  },

  // Navigational (3)
  {
    query: 'sales performance dashboard template for the board pack',
    kind: 'navigational',
    answers: ['/sales-performance-dashboard'],
  },
  {
    query: 'schedule a call with a marginscope strategist',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {query: 'hero spreadsheet blog post', kind: 'navigational', answers: ['/blog/hero-spreadsheet']},

  // Synonyms / abbreviations (3)
  {
    query: 'NRR good benchmark for distributors',
    kind: 'abbreviation',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'LTV:CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},

  // Typos (2)
  {
    query: 'custmer margin after cost to serv',
    kind: 'typo',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {query: 'sales velosity formula', kind: 'typo', answers: [`${BN}/sales-velocity-profitability`]},

  // Draft-only terms (3)
  {
    query: 'how to work out stock turns and days of inventory',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization % calculator including rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'OEE for our packing line availability performance quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

const HELD_OUT_COMPONENTS_OWNER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how long do my customers take to pay me on average and how do i work it out',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what is a normal gross margin percent for a distributor or wholesaler like us',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/voice-search-guide'],
  },
  {
    query: 'is 25% markup the same thing as 25% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how much is one customer worth to us over all the years they keep buying',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'are lots of small orders costing me more to pick pack and invoice than they make',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'my sales guys keep changing prices off the price list, how often is too often',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how much does marginscope cost a month for a small company under 10 million turnover',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'is it worth paying for, what if you dont find any savings do i get my money back',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'lowest price i can sell a part for without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'what share of our quotes should turn into orders, is 15% bad',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how do i find out which customers lose me money once delivery and handling is counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'what files do i need to export from our ERP to get started with you',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query:
      'customers dont cancel they just stop ordering, how do i measure how many we lose each year',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  // Described concepts (4)
  {
    query:
      'supplier put its prices up but our contract customers still on the old prices months later',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/industry-use-cases/distribution-price-realisation'],
  },
  {
    query: 'that one big excel file only one person in the office knows how to update',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'scoring customers on when they last bought, how often and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'what is left from a sale after freight, sales commission and card fees are taken off',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  // Navigational (3)
  {query: 'book a call', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'free margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {query: 'roi calculator', kind: 'navigational', answers: ['/calculate-roi']},
  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV to CAC ratio what does it mean',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  {query: 'NRR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  // Typos (2)
  {
    query: 'sales forcast acuracy how good is good',
    kind: 'typo',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'custmer tiers how to split them into groups',
    kind: 'typo',
    answers: [`${BN}/customer-tier`],
  },
  // Draft-only terms (3)
  {
    query: 'how many days worth of stock are we sitting on and how do i work it out',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'how to measure if our assembly machine runs as well as it should, stoppages slow running and rejects',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query:
      'calculator for what percent of list price we really collect after rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_ECONOMIST: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how is the target price derived from the breakeven price for a given margin on price',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'days sales outstanding formula should cash sales be excluded',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'at what share of deals overridden does discounting become critical',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'is an LTV to CAC ratio of 4:1 considered acceptable',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {
    query: 'difference between gross margin and markup on landed cost',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query:
      'how were the benchmark ranges derived - is a published study cited or is it practitioner convention?',
    kind: 'question',
    answers: ['/benchmark-methodology'],
  },
  {
    query: 'how to measure systematic over-forecasting bias alongside forecast accuracy',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'typical quote conversion rate for construction firms',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how much must the win rate rise to offset a 5% discount and keep gross profit constant',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'monthly subscription price for a firm with under $10M annual revenue',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'how do you cost the credit terms of a customer when computing customer profitability',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'what should a monthly commercial report to the board contain',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how long from uploading an ERP extract until the first findings',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },

  // Concepts (4)
  {
    query: 'decomposing a change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'scoring each account on how recently, how often and how much it purchases',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query:
      'ranking accounts into top fifth, middle three fifths and bottom fifth by margin after servicing costs',
    kind: 'concept',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'the single fragile workbook only one analyst knows how to refresh each month',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },

  // Navigational (3)
  {query: 'commercial intelligence glossary', kind: 'navigational', answers: [GLOSSARY]},
  {
    query: 'free customer profitability calculator',
    kind: 'navigational',
    answers: ['/customer-profitability-calculator'],
  },
  {
    query: 'download benchmark ranges csv json dataset',
    kind: 'navigational',
    answers: ['/benchmark-methodology', '/business-numbers'],
  },

  // Synonyms / abbreviations / jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {query: 'GRR vs NRR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},

  // Typos (2)
  {
    query: 'contibution margin ratio breakeven revenue',
    kind: 'typo',
    answers: [`${BN}/contribution-margin`],
  },
  {query: 'chrun rate when b2b customers drift away', kind: 'typo', answers: [`${BN}/churn-rate`]},

  // Draft-only terms (3)
  {
    query: 'inventory turnover using cost of goods sold and average stock, days of inventory',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality ideal cycle time',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'realised price as a percentage of list net of rebates and credit notes, formula',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_CHEMICALS_DIRECTOR: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do I tell customers about a price increase without losing them',
    kind: 'question',
    answers: ['/pricing-strategy-distributors'],
  },
  {
    query: 'what share of orders with reps overriding the price list is too many',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how much higher does our win rate need to be to make a 5% discount worth it',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'what quote to order conversion rate should we expect',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'should customer tiers be set on sales volume or on margin',
    kind: 'question',
    answers: [`${BN}/customer-tier`, '/pricing-strategy-distributors'],
  },
  {
    query: 'do volume rebates actually get customers to buy more? how do I check',
    kind: 'question',
    answers: [
      '/pricing-strategy-distributors',
      '/industry-use-cases/distribution-price-realisation',
      '/distribution-commercial-intelligence',
    ],
  },
  {
    query: 'how much discount can a sales rep give before a manager has to approve it',
    kind: 'question',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action',
      `${BN}/price-override-frequency`,
    ],
  },
  {
    query: 'lowest price I can quote on a product without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query:
      'how to work out if a customer is still profitable once deliveries and small orders are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'what gross margin should a chemicals wholesaler make per product line',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query:
      'supplier put prices up and we updated the list but margin still slipping on contract customers',
    kind: 'question',
    answers: ['/blog/margin-leak', '/pricing-strategy-distributors'],
  },
  {
    query: 'how much does marginscope cost for a business turning over 40m',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'are our existing accounts spending more or less than last year, how to measure it',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },

  // Described concepts (4)
  {
    query:
      'what we really keep per unit after trade discount, extra customer discount, year-end rebate and free delivery',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', '/margin-leaks-guide'],
  },
  {
    query: 'scoring accounts on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'what a sale leaves after freight, commission and every cost that moves with volume',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'a handful of big accounts make up too much of our turnover and push our prices down',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/pricing-strategy-distributors',
      '/industry-use-cases/wholesale-channel-margins',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },

  // Navigational (3)
  {query: 'board pack templates', kind: 'navigational', answers: ['/board-report-templates']},
  {
    query: '47 point margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  {
    query: 'commercial intelligence for distributors page',
    kind: 'navigational',
    answers: [
      '/distribution-commercial-intelligence',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {
    query: 'LTV:CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'customer attrition rate b2b', kind: 'synonym', answers: [`${BN}/churn-rate`]},

  // Typos (2)
  {query: 'forcast acuracy sales team', kind: 'typo', answers: [`${BN}/forecast-accuracy`]},
  {
    query: 'avrage order value vs cost of handling an order',
    kind: 'typo',
    answers: [`${BN}/average-order-value`],
  },

  // Draft-only terms (3)
  {
    query: 'stock turns and days of inventory target for a distributor',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization after a price rise, are reps discounting back to the old price',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'availability x performance x quality on our drum filling line',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

const HELD_OUT_MBA_STUDENT: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'difference between net revenue retention and gross revenue retention',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how do you measure churn in b2b if customers never actualy cancel',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what is a good ltv to cac ratio',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {
    query: 'how to discount customer lifetime value using the cost of capital',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'what customer margin after cost to serve counts as healthy',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/commercial-intelligence-101/customer-and-product-profitability',
    ],
  },
  {
    query: 'how many months until we earn back what it cost to win a new customer',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'should b2b customers be tiered by revenue or by margin',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'how often should profitability per customer be calculated',
    kind: 'question',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`],
  },
  {
    query: 'can an unprofitable customer be made profitable instead of dropping them',
    kind: 'question',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`],
  },
  {query: 'how much does marginscope cost per month', kind: 'question', answers: ['/pricing']},
  {
    query: 'which KPIs should a leadership team review and how many of them',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'contribution margin vs gross margin whats the difference',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  {
    query: 'what is a normal days sales outstanding for trade customers',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },

  // Described concepts (4)
  {
    query: 'risk of relying on a handful of big accounts for most of your sales',
    kind: 'concept',
    answers: [GLOSSARY, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query: 'scoring clients on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`],
  },
  {
    query:
      'the price actually left per unit after trade discount, year end rebate and free delivery are all taken off',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell'],
  },
  {
    query:
      'average length of a customer relationship worked out from the yearly rate of lost customers',
    kind: 'concept',
    answers: [`${BN}/churn-rate`, `${BN}/customer-lifetime-value`],
  },

  // Navigational (3)
  {
    query: 'free tool to work out profit for one customer',
    kind: 'navigational',
    answers: ['/customer-profitability-calculator', `${BN}/margin-per-customer`],
  },
  {query: 'glossary of commercial terms', kind: 'navigational', answers: [GLOSSARY]},
  {
    query: 'board report template on customer profitability',
    kind: 'navigational',
    answers: ['/customer-profitability-board-report', '/board-report-templates'],
  },

  // Synonyms / abbreviations (3)
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'LTV', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {query: 'net dollar retention', kind: 'synonym', answers: [`${BN}/net-revenue-retention`]},

  // Typos (2)
  {query: 'custoemr segmentaion tool', kind: 'typo', answers: ['/customer-segmentation-guide']},
  {
    query: 'avarage order valeu too small to cover handling costs',
    kind: 'typo',
    answers: [`${BN}/average-order-value`],
  },

  // Draft-only terms (3)
  {
    query: 'how many times a year does stock turn over and how many days of inventory is that',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality calculation',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query:
      'price realization calculator share of list price kept after discounts overrides and rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

const HELD_OUT_MATERIALS_FINANCE_HEAD: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how many days on average does it take our customers to pay us',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query:
      'lowest price I can sell a product at before we start losing money once fixed costs are covered',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'why does cost plus 25% not give a 25% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what gross margin is normal for a manufacturer',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/manufacturing-commercial-intelligence'],
  },
  {
    query: 'what share of our quotes should we expect to win',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how long should it take from sending a quote to having the cash in the bank',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'how do I measure whether our sales forecast is any good',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'is revenue from our existing trade customers growing or shrinking year on year',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'which customers still make us money after deliveries, rebates and service time',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'how much would marginscope cost a business with $40m turnover',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'is there a minimum contract term or can we cancel any time',
    kind: 'question',
    answers: ['/pricing', '/terms'],
  },
  {
    query: 'what files do we have to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query: 'is the sales data we upload encrypted and who can access it',
    kind: 'question',
    answers: ['/privacy', '/'],
  },

  // Described concepts (4)
  {
    query:
      'what is left from a sale after freight, commission and materials that goes towards paying the overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'reps typing over the system price on orders and how often it happens',
    kind: 'concept',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'trade accounts that never close their account but gradually order less and then stop',
    kind: 'concept',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'supplier put prices up but our contract prices were never changed to match',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks'],
  },

  // Navigational (3)
  {
    query: 'board pack report templates',
    kind: 'navigational',
    answers: ['/board-report-templates'],
  },
  {query: 'roi calculator payback', kind: 'navigational', answers: ['/calculate-roi']},
  {
    query: 'marginscope for manufacturers',
    kind: 'navigational',
    answers: ['/manufacturing-commercial-intelligence'],
  },

  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'LTV per account', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {
    query: 'typical order size per invoice b2b',
    kind: 'synonym',
    answers: [`${BN}/average-order-value`],
  },

  // Typos (2)
  {query: 'contribuiton margin ratio', kind: 'typo', answers: [`${BN}/contribution-margin`]},
  {
    query: 'recency frequncy monetary scoring',
    kind: 'typo',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },

  // Draft-only terms (3)
  {
    query:
      'how to work out equipment effectiveness on our block plant from availability, speed and scrap',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'how many times a year does our stock turn over and how many days of inventory is that',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realization calculator list price versus what we invoice after rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/**
 * One more, written the same blind way on 2026-11-29 (fifth session): a newly hired sales
 * manager at a janitorial supplies distributor. Only its total has been seen (27 of 28 on
 * arrival; 25 on the ranking of the session's start).
 */
const HELD_OUT_SALES_MANAGER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do I coach reps to stop discounting so much',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
      '/pricing-strategy-distributors',
    ],
  },
  {
    query: 'what % of deals with a price changed by hand is normal',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how much discount can a rep give before needing manager approval',
    kind: 'question',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action',
      `${BN}/price-override-frequency`,
    ],
  },
  {
    query: 'if we offer 5% off how many more deals do we have to win to make the same profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'how do I rank my accounts by profit instead of sales',
    kind: 'question',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`, `${BN}/customer-tier`],
  },
  {
    query: 'what is a good gross margin for a wholesale distributor',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'whats the difference between markup and margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'are small orders losing us money after handling costs',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'when do you count a customer as lost if they never cancel',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what is a good net revenue retention rate',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'sales went up but margin went down, how do I tell if its price or mix',
    kind: 'question',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'how accurate should a monthly sales forecast be',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {query: 'how much does marginscope cost', kind: 'question', answers: ['/pricing']},

  // Described concepts (4)
  {
    query: 'what is actually left per unit after rebates, free freight and extra discounts',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', `${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'scoring customers on how recently and how often they buy and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'lowest price I can sell at without losing money',
    kind: 'concept',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'profit slipping away from stale price lists and unapproved discounts',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', '/blog/margin-leak', GLOSSARY],
  },

  // Navigational (3)
  {
    query: 'sales performance dashboard template',
    kind: 'navigational',
    answers: ['/sales-performance-dashboard'],
  },
  {
    query: 'pricing strategy guide for distributors',
    kind: 'navigational',
    answers: ['/pricing-strategy-distributors'],
  },
  {query: 'book a call', kind: 'navigational', answers: ['/book-call']},

  // Synonyms, abbreviations, jargon (3)
  {
    query: 'LTV to CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {query: 'Q2C cycle time', kind: 'abbreviation', answers: [`${BN}/quote-to-cash-time`]},

  // Typos (2)
  {
    query: 'contribtion margin vs gross margin',
    kind: 'typo',
    answers: [`${BN}/contribution-margin`],
  },
  {query: 'custmer tiering by profitibility', kind: 'typo', answers: [`${BN}/customer-tier`]},

  // Draft-only terms (3)
  {
    query: 'price realization calculator including rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'what is a good cost to serve ratio for an account',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`, `${BN}/margin-per-customer`],
  },
  {
    query: 'how to calculate days of inventory on hand',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
];

/**
 * Two more, written the same blind way on 2026-11-29 (fifth session) after the session's
 * rules were in place: a financial controller at a fasteners distributor and a US sales VP at
 * a medical supplies distributor. Only their totals have been seen: 28 and 28 of 28 on
 * arrival (27 and 27 on the ranking of the session's start).
 */
const HELD_OUT_FINANCIAL_CONTROLLER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how much cash would we release if customers actually paid on 30 day terms',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what customer margin is healthy once delivery and order handling are taken off',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'difference between margin and markup',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what share of orders with manual price changes is acceptable',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'what price do I need to charge to make a 25% margin on a line',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'sales forecast is always too high - how do I measure the bias',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how much does marginscope cost for a business turning over £15m',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'which files do we need to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/commercial-intelligence-guide'],
  },
  {
    query: 'should customer tiers be set on turnover or on profit',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'are our small orders costing more to pick and deliver than they earn',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how many more deals would we need to win to justify a 5% discount',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'how can we cut the days spent pulling together month-end reports',
    kind: 'question',
    answers: ['/reporting-automation-guide'],
  },
  {
    query: 'what should a monthly margin report to the board include',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  // Described concepts (4)
  {
    query: 'margin lost when supplier price rises never get passed on to contract prices',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks', '/margin-leaks-guide'],
  },
  {
    query: 'scoring customers on how recently and how often they buy and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide', GLOSSARY],
  },
  {
    query: 'the giant workbook only one person can refresh before the board pack goes out',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet'],
  },
  {
    query: 'profit a sale leaves after freight, commission and card fees but before overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  // Navigational (3)
  {
    query: 'marginscope vs power bi',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },
  {query: 'margin leak checklist', kind: 'navigational', answers: ['/margin-leak-assessment']},
  {query: 'book a call with a strategist', kind: 'navigational', answers: ['/book-call']},
  // Synonyms, abbreviations, jargon (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {
    query: 'LTV:CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  // Typos (2)
  {query: 'net revenue retension', kind: 'typo', answers: [`${BN}/net-revenue-retention`]},
  {
    query: 'customer chrun when they just stop ordering',
    kind: 'typo',
    answers: [`${BN}/churn-rate`],
  },
  // Draft-only terms (3)
  {
    query: 'should stock turn be worked out on cost of sales or on revenue',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'leave carriage and fuel surcharges out of price realisation?',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'OEE availability performance quality calculation',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

const HELD_OUT_SALES_VP: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'quote win rate by dollar value vs number of quotes',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'what share of deals should have reps manually changing the price',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how many more deals do we have to win to make up for a 5% discount',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'is 80% sales forecast accuracy good',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'when does a customer who just stops ordering count as lost',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'good net revenue retention number for a distributor',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'all-in cost of landing a new hospital account',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'how much does marginscope cost per month for a $40M distributor',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what should I show the board on rep and territory performance',
    kind: 'question',
    answers: ['/sales-performance-dashboard'],
  },
  {
    query: 'who should be allowed to approve bigger discounts',
    kind: 'question',
    answers: [
      '/commercial-intelligence-101/from-insight-to-action',
      `${BN}/price-override-frequency`,
    ],
  },
  {
    query: 'are small orders losing money once you count handling and delivery',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how do I measure days from sending a quote to getting paid',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'what files do I need to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  // Concepts (4)
  {
    query: 'ranking accounts by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'total gross profit one customer brings in over the whole time they buy from us',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query:
      'sorting accounts into top, middle and bottom groups by profit after service costs to decide their terms',
    kind: 'concept',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'too much of our revenue depends on a handful of big health systems',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/distribution-price-realisation',
      '/industry-use-cases/wholesale-channel-margins',
      '/pricing-strategy-distributors',
    ],
  },
  // Navigational (3)
  {query: 'book strategy call', kind: 'navigational', answers: ['/book-call']},
  {
    query: 'QBR template for the board',
    kind: 'navigational',
    answers: ['/quarterly-business-review'],
  },
  {query: 'margin leak checklist', kind: 'navigational', answers: ['/margin-leak-assessment']},
  // Synonyms / abbreviations (3)
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {
    query: 'LTV:CAC',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {query: 'sales forecast MAPE', kind: 'abbreviation', answers: [`${BN}/forecast-accuracy`]},
  // Typos (2)
  {query: 'quote converion rate', kind: 'typo', answers: [`${BN}/quote-conversion-rate`]},
  {query: 'discount overides by rep', kind: 'typo', answers: [`${BN}/price-override-frequency`]},
  // Draft-only terms (3)
  {
    query: 'price realization calculator net of rebates vs list',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: "how do I calculate cost to serve as a percent of each account's revenue",
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
  {
    query: 'inventory turns and days on hand for our warehouse stock',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
];

/** The owner of an Australian building-supplies distributor; written blind, only its total seen. */
const HELD_OUT_BUILDING_SUPPLIES_OWNER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'should customer tiers be based on sales or on profit',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'what % of deals is ok for reps to change the price on',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'margin vs markup whats the difference',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'how do i work out the lowest price i can sell a product at without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how much cash is stuck between sending a quote and getting paid',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'what percentage of our quotes should we be winning',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'are small orders costing more to pick and deliver than they make',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how accurate should our sales forecast be',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how much does marginscope cost for an organisation doing $30m',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query:
      'how to analyse which customers actually make money once delivery and freight are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'when do you count a trade customer as lost if they just stop ordering',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'which numbers should management look at daily vs monthly',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'what should go in a monthly report to the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  // Concepts (4)
  {
    query: 'supplier put prices up but our contract customers are still on the old price',
    kind: 'concept',
    answers: ['/blog/margin-leak', '/what-causes-margin-leaks', '/margin-leaks-guide'],
  },
  {
    query: 'all our margin reporting lives in one big spreadsheet only one bloke can update',
    kind: 'concept',
    answers: ['/blog/hero-spreadsheet', '/reporting-automation-guide'],
  },
  {
    query: 'what a sale leaves after freight, commission and card fees come off',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'scoring customers on how recently and how often they buy and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  // Navigational (3)
  {query: 'book a call', kind: 'navigational', answers: ['/book-call']},
  {query: 'roi calculator', kind: 'navigational', answers: ['/calculate-roi']},
  {
    query: '47 point margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  // Synonyms / abbreviations (3)
  {query: 'debtor days', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'NRR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  {
    query: 'LTV:CAC ratio',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  // Typos (2)
  {
    query: 'sales velosity profit per day',
    kind: 'typo',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {query: 'customer segmentaion tool', kind: 'typo', answers: ['/customer-segmentation-guide']},
  // Draft-only terms (3)
  {
    query: 'how is OEE worked out from availability, performance and quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'convert stock turns into days of inventory for the timber yard',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'cost to serve ratio - how do you calculate it per customer',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
];

/** The successor taking over a family-owned electrical wholesaler; written blind, only its total seen. */
const HELD_OUT_FAMILY_SUCCESSOR: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do I know if our customers are taking too long to pay us',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what is a normal gross margin for an electrical wholesaler',
    kind: 'question',
    answers: [
      `${BN}/gross-margin-per-product`,
      '/voice-search-guide',
      '/industry-use-cases/wholesale-channel-margins',
    ],
  },
  {
    query: 'which customers actually make us money once deliveries and order handling are counted',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'how can I tell if my reps are giving away too many discounts',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query: 'whats the difference between markup and margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'are our existing accounts spending more or less than they did last year',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'lowest price I can sell a product at without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how do I measure customers who just quietly stop ordering from us',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'I just took over the family business, what numbers should I look at first',
    kind: 'question',
    answers: ['/performance-tracking-guide', '/commercial-dashboard-kit'],
  },
  {
    query: 'what should go in the monthly report to our board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'how much does marginscope cost for a company doing $60M a year',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'is the call with a strategist free and how long does it take',
    kind: 'question',
    answers: ['/book-call'],
  },
  {
    query: 'what files do I need to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  // Concepts (4)
  {
    query: 'what a sale leaves after freight and commission but before rent and wages',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'total profit one account brings in over all the years they keep buying from us',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'sorting customers by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'profit that slips away quietly through small discounts and old price lists',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', `${GLOSSARY}`],
  },
  // Navigational (3)
  {
    query: 'checklist to find where we are leaking margin',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  {
    query: 'calculator for how fast marginscope would pay for itself',
    kind: 'navigational',
    answers: ['/calculate-roi'],
  },
  {query: 'who founded marginscope', kind: 'navigational', answers: ['/about']},
  // Synonyms / abbreviations / jargon (3)
  {query: 'AOV b2b orders', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},
  {query: 'CAC payback months', kind: 'abbreviation', answers: [`${BN}/customer-acquisition-cost`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  // Typos (2)
  {
    query: 'forcast acuracy against actual sales',
    kind: 'typo',
    answers: [`${BN}/forecast-accuracy`],
  },
  {query: 'custmer tiers by profit', kind: 'typo', answers: [`${BN}/customer-tier`]},
  // Draft-only terms (3)
  {
    query: 'how many days of stock are we sitting on in the warehouse',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'how well do our cable cutting machines run, availability times performance times quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realization calculator including rebates and credit notes',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/** A fractional CFO serving several distributors; written blind, only its total seen. */
const HELD_OUT_FRACTIONAL_CFO: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'difference between margin and markup if we price at cost plus 30%',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how do I get the contribution margin ratio and the revenue needed to cover fixed costs',
    kind: 'question',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'what is a good DSO for a distributor selling on 30 day terms',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what LTV to CAC ratio counts as healthy',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {
    query:
      'how to work out the profit one customer leaves after deliveries, order handling and credit terms',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'what forecast accuracy should a sales team aim for and how do you measure bias',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how many more deals does a 10% discount need to win to make the same gross profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query:
      'which plan and monthly fee for a client with $15M annual revenue, and is paying yearly cheaper',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'do you refund the fee if you find no recoverable margin in the first 90 days',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'how is net revenue retention calculated with expansion, contraction and lost customers',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'should quote win rate be measured by number of quotes or by quoted value',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'what price do I need to hit a 25% margin on price after covering fixed costs',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'what should a board report on customer profitability and cost to serve contain',
    kind: 'question',
    answers: ['/customer-profitability-board-report', '/board-report-templates'],
  },

  // Concepts (4)
  {
    query:
      'how long our customers take to pay compared with terms, the cash we are effectively lending them',
    kind: 'concept',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'share of orders where reps typed over the system price',
    kind: 'concept',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'scoring accounts 1 to 5 on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'total days from sending a quote until the invoice is actually paid',
    kind: 'concept',
    answers: [`${BN}/quote-to-cash-time`],
  },

  // Navigational (3)
  {query: 'roi calculator payback days', kind: 'navigational', answers: ['/calculate-roi']},
  {
    query: 'margin leak checklist self assessment',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  {
    query: 'month end financial summary template for board and lenders',
    kind: 'navigational',
    answers: ['/financial-performance-summary'],
  },

  // Synonyms / abbreviations / jargon (3)
  {query: 'gross profit per SKU', kind: 'synonym', answers: [`${BN}/gross-margin-per-product`]},
  {query: 'customer attrition rate b2b', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'AOV benchmark', kind: 'abbreviation', answers: [`${BN}/average-order-value`]},

  // Typos (2)
  {query: 'customer tierring by profitibility', kind: 'typo', answers: [`${BN}/customer-tier`]},
  {
    query: 'acquisiton cost per new custmer',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },

  // Draft-only terms (3)
  {
    query: 'convert stock turns into days on hand and the cash freed by hitting the target',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality how to calculate',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query:
      'price realization on the invoice vs after year-end rebates, which to report and what is one point worth',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/** A branch manager at an HVAC and plumbing parts wholesaler; written blind, only its total seen. */
const HELD_OUT_BRANCH_MANAGER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query:
      'contractors on net 30 paying way late, how do i measure how many days of sales are sitting in receivables',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what % of tickets with a manual price change is too many',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'is a $150 counter order even worth it after picking and delivery',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'we price at cost plus 30 what margin is that really',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query:
      'how do i figure out which contractor accounts actually make money once deliveries and handling are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'whats a normal gross margin for a plumbing supply wholesaler',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, '/voice-search-guide'],
  },
  {
    query: 'lowest price i can sell a water heater at without losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how many days from sending a quote til the cash is in the bank',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'what share of our quotes should turn into orders',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'when do you count a contractor as lost if they never close their account',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'should customer tiers be based on sales volume or on margin',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },
  {
    query: 'how much does marginscope cost a month for a $15M distributor',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what files do i need to export from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  // Described concepts (4)
  {
    query: 'whats left of a sale after freight, commission and card fees but before rent and wages',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'rank accounts by how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'profit slipping away through little discounts and old contract prices nobody catches',
    kind: 'concept',
    answers: ['/margin-leaks-guide', '/what-causes-margin-leaks', '/blog/margin-leak'],
  },
  {
    query: 'are our existing accounts spending more than last year if you leave out new customers',
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  // Navigational (3)
  {
    query: 'free checklist to find margin leaks',
    kind: 'navigational',
    answers: ['/margin-leak-assessment', '/margin-audit-toolkit'],
  },
  {
    query: 'set up a call with one of your strategists',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query: 'monthly report template for the owners',
    kind: 'navigational',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  // Synonyms, abbreviations, jargon (3)
  {
    query: 'LTV of a contractor account',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {query: 'profit velocity', kind: 'synonym', answers: [`${BN}/sales-velocity-profitability`]},
  {query: 'MAPE sales forecast', kind: 'abbreviation', answers: [`${BN}/forecast-accuracy`]},
  // Typos (2)
  {
    query: 'custmer aquisition cost for new contractors',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'pricing stratgy for distributers',
    kind: 'typo',
    answers: ['/pricing-strategy-distributors'],
  },
  // Draft-only terms (3)
  {
    query:
      'how many times a year should stock turn over, we have too much slow moving stuff on the shelf',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query: 'price realization after rebates and overrides, what % of list should we be collecting',
    kind: 'draft',
    answers: [
      `${DRAFT_BN}/price-realisation`,
      '/industry-use-cases/distribution-price-realisation',
      GLOSSARY,
    ],
  },
  {
    query: 'delivery runs and order handling as a % of a customers sales, whats the target',
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`, `${BN}/margin-per-customer`],
  },
];

/** The head of sales at an industrial fasteners manufacturer; written blind, only its total seen. */
const HELD_OUT_HEAD_OF_SALES: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'what is a good quote win rate for a fastener manufacturer',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how do I measure how often my reps knock money off the price list',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how to calculate sales forecast accuracy and whether we always over-forecast',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'how many more deals would a 5% discount need to win to make the same gross profit',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query: 'should sales commission be paid on margin rather than revenue?',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`, `${BN}/contribution-margin`],
  },
  {
    query:
      'is my biggest key account actually profitable once delivery, support and credit terms are counted',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'lowest price a rep can quote before we lose money on a part',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'how much does MarginScope cost per month for a $20M revenue business',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'what should the sales director present to the board every month',
    kind: 'question',
    answers: ['/sales-performance-dashboard', '/monthly-commercial-report'],
  },
  {
    query: 'difference between margin and markup when setting prices',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how many days from sending a quote to getting paid is normal',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'how quickly do you get first findings after we send our ERP export',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query: 'do volume discounts to our distributors actually buy extra volume?',
    kind: 'question',
    answers: [
      '/industry-use-cases/distribution-price-realisation',
      '/distribution-commercial-intelligence',
      '/pricing-strategy-distributors',
    ],
  },
  // Described concepts (4)
  {
    query:
      'gap between the margin an estimator quoted and what the job really made on the shop floor',
    kind: 'concept',
    answers: ['/industry-use-cases/manufacturing-true-cost-quoting'],
  },
  {
    query: 'scoring accounts by how recently, how often and how much they order',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'total margin a customer brings in over all the years they keep buying from us',
    kind: 'concept',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'risk when a handful of big accounts make up most of our sales and dictate prices',
    kind: 'concept',
    answers: [
      GLOSSARY,
      '/industry-use-cases/wholesale-channel-margins',
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  // Navigational (3)
  {
    query: 'book a call with a commercial strategist',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query: 'board report templates download',
    kind: 'navigational',
    answers: ['/board-report-templates'],
  },
  {
    query: '47 point margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  // Synonyms / abbreviations / jargon (3)
  {
    query: 'DSO against 30 day payment terms',
    kind: 'abbreviation',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'pipeline velocity',
    kind: 'synonym',
    answers: [`${BN}/sales-velocity-profitability`, GLOSSARY],
  },
  {
    query: 'LTV:CAC ratio benchmark',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  // Typos (2)
  {query: 'custmer churn rate for b2b distributers', kind: 'typo', answers: [`${BN}/churn-rate`]},
  {
    query: 'averge ordr value too many small orders',
    kind: 'typo',
    answers: [`${BN}/average-order-value`],
  },
  // Draft-only terms (3)
  {
    query:
      'what percentage of list price do key accounts really pay after rebates, credit notes and overrides',
    kind: 'draft',
    answers: [
      `${DRAFT_BN}/price-realisation`,
      '/industry-use-cases/distribution-price-realisation',
    ],
  },
  {
    query: 'stock turns on cost of goods or on sales, and converting to days of inventory',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'how to work out OEE from availability, performance and quality on our heading machines',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

/** A marketing manager at a B2B distributor; written blind, only its total seen. */
const HELD_OUT_MARKETING_MANAGER: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do i work out customer lifetime value on margin rather than revenue',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {
    query: 'what is a healthy LTV to CAC ratio for a b2b distributor',
    kind: 'question',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },
  {
    query: 'how many months until a new account pays back what we spent to win it',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'when do you count a trade customer as lost if they never actually close the account',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'what NRR should a distributor be aiming for',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'should list price increases count as expansion in our retention figure?',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'how to score customers 1 to 5 on how recently, how often and how much they buy',
    kind: 'question',
    answers: [`${BN}/rfm-modelling`],
  },
  {
    query: 'what should marketing do with customers in the at risk segment',
    kind: 'question',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'should we tier our accounts by revenue or by margin',
    kind: 'question',
    answers: [`${BN}/customer-tier`, '/customer-profitability-guide'],
  },
  {
    query:
      'is our typical order big enough to cover the cost of picking, delivering and invoicing it',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'how much would marginscope cost us per month at around $15m revenue',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'can we trial it on our own data before committing',
    kind: 'question',
    answers: ['/pricing', '/book-call'],
  },
  {
    query: 'template for a board pack showing which customers make or lose money',
    kind: 'question',
    answers: ['/customer-profitability-board-report', '/board-report-templates'],
  },

  // Described concepts (4)
  {
    query: 'big regular buyers who have suddenly stopped ordering and gone silent',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, `${BN}/churn-rate`],
  },
  {
    query: 'if we won zero new clients next year would spend from existing accounts still grow',
    kind: 'concept',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'risk of a few large accounts making up most of our sales and dictating price',
    kind: 'concept',
    answers: [GLOSSARY, '/wholesale-commercial-intelligence'],
  },
  {
    query: 'our biggest customers by sales are not the ones that actually make us money',
    kind: 'concept',
    answers: ['/customer-profitability-guide', `${BN}/margin-per-customer`],
  },

  // Navigational (3)
  {
    query: 'free customer segmentation tool',
    kind: 'navigational',
    answers: ['/customer-segmentation-guide'],
  },
  {query: 'ROI calculator', kind: 'navigational', answers: ['/calculate-roi']},
  {
    query: 'margin audit toolkit download',
    kind: 'navigational',
    answers: ['/margin-audit-toolkit'],
  },

  // Synonyms / abbreviations / jargon (3)
  {query: 'LTV', kind: 'abbreviation', answers: [`${BN}/customer-lifetime-value`]},
  {
    query: 'CAC b2b sales and marketing spend',
    kind: 'abbreviation',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {query: 'customer attrition rate', kind: 'synonym', answers: [`${BN}/churn-rate`]},

  // Typos (2)
  {
    query: 'quote convertion rate benchmarks',
    kind: 'typo',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'customer proffitability calculator',
    kind: 'typo',
    answers: ['/customer-profitability-calculator', `${BN}/margin-per-customer`],
  },

  // Draft-only terms (3)
  {
    query: 'how many times a year should a wholesaler turn over its stock',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'how much cash could we free up by carrying less stock for the same sales',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE availability x performance x quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

/** A junior financial analyst building a manufacturer's monthly KPI pack; written blind, only its total seen. */
const HELD_OUT_JUNIOR_ANALYST: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do I calculate DSO over a 90 day quarter',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what is a good net revenue retention % for a distributor',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'why does cost plus 25% not give me a 25% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'how to measure forecast accuracy and bias across product lines',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'what pages should go in a monthly commercial report to the board',
    kind: 'question',
    answers: ['/monthly-commercial-report', '/board-report-templates'],
  },
  {
    query: 'which KPIs should the leadership team look at weekly vs monthly',
    kind: 'question',
    answers: ['/performance-tracking-guide'],
  },
  {
    query: 'how much does MarginScope cost a month for a company with about 15M revenue',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'should quote conversion be reported by number of quotes or by value',
    kind: 'question',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'how many months until we earn back what we spent winning a new customer',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'how to work out profit per customer after deliveries, order handling and credit terms',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'how much cash is tied up between sending a quote and getting paid',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query:
      'where do cash flow, debtor days and stock days go in the monthly finance pack for the board',
    kind: 'question',
    answers: ['/financial-performance-summary'],
  },
  {
    query: 'how do we get reps to stop typing over the system price on so many deals',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },

  // Concepts (4)
  {
    query:
      'what one extra sale leaves after freight, commission and card fees but before rent and salaries',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'risk of relying on a handful of very large accounts for most of our sales',
    kind: 'concept',
    answers: [GLOSSARY, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query: 'grouping customers by how recently and how often they order and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query:
      'setting a price from what the customer gains, like downtime avoided, instead of cost plus markup',
    kind: 'concept',
    answers: [GLOSSARY],
  },

  // Navigational (3)
  {
    query: 'board report templates download outline',
    kind: 'navigational',
    answers: ['/board-report-templates'],
  },
  {
    query: 'QBR template for the board pack',
    kind: 'navigational',
    answers: ['/quarterly-business-review', '/board-report-templates'],
  },
  {
    query: 'commercial dashboard kit 10 KPIs',
    kind: 'navigational',
    answers: ['/commercial-dashboard-kit'],
  },

  // Synonyms / abbreviations (3)
  {query: 'debtor days calculation', kind: 'synonym', answers: [`${BN}/days-sales-outstanding`]},
  {query: 'GRR vs NRR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  {
    query: 'LTV formula with discount rate',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`],
  },

  // Typos (2)
  {
    query: 'contibution margin ratio and breakeven revenue',
    kind: 'typo',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'avrage order value vs cost to process an order',
    kind: 'typo',
    answers: [`${BN}/average-order-value`],
  },

  // Draft-only terms (3)
  {
    query: 'how to calc OEE from run time, ideal cycle time and good units',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'stock turns using COGS over average inventory at cost and converting to days of stock',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query:
      'price realization calculator with rebates and overrides, against standard list vs agreed price',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/** The CFO of a Canadian agricultural-equipment parts distributor; written blind, only its total seen. */
const HELD_OUT_AGRICULTURAL_PARTS_CFO: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query:
      'what would marginscope cost per month for a distributor doing about 45 million in sales',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query:
      'our DSO jumps every spring when dealers stock up, how should I read it in a seasonal business',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'what gross margin should a parts wholesaler expect on each product line',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`],
  },
  {
    query: 'do you give money back if you find no recoverable margin in the first 90 days',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'how fast would the subscription pay for itself on our revenue and margin',
    kind: 'question',
    answers: ['/calculate-roi', '/pricing'],
  },
  {
    query:
      'how much profit should a dealer account leave after freight, order handling and credit terms',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'how do I stop sales reps typing over the price list on parts orders',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how is contribution margin different from gross margin',
    kind: 'question',
    answers: [`${BN}/contribution-margin`, GLOSSARY],
  },
  {
    query: 'which files do we have to pull from our ERP to get started',
    kind: 'question',
    answers: ['/how-it-works', '/demo'],
  },
  {
    query: 'how accurate should a monthly sales forecast be for a seasonal business',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'should we drop dealers that lose us money or reprice them',
    kind: 'question',
    answers: ['/customer-profitability-guide'],
  },
  {
    query: 'is the sales and customer data we upload shared with anyone or used for other clients',
    kind: 'question',
    answers: ['/privacy'],
  },
  {
    query: 'are our volume rebates to dealers actually buying extra volume',
    kind: 'question',
    answers: [
      '/industry-use-cases/distribution-price-realisation',
      '/distribution-commercial-intelligence',
    ],
  },

  // Described concepts (4)
  {
    query:
      'small top-up orders where picking, delivery and invoicing cost more than the margin on the order',
    kind: 'concept',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'scoring dealers on how recently they bought, how often, and how much they spend',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'total days from sending a quote to the money landing in the bank',
    kind: 'concept',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'lowest price I can sell a part at and still cover its fixed and variable costs',
    kind: 'concept',
    answers: [`${BN}/breakeven-price`],
  },

  // Navigational (3)
  {
    query: 'quarterly board pack template for lenders',
    kind: 'navigational',
    answers: ['/quarterly-business-review', '/board-report-templates'],
  },
  {
    query: 'book a call with a commercial strategist',
    kind: 'navigational',
    answers: ['/book-call'],
  },
  {
    query: 'marginscope compared with power bi',
    kind: 'navigational',
    answers: ['/commercial-intelligence-comparison'],
  },

  // Synonyms / abbreviations (3)
  {query: 'NRR', kind: 'abbreviation', answers: [`${BN}/net-revenue-retention`]},
  {
    query: 'LTV of a dealer account',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`],
  },
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},

  // Typos (2)
  {
    query: 'custmer aquisition cost for new dealers',
    kind: 'typo',
    answers: [`${BN}/customer-acquisition-cost`],
  },
  {
    query: 'chrun rate when dealers just stop ordering',
    kind: 'typo',
    answers: [`${BN}/churn-rate`],
  },

  // Draft-only terms (3)
  {
    query: 'how much cash would we free up if our parts stock turned over faster',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: "formula for cost to serve as a percentage of a customer's revenue",
    kind: 'draft',
    answers: [`${DRAFT_BN}/cost-to-serve-ratio`],
  },
  {
    query: 'price realization calculator after discounts and year-end rebates',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/** The sales director of a UK packaging and janitorial-supplies wholesaler; written blind, only its total seen. */
const HELD_OUT_PACKAGING_SALES_DIRECTOR: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'what share of orders should reps be overriding the price list on?',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query: 'how accurate should a monthly sales forecast be',
    kind: 'question',
    answers: [`${BN}/forecast-accuracy`],
  },
  {
    query: 'if reps give 5% off, how many more deals do we need to win just to stand still?',
    kind: 'question',
    answers: [`${BN}/sales-velocity-profitability`],
  },
  {
    query:
      'how do I work out the true profit on a key account after deliveries, credit terms and account manager time',
    kind: 'question',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      '/customer-profitability-calculator',
    ],
  },
  {
    query: 'we price at cost plus 30% so why is our margin lower than 30%?',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'best way to tell trade customers about a price increase',
    kind: 'question',
    answers: ['/pricing-strategy-distributors'],
  },
  {
    query: 'should list price rises count as expansion in net revenue retention',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'customers on 30 day terms paying late - how much cash is that tying up?',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {query: 'how much does MarginScope cost per month', kind: 'question', answers: ['/pricing']},
  {
    query: 'what should go in a board report on customer profitability',
    kind: 'question',
    answers: ['/customer-profitability-board-report'],
  },
  {
    query: 'lowest price we can quote before a product starts losing money',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'do small top-up orders even cover the cost of picking and delivering them?',
    kind: 'question',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'should we tier customers by turnover or by margin',
    kind: 'question',
    answers: [
      `${BN}/customer-tier`,
      '/commercial-intelligence-101/customer-and-product-profitability',
    ],
  },

  // Described concepts (4)
  {
    query: 'scoring trade accounts 1 to 5 on how recently, how often and how much they buy',
    kind: 'concept',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },
  {
    query: 'what a sale leaves after goods, carriage and commission to pay towards overheads',
    kind: 'concept',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'splitting a change in gross profit into price, volume, mix and cost effects',
    kind: 'concept',
    answers: ['/commercial-intelligence-101/reading-your-margin'],
  },
  {
    query: 'supplier put prices up, list updated but contract customers left on old net prices',
    kind: 'concept',
    answers: ['/blog/margin-leak'],
  },

  // Navigational (3)
  {query: 'board report templates', kind: 'navigational', answers: ['/board-report-templates']},
  {
    query: '47 point margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  {
    query: 'marginscope for wholesalers',
    kind: 'navigational',
    answers: ['/wholesale-commercial-intelligence'],
  },

  // Synonyms / abbreviations / jargon (3)
  {query: 'customer attrition rate b2b', kind: 'synonym', answers: [`${BN}/churn-rate`]},
  {query: 'quote hit rate', kind: 'synonym', answers: [`${BN}/quote-conversion-rate`]},
  {
    query: 'LTV:CAC ratio what is good',
    kind: 'abbreviation',
    answers: [`${BN}/customer-lifetime-value`, `${BN}/customer-acquisition-cost`],
  },

  // Typos (2)
  {query: 'quote to cash cylce time', kind: 'typo', answers: [`${BN}/quote-to-cash-time`]},
  {query: 'pricing stratergy worksheet', kind: 'typo', answers: ['/pricing-strategy-worksheet']},

  // Draft-only terms (3)
  {
    query: 'stock turn and days of stock cover formula',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'price realisation net of retro rebates and credit notes, not just the invoice',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
  {
    query: 'OEE on our packing line - availability x performance x quality',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
];

/** A turnaround consultant at a struggling manufacturer-distributor; written blind, only its total seen. */
const HELD_OUT_TURNAROUND_CONSULTANT: readonly JudgedQuery[] = [
  // Questions (13)
  {
    query: 'how do i calc DSO and how much cash comes back if we get it down to our terms',
    kind: 'question',
    answers: [`${BN}/days-sales-outstanding`],
  },
  {
    query: 'whats a healthy customer margin % once cost to serve is loaded in',
    kind: 'question',
    answers: [`${BN}/margin-per-customer`, '/customer-profitability-guide'],
  },
  {
    query: 'reps price at cost plus 25, why is that not a 25% margin',
    kind: 'question',
    answers: [`${BN}/gross-margin-per-product`, `${BN}/breakeven-price`],
  },
  {
    query: 'what % of deals overridden off the price list is too many',
    kind: 'question',
    answers: [`${BN}/price-override-frequency`],
  },
  {
    query: 'how to stop sales reps handing out discounts - approval limits, commission on GM',
    kind: 'question',
    answers: [
      `${BN}/price-override-frequency`,
      '/commercial-intelligence-101/from-insight-to-action',
    ],
  },
  {
    query: 'good LTV:CAC ratio for a b2b business?',
    kind: 'question',
    answers: [`${BN}/customer-acquisition-cost`, `${BN}/customer-lifetime-value`],
  },
  {
    query: 'lowest price a SKU can sell at and still carry its share of fixed overhead',
    kind: 'question',
    answers: [`${BN}/breakeven-price`],
  },
  {
    query: 'NRR calc with expansion, contraction and lost accounts - what counts as world class',
    kind: 'question',
    answers: [`${BN}/net-revenue-retention`],
  },
  {
    query: 'when do you call a trade account lost if they never cancel, just stop ordering',
    kind: 'question',
    answers: [`${BN}/churn-rate`],
  },
  {
    query: 'how many days should quote to cash take on a complex deal',
    kind: 'question',
    answers: [`${BN}/quote-to-cash-time`],
  },
  {
    query: 'marginscope cost per month for a $15m revenue distributor',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'do you refund if you dont find 10x the fee in the first 90 days',
    kind: 'question',
    answers: ['/pricing'],
  },
  {
    query: 'split accounts into tier 1/2/3 on margin contribution not sales',
    kind: 'question',
    answers: [`${BN}/customer-tier`],
  },

  // Concepts (4)
  {
    query: 'customers ordering single cases every day with same-day drops eating all the profit',
    kind: 'concept',
    answers: [
      `${BN}/margin-per-customer`,
      '/customer-profitability-guide',
      `${DRAFT_BN}/cost-to-serve-ratio`,
    ],
  },
  {
    query: 'supplier put cost up, list price got changed but contract prices never moved',
    kind: 'concept',
    answers: ['/blog/margin-leak'],
  },
  {
    query: 'top 5 accounts are most of the turnover and they dictate our prices',
    kind: 'concept',
    answers: [GLOSSARY, '/industry-use-cases/wholesale-channel-margins'],
  },
  {
    query:
      'what is actually left of the unit price after trade disc, year end rebate and free delivery',
    kind: 'concept',
    answers: ['/blog/pricing-model-from-hell', `${DRAFT_BN}/price-realisation`],
  },

  // Navigational (3)
  {
    query: '47 pt margin leak checklist',
    kind: 'navigational',
    answers: ['/margin-leak-assessment'],
  },
  {
    query: 'customer profitability board report template',
    kind: 'navigational',
    answers: ['/customer-profitability-board-report', '/board-report-templates'],
  },
  {query: 'book a call with a strategist', kind: 'navigational', answers: ['/book-call']},

  // Synonyms / abbreviations / jargon (3)
  {
    query: 'quote hit rate by value vs by count',
    kind: 'synonym',
    answers: [`${BN}/quote-conversion-rate`],
  },
  {
    query: 'AOV vs cost of processing an order',
    kind: 'abbreviation',
    answers: [`${BN}/average-order-value`],
  },
  {
    query: 'MAPE and bias on the sales forecast',
    kind: 'abbreviation',
    answers: [`${BN}/forecast-accuracy`],
  },

  // Typos (2)
  {
    query: 'contribuiton margin how to improve on low lines',
    kind: 'typo',
    answers: [`${BN}/contribution-margin`],
  },
  {
    query: 'recency frequncy monetary scoring champions at risk',
    kind: 'typo',
    answers: [`${BN}/rfm-modelling`, '/customer-segmentation-guide'],
  },

  // Draft-only terms (3)
  {
    query: 'days of inventory from COGS and avg stock at cost',
    kind: 'draft',
    answers: [`${DRAFT_BN}/inventory-turns`],
  },
  {
    query: 'OEE = availability x performance x quality, how to work it out',
    kind: 'draft',
    answers: [`${DRAFT_BN}/overall-equipment-effectiveness`],
  },
  {
    query: 'price realisation calc incl rebates - what is 1 point worth in $',
    kind: 'draft',
    answers: [`${DRAFT_BN}/price-realisation`],
  },
];

/** Queries never tuned on: only their totals are printed. */
export const HELD_OUT_QUERIES: readonly JudgedQuery[] = [
  ...FIRST_HELD_OUT,
  ...HELD_OUT_PHD_STUDENT,
  ...HELD_OUT_WHOLESALER_OWNER,
  ...HELD_OUT_DILIGENCE_ANALYST,
  ...HELD_OUT_AREA_SALES_MANAGER,
  ...HELD_OUT_FINANCE_PARTNER,
  ...HELD_OUT_LECTURER,
  ...HELD_OUT_PRICING_MANAGER,
  ...HELD_OUT_WHOLESALER_CFO,
  ...HELD_OUT_SALES_OPS_ANALYST,
  ...HELD_OUT_COMPONENTS_OWNER,
  ...HELD_OUT_ECONOMIST,
  ...HELD_OUT_CHEMICALS_DIRECTOR,
  ...HELD_OUT_MBA_STUDENT,
  ...HELD_OUT_MATERIALS_FINANCE_HEAD,
  ...HELD_OUT_SALES_MANAGER,
  ...HELD_OUT_FINANCIAL_CONTROLLER,
  ...HELD_OUT_SALES_VP,
  ...HELD_OUT_BUILDING_SUPPLIES_OWNER,
  ...HELD_OUT_FAMILY_SUCCESSOR,
  ...HELD_OUT_FRACTIONAL_CFO,
  ...HELD_OUT_BRANCH_MANAGER,
  ...HELD_OUT_HEAD_OF_SALES,
  ...HELD_OUT_MARKETING_MANAGER,
  ...HELD_OUT_JUNIOR_ANALYST,
  ...HELD_OUT_AGRICULTURAL_PARTS_CFO,
  ...HELD_OUT_PACKAGING_SALES_DIRECTOR,
  ...HELD_OUT_TURNAROUND_CONSULTANT,
];
