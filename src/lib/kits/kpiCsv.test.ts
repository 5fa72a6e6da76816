import {describe, expect, it} from 'vitest';
import {KPIS, kpiBySlug, kpiRoute} from '@site/src/data/kits/kpis';
import {parseCsv} from '@site/src/lib/csv/csv';
import {KPI_CSV_HEADER, kpiCsv, kpiRows} from './kpiCsv';

describe('kpiCsv', () => {
  const csv = kpiCsv(KPIS, 'https://www.example.com', kpiRoute);

  it('has a header and one row per KPI, with the page address', () => {
    const rows = kpiRows(KPIS, 'https://www.example.com', kpiRoute);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual([...KPI_CSV_HEADER]);
    expect(rows[1]?.[0]).toBe('Gross Margin per Product');
    expect(rows[1]?.[5]).toBe('https://www.example.com/business-numbers/gross-margin-per-product');
  });
  it('round-trips through the CSV reader, commas and quotes included', () => {
    expect(parseCsv(csv)).toMatchObject({
      ok: true,
      rows: kpiRows(KPIS, 'https://www.example.com', kpiRoute),
    });
    // A benchmark with commas in it is written as one quoted field.
    const benchmark = kpiBySlug('gross-margin-per-product').benchmark;
    expect(benchmark).toContain(',');
    expect(csv).toContain(`"${benchmark}"`);
  });
});
