/**
 * Files built with the site that give a tool's template or a kit's outline without any
 * script: the same files the pages' Download buttons build in the browser, for a visitor
 * whose browser runs no JavaScript (the pages link them from their <noscript> notices).
 *
 * Paths and labels only, so that a page linking one carries no more than these strings; the
 * contents are written at build time by `src/plugins/static-downloads`, from the modules the
 * buttons use, and a test holds each file name to the one its button saves.
 */

/** One file: where it is served and how a link to it reads. */
export interface StaticDownload {
  readonly path: string;
  readonly label: string;
}

/** The folder of the build the files are written to. */
export const STATIC_DOWNLOADS_FOLDER = '/downloads';

const file = (name: string, label: string): StaticDownload => ({
  path: `${STATIC_DOWNLOADS_FOLDER}/${name}`,
  label,
});

export const STATIC_DOWNLOADS = {
  costTemplate: file('cost-structure-template.csv', 'Cost structure template (CSV)'),
  customerTable: file('customer-segments.csv', 'Customer table with the sample customers (CSV)'),
  pricingWorksheet: file('pricing-strategy-worksheet.txt', 'Blank pricing worksheet (.txt)'),
  dashboardTemplate: file('margin-analysis-dashboard-template.csv', 'Download Template (CSV)'),
  kpiList: file('commercial-kpi-definitions.csv', 'Download KPI List (CSV)'),
  toolkitPack: file('margin-audit-toolkit.txt', 'Download Toolkit (.txt)'),
} as const satisfies Record<string, StaticDownload>;

export type StaticDownloadKey = keyof typeof STATIC_DOWNLOADS;

/** A board report's outline or fill-in template, as a text file. */
export function boardReportDownload(slug: string, kind: 'outline' | 'template'): StaticDownload {
  return file(
    `${slug}-${kind}.txt`,
    kind === 'outline' ? 'Download Outline (.txt)' : 'Download Template (.txt)',
  );
}
