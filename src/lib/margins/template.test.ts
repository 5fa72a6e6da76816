import {describe, expect, it} from 'vitest';
import {SAMPLE_LINES, TEMPLATE_COLUMNS} from '@site/src/data/kits/dashboard';
import {parseCsv} from '@site/src/lib/csv/csv';
import {templateCsv, templateRows} from './template';

describe('templateRows', () => {
  it('starts with the column headers', () => {
    const [header] = templateRows(TEMPLATE_COLUMNS, SAMPLE_LINES);
    expect(header).toEqual(TEMPLATE_COLUMNS.map((column) => column.header));
    expect(header?.at(-1)).toBe('Gross margin %');
  });
  it('fills the calculated columns: the first sample line', () => {
    const row = templateRows(TEMPLATE_COLUMNS, SAMPLE_LINES)[1];
    expect(row).toEqual([
      '2025-03',
      'Harbour Engineering',
      'Key account',
      'Stainless fixings, box of 500',
      'Fixings',
      '120',
      '48.00',
      '41.00',
      '26.50',
      '85.00',
      '4920.00',
      '840.00',
      '1655.00',
      '33.64',
    ]);
  });
});

describe('templateCsv', () => {
  it('quotes text containing commas and round-trips through the CSV reader', () => {
    const csv = templateCsv(TEMPLATE_COLUMNS, SAMPLE_LINES);
    expect(csv).toContain('"Stainless fixings, box of 500"');
    expect(csv.split('\r\n')).toHaveLength(SAMPLE_LINES.length + 2);
    expect(parseCsv(csv)).toMatchObject({
      ok: true,
      rows: templateRows(TEMPLATE_COLUMNS, SAMPLE_LINES),
    });
  });
  it('writes negative amounts as numbers, not as neutralised text', () => {
    const [first] = SAMPLE_LINES;
    if (!first) throw new Error('no sample line');
    // 120 units at $1 net, $30 cost and $85 freight: 120 − 3,600 − 85 = −3,565 profit.
    const loss = {...first, netPrice: 1, unitCost: 30};
    const csv = templateCsv(TEMPLATE_COLUMNS, [loss]);
    expect(csv).toContain(',-3565.00,-2970.83\r\n');
    expect(csv).not.toContain("'-");
  });
});
