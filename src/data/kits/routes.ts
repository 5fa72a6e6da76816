/**
 * Routes the toolkit, dashboard-kit and board-report pages link to. Data modules and pages
 * take their links from here, and `routes.test.ts` checks that every one is a route of the
 * site (this area's pages exist under `src/pages`; the others belong to other parts of the
 * site, listed in {@link LINKED_ROUTES}).
 */

/** The hub and guide pages of this area (the six board-report outlines are below). */
export const KIT_ROUTES = {
  toolkit: '/margin-audit-toolkit',
  dashboard: '/margin-analysis-dashboard',
  dashboardKit: '/commercial-dashboard-kit',
  boardReports: '/board-report-templates',
  automationGuide: '/reporting-automation-guide',
  trackingGuide: '/performance-tracking-guide',
} as const;

/**
 * The six board report templates, in the order of the cards on /board-report-templates (their
 * outlines are in `boardReports.ts`; the slugs are here so a page that needs only the routes,
 * such as the page tree, loads none of the outlines).
 */
export const BOARD_REPORT_SLUGS = [
  'monthly-commercial-report',
  'quarterly-business-review',
  'customer-profitability-board-report',
  'sales-performance-dashboard',
  'financial-performance-summary',
  'annual-strategic-review',
] as const;

export type BoardReportSlug = (typeof BOARD_REPORT_SLUGS)[number];

/** The outline page of a report. */
export function boardReportRoute(slug: BoardReportSlug): string {
  return `/${slug}`;
}

/** Routes of other parts of the site that these pages link to (the free tools' are in `freeTools.ts`). */
export const LINKED_ROUTES = {
  home: '/',
  demo: '/demo',
  bookCall: '/book-call',
  businessNumbers: '/business-numbers',
} as const;

/** The route of a Business Numbers term page. */
export function businessNumberRoute(slug: string): string {
  return `${LINKED_ROUTES.businessNumbers}/${slug}`;
}
