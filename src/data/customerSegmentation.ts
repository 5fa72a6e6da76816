/**
 * Content of the customer segmentation guide: the four segment
 * strategy cards, the RFM and profitability explainer and the five implementation steps.
 * The rules themselves live in src/lib/segmentation.
 */
import type {Segment} from '@site/src/lib/segmentation/segmentation';

export interface SegmentStrategy {
  readonly segment: Exclude<Segment, 'New'>;
  readonly title: string;
  /** Who falls in the segment, in plain words. */
  readonly who: string;
  /** What to do with them. */
  readonly actions: readonly string[];
}

export const SEGMENT_STRATEGIES: readonly SegmentStrategy[] = [
  {
    segment: 'Champion',
    title: 'Champions',
    who: 'Large, frequent, recent buyers who also pay a healthy margin. Few in number, they carry a large share of your profit.',
    actions: [
      'Give them a named account manager and a quarterly business review.',
      'Protect their price: compete on service and availability, not on discount.',
      'Offer early access to new lines and ask them for referrals and case studies.',
    ],
  },
  {
    segment: 'Loyal',
    title: 'Loyal customers',
    who: 'Steady accounts with good volume and frequency and an acceptable margin, though not every signal is at champion level.',
    actions: [
      'Find the gap to champion: widen the range they buy from you (cross-sell).',
      'Reward loyalty with service tiers or rebates tied to margin, not revenue alone.',
      'Watch their recency: a loyal customer going quiet is an early warning.',
    ],
  },
  {
    segment: 'Potential',
    title: 'Potential loyalists',
    who: 'Customers with real spend who bought recently but not often, or at a margin below your loyal threshold.',
    actions: [
      'Make reordering easy: standing orders, reorder reminders, account pricing.',
      'Check their margin before offering anything: grow volume at a price that pays.',
      'Set a target to move them into the loyal segment within two quarters.',
    ],
  },
  {
    segment: 'At Risk',
    title: 'At-risk customers',
    who: 'Customers who have not bought for more than 90 days, or who buy at a margin below 10%.',
    actions: [
      'For lapsed buyers: call, find out why, and win them back on a sustainable price.',
      'For low-margin buyers: review discounts, terms and cost to serve before the next order.',
      'Decide deliberately which low-margin accounts to reprice, re-tier or let go.',
    ],
  },
];

export interface ExplainerPart {
  readonly letter: string;
  readonly title: string;
  readonly text: string;
}

/** The four measures the guide explains: the three of RFM, then margin. */
export const RFM_PARTS: readonly ExplainerPart[] = [
  {
    letter: 'R',
    title: 'Recency',
    text: 'Days since the last purchase. The most recent buyers are the most likely to buy again; a long silence is the first sign of a customer drifting away.',
  },
  {
    letter: 'F',
    title: 'Frequency',
    text: 'Orders a year. Frequent buyers are easier to serve and to forecast, and a falling order count shows trouble before revenue does.',
  },
  {
    letter: 'M',
    title: 'Monetary value',
    text: 'Revenue a year. It tells you how much is at stake with each customer, but not whether that revenue makes money.',
  },
  {
    letter: '%',
    title: 'Profitability',
    text: 'Margin after discounts and cost to serve. Adding it to RFM separates the big customers who fund the business from the big customers who drain it.',
  },
];

export interface ImplementationStep {
  readonly title: string;
  readonly text: string;
}

export const IMPLEMENTATION_STEPS: readonly ImplementationStep[] = [
  {
    title: 'Extract twelve months of sales',
    text: 'From your ERP, export invoice lines with customer, date, revenue and cost. Twelve months evens out seasonality.',
  },
  {
    title: 'Calculate the four figures per customer',
    text: 'Revenue, number of orders, days since the last order and margin after discounts and rebates. A pivot table does it in minutes.',
  },
  {
    title: 'Assign segments',
    text: 'Apply the rules in order, first match wins, or import the figures into the table above and let it do the sorting.',
  },
  {
    title: 'Agree a strategy per segment',
    text: 'Give each segment an owner, a service level and pricing guidance, and tell the sales team what changes for their accounts.',
  },
  {
    title: 'Review every quarter',
    text: 'Customers move between segments. Recalculate each quarter, follow the moves, and act first on the ones sliding towards at risk.',
  },
];
