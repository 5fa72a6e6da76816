/**
 * The Commercial Dashboard Kit hub: its four resource cards, in the order they are shown.
 */
import {AUTOMATION_ROI, AUTOMATION_STEPS} from './automation';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import {BOARD_REPORTS} from './boardReports';
import {CORE_KPI_RANGE} from './kpis';
import {KIT_ROUTES, LINKED_ROUTES} from './routes';
import {TRACKING_RHYTHMS} from './tracking';

const pageCounts = BOARD_REPORTS.map((report) => report.pageCount);

export interface KitResource {
  readonly id: 'boardReports' | 'businessNumbers' | 'automation' | 'tracking';
  readonly title: string;
  readonly description: string;
  /** A short fact about what is inside. */
  readonly detail: string;
  readonly action: string;
  readonly to: string;
}

export const KIT_RESOURCES: readonly KitResource[] = [
  {
    id: 'boardReports',
    title: 'Board Report Templates',
    description: `${capitalised(countInWords(BOARD_REPORTS.length))} outlines for the reports a board actually reads, from the monthly commercial report to the annual strategic review, with what goes on every page.`,
    detail: `${BOARD_REPORTS.length} templates, ${Math.min(...pageCounts)} to ${Math.max(...pageCounts)} pages each`,
    action: 'Browse Templates',
    to: KIT_ROUTES.boardReports,
  },
  {
    id: 'businessNumbers',
    title: 'Business Numbers Guide',
    description:
      'Plain-English explanations of the metrics behind every dashboard: what each measures, how to calculate it and what good looks like.',
    detail: '17 metrics with formulas and benchmarks',
    action: 'Read the Guide',
    to: LINKED_ROUTES.businessNumbers,
  },
  {
    id: 'automation',
    title: 'Reporting Automation Guide',
    description: `${capitalised(countInWords(AUTOMATION_STEPS.length))} steps that take the copying and pasting out of month-end reporting, with the hours each step gives back and the mistakes to avoid.`,
    detail: `${AUTOMATION_ROI.hoursPerWeek.min}-${AUTOMATION_ROI.hoursPerWeek.max} hours a week saved`,
    action: 'Automate Your Reporting',
    to: KIT_ROUTES.automationGuide,
  },
  {
    id: 'tracking',
    title: 'Performance Tracking Guide',
    description:
      'How often to look at which numbers, how to choose the few KPIs that matter and how to turn a review into decisions.',
    detail: `${CORE_KPI_RANGE.min} to ${CORE_KPI_RANGE.max} core KPIs, ${TRACKING_RHYTHMS.length} review rhythms`,
    action: 'Read Best Practices',
    to: KIT_ROUTES.trackingGuide,
  },
];
