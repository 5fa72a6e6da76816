/**
 * The Performance Tracking Guide: how often to review which area (revenue and sales daily; customer satisfaction and operational efficiency
 * weekly; financial performance monthly; strategic initiatives quarterly) and its best
 * practices.
 */

export const CADENCES = ['Daily', 'Weekly', 'Monthly', 'Quarterly'] as const;
export type Cadence = (typeof CADENCES)[number];

export interface TrackingRhythm {
  readonly cadence: Cadence;
  /** Areas reviewed at this rhythm. */
  readonly areas: readonly string[];
  /** What to look at. */
  readonly look: readonly string[];
  readonly who: string;
  readonly time: string;
}

export const TRACKING_RHYTHMS: readonly TrackingRhythm[] = [
  {
    cadence: 'Daily',
    areas: ['Revenue', 'Sales'],
    look: [
      'Orders and invoiced revenue against the daily run rate',
      'Quotes issued and won, with any below the floor price',
      'Large orders and lost deals worth a call today',
    ],
    who: 'Sales managers and the commercial director',
    time: '10 minutes, at the same time each morning',
  },
  {
    cadence: 'Weekly',
    areas: ['Customer satisfaction', 'Operational efficiency'],
    look: [
      'Complaints, returns and credit notes raised this week',
      'Delivery performance: on time and in full',
      'Price overrides and quote conversion for the week',
    ],
    who: 'Leadership team',
    time: '30 minutes in the weekly meeting',
  },
  {
    cadence: 'Monthly',
    areas: ['Financial performance'],
    look: [
      'Profit and loss, gross margin and cash against budget',
      'Margin by customer and product, and the largest leaks',
      'Days sales outstanding and overdue debt',
    ],
    who: 'Board and leadership team',
    time: 'Half a day, within five working days of month end',
  },
  {
    cadence: 'Quarterly',
    areas: ['Strategic initiatives'],
    look: [
      'Progress of each initiative against its milestones and value',
      'The core KPI scorecard against the annual plan',
      'Whether priorities or targets need to change',
    ],
    who: 'Board',
    time: 'A board meeting, with the quarterly business review as its pack',
  },
];

export interface TrackingPractice {
  readonly title: string;
  readonly description: string;
}

export const TRACKING_PRACTICES: readonly TrackingPractice[] = [
  {
    title: 'Give every KPI a target and a threshold',
    description:
      'A number without a target is trivia. Set the target, and the level at which someone must act, before the first review.',
  },
  {
    title: 'Give every KPI one owner',
    description:
      'The owner explains the movement and proposes the action. Shared ownership means nobody answers.',
  },
  {
    title: 'Show the trend, not the snapshot',
    description:
      'One month tells you little. Show at least thirteen months, or five quarters, so seasonality and drift are visible.',
  },
  {
    title: 'Compare with plan and with last year',
    description:
      'Plan shows whether you are on course; last year shows whether you are improving. Boards need both.',
  },
  {
    title: 'End every review with actions',
    description:
      'Record who will do what by when, and open the next review with last time’s actions.',
  },
  {
    title: 'Review the KPI set once a year',
    description:
      'Retire measures that no longer drive decisions and add those the new plan needs, keeping the core set at five to seven.',
  },
];

/** Tests a candidate KPI must pass before it joins the core set. */
export const CORE_KPI_TESTS: readonly string[] = [
  'It is linked to an objective in this year’s plan',
  'Someone can act on it within the review period',
  'It can be measured from data you already have, the same way every time',
  'It moves in a way the board can understand without a glossary',
];
