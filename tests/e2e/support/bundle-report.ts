/**
 * Playwright reporter for the bundle budget: gathers the JavaScript weight each page of the
 * every-page walk attached (support/page-checks.ts) and, at the end of the run, prints the
 * heaviest route, or with BUNDLE_REPORT=1 (`npm run test:budget`) the whole per-route table.
 * The budget itself is enforced by the walk's tests; this only reports.
 */
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {formatBudgetReport, rankRoutes, type RouteWeight} from '../../../scripts/bundle-budget';

/** The name each page's measure is attached under by the every-page walk. */
export const BUNDLE_ATTACHMENT = 'bundle-budget';

export default class BundleReport implements Reporter {
  private readonly rows = new Map<string, RouteWeight>();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== BUNDLE_ATTACHMENT || !attachment.body) continue;
      const row = JSON.parse(attachment.body.toString('utf8')) as RouteWeight;
      this.rows.set(row.route, row);
    }
  }

  onEnd(): void {
    const rows = [...this.rows.values()];
    if (rows.length === 0) return;
    if (process.env.BUNDLE_REPORT) {
      console.log(`\n${formatBudgetReport(rows).join('\n')}`);
      return;
    }
    const [heaviest] = rankRoutes(rows).ranked;
    if (heaviest) {
      console.log(
        `\nBundle budget: ${rows.length} routes measured, heaviest ${heaviest.route} at ${heaviest.kb.toFixed(1)} KB gzip (BUNDLE_REPORT=1 prints every route).`,
      );
    }
  }
}
