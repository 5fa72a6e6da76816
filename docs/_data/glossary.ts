/**
 * The commercial-intelligence glossary of this edition: its terms in seven categories. A term
 * with a Business Numbers page in this edition names its slug (the glossary's search then
 * answers to that page's other names too); other names of the rest are their `aliases`.
 */
import type {GlossaryTerm as Term} from '@site/src/lib/glossary/types';

export const GLOSSARY_CATEGORIES = [
  'Core Concepts',
  'Profitability',
  'Customer Analytics',
  'Pricing Strategy',
  'Cost Analysis',
  'Risk Management',
  'Productivity Metrics',
] as const;

export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

export type GlossaryTerm = Term<GlossaryCategory>;

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  {
    id: 'commercial-intelligence',
    term: 'Commercial Intelligence',
    definition:
      'Turning sales, pricing, customer and cost data into specific commercial decisions: which prices to move, which customers to grow or move onto new terms, and which products to push or drop. It differs from reporting in that every finding ends in an action and a value.',
    category: 'Core Concepts',
    aliases: ['commercial analytics', 'revenue intelligence', 'pricing intelligence'],
    relatedTerms: ['Margin Leak', 'Customer Profitability'],
  },
  {
    id: 'margin-leak',
    term: 'Margin Leak',
    definition:
      'Profit that is lost quietly through everyday decisions rather than one visible event: unapproved discounts, stale price lists, rebates paid on missed targets, free delivery on small orders, or costs that rose without a price review.',
    category: 'Core Concepts',
    aliases: ['margin leakage', 'profit leak', 'revenue leakage', 'price leakage'],
    relatedTerms: ['Price Override', 'Price Realisation', 'Cost-to-Serve'],
  },
  {
    id: 'gross-margin',
    term: 'Gross Margin',
    definition:
      'Revenue minus the direct cost of the goods sold, expressed as a percentage of revenue. Measured per product, it shows which lines actually fund the business and which only add volume.',
    category: 'Profitability',
    relatedTerms: ['Contribution Margin', 'Breakeven Price'],
    businessNumbersSlug: 'gross-margin-per-product',
  },
  {
    id: 'contribution-margin',
    term: 'Contribution Margin',
    definition:
      'Revenue minus all variable costs, including freight, commission and payment fees as well as product cost. It is the amount each sale contributes towards fixed overheads and profit.',
    category: 'Profitability',
    relatedTerms: ['Gross Margin', 'Breakeven Price'],
    businessNumbersSlug: 'contribution-margin',
  },
  {
    id: 'customer-profitability',
    term: 'Customer Profitability',
    definition:
      'The profit a single customer leaves after the cost of the goods they buy and the cost of serving them: delivery, support time, account management, credit and returns. Two customers with equal revenue can sit far apart.',
    category: 'Profitability',
    relatedTerms: ['Cost-to-Serve', 'Customer Lifetime Value (CLV)'],
    businessNumbersSlug: 'margin-per-customer',
  },
  {
    id: 'customer-lifetime-value',
    term: 'Customer Lifetime Value (CLV)',
    definition:
      'The total margin a customer is expected to generate over the whole relationship: average yearly margin multiplied by the expected number of years they stay. Compared with acquisition cost, it says how much a new customer is worth winning.',
    category: 'Customer Analytics',
    relatedTerms: ['RFM Analysis', 'Customer Segmentation'],
    businessNumbersSlug: 'customer-lifetime-value',
  },
  {
    id: 'rfm-analysis',
    term: 'RFM Analysis',
    definition:
      'A way of ranking customers by Recency (how recently they bought), Frequency (how often) and Monetary value (how much), each scored from 1 to 5. The three scores together sort the base into groups such as Champions, At Risk and Lost.',
    category: 'Customer Analytics',
    relatedTerms: ['Customer Segmentation', 'Customer Lifetime Value (CLV)'],
    businessNumbersSlug: 'rfm-modelling',
  },
  {
    id: 'customer-segmentation',
    term: 'Customer Segmentation',
    definition:
      'Grouping customers by value and behaviour so each group gets its own pricing, service level and sales attention, instead of one policy for everyone. Tiers are usually set on margin contribution, not revenue alone.',
    category: 'Customer Analytics',
    relatedTerms: ['RFM Analysis', 'Customer Profitability'],
    businessNumbersSlug: 'customer-tier',
  },
  {
    id: 'price-realisation',
    term: 'Price Realisation',
    definition:
      'The share of list price actually collected after discounts, rebates and allowances: realised price divided by list price. Falling realisation is often the first sign of a leak, well before gross margin moves.',
    category: 'Pricing Strategy',
    relatedTerms: ['Price Override', 'Value-Based Pricing'],
    businessNumbersSlug: 'price-realisation',
  },
  {
    id: 'price-override',
    term: 'Price Override',
    definition:
      'A sale made at a price other than the one the price list or pricing rules would give, usually a manual discount by a sales rep. Override frequency is the share of deals priced this way.',
    category: 'Pricing Strategy',
    relatedTerms: ['Price Realisation', 'Margin Leak'],
    businessNumbersSlug: 'price-override-frequency',
  },
  {
    id: 'value-based-pricing',
    term: 'Value-Based Pricing',
    definition:
      "Setting price from the value the product creates for the customer (time saved, risk removed, output gained) rather than from cost plus a fixed markup. It needs a clear view of the customer's alternatives.",
    category: 'Pricing Strategy',
    aliases: ['value pricing', 'VBP'],
    relatedTerms: ['Price Realisation', 'Breakeven Price'],
  },
  {
    id: 'cost-to-serve',
    term: 'Cost-to-Serve',
    definition:
      'All the costs of looking after a customer beyond the product itself: order handling, delivery, special packaging, credit terms, returns and account management time. It is what turns a high-revenue account into a low-margin one.',
    category: 'Cost Analysis',
    relatedTerms: ['Customer Profitability', 'Contribution Margin'],
    businessNumbersSlug: 'cost-to-serve-ratio',
  },
  {
    id: 'breakeven-price',
    term: 'Breakeven Price',
    definition:
      'The lowest price at which a sale covers its own variable cost plus its share of fixed cost, so it neither makes nor loses money. Any discount below it destroys value however much volume it brings.',
    category: 'Cost Analysis',
    relatedTerms: ['Contribution Margin', 'Gross Margin'],
    businessNumbersSlug: 'breakeven-price',
  },
  {
    id: 'customer-concentration-risk',
    term: 'Customer Concentration Risk',
    definition:
      'The exposure created when a few customers account for a large share of revenue or margin, so losing one, or conceding to its price demands, hits the whole business. Commonly tracked as the share held by the top 5 or top 10 accounts.',
    category: 'Risk Management',
    aliases: ['revenue concentration', 'key account dependency', 'top customer dependency'],
    relatedTerms: ['Customer Segmentation', 'Days Sales Outstanding (DSO)'],
  },
  {
    id: 'days-sales-outstanding',
    term: 'Days Sales Outstanding (DSO)',
    definition:
      'The average number of days it takes to collect payment after a sale: receivables divided by credit sales, multiplied by the days in the period. Rising DSO ties up cash and raises the real cost of serving slow payers.',
    category: 'Risk Management',
    relatedTerms: ['Cost-to-Serve', 'Customer Concentration Risk'],
    businessNumbersSlug: 'days-sales-outstanding',
  },
  {
    id: 'sales-velocity',
    term: 'Sales Velocity',
    definition:
      'How fast the pipeline turns into revenue: open opportunities times win rate times average deal value, divided by the length of the sales cycle. Read with margin, it shows whether the team wins fast by giving price away.',
    category: 'Productivity Metrics',
    relatedTerms: ['Price Override', 'Contribution Margin'],
    businessNumbersSlug: 'sales-velocity-profitability',
  },
];
