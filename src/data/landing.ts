/**
 * Content lists of the landing page. Figures on the
 * sample cards and in the product previews are illustrative marketing figures.
 */
import type {LucideIcon} from 'lucide-react';
import {
  BellRing,
  ChartColumn,
  Clock,
  Database,
  FileSpreadsheet,
  Receipt,
  TrendingDown,
  TrendingUp,
  Users,
} from 'lucide-react';
import type {Stat} from '@site/src/components/StatRow';
import {formatUsd} from '@site/src/lib/numbers/format';
import {LOWEST_MONTHLY} from './pricing';

/** A picture made for this site, with its intrinsic size (no layout shift). */
export interface SitePicture {
  /** Site-relative path under static/. */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** The three headline figures under the hero. */
export const HERO_STATS: readonly Stat[] = [
  {value: `${formatUsd(LOWEST_MONTHLY)}/month`, label: 'Starts at'},
  {value: '<90 days', label: 'To return on investment'},
  {value: '24hrs', label: 'To first insights'},
];

/** Colour family of a card: losses red, warnings amber, information blue, gains green. */
export type Tone = 'negative' | 'warning' | 'info' | 'positive';

export interface SampleCard {
  readonly label: string;
  /** Signed dollar amount shown on the card, or null for a card without one. */
  readonly amount: number | null;
  readonly detail: string;
  readonly tone: Tone;
}

/** The floating sample cards over the dashboard picture (illustrative figures). */
export const SAMPLE_CARDS: readonly SampleCard[] = [
  {
    label: 'Margin leak detected',
    amount: -18_400,
    detail: 'Unapproved discounts on 3 accounts',
    tone: 'negative',
  },
  {
    label: 'Opportunity found',
    amount: 42_100,
    detail: 'Supplier increases not yet passed on',
    tone: 'positive',
  },
  {
    label: 'Customer tier upgraded',
    amount: null,
    detail: 'Harbour Building Supplies: Silver to Gold',
    tone: 'info',
  },
];

export const HERO_DASHBOARD: SitePicture = {
  src: '/img/marketing/dashboard-overview.svg',
  alt: 'The business overview dashboard: monthly revenue and gross margin, margin leaks by cause, and the customers and products that need action this month.',
  width: 640,
  height: 440,
};

/** Urgency labels of the profit-killer cards. */
export type Urgency = 'High Priority' | 'Critical' | 'Efficiency Gain' | 'Revenue Impact';

export interface ProfitKiller {
  readonly id: string;
  readonly icon: LucideIcon;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  /** What fixing it is worth. */
  readonly impact: string;
  readonly urgency: Urgency;
  readonly tone: Tone;
  readonly image: SitePicture;
}

export const PROFIT_KILLERS: readonly ProfitKiller[] = [
  {
    id: 'discount-drift',
    icon: TrendingDown,
    title: 'Discount drift',
    subtitle: 'Margin given away one order at a time',
    description:
      'Reps add a few points of discount to close a deal, and the lower price becomes the new normal. Nobody sees the total until the month-end accounts are closed.',
    impact: 'Typically worth around 2% of revenue, recovered without losing a customer.',
    urgency: 'Critical',
    tone: 'negative',
    image: {
      src: '/img/marketing/killer-discount-drift.svg',
      alt: 'Chart of average discount by sales rep against the approved limit, with two reps well above it.',
      width: 480,
      height: 270,
    },
  },
  {
    id: 'unprofitable-customers',
    icon: Users,
    title: 'Customers who cost more than they earn',
    subtitle: 'Big accounts, thin returns',
    description:
      'Small drops, rush deliveries, rebates and long payment terms can turn a headline account into a loss. Revenue reports will never show it; a cost-to-serve view does.',
    impact: 'Find the accounts to re-price, re-tier or serve differently this quarter.',
    urgency: 'High Priority',
    tone: 'warning',
    image: {
      src: '/img/marketing/killer-customer-profit.svg',
      alt: 'Scatter chart of customers by revenue and margin, with a cluster of large customers below the break-even line.',
      width: 480,
      height: 270,
    },
  },
  {
    id: 'slow-approvals',
    icon: Clock,
    title: 'Quotes stuck waiting for approval',
    subtitle: 'Hours lost every working day',
    description:
      'Managers approve quotes by e-mail and gut feel, so good deals wait and bad ones slip through. Margin rules approve the safe quotes instantly and flag the rest.',
    impact: 'Around 2.5 hours a day back for your sales managers.',
    urgency: 'Efficiency Gain',
    tone: 'info',
    image: {
      src: '/img/marketing/killer-quote-approvals.svg',
      alt: 'Quote approval queue: quotes within the margin rules approved automatically, two flagged for review.',
      width: 480,
      height: 270,
    },
  },
  {
    id: 'missed-price-increases',
    icon: TrendingUp,
    title: 'Price increases that never land',
    subtitle: 'Costs went up, your prices did not',
    description:
      'Supplier increases arrive every month, but price lists are updated once a year, and special prices not at all. The gap comes straight out of your margin.',
    impact: 'Pass on increases where customers accept them and win back lost margin.',
    urgency: 'Revenue Impact',
    tone: 'positive',
    image: {
      src: '/img/marketing/killer-price-gap.svg',
      alt: 'Line chart of unit cost rising above an unchanged selling price, with the growing gap shaded.',
      width: 480,
      height: 270,
    },
  },
];

/** The problem list: what prospects recognise in their own business. */
export const PROBLEMS: readonly string[] = [
  'You learn that margins fell when the month-end accounts arrive, weeks too late to act.',
  'Every rep prices differently, and nobody can say which discounts were approved.',
  'Your largest customers may be your least profitable, and no report shows it.',
  'Supplier increases take months to reach your price list, if they reach it at all.',
  'Quotes wait in managers’ inboxes while competitors reply the same day.',
  'The one spreadsheet that explains your margins is understood by one person.',
];

export interface DataSource {
  readonly icon: LucideIcon;
  readonly name: string;
  /** What the system contributes. */
  readonly provides: string;
  /** Typical systems of that kind. */
  readonly examples: string;
}

/** Source systems the unified data platform reads. */
export const DATA_SOURCES: readonly DataSource[] = [
  {
    icon: Database,
    name: 'ERP',
    provides: 'Orders, invoices, products, costs and price lists',
    examples: 'Any ERP that exports to CSV',
  },
  {
    icon: Users,
    name: 'CRM',
    provides: 'Accounts, opportunities, quotes and sales territories',
    examples: 'Customer and pipeline exports',
  },
  {
    icon: Receipt,
    name: 'Accounting',
    provides: 'Rebates, credit notes, payment terms and overheads',
    examples: 'Ledger and debtor reports',
  },
  {
    icon: FileSpreadsheet,
    name: 'Spreadsheets',
    provides: 'Targets, supplier price files and anything kept by hand',
    examples: 'Excel, Google Sheets and CSV files',
  },
];

export interface PricingMove {
  readonly action: string;
  readonly scope: string;
  /** Margin effect per month, US dollars (illustrative). */
  readonly monthlyEffect: number;
}

/** The month-start pricing preview: what the first working day of the month brings. */
export const MONTH_START_MOVES: readonly PricingMove[] = [
  {action: 'Pass on supplier increase', scope: '126 fasteners SKUs, +3.5%', monthlyEffect: 9_800},
  {
    action: 'Restore list price',
    scope: '14 customers below their tier floor',
    monthlyEffect: 6_300,
  },
  {
    action: 'Review special prices',
    scope: '38 contracts older than 12 months',
    monthlyEffect: 4_150,
  },
];

export interface GoalProgress {
  readonly goal: string;
  /** Seasonally adjusted target for the month, percent. */
  readonly target: number;
  /** Month to date, percent. */
  readonly actual: number;
  /** Whether higher is better (margin) or lower is better (discount). */
  readonly higherIsBetter: boolean;
}

/** The off-track goals preview (illustrative). */
export const GOALS: readonly GoalProgress[] = [
  {goal: 'Gross margin', target: 28.5, actual: 26.2, higherIsBetter: true},
  {goal: 'Average discount', target: 7.0, actual: 8.9, higherIsBetter: false},
  {goal: 'Tier A share of revenue', target: 42.0, actual: 43.1, higherIsBetter: true},
];

/** Whether a goal is off track: on the wrong side of its target. */
export function isOffTrack(goal: GoalProgress): boolean {
  return goal.higherIsBetter ? goal.actual < goal.target : goal.actual > goal.target;
}

export interface AlertAction {
  readonly action: string;
  readonly why: string;
  /** Margin at stake, US dollars (illustrative). */
  readonly atStake: number;
}

/** The monthly action-alert preview: the e-mail's three actions. */
export const ALERT_ACTIONS: readonly AlertAction[] = [
  {
    action: 'Call Northgate Plumbing about their discount',
    why: 'Average discount rose from 9% to 15% in eight weeks.',
    atStake: 7_900,
  },
  {
    action: 'Re-price 42 cable and conduit lines',
    why: 'Copper costs are up 6% and prices have not moved.',
    atStake: 11_400,
  },
  {
    action: 'Move Crestline Contractors to Gold tier',
    why: 'Spend and margin both qualify them, and a competitor is quoting.',
    atStake: 5_600,
  },
];

export interface BoardFigure {
  readonly label: string;
  readonly value: string;
  readonly tone: Tone;
}

/** The board-report preview: the four things every monthly report covers. */
export const BOARD_REPORT: readonly BoardFigure[] = [
  {label: 'Alerts triggered', value: '17', tone: 'info'},
  {label: 'Actioned', value: '13', tone: 'positive'},
  {label: 'Value delivered', value: '$64,200', tone: 'positive'},
  {label: 'Still at risk', value: '$12,700', tone: 'warning'},
];

export interface InsidePoint {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
}

/** "Built from the inside": why the product fits how B2B commercial teams work. */
export const INSIDE_POINTS: readonly InsidePoint[] = [
  {
    icon: ChartColumn,
    title: 'Built by commercial people',
    text: 'Designed by people who have run pricing, sales and margin reviews in distribution and manufacturing, not by a software team guessing.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Works with the data you have',
    text: 'Messy product codes, missing costs and special prices are normal. The analysis copes with them instead of waiting for a perfect data project.',
  },
  {
    icon: BellRing,
    title: 'Tells you what to do',
    text: 'Every finding becomes an action with an owner and a dollar value, in words a sales director would use.',
  },
];

export interface WayComparison {
  readonly oldWay: string;
  readonly newWay: string;
}

/** The old way versus the new way. */
export const OLD_VS_NEW: readonly WayComparison[] = [
  {
    oldWay: 'Margin problems found at month-end, after the money has gone',
    newWay: 'Leaks flagged within 24 hours of your data arriving',
  },
  {
    oldWay: 'Pricing set by habit and the loudest customer',
    newWay: 'Month-start price moves backed by your own numbers',
  },
  {
    oldWay: 'Analysts and consultants to build every report',
    newWay: 'Insights, tiers and reports produced for you',
  },
  {
    oldWay: 'Quote approvals chased by e-mail',
    newWay: 'Margin rules that approve safe quotes instantly',
  },
  {
    oldWay: 'Board packs pieced together from spreadsheets',
    newWay: 'A monthly board report of alerts, actions and value',
  },
  {
    oldWay: 'Integration projects that take months',
    newWay: 'CSV extracts uploaded in under 30 minutes',
  },
];
