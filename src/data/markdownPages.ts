/**
 * The custom pages that have a Markdown version (beside every docs page and blog post): the
 * calculators and free tools, described from their data, and the dashboard kit's two guides,
 * converted from the built page. The build writes the versions of these pages, and each page
 * links to its own from its head.
 */
import {FREE_TOOL_KEYS, FREE_TOOL_PATHS} from './freeToolPaths';
import {KIT_ROUTES} from './kits/routes';
import {ROI_CALCULATOR_PAGE} from './roiCalculatorPage';

/** The calculators' and free tools' pages, the ROI calculator first. */
export const TOOL_PAGE_ROUTES: readonly string[] = [
  ROI_CALCULATOR_PAGE.path,
  ...FREE_TOOL_KEYS.map((key) => FREE_TOOL_PATHS[key]),
];

/** The guides of the dashboard kit. */
export const GUIDE_PAGE_ROUTES: readonly string[] = [
  KIT_ROUTES.automationGuide,
  KIT_ROUTES.trackingGuide,
];

/** Whether a custom page has a Markdown version. */
export function hasMarkdownVersion(route: string): boolean {
  return TOOL_PAGE_ROUTES.includes(route) || GUIDE_PAGE_ROUTES.includes(route);
}
