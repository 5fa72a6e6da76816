/** Content of the educational hub /commercial-intelligence-101. */
import {Compass, MessagesSquare, Search} from 'lucide-react';
import {percentOf} from '@site/src/lib/metrics/math';
import {formatPercent, formatUsd, formatUsdChange, formatUsdM} from '@site/src/lib/numbers/format';
import type {GuideCard, LearningModule} from '@site/src/lib/guides/types';

export const HUB_DOC_ID = 'commercial-intelligence-101/index';

export const hubBenefits: readonly GuideCard[] = [
  {
    icon: MessagesSquare,
    title: 'Speak the language of margin',
    description:
      'Price realisation, cost to serve, mix effect, override frequency: learn what each term means, how it is calculated and why it matters, so sales and finance discuss the same numbers.',
  },
  {
    icon: Search,
    title: 'Spot leaks in your own data',
    description:
      'Each lesson ends with a check you can run on an ERP extract in a spreadsheet, so you finish the course with findings about your own business, not just theory.',
  },
  {
    icon: Compass,
    title: 'Lead better commercial decisions',
    description:
      'Move from reports that describe last month to a monthly rhythm of decisions: which prices to move, which customers to grow or move to new terms, and how to show the board what it was worth.',
  },
];

export const hubModules: readonly LearningModule[] = [
  {
    docId: 'commercial-intelligence-101/what-is-commercial-intelligence',
    title: 'What Is Commercial Intelligence?',
    description:
      'The difference between reporting and intelligence, the four questions every B2B business should ask of its trading data, and the monthly loop that turns answers into action.',
    topics: [
      'Reporting versus intelligence',
      'The four commercial questions',
      'The monthly decision loop',
    ],
    readTime: 3,
    difficulty: 'Beginner',
  },
  {
    docId: 'commercial-intelligence-101/reading-your-margin',
    title: 'Reading Your Margin: Price, Volume, Mix and Cost',
    description:
      'Why total gross margin hides what is happening, and how a margin bridge separates the effect of price, volume, mix and cost so you know which one to act on.',
    topics: ['The margin bridge', 'Price and cost effects', 'Mix effects', 'Price realisation'],
    readTime: 3,
    difficulty: 'Beginner',
  },
  {
    docId: 'commercial-intelligence-101/customer-and-product-profitability',
    title: 'Customer and Product Profitability',
    description:
      'How to measure the profit of each customer after cost to serve and of each product against its margin band, and what the shape of the results tells you.',
    topics: ['Cost to serve', 'Customer profitability tiers', 'Product margin bands'],
    readTime: 3,
    difficulty: 'Intermediate',
  },
  {
    docId: 'commercial-intelligence-101/from-insight-to-action',
    title: 'From Insight to Action: Pricing Governance',
    description:
      'Turning findings into decisions that stick: discount authority, margin floors, quote approval, the monthly review and measuring the value delivered.',
    topics: [
      'Discount authority and floors',
      'Quote approval',
      'Monthly review',
      'Value delivered',
    ],
    readTime: 3,
    difficulty: 'Advanced',
  },
];

/**
 * Module 2's simplified margin bridge: gross profit went from $2.50M (on $10.0M of revenue)
 * to $2.57M (on $10.8M), and the four effects add up to the change.
 */
export const MARGIN_BRIDGE = {
  before: {revenue: 10_000_000, grossProfit: 2_500_000},
  after: {revenue: 10_800_000, grossProfit: 2_570_000},
  effects: [
    {effect: 'Volume', change: 200_000},
    {effect: 'Price', change: -110_000},
    {effect: 'Cost', change: -60_000},
    {effect: 'Mix', change: 40_000},
  ],
} as const;

export const marginBridgeTable = {
  caption: 'Margin bridge: what moved gross profit from last year to this year',
  headers: ['Effect', 'Change in gross profit'],
  rows: [
    ...MARGIN_BRIDGE.effects.map((item) => [item.effect, formatUsdChange(item.change)]),
    ['Total', formatUsdChange(MARGIN_BRIDGE.effects.reduce((sum, item) => sum + item.change, 0))],
  ],
};

/** A period's gross margin, in percent of its revenue. */
function marginOf(period: {revenue: number; grossProfit: number}): number {
  return percentOf(period.grossProfit, period.revenue);
}

function effectOf(name: (typeof MARGIN_BRIDGE.effects)[number]['effect']): number {
  return MARGIN_BRIDGE.effects.find((item) => item.effect === name)?.change ?? 0;
}

/** The bridge's figures as module 2's text quotes them. */
export const marginBridgeText = {
  revenueBefore: formatUsdM(MARGIN_BRIDGE.before.revenue, 1, {fixed: true}),
  revenueAfter: formatUsdM(MARGIN_BRIDGE.after.revenue, 1, {fixed: true}),
  grossProfitBefore: formatUsdM(MARGIN_BRIDGE.before.grossProfit, 2, {fixed: true}),
  grossProfitAfter: formatUsdM(MARGIN_BRIDGE.after.grossProfit, 2, {fixed: true}),
  grossProfitChange: formatUsd(MARGIN_BRIDGE.after.grossProfit - MARGIN_BRIDGE.before.grossProfit),
  marginBefore: formatPercent(marginOf(MARGIN_BRIDGE.before)),
  marginAfter: formatPercent(marginOf(MARGIN_BRIDGE.after)),
  /** What the price and cost effects cost together. */
  priceAndCostLoss: formatUsd(-(effectOf('Price') + effectOf('Cost'))),
};
