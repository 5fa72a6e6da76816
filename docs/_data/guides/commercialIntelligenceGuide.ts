/** Content of /commercial-intelligence-guide. */
import {BellRing, Building2, Factory, Gauge, HardHat, Layers, Truck, Warehouse} from 'lucide-react';
import {site} from '@site/src/config/site';
import {GENERAL_FAQ, PRICING_FAQ} from '@site/src/data/faqs';
import {TAB_BANDS_IN_WORDS} from '@site/src/data/pricing';
import {pointsOfRevenue} from '@site/src/lib/guides/workedExamples';
import {percentOf} from '@site/src/lib/metrics/math';
import type {FaqItem, GuideCard, GuideStep} from '@site/src/lib/guides/types';
import {formatPercent, formatUsd, formatUsdM} from '@site/src/lib/numbers/format';
import {countInWords} from '@site/src/lib/numbers/words';

/**
 * "The margin you cannot see": a distributor whose realised prices sit a point below the
 * agreed ones, and what that point is worth against its gross profit.
 */
const HIDDEN_GAP = {revenue: 20_000_000, grossMarginPercent: 24, points: 1} as const;
const hiddenGapValue = pointsOfRevenue(HIDDEN_GAP.revenue, HIDDEN_GAP.points);

/** The figures of that example as the guide's text prints them. */
export const hiddenGap = {
  revenue: formatUsdM(HIDDEN_GAP.revenue),
  grossMargin: formatPercent(HIDDEN_GAP.grossMarginPercent, 0),
  points: countInWords(HIDDEN_GAP.points),
  value: formatUsd(hiddenGapValue),
  shareOfGrossProfit: formatPercent(
    percentOf(hiddenGapValue, pointsOfRevenue(HIDDEN_GAP.revenue, HIDDEN_GAP.grossMarginPercent)),
    0,
  ),
};

export const benefits: readonly GuideCard[] = [
  {
    icon: Gauge,
    title: 'See margin where it is made or lost',
    description:
      'Margin is decided line by line: on each quote, each discount, each delivery. Commercial intelligence measures it at that level, so you can see which customers, products and reps make money and which quietly give it away.',
  },
  {
    icon: BellRing,
    title: 'Decisions instead of dashboards',
    description:
      'A report tells you that margin fell by two points. Commercial intelligence tells you why, names the accounts and prices behind it, and ranks the fixes by the money at stake, so the Monday meeting ends with actions rather than questions.',
  },
  {
    icon: Layers,
    title: 'One version of the numbers',
    description:
      'Sales, finance and leadership argue less when they work from the same customer and product profitability. Price changes, discount limits and account plans are debated on evidence rather than on whoever has the best spreadsheet.',
  },
  {
    icon: Building2,
    title: 'Value the board can follow',
    description:
      'Every alert that was raised, every action taken and the margin it recovered are recorded month by month. The board sees what was found, what was done and what is still at risk, in money rather than in charts.',
  },
];

export const implementationSteps: readonly GuideStep[] = [
  {
    label: 'Week 1',
    title: 'Extract the data and get a first read',
    description:
      'Export invoice lines, customers, products with costs and, if you keep them, quotes from your ERP as CSV files. Nothing is installed and nothing in your ERP changes. The first findings arrive within 24 hours of the upload.',
    activities: [
      'Agree who owns the extract (usually finance or the ERP administrator)',
      'Upload 12 to 24 months of invoice lines so seasonality is visible',
      'Review the first leak findings with a commercial strategist',
    ],
  },
  {
    label: 'Week 2',
    title: 'Set your rules, segments and targets',
    description:
      'Tell the system what good looks like for your business: minimum margins by product group, who may discount and by how much, how you tier customers, and the margin targets for the year, adjusted for your seasons.',
    activities: [
      'Set margin floors and discount authority by product group',
      'Confirm customer tiers and the cost-to-serve assumptions',
      'Load seasonally adjusted monthly margin targets',
    ],
  },
  {
    label: 'Week 3',
    title: 'Put the findings in front of the people who act',
    description:
      'Sales leaders receive their account and pricing actions, finance receives the variance explanation, and approvals for quotes below your rules go to the right person. This is the week the findings turn into price and terms changes.',
    activities: [
      'Walk each sales leader through the actions for their accounts',
      'Switch on quote approval for prices below the margin floor',
      'Agree the first price and terms changes, with owners and dates',
    ],
  },
  {
    label: 'Ongoing',
    title: 'Run the monthly rhythm',
    description:
      'At the start of each month a plain-English action alert lists what changed, what to do and what it is worth. At the end of the month the board report records what was actioned, the value delivered and what is still at risk.',
    activities: [
      'Refresh the extract monthly (or automatically through an integration)',
      'Review off-track margin targets and the actions behind them',
      'Close the loop: confirm recovered margin in the board report',
    ],
  },
];

export const industryUseCases: readonly GuideCard[] = [
  {
    icon: Truck,
    title: 'Distribution',
    description:
      'Thousands of SKUs, contract prices that drift from the list, and delivery costs that vary by customer. The typical wins are restoring price realisation on long-tail items, recovering freight on small orders and repricing customers whose cost-to-serve has outgrown their margin.',
  },
  {
    icon: Factory,
    title: 'Manufacturing',
    description:
      'Quotes built on standard costs that no longer match material and labour reality. Commercial intelligence compares quoted margin with the margin actually delivered, flags products sold below their true cost and shows which customers absorb changeovers and short runs.',
  },
  {
    icon: Warehouse,
    title: 'Wholesale',
    description:
      'Thin margins across many channels, where a point of margin lost to a promotion or a rebate matters. The focus is gross margin by channel, customer concentration, dead stock and price realisation against the agreed price file.',
  },
  {
    icon: HardHat,
    title: 'Construction and project businesses',
    description:
      'Margin is won at the estimate and lost on site. Tracking estimated against actual cost by project, change-order frequency and equipment use shows which kinds of job, client and contract really pay.',
  },
];

/**
 * The guide's FAQ: the first four general questions and the first three pricing questions
 * of the shared sets (taken, not copied, so the answers stay in one place).
 */
export const commercialIntelligenceFaq: readonly FaqItem[] = [
  ...GENERAL_FAQ.slice(0, 4),
  ...PRICING_FAQ.slice(0, 3),
];

/** Revenue bands of the prices this page states (those of the shared pricing FAQ). */
export const priceBandNote = `Prices on this page follow the revenue bands of the ${site.productName} pricing page: ${TAB_BANDS_IN_WORDS} of annual revenue.`;
