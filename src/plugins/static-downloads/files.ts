/**
 * The contents of the static downloads (`src/data/staticDownloads.ts`), built from the same
 * modules and data the pages' Download buttons use in the browser. Plain TypeScript: the
 * plugin loads it at build time, the tests import it.
 */
import {DEFAULT_COST_LISTS, costTemplateCsv} from '../../lib/costs/costs';
import {SAMPLE_CUSTOMERS, customersToCsv} from '../../lib/segmentation/segmentation';
import {WORKSHEET_STEPS} from '../../data/pricingWorksheet';
import {WORKSHEET_FIELDS, type WorksheetAnswers} from '../../lib/worksheet/worksheet';
import {worksheetText} from '../../lib/worksheet/worksheet';
import {SAMPLE_LINES, TEMPLATE_COLUMNS} from '../../data/kits/dashboard';
import {templateCsv} from '../../lib/margins/template';
import {KPIS, kpiRoute} from '../../data/kits/kpis';
import {kpiCsv} from '../../lib/kits/kpiCsv';
import {AUDIT_DATA_CHECKLIST, AUDIT_PLAN, TOOLKIT_TOOLS} from '../../data/kits/toolkit';
import {LINKED_ROUTES} from '../../data/kits/routes';
import {toolkitPackText} from '../../lib/kits/toolkitPack';
import {BOARD_REPORTS, boardReportRoute} from '../../data/kits/boardReports';
import {outlineText, templateText} from '../../lib/reports/outlineText';
import {STATIC_DOWNLOADS, boardReportDownload} from '../../data/staticDownloads';

/** What a blank worksheet shows under each question: a line to write on. */
const BLANK_ANSWER = '____________________';

/**
 * CSV as the browser downloads write it: with a byte-order mark, so that spreadsheets read
 * it as UTF-8.
 */
const csvFile = (text: string) => `\uFEFF${text}`;

/** Every static download: its path in the build and its text. */
export function staticDownloadFiles(siteUrl: string): Map<string, string> {
  const blank = Object.fromEntries(
    WORKSHEET_FIELDS.map((field) => [field, BLANK_ANSWER]),
  ) as WorksheetAnswers;
  const files = new Map<string, string>([
    [STATIC_DOWNLOADS.costTemplate.path, csvFile(costTemplateCsv(DEFAULT_COST_LISTS))],
    [STATIC_DOWNLOADS.customerTable.path, csvFile(customersToCsv(SAMPLE_CUSTOMERS))],
    [
      STATIC_DOWNLOADS.pricingWorksheet.path,
      worksheetText(blank, WORKSHEET_STEPS, 'Pricing Strategy Worksheet'),
    ],
    [STATIC_DOWNLOADS.dashboardTemplate.path, csvFile(templateCsv(TEMPLATE_COLUMNS, SAMPLE_LINES))],
    [STATIC_DOWNLOADS.kpiList.path, csvFile(kpiCsv(KPIS, siteUrl, kpiRoute))],
    [
      STATIC_DOWNLOADS.toolkitPack.path,
      toolkitPackText({
        tools: TOOLKIT_TOOLS,
        plan: AUDIT_PLAN,
        dataChecklist: AUDIT_DATA_CHECKLIST,
        siteUrl,
        bookingUrl: `${siteUrl}${LINKED_ROUTES.bookCall}`,
      }),
    ],
  ]);
  for (const report of BOARD_REPORTS) {
    files.set(
      boardReportDownload(report.slug, 'outline').path,
      outlineText(report, `${siteUrl}${boardReportRoute(report.slug)}`),
    );
    files.set(boardReportDownload(report.slug, 'template').path, templateText(report));
  }
  return files;
}
