/**
 * The ROI calculator's page: its address and name, for the pages and records that link to it
 * (the "your data" page, the calculator's Markdown description). A module of its own, so a
 * page that only links to the calculator loads nothing else of it.
 */
export const ROI_CALCULATOR_PAGE = {path: '/calculate-roi', name: 'ROI Calculator'} as const;
