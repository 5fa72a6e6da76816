/**
 * Routes the toolkit, dashboard-kit and board-report pages link to. Data modules and pages
 * take their links from here, and `routes.test.ts` checks that every one is a route of the
 * site (this area's pages exist under `src/pages`; the others belong to other parts of the
 * site, listed in {@link LINKED_ROUTES}).
 */

/** The hub and guide pages of this area (the six board-report outlines are in `boardReports.ts`). */
export const KIT_ROUTES = {
  toolkit: '/margin-audit-toolkit',
  dashboard: '/margin-analysis-dashboard',
  dashboardKit: '/commercial-dashboard-kit',
  boardReports: '/board-report-templates',
  automationGuide: '/reporting-automation-guide',
  trackingGuide: '/performance-tracking-guide',
} as const;

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
