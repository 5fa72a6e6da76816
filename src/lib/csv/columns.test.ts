import {describe, expect, it} from 'vitest';
import {
  candidateColumns,
  headerForms,
  headerKey,
  proposeMapping,
  unusedColumns,
  type ImportColumn,
} from './columns';

const COLUMNS: readonly ImportColumn<'name' | 'amount'>[] = [
  {key: 'name', label: 'Name', type: 'text', aliases: ['Customer Name', 'Customer', 'Name']},
  {key: 'amount', label: 'Amount', type: 'number', aliases: ['Revenue', 'Sales']},
];

describe('headerKey', () => {
  it('ignores case, accents, punctuation and spacing, and spells out symbols', () => {
    expect(headerKey('  Customer_NAME ')).toBe('customer name');
    expect(headerKey('Société')).toBe('societe');
    expect(headerKey('GM%')).toBe('gm percent');
    expect(headerKey('Margin pct')).toBe('margin percent');
    expect(headerKey('# of Orders')).toBe('number of orders');
    expect(headerKey('No. of Orders')).toBe('number of orders');
    expect(headerKey('Nr of Orders')).toBe('number of orders');
    expect(headerKey('R&D')).toBe('r and d');
    expect(headerKey('Sales ($)')).toBe('sales usd');
  });
});

describe('headerForms', () => {
  it('reads a header whole, without its bracketed note, then without units and scope words', () => {
    expect(headerForms('Revenue (USD)')).toEqual(['revenue usd', 'revenue']);
    expect(headerForms('Net Sales YTD 2024')).toEqual(['net sales ytd 2024', 'sales']);
    expect(headerForms('Turnover ex VAT')).toEqual(['turnover ex vat', 'turnover']);
    expect(headerForms('Revenue in $')).toEqual(['revenue in usd', 'revenue']);
    expect(headerForms('Sales Rep')).toEqual(['sales rep']);
    expect(headerForms('Customer ID')).toEqual(['customer id']);
    expect(headerForms('Total')).toEqual(['total']);
  });
});

describe('proposeMapping', () => {
  it('matches whole names only, never a header by its start', () => {
    expect(
      proposeMapping(['Customer ID', 'Customer Name', 'Sales Rep', 'Revenue'], COLUMNS),
    ).toEqual({name: 1, amount: 3});
    expect(proposeMapping(['Customer Number', 'Salesperson', 'Sales Region'], COLUMNS)).toEqual({
      name: null,
      amount: null,
    });
  });
  it('prefers the more specific alias, then the more literal form, then the leftmost column', () => {
    expect(proposeMapping(['Customer', 'Customer Name'], COLUMNS).name).toBe(1);
    expect(proposeMapping(['Sales', 'Revenue'], COLUMNS).amount).toBe(1);
    expect(candidateColumns(['Revenue 2023', 'Revenue', 'Revenue 2024'], COLUMNS[1]!)).toEqual([
      1, 0, 2,
    ]);
  });
  it('gives each header cell to one column at most', () => {
    const both: readonly ImportColumn<'a' | 'b'>[] = [
      {key: 'a', label: 'A', type: 'text', aliases: ['Name']},
      {key: 'b', label: 'B', type: 'text', aliases: ['Name']},
    ];
    expect(proposeMapping(['Name'], both)).toEqual({a: 0, b: null});
  });
});

describe('unusedColumns', () => {
  it('lists the named header cells no column reads', () => {
    expect(unusedColumns(['ID', 'Name', '', 'Region'], {name: 1, amount: null})).toEqual([
      'ID',
      'Region',
    ]);
  });
});
