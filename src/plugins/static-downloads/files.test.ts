import {describe, expect, it} from 'vitest';
import {BOARD_REPORTS} from '../../data/kits/boardReports';
import {DASHBOARD_TEMPLATE_FILE} from '../../data/kits/dashboard';
import {
  STATIC_DOWNLOADS,
  STATIC_DOWNLOADS_FOLDER,
  boardReportDownload,
} from '../../data/staticDownloads';
import {COST_CSV_FILE_NAME} from '../../lib/costs/costs';
import {parseCsv} from '../../lib/csv/csv';
import {KPI_CSV_FILE} from '../../lib/kits/kpiCsv';
import {TOOLKIT_PACK_FILE} from '../../lib/kits/toolkitPack';
import {outlineFileName} from '../../lib/reports/outlineText';
import {CUSTOMER_CSV_FILE_NAME} from '../../lib/segmentation/segmentation';
import {staticDownloadFiles} from './files';

const SITE = 'https://www.example.com';
const files = staticDownloadFiles(SITE);
const name = (path: string) => path.slice(STATIC_DOWNLOADS_FOLDER.length + 1);

describe('staticDownloadFiles', () => {
  it('writes every listed file, and no other', () => {
    const listed = [
      ...Object.values(STATIC_DOWNLOADS).map((file) => file.path),
      ...BOARD_REPORTS.flatMap((report) =>
        (['outline', 'template'] as const).map(
          (kind) => boardReportDownload(report.slug, kind).path,
        ),
      ),
    ];
    expect([...files.keys()].sort()).toEqual([...listed].sort());
    for (const [path, text] of files) {
      expect(path.startsWith(`${STATIC_DOWNLOADS_FOLDER}/`), path).toBe(true);
      expect(text.trim().length, path).toBeGreaterThan(0);
    }
  });

  it('names each file as the page’s Download button names it', () => {
    expect(name(STATIC_DOWNLOADS.costTemplate.path)).toBe(COST_CSV_FILE_NAME);
    expect(name(STATIC_DOWNLOADS.customerTable.path)).toBe(CUSTOMER_CSV_FILE_NAME);
    expect(name(STATIC_DOWNLOADS.dashboardTemplate.path)).toBe(DASHBOARD_TEMPLATE_FILE);
    expect(name(STATIC_DOWNLOADS.kpiList.path)).toBe(KPI_CSV_FILE);
    expect(name(STATIC_DOWNLOADS.toolkitPack.path)).toBe(TOOLKIT_PACK_FILE);
    for (const report of BOARD_REPORTS) {
      for (const kind of ['outline', 'template'] as const) {
        expect(name(boardReportDownload(report.slug, kind).path)).toBe(
          outlineFileName(report, kind),
        );
      }
    }
  });

  it('writes CSV files spreadsheets open as UTF-8, with a header and rows', () => {
    for (const [path, text] of files) {
      if (!path.endsWith('.csv')) continue;
      expect(text.startsWith('\uFEFF'), path).toBe(true);
      const parsed = parseCsv(text);
      expect(parsed.ok && parsed.rows.length, path).toBeGreaterThan(1);
    }
  });

  it('links back to the site it was built for', () => {
    expect(files.get(STATIC_DOWNLOADS.kpiList.path)).toContain(`${SITE}/`);
    expect(files.get(STATIC_DOWNLOADS.toolkitPack.path)).toContain(`${SITE}/book-call`);
  });

  it('gives a blank worksheet with a line under every question', () => {
    const worksheet = files.get(STATIC_DOWNLOADS.pricingWorksheet.path) ?? '';
    expect(worksheet).toMatch(/^Pricing Strategy Worksheet\r\n/);
    expect(worksheet).not.toContain('Not specified');
    expect(worksheet).toContain('STEP 6:');
  });
});
