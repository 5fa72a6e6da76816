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

/** Queries the ranking may be tuned on. */
export const TUNE_QUERIES: readonly JudgedQuery[] = [
  ...EARLIER_HELD_OUT,
  ...FIRST_RESEARCHER_BATCH,
  ...SECOND_RESEARCHER_BATCH,
  ...THIRD_RESEARCHER_BATCH,
  ...FOURTH_RESEARCHER_BATCH,
  ...FIFTH_RESEARCHER_BATCH,
  ...SIXTH_RESEARCHER_BATCH,
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
 * Written on 2026-11-29 by someone who read the site's pages but neither the search's code,
 * its data (synonyms, questions) nor any result, and who judged the answers from the pages
 * alone; never tuned on.
 */
export const HELD_OUT_QUERIES: readonly JudgedQuery[] = [
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
