/**
 * The Reporting Automation Guide: five steps with the weekly hours each gives back, quick
 * wins, four common mistakes and the figures of its ROI box.
 */
import type {HoursRange} from '@site/src/lib/reports/automationRoi';

export interface AutomationStep {
  readonly title: string;
  readonly description: string;
  /** What to do, in order. */
  readonly actions: readonly string[];
  /** Hours a week this step gives back. */
  readonly saving: HoursRange;
}

export const AUTOMATION_STEPS: readonly AutomationStep[] = [
  {
    title: 'Map every report and where its data comes from',
    description:
      'Before automating anything, list what is produced today. Most finance teams find reports nobody reads and figures worked out three different ways.',
    actions: [
      'List each report with its owner, audience, frequency and source systems',
      'Mark the ones nobody would miss, and stop producing them',
      'Write one definition for every KPI that appears in more than one report',
    ],
    saving: {min: 2, max: 4},
  },
  {
    title: 'Automate the data extracts',
    description:
      'Replace manual exports with saved, scheduled reports from the ERP and CRM that land in one shared folder with predictable names.',
    actions: [
      'Save each export as a report in the source system, with fixed columns',
      'Schedule it to run after the close, or daily for sales data',
      'Name files by source and period, for example sales-lines-2025-03.csv',
    ],
    saving: {min: 5, max: 8},
  },
  {
    title: 'Build one model that calculates everything',
    description:
      'The largest saving: one workbook or data model reads the extracts, applies the agreed definitions and calculates every KPI, instead of copying figures between spreadsheets.',
    actions: [
      'Load the extracts with Power Query, a database or your BI tool, not copy and paste',
      'Calculate each KPI once, from the agreed definition',
      'Add reconciliation checks: totals must match the ledger before anything is published',
    ],
    saving: {min: 10, max: 15},
  },
  {
    title: 'Automate the report layout and distribution',
    description:
      'Link the report pages to the model so they refresh themselves, then send them on a schedule.',
    actions: [
      'Build each report page once, linked to the model',
      'Refresh and export to PDF with one action',
      'Schedule distribution to the right readers on a fixed day',
    ],
    saving: {min: 3, max: 5},
  },
  {
    title: 'Set up exception alerts',
    description:
      'Instead of reading every table looking for problems, let the model flag them: margin below the floor, price overrides, overdue accounts.',
    actions: [
      'Set thresholds for the few things that need action',
      'Send an alert to the owner when one is crossed',
      'Review the exceptions weekly, not the whole report',
    ],
    saving: {min: 4, max: 6},
  },
];

/** Things a team can do this week, before any tooling changes. */
export const AUTOMATION_QUICK_WINS: readonly string[] = [
  'Save your three most-used ERP exports as reports, so they run in one click',
  'Agree a month-end reporting calendar: who delivers what, by which working day',
  'Stop producing any report no one has asked about in three months',
  'Keep KPI definitions on one shared page and link every report to it',
  'Replace pasted values with links to the source workbook wherever a figure is copied',
];

export interface AutomationMistake {
  readonly title: string;
  readonly description: string;
}

export const AUTOMATION_MISTAKES: readonly AutomationMistake[] = [
  {
    title: 'Automating a broken process',
    description:
      'Making a confusing report faster only produces confusion sooner. Simplify and agree the content first, then automate.',
  },
  {
    title: 'No single definition of each metric',
    description:
      'If sales and finance calculate margin differently, automation just publishes both numbers every month. Agree one definition before building.',
  },
  {
    title: 'Trying to automate everything at once',
    description:
      'Big-bang projects stall. Automate the report that costs the most time first, prove it, then move to the next.',
  },
  {
    title: 'Skipping the checks',
    description:
      'An automated report with a broken feed is confidently wrong. Build reconciliation checks and name an owner for data quality.',
  },
];

/** The ROI box. */
export const AUTOMATION_ROI = {
  /** Hours a week a finance team can expect to save. */
  hoursPerWeek: {min: 24, max: 30},
  /** Cost of an hour of reporting work, USD, used for the monthly figure. */
  hourlyRate: 20,
  /** Weeks counted in a month for the monthly figure. */
  weeksPerMonth: 4,
  /** Stated monthly saving, USD. */
  monthlySavings: 2400,
  /** Months to recover the cost of automation in full. */
  paybackMonths: {min: 3, max: 6},
} as const;
