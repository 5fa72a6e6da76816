import {site} from '@site/src/config/site';
import {ROI_CALCULATOR, businessNumbers} from './resources';
import {counted} from './counted';
import type {Industry} from './types';

const product = site.productName;

/** The success story's dead stock, in percent of stock value, before and after. */
const DEAD_STOCK = {before: 11, after: 4} as const;

/** The wholesale page: the six wholesale targets and the implementation phases. */
export const wholesale: Industry = {
  slug: 'wholesale',
  name: 'Wholesale',
  audience: 'Wholesalers',
  seo: {
    title: 'Commercial Intelligence for Wholesalers',
    description:
      'See which products, channels and customers earn their keep. Commercial intelligence for wholesalers: price realisation, dead stock, rebates and customer concentration.',
    keywords: [
      'wholesale commercial intelligence',
      'wholesale margin analysis',
      'price realisation',
      'dead stock',
      'customer concentration',
      'wholesale pricing',
    ],
  },
  hero: {
    title: 'Commercial Intelligence for Wholesalers',
    lead: `Thousands of lines, hundreds of accounts and a few points of margin: wholesale profit hides in the detail. ${product} shows which products, channels and customers earn their keep, and which quietly cost you money.`,
    stats: [
      {value: '1-2 weeks', label: 'to connect your ERP extracts'},
      {value: '24-48 hrs', label: 'to the first margin-leak findings after that'},
      {value: '95%+', label: 'price realisation to aim for on every account'},
    ],
  },
  ctas: {
    demo: 'See Wholesale Demo',
    consultation: 'Book Wholesale Consultation',
    audit: 'Book Wholesale Audit',
  },
  challenges: counted(
    {
      eyebrow: 'The challenge',
      title: 'Where wholesalers lose margin',
      intro:
        'Wholesale margins are thin enough that small leaks decide the year. These {count} are the most common.',
      items: [
        {
          title: 'Discounts and rebates that stack up',
          description:
            'Account prices, volume rebates and promotional deals are agreed one at a time, until the net price no longer covers cost and handling.',
          impact: 'Critical',
        },
        {
          title: 'Slow-moving and dead stock',
          description:
            'Cash sits in lines that have not sold for months while the fast movers run out, and the carrying cost never shows up against the product.',
          impact: 'High',
        },
        {
          title: 'Dependence on a few large customers',
          description:
            'When five customers take most of the volume, they set your prices, and your margin follows wherever they push it.',
          impact: 'High',
        },
        {
          title: 'Channel margins nobody measures',
          description:
            'Trade counter, field sales, online and marketplace orders cost very different amounts to serve, yet reports show one blended margin.',
          impact: 'Medium',
        },
      ],
    },
    'items',
  ),
  solutions: {
    eyebrow: 'The solution',
    title: 'What wholesalers get',
    intro: `${product} reads your invoice lines, price lists, rebates and stock, and turns them into a short list of actions with the money at stake.`,
    items: [
      {
        icon: 'price',
        title: 'Price realisation tracking',
        description:
          'Compares the price you invoice with your price list and the terms agreed with each customer, line by line.',
        features: [
          'Leakage by customer, sales rep and product group',
          'Rebate and promotion cost against the volume they bought',
          'Alerts for prices below your margin floor',
        ],
      },
      {
        icon: 'stock',
        title: 'Inventory and range profitability',
        description:
          'Ranks every product by margin, stock turns and the return on the stock it ties up.',
        features: [
          'Dead and slow stock flagged with its carrying cost',
          'Range reviews: grow, reprice or delist',
          'Portfolio ROI by category and supplier',
        ],
      },
      {
        icon: 'customers',
        title: 'Customer and channel profitability',
        description:
          'Shows the real margin of each customer and each channel after the cost of serving them.',
        features: [
          'Cost to serve for delivery, drop size and payment terms',
          'Concentration risk across your top five customers',
          'Channel margins side by side',
        ],
      },
    ],
  },
  metrics: counted(
    {
      eyebrow: 'What good looks like',
      title: '{Count} wholesale metrics with targets',
      intro: `The measures ${product} tracks every month, against targets a well-run wholesaler meets.`,
      items: [
        {
          metric: 'Inventory turns',
          calculation: 'Cost of goods sold divided by the average value of stock, per year.',
          target: 'Above 8x a year',
        },
        {
          metric: 'Gross margin by channel',
          calculation: 'Gross margin of each sales channel after its own discounts and rebates.',
          target: 'Above 25%',
        },
        {
          metric: 'Customer concentration',
          calculation: 'Share of revenue that comes from your five largest customers.',
          target: 'Below 20% (top 5)',
        },
        {
          metric: 'Dead stock',
          calculation:
            'Value of stock with no sales in the last twelve months, as a share of all stock.',
          target: 'Below 5%',
        },
        {
          metric: 'Price realisation',
          calculation: 'Price actually invoiced as a share of list price.',
          target: 'Above 95%',
        },
        {
          metric: 'Portfolio ROI',
          calculation:
            'Profit a category leaves after its own buying, holding, handling and selling costs, per year, divided by the stock and working capital invested in it.',
          target: 'Above 20%',
        },
      ],
    },
    'items',
  ),
  extras: [
    {
      kind: 'phases',
      id: 'process',
      eyebrow: 'How it works',
      title: 'From first extract to monthly actions',
      intro:
        'Implementation takes two to three weeks; first insights arrive within them. After that the work is acting on what the data shows.',
      phases: [
        {
          phase: 'Data connection',
          duration: 'Weeks 1-2',
          activities: [
            'Export invoice lines, customers, products and stock from your ERP',
            'Map price lists, rebate schemes and sales channels',
            'Reconcile the totals with your accounts',
          ],
        },
        {
          phase: 'Margin analysis',
          duration: 'Week 3',
          activities: [
            'First margin-leak findings within 24-48 hours of clean data',
            'Customer, product and channel profitability',
            'Dead-stock and concentration review',
          ],
        },
        {
          phase: 'Pricing and range actions',
          duration: 'Month 2',
          activities: [
            'Reprice the accounts below your margin floor',
            'Clear or delist dead stock',
            'Rewrite the rebates that do not pay for themselves',
          ],
        },
        {
          phase: 'Continuous optimisation',
          duration: 'Every month',
          activities: [
            'A plain-English action alert by e-mail',
            'A board report of actions taken and value delivered',
            'Margin targets adjusted for the season',
          ],
        },
      ],
    },
  ],
  story: {
    eyebrow: 'Success story',
    title: 'How a building-supplies wholesaler turned growth into profit',
    intro:
      'An illustrative example: a composite of the results wholesalers typically see, not a named client.',
    company: 'A building-supplies wholesaler',
    profile: '$22M revenue, three depots, about 9,000 stocked lines',
    challenge: `Revenue grew 12% in a year but gross profit stayed flat. Rebates were agreed account by account and nobody could say what they cost in total; ${DEAD_STOCK.before}% of stock value had not moved in twelve months.`,
    solution: `${product} matched every invoice line with the list price and the rebate terms, ranked the range by portfolio ROI and showed the margin of each channel after the cost to serve.`,
    results: [
      'Price realisation up from 91% to 96%',
      `Dead stock down from ${DEAD_STOCK.before}% to ${DEAD_STOCK.after}% of stock value`,
      'Two loss-making rebate schemes rewritten',
      'Gross margin up 2.8 points in nine months',
    ],
  },
  resources: {
    eyebrow: 'Keep reading',
    title: 'Resources for wholesalers',
    intro: 'Work out the numbers for your own business before you talk to anyone.',
    items: [
      ROI_CALCULATOR,
      {
        title: 'Customer profitability guide',
        description:
          'How to work out the true profit of each customer, step by step, with formulas and benchmarks.',
        to: '/customer-profitability-guide',
        linkLabel: 'Read the guide',
      },
      businessNumbers(['gross-margin-per-product', 'average-order-value']),
    ],
  },
  closing: {
    title: 'See where your wholesale margin goes',
    text: 'A commercial strategist will show you where wholesalers like you usually lose margin, and what your own invoice lines would reveal.',
  },
};
