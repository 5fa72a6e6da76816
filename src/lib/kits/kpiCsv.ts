/**
 * The Commercial Dashboard Kit's KPI list as CSV, for a finance team to paste into its own
 * KPI definitions sheet.
 */
import {encodeCsv} from '@site/src/lib/csv/write';
import type {Kpi} from '@site/src/data/kits/kpis';

export const KPI_CSV_FILE = 'commercial-kpi-definitions.csv';

export const KPI_CSV_HEADER = [
  'KPI',
  'Question it answers',
  'Formula',
  'Benchmark',
  'Review',
  'Explained at',
] as const;

/** One row per KPI; `routeOf` gives each KPI's page, made absolute with `siteUrl`. */
export function kpiRows(
  kpis: readonly Kpi[],
  siteUrl: string,
  routeOf: (kpi: Kpi) => string,
): string[][] {
  return [
    [...KPI_CSV_HEADER],
    ...kpis.map((kpi) => [
      kpi.name,
      kpi.question,
      kpi.formula,
      kpi.benchmark,
      kpi.review,
      `${siteUrl}${routeOf(kpi)}`,
    ]),
  ];
}

/** {@link kpiRows} as CSV text (see `encodeCsv`). */
export function kpiCsv(kpis: readonly Kpi[], siteUrl: string, routeOf: (kpi: Kpi) => string) {
  return encodeCsv(kpiRows(kpis, siteUrl, routeOf));
}
