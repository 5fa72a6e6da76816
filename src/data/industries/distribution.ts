import {site} from '@site/src/config/site';
import {businessNumbers} from './resources';
import {counted} from './counted';
import type {Industry} from './types';

const product = site.productName;

/**
 * The distribution page: the six distribution targets, the kinds of distributor, the
 * three customer tiers and the volume-discount guideline (`src/lib/pricing/volumeDiscount`).
 */
export const distribution: Industry = {
  slug: 'distribution',
  name: 'Distribution',
  audience: 'Distributors',
  seo: {
    title: 'Commercial Intelligence for Distributors',
    description:
      'Find the margin lost to volume discounts, price overrides and costly customers. Commercial intelligence for B2B distributors: customer tiers, territory ROI and pricing control.',
    keywords: [
      'distribution commercial intelligence',
      'distributor margins',
      'volume discounts',
      'customer tiering',
      'territory profitability',
      'B2B distributor pricing',
    ],
  },
  hero: {
    title: 'Commercial Intelligence for Distributors',
    lead: `Distributors live on a few points of margin. ${product} finds the discounts, customers and territories where those points leak away, and tells your team what to change first.`,
    stats: [
      {value: '1-2 weeks', label: 'to connect your ERP extracts'},
      {value: '24-48 hrs', label: 'to the first margin-leak findings after that'},
      {value: '90%+', label: 'price realisation to aim for across your customer base'},
    ],
  },
  ctas: {
    demo: 'See Distribution Demo',
    consultation: 'Book Distribution Consultation',
    audit: 'Book Distribution Audit',
  },
  challenges: {
    eyebrow: 'The challenge',
    title: 'Where distributors lose margin',
    intro:
      'Distribution runs on volume and terms. When either drifts unchecked, margin goes with it.',
    items: [
      {
        title: 'Volume discounts that buy no volume',
        description:
          'Discounts are granted on the promise of volume that never arrives, and nobody checks a year later whether the customer earned them.',
        impact: 'Critical',
      },
      {
        title: 'Every customer treated the same',
        description:
          'Strategic partners and occasional buyers get the same service and terms, so the small accounts quietly absorb the cost of the large ones.',
        impact: 'High',
      },
      {
        title: 'Price overrides in the field',
        description:
          'Reps override prices to win the order. Each one looks small; the total stays invisible until the year-end accounts.',
        impact: 'High',
      },
      {
        title: 'Territories judged on revenue alone',
        description:
          'Branches and territories are ranked on sales, not on the profit left after freight, people and credit.',
        impact: 'Medium',
      },
    ],
  },
  solutions: {
    eyebrow: 'The solution',
    title: 'What distributors get',
    intro: `${product} reads your invoice lines, price lists and customer terms and shows where the margin goes, by customer, rep and territory.`,
    items: [
      {
        icon: 'tiers',
        title: 'Customer tiering',
        description:
          'Groups customers by the profit and potential they bring, with terms and service levels to match.',
        features: [
          'Tier 1, 2 and 3 assigned from your own data',
          'Profitability of each tier tracked against its target',
          'An alert when an account moves between tiers',
        ],
      },
      {
        icon: 'discount',
        title: 'Discount and pricing control',
        description:
          'Tests every volume discount against the volume it actually bought, and shows where list price is being overridden.',
        features: [
          'Volume-discount effectiveness by customer',
          'Override frequency by rep and branch',
          'Price realisation against list',
        ],
      },
      {
        icon: 'territory',
        title: 'Territory profitability',
        description:
          'Shows the return of each branch and territory after freight, people and credit costs.',
        features: [
          'Territory ROI and cost to serve',
          'Concentration across your ten largest customers',
          'A monthly action alert for each sales manager',
        ],
      },
    ],
  },
  metrics: counted(
    {
      eyebrow: 'What good looks like',
      title: '{Count} distribution metrics with targets',
      intro: `The measures ${product} tracks every month, against the targets of a well-run distributor.`,
      items: [
        {
          metric: 'Tier 1 profitability',
          calculation: 'Margin after cost to serve of your strategic partners.',
          target: 'Above 30%',
        },
        {
          metric: 'Tier 2 profitability',
          calculation: 'Margin after cost to serve of your core customers.',
          target: 'Above 20%',
        },
        {
          metric: 'Price realisation',
          calculation: 'Price actually invoiced as a share of list price.',
          target: 'Above 90%',
        },
        {
          metric: 'Territory ROI',
          calculation: 'Profit of a territory divided by the cost of running it.',
          target: 'Above 25%',
        },
        {
          metric: 'Customer concentration',
          calculation: 'Share of revenue that comes from your ten largest customers.',
          target: 'Below 25% (top 10)',
        },
        {
          metric: 'Volume discount effectiveness',
          calculation: 'Extra volume bought by customers after they were given a volume discount.',
          target: 'Above 15% volume increase',
        },
      ],
    },
    'items',
  ),
  extras: [
    {
      kind: 'types',
      id: 'distribution-types',
      eyebrow: 'Who it is for',
      title: 'Built for your kind of distribution',
      intro:
        'Every distributor leaks margin somewhere different. These are the patterns we see most often.',
      types: [
        {
          type: 'Industrial and MRO supplies',
          challenges: [
            'A long tail of small, costly orders',
            'Contract prices that lag supplier increases',
          ],
          solutions: [
            'Minimum order and delivery charges set from the cost to serve',
            'Supplier increases passed on in time',
          ],
        },
        {
          type: 'Electrical and plumbing',
          challenges: [
            'Project prices that leak into day-to-day orders',
            'Copper and metal prices that move every week',
          ],
          solutions: [
            'Project prices kept to their projects',
            'Price reviews triggered by commodity movements',
          ],
        },
        {
          type: 'Food and beverage',
          challenges: ['Short shelf life and waste', 'Promotions paid for twice'],
          solutions: [
            'Margin after waste by product and customer',
            'Promotion cost matched with supplier funding',
          ],
        },
        {
          type: 'Healthcare and laboratory supplies',
          challenges: ['Tender prices fixed for years', 'High service levels on small accounts'],
          solutions: [
            'Tender margin tracked over the life of the contract',
            'Service levels matched to the customer tier',
          ],
        },
      ],
    },
    counted(
      {
        kind: 'customerTiers',
        id: 'customer-tiers',
        eyebrow: 'Customer tiers',
        title: 'Serve each customer for the profit they bring',
        intro:
          '{Count} tiers, assigned from margin after cost to serve, not from revenue. Each tier gets the terms and service it pays for.',
        tiers: [
          {
            tier: 'Tier 1',
            name: 'Strategic partners',
            description:
              'Your largest and most profitable accounts, where growth together matters more than the next order.',
            treatment: [
              'A named account manager',
              'Negotiated terms, reviewed every year',
              'Joint planning of range and volume',
            ],
            target: 'Profitability above 30%',
          },
          {
            tier: 'Tier 2',
            name: 'Core customers',
            description: 'Steady buyers on standard terms: the backbone of your volume.',
            treatment: [
              'Standard price lists and discount bands',
              'Regular account reviews',
              'Service levels matched to order value',
            ],
            target: 'Profitability above 20%',
          },
          {
            tier: 'Tier 3',
            name: 'Opportunity customers',
            description:
              'Occasional or low-margin buyers. Some can grow into core customers; the rest should be served efficiently.',
            treatment: [
              'List price and self-service ordering',
              'Minimum order values',
              'A growth plan for those with potential',
            ],
            target: 'Move up a tier, or serve at list price',
          },
        ],
      },
      'tiers',
    ),
    {
      kind: 'volumeDiscounts',
      id: 'volume-discounts',
      eyebrow: 'Pricing guideline',
      title: 'Volume discounts that pay for themselves',
      intro:
        'Tie every discount to the annual volume a customer actually buys. A discount should start only above each threshold, and earn at least a 15% increase in volume.',
    },
  ],
  story: {
    eyebrow: 'Success story',
    title: 'How an MRO distributor stopped paying for volume it never got',
    intro:
      'An illustrative example: a composite of the results distributors typically see, not a named client.',
    company: 'An industrial MRO distributor',
    profile: '$45M revenue, six branches, about 3,500 active customers',
    challenge:
      'Volume discounts had been granted to 140 accounts over the years. Reps overrode list price on a third of order lines, and two branches lost money once freight was counted.',
    solution: `${product} tiered every customer by margin after cost to serve, tested each volume discount against the volume actually bought, and ranked the branches by territory ROI.`,
    results: [
      'Price realisation up from 86% to 92%',
      '38 volume discounts withdrawn or renegotiated',
      'Tier 1 profitability up to 31%',
      'Both loss-making branches above 25% territory ROI within a year',
    ],
  },
  resources: {
    eyebrow: 'Keep reading',
    title: 'Resources for distributors',
    intro: 'Work out the numbers for your own business before you talk to anyone.',
    items: [
      {
        title: 'Pricing strategy for distributors',
        description:
          'Three pricing strategies, a four-phase roadmap and a 30-day plan written for distributors.',
        to: '/pricing-strategy-distributors',
        linkLabel: 'Read the pricing guide',
      },
      {
        title: 'Customer profitability calculator',
        description:
          'Work out what one customer really earns you after the cost to serve, in your browser.',
        to: '/customer-profitability-calculator',
        linkLabel: 'Open the calculator',
      },
      businessNumbers(['price-override-frequency', 'margin-per-customer']),
    ],
  },
  closing: {
    title: 'Find the margin in your discounts and territories',
    text: 'A commercial strategist will show you where distributors like you usually lose margin, and what your own invoice lines would reveal.',
  },
};
