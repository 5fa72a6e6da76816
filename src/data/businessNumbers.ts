/**
 * Business Numbers: the 17 metric pages of the specification (spec 001 §2.1), in their
 * three groups, with the calls to action each page carries and the metrics to read with it.
 * The pages themselves are docs in `docs/business-numbers/` and
 * `versioned_docs/version-2025/business-numbers/`; their calculators are in
 * `src/lib/metrics/calculators`.
 */
import {site} from '@site/src/config/site';

export const BUSINESS_NUMBER_GROUPS = [
  {
    id: 'customer-revenue',
    title: 'Customer & Revenue Terms',
    intro: 'What a customer is worth, what it costs to win one, and how much of them you keep.',
    slugs: [
      'customer-lifetime-value',
      'customer-acquisition-cost',
      'churn-rate',
      'customer-tier',
      'net-revenue-retention',
      'rfm-modelling',
    ],
  },
  {
    id: 'pricing-product',
    title: 'Pricing & Product Terms',
    intro: 'Where margin is made or given away: per product, per customer and per quote.',
    slugs: [
      'gross-margin-per-product',
      'margin-per-customer',
      'quote-conversion-rate',
      'price-override-frequency',
      'breakeven-price',
    ],
  },
  {
    id: 'operational-strategic',
    title: 'Operational & Strategic Terms',
    intro: 'How fast sales turn into cash and profit, and how far the plan can be trusted.',
    slugs: [
      'contribution-margin',
      'forecast-accuracy',
      'quote-to-cash-time',
      'days-sales-outstanding',
      'average-order-value',
      'sales-velocity-profitability',
    ],
  },
] as const;

export type BusinessNumberGroup = (typeof BUSINESS_NUMBER_GROUPS)[number];
export type BusinessNumberGroupId = BusinessNumberGroup['id'];
export type BusinessNumberSlug = BusinessNumberGroup['slugs'][number];

/** The three destinations a Business Numbers page may send the reader to. */
export const CALLS_TO_ACTION = {
  roi: {label: 'Calculate Your ROI', to: '/calculate-roi'},
  demo: {label: `See ${site.productName} in Action`, to: '/demo'},
  call: {label: 'Book Strategy Call', to: '/book-call'},
} as const;

export type CallToActionId = keyof typeof CALLS_TO_ACTION;

export interface BusinessNumber {
  readonly slug: BusinessNumberSlug;
  /** Page title and card title. */
  readonly name: string;
  /** One sentence for the index card. */
  readonly summary: string;
  /**
   * Calls to action, main one first. Spec 2.1 fixes them for nine pages; for the other
   * eight it leaves the choice open, and we chose what fits the page.
   */
  readonly ctas: readonly CallToActionId[];
  /** Other Business Numbers to read with this one. */
  readonly related: readonly BusinessNumberSlug[];
}

const ENTRIES: {readonly [Slug in BusinessNumberSlug]: Omit<BusinessNumber, 'slug'>} = {
  'customer-lifetime-value': {
    name: 'Customer Lifetime Value (CLV)',
    summary:
      'The gross margin a customer brings over the whole relationship, and what you can afford to spend to win one.',
    ctas: ['demo', 'call'],
    related: ['customer-acquisition-cost', 'churn-rate', 'margin-per-customer'],
  },
  'customer-acquisition-cost': {
    name: 'Customer Acquisition Cost (CAC)',
    summary:
      'What winning one new account really costs once sales time, marketing and tools are counted.',
    ctas: ['roi', 'call'],
    related: ['customer-lifetime-value', 'quote-conversion-rate', 'sales-velocity-profitability'],
  },
  'churn-rate': {
    name: 'Churn Rate',
    summary:
      'The share of customers, and of revenue, that leaves each year, and the expansion needed to make up for it.',
    ctas: ['demo', 'call'],
    related: ['net-revenue-retention', 'customer-lifetime-value', 'rfm-modelling'],
  },
  'customer-tier': {
    name: 'Customer Tier',
    summary:
      'Grouping accounts by the margin they earn after cost to serve, so terms and service follow value.',
    ctas: ['demo', 'call'],
    related: ['margin-per-customer', 'rfm-modelling', 'customer-lifetime-value'],
  },
  'net-revenue-retention': {
    name: 'Net Revenue Retention (NRR)',
    summary:
      "This year's revenue from last year's customers: growth, downgrades and losses in one figure.",
    ctas: ['roi', 'call'],
    related: ['churn-rate', 'customer-lifetime-value', 'customer-tier'],
  },
  'rfm-modelling': {
    name: 'RFM Modelling',
    summary:
      'Scoring customers on recency, frequency and monetary value to see who to protect, grow or win back.',
    ctas: ['call'],
    related: ['customer-tier', 'churn-rate', 'customer-lifetime-value'],
  },
  'gross-margin-per-product': {
    name: 'Gross Margin per Product',
    summary:
      'What each product line leaves after its landed cost, and which lines only add volume.',
    ctas: ['roi', 'demo'],
    related: ['contribution-margin', 'breakeven-price', 'price-override-frequency'],
  },
  'margin-per-customer': {
    name: 'Margin per Customer',
    summary: 'The profit one account leaves after the goods it buys and the cost of serving it.',
    ctas: ['demo', 'call'],
    related: ['customer-tier', 'contribution-margin', 'days-sales-outstanding'],
  },
  'quote-conversion-rate': {
    name: 'Quote Conversion Rate',
    summary:
      'The share of quotes that become orders, read against your industry and the margin you won them at.',
    ctas: ['roi', 'demo'],
    related: ['price-override-frequency', 'sales-velocity-profitability', 'quote-to-cash-time'],
  },
  'price-override-frequency': {
    name: 'Price Override Frequency',
    summary: 'How often deals leave the price list, the clearest early sign of a pricing leak.',
    ctas: ['roi', 'demo'],
    related: ['gross-margin-per-product', 'quote-conversion-rate', 'breakeven-price'],
  },
  'breakeven-price': {
    name: 'Breakeven Price',
    summary:
      'The lowest price that covers a unit’s full cost, and the target price that earns your margin.',
    ctas: ['call'],
    related: ['contribution-margin', 'gross-margin-per-product', 'price-override-frequency'],
  },
  'contribution-margin': {
    name: 'Contribution Margin',
    summary:
      'Revenue minus every cost that moves with a sale: what each order adds towards overheads and profit.',
    ctas: ['demo', 'call'],
    related: ['gross-margin-per-product', 'margin-per-customer', 'breakeven-price'],
  },
  'forecast-accuracy': {
    name: 'Forecast Accuracy',
    summary:
      'How close the revenue forecast came to what happened, and which way it tends to miss.',
    ctas: ['demo', 'call'],
    related: ['sales-velocity-profitability', 'quote-conversion-rate', 'net-revenue-retention'],
  },
  'quote-to-cash-time': {
    name: 'Quote-to-Cash Time',
    summary: 'The days from sending a quote to having the money in the bank, stage by stage.',
    ctas: ['roi'],
    related: ['days-sales-outstanding', 'quote-conversion-rate', 'sales-velocity-profitability'],
  },
  'days-sales-outstanding': {
    name: 'Days Sales Outstanding (DSO)',
    summary:
      'How many days of credit sales are waiting to be collected, and the cash a shorter wait frees.',
    ctas: ['roi'],
    related: ['quote-to-cash-time', 'margin-per-customer', 'average-order-value'],
  },
  'average-order-value': {
    name: 'Average Order Value (AOV)',
    summary:
      'Revenue per order, and whether the typical order still pays for the work of handling it.',
    ctas: ['roi'],
    related: ['customer-lifetime-value', 'contribution-margin', 'margin-per-customer'],
  },
  'sales-velocity-profitability': {
    name: 'Sales Velocity & Profitability',
    summary:
      'How fast the pipeline turns into gross profit, not just revenue, and what a discount really costs.',
    ctas: ['call'],
    related: ['quote-conversion-rate', 'price-override-frequency', 'quote-to-cash-time'],
  },
};

/** All 17 Business Numbers, in the order of the index page. */
export const BUSINESS_NUMBERS: readonly BusinessNumber[] = BUSINESS_NUMBER_GROUPS.flatMap((group) =>
  group.slugs.map((slug) => ({slug, ...ENTRIES[slug]})),
);

/** The Business Number of `slug`. */
export function businessNumber(slug: BusinessNumberSlug): BusinessNumber {
  return {slug, ...ENTRIES[slug]};
}

/** True when `slug` names a Business Numbers page. */
export function isBusinessNumberSlug(slug: string): slug is BusinessNumberSlug {
  return Object.hasOwn(ENTRIES, slug);
}

/** Site path of a Business Numbers page in the released edition. */
export function businessNumberPath(slug: BusinessNumberSlug): string {
  return `/business-numbers/${slug}`;
}

/** Site path of the Business Numbers index in the released edition. */
export const BUSINESS_NUMBERS_INDEX_PATH = '/business-numbers';
