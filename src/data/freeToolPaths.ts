/**
 * The five free tools' keys and routes, apart from their words (`freeTools.ts`), so a page
 * that needs only where the tools are (the page tree of every page's breadcrumbs) loads
 * nothing else of them.
 */
export const FREE_TOOL_KEYS = [
  'pricingWorksheet',
  'marginLeakChecklist',
  'profitabilityCalculator',
  'costTemplate',
  'segmentationGuide',
] as const;

export type FreeToolKey = (typeof FREE_TOOL_KEYS)[number];

/** Each free tool's route. */
export const FREE_TOOL_PATHS: Readonly<Record<FreeToolKey, string>> = {
  pricingWorksheet: '/pricing-strategy-worksheet',
  marginLeakChecklist: '/margin-leak-assessment',
  profitabilityCalculator: '/customer-profitability-calculator',
  costTemplate: '/cost-structure-template',
  segmentationGuide: '/customer-segmentation-guide',
};
