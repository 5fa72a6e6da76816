import {describe, expect, it} from 'vitest';
import {
  DEFAULT_CUSTOMER_SORT,
  customerRows,
  nextSort,
  sortCustomers,
  statusLabel,
  unprofitableCount,
} from './customers';
import {customersCsv} from './customersCsv';
import {PROFITABILITY_DEFAULTS, type SavedCalculation} from './profitability';

function saved(id: string, name: string, fields: Record<string, string>): SavedCalculation {
  return {
    id,
    name,
    savedAt: '2025-03-04T10:00:00.000Z',
    fields: {...PROFITABILITY_DEFAULTS, ...fields},
  };
}

// Acme: the calculator's worked example. Costs 60,000 + 5,000 + 2,900 (2.9%) + 1,000 (20 h ×
// $50) + 750 (10 h × $75) + 3,000 + 1,000 + 500 + 410.96 (30 days at 5%) + 500 (0.5%) + 2,000
// (2%) + 800 + 400 = 78,260.96; profit 21,739.04; margin 21.7%: excellent.
const ACME = saved('a', 'Acme Trading', {
  annualRevenue: '100,000',
  productCost: '60000',
  shippingCost: '5000',
  salesCommission: '3000',
  customerServiceHours: '20',
  accountManagementHours: '10',
  acquisitionCost: '1000',
  retentionCost: '500',
  customizationCosts: '800',
  specialHandlingCosts: '400',
});
// Brown: 60,000 + 2,320 + 328.77 + 400 + 1,600 = 64,648.77 of 80,000; profit 15,351.23; 19.2%: good.
const BROWN = saved('b', 'Brown & Co', {annualRevenue: '80000', productCost: '60000'});
// Cole: 60,000 + 1,450 + 205.48 + 250 + 1,000 = 62,905.48 of 50,000; profit −12,905.48; −25.8%.
const COLE = saved('c', 'Cole Industrial', {annualRevenue: '50000', productCost: '60000'});

const rows = customerRows([ACME, BROWN, COLE]);

describe('customerRows', () => {
  it('works out each saved calculation, to the cent', () => {
    expect(
      rows.map((row) => [
        row.name,
        row.revenue,
        Math.round(row.totalCosts * 100) / 100,
        Math.round(row.profit * 100) / 100,
        Math.round(row.margin * 10) / 10,
        row.status,
      ]),
    ).toEqual([
      ['Acme Trading', 100_000, 78_260.96, 21_739.04, 21.7, 'excellent'],
      ['Brown & Co', 80_000, 64_648.77, 15_351.23, 19.2, 'good'],
      ['Cole Industrial', 50_000, 62_905.48, -12_905.48, -25.8, 'unprofitable'],
    ]);
    expect(unprofitableCount(rows)).toBe(1);
    expect(statusLabel('unprofitable')).toBe('Unprofitable');
  });
});

describe('sortCustomers', () => {
  const names = (column: Parameters<typeof nextSort>[1], direction: 'ascending' | 'descending') =>
    sortCustomers(rows, {column, direction}).map((row) => row.name);

  it('starts with the lowest margin, so the accounts that lose money lead', () => {
    expect(sortCustomers(rows, DEFAULT_CUSTOMER_SORT).map((row) => row.name)).toEqual([
      'Cole Industrial',
      'Brown & Co',
      'Acme Trading',
    ]);
  });

  it('sorts by any column, either way', () => {
    expect(names('name', 'ascending')).toEqual(['Acme Trading', 'Brown & Co', 'Cole Industrial']);
    expect(names('revenue', 'descending')).toEqual([
      'Acme Trading',
      'Brown & Co',
      'Cole Industrial',
    ]);
    expect(names('totalCosts', 'ascending')).toEqual([
      'Cole Industrial',
      'Brown & Co',
      'Acme Trading',
    ]);
    expect(names('profit', 'ascending')).toEqual(['Cole Industrial', 'Brown & Co', 'Acme Trading']);
    expect(names('status', 'descending')).toEqual([
      'Acme Trading',
      'Brown & Co',
      'Cole Industrial',
    ]);
  });

  it('keeps ties in name order', () => {
    const twins = customerRows([saved('x', 'Zeta', {}), saved('y', 'Alpha', {})]);
    expect(
      sortCustomers(twins, {column: 'profit', direction: 'descending'}).map((row) => row.name),
    ).toEqual(['Alpha', 'Zeta']);
  });

  it('turns the same column the other way, and starts another lowest first', () => {
    expect(nextSort(DEFAULT_CUSTOMER_SORT, 'margin')).toEqual({
      column: 'margin',
      direction: 'descending',
    });
    expect(nextSort({column: 'margin', direction: 'descending'}, 'profit')).toEqual({
      column: 'profit',
      direction: 'ascending',
    });
  });
});

describe('customersCsv', () => {
  it('writes a heading row and one row per customer, amounts to the cent, in the order given', () => {
    expect(customersCsv(sortCustomers(rows, DEFAULT_CUSTOMER_SORT))).toBe(
      [
        'Customer,Revenue (USD),Total costs (USD),Profit (USD),Margin (%),Status',
        'Cole Industrial,50000,62905.48,-12905.48,-25.8,Unprofitable',
        'Brown & Co,80000,64648.77,15351.23,19.2,Good',
        'Acme Trading,100000,78260.96,21739.04,21.7,Excellent',
        '',
      ].join('\r\n'),
    );
  });

  it('keeps a customer name that looks like a formula from running in a spreadsheet', () => {
    const [row] = customerRows([saved('f', '=HYPERLINK("x")', {annualRevenue: '1'})]);
    expect(customersCsv(row ? [row] : [])).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
