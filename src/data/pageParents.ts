/**
 * Where each page sits in the site: the page a visitor goes up to from it. Breadcrumbs (the
 * BreadcrumbList of every page) and the section named on each page's share image follow it.
 *
 * Most pages need no entry: a page's parent is the page one path segment up when there is
 * one ("/business-numbers/churn-rate" → "/business-numbers"), else the home page. The entries
 * below are the pages whose place is elsewhere: they match the pages' own "Back to …" links,
 * and a test over the built site checks that the two agree.
 *
 * Docs routes are written as in the released edition; in another edition (/next/…, /2025/…)
 * the parent is looked up without the edition's prefix and given it back when the edition
 * has that page.
 *
 * Pages load this module to render their breadcrumbs, so it imports routes only (no page data).
 */
import {BUSINESS_NUMBERS_PATH, METHODOLOGY_PATH} from '../lib/businessNumbers/paths';
import {FREE_TOOL_PATHS} from './freeToolPaths';
import {BOARD_REPORT_SLUGS, boardReportRoute, KIT_ROUTES} from './kits/routes';
import {BLOG_PATH} from './pageNames';

export const PARENT_OVERRIDES: Readonly<Record<string, string>> = {
  // The metrics reference and the kits are Growth Hub content.
  '/business-numbers': BLOG_PATH,
  // How the benchmarks are set sits beside the terms, under their index.
  [METHODOLOGY_PATH]: BUSINESS_NUMBERS_PATH,
  [KIT_ROUTES.toolkit]: BLOG_PATH,
  [KIT_ROUTES.dashboardKit]: BLOG_PATH,
  // The comparison is a chapter of the guide.
  '/commercial-intelligence-comparison': '/commercial-intelligence-guide',
  // The five free tools and the dashboard template make up the toolkit.
  ...Object.fromEntries(Object.values(FREE_TOOL_PATHS).map((path) => [path, KIT_ROUTES.toolkit])),
  [KIT_ROUTES.dashboard]: KIT_ROUTES.toolkit,
  // The dashboard kit holds the board reports and the two reporting guides.
  [KIT_ROUTES.boardReports]: KIT_ROUTES.dashboardKit,
  [KIT_ROUTES.automationGuide]: KIT_ROUTES.dashboardKit,
  [KIT_ROUTES.trackingGuide]: KIT_ROUTES.dashboardKit,
  ...Object.fromEntries(
    BOARD_REPORT_SLUGS.map((slug) => [boardReportRoute(slug), KIT_ROUTES.boardReports]),
  ),
};
