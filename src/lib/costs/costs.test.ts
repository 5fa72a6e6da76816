import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {parseCsv} from '@site/src/lib/csv/csv';
import {
  DEFAULT_COST_LISTS,
  NEW_COST_ITEM,
  addCostItem,
  costSummary,
  costTemplateCsv,
  readAmount,
  removeCostItem,
  updateCostItem,
  type CostItem,
} from './costs';

const lines = (...amounts: string[]): CostItem[] =>
  amounts.map((amount, index) => ({name: `Cost ${index + 1}`, amount}));

describe('the default lists', () => {
  it('start with the seven named costs of the specification, each 0', () => {
    expect(DEFAULT_COST_LISTS.direct).toEqual([
      {name: 'Raw Materials', amount: '0'},
      {name: 'Direct Labor', amount: '0'},
      {name: 'Manufacturing Supplies', amount: '0'},
    ]);
    expect(DEFAULT_COST_LISTS.indirect).toEqual([
      {name: 'Rent & Utilities', amount: '0'},
      {name: 'Insurance', amount: '0'},
      {name: 'Administrative Salaries', amount: '0'},
      {name: 'Marketing & Advertising', amount: '0'},
    ]);
  });
});

describe('adding, changing and removing lines', () => {
  it('adds a line with a blank name and amount 0', () => {
    const list = addCostItem(DEFAULT_COST_LISTS.direct);
    expect(list).toHaveLength(4);
    expect(list[3]).toEqual({name: '', amount: '0'});
    expect(NEW_COST_ITEM).toEqual({name: '', amount: '0'});
  });
  it('removes by index only the line at that index', () => {
    const list = lines('1', '2', '3');
    expect(removeCostItem(list, 1).map((entry) => entry.amount)).toEqual(['1', '3']);
    expect(removeCostItem(list, 0).map((entry) => entry.amount)).toEqual(['2', '3']);
    expect(removeCostItem(list, 5)).toEqual(list);
    // Two lines with the same name: only the one at the index goes.
    const twins = [NEW_COST_ITEM, NEW_COST_ITEM];
    expect(removeCostItem(twins, 0)).toHaveLength(1);
  });
  it('changes one line', () => {
    const list = updateCostItem(lines('1', '2'), 1, {name: 'Freight'});
    expect(list[1]).toEqual({name: 'Freight', amount: '2'});
    expect(list[0]).toEqual({name: 'Cost 1', amount: '1'});
  });
});

describe('readAmount', () => {
  it('reads typed amounts; blank is 0, unreadable or negative is 0 with a notice', () => {
    expect(readAmount('1,200.50')).toEqual({value: 1200.5});
    expect(readAmount('$300')).toEqual({value: 300});
    expect(readAmount('')).toEqual({value: 0});
    expect(readAmount('ten')).toEqual({
      value: 0,
      notice: 'Enter a number, for example 1,250,000 or 12.5. Counted as 0.',
    });
    expect(readAmount('-40').notice).toBe('Enter zero or a positive number. Counted as 0.');
  });
});

describe('costSummary', () => {
  it('shows no shares while the total is 0', () => {
    expect(costSummary(DEFAULT_COST_LISTS)).toEqual({
      directTotal: 0,
      indirectTotal: 0,
      total: 0,
      directShare: null,
      indirectShare: null,
    });
  });
  it('totals to the cent and gives shares to 1 decimal', () => {
    const summary = costSummary({
      direct: lines('1000.10', '250.005'),
      indirect: lines('500', 'abc', ''),
    });
    expect(summary.directTotal).toBe(1250.11); // 1,250.105 → 1,250.11
    expect(summary.indirectTotal).toBe(500);
    expect(summary.total).toBe(1750.11); // 1,750.105
    expect(summary.directShare).toBe(71.4); // 71.429
    expect(summary.indirectShare).toBe(28.6); // 28.571
  });
  it('gives 100.0 and 0.0 when one list holds everything', () => {
    const summary = costSummary({direct: lines('80'), indirect: lines('0')});
    expect(summary.directShare).toBe(100);
    expect(summary.indirectShare).toBe(0);
  });
  it('rounds shares half up at the first decimal', () => {
    // 1 of 8 = 12.5 %; 1 of 16 = 6.25 % → 6.3 %.
    expect(costSummary({direct: lines('1'), indirect: lines('7')}).directShare).toBe(12.5);
    expect(costSummary({direct: lines('1'), indirect: lines('15')}).directShare).toBe(6.3);
  });
  it('always gives finite totals and shares within 0 to 100', () => {
    const amount = fc.oneof(fc.string(), fc.double({min: 0, max: 1e15, noNaN: true}).map(String));
    const list = fc.array(fc.record({name: fc.string(), amount}), {maxLength: 8});
    fc.assert(
      fc.property(list, list, (direct, indirect) => {
        const summary = costSummary({direct, indirect});
        expect(
          [summary.directTotal, summary.indirectTotal, summary.total].every(Number.isFinite),
        ).toBe(true);
        for (const share of [summary.directShare, summary.indirectShare]) {
          if (share !== null) expect(share >= 0 && share <= 100).toBe(true);
        }
        expect(summary.directShare === null).toBe(summary.indirectShare === null);
        if (summary.total > 0) expect(summary.directShare).not.toBeNull();
      }),
      {numRuns: 1000},
    );
  });
});

describe('costTemplateCsv', () => {
  it('writes every line and the totals under a header row', () => {
    const csv = costTemplateCsv({
      direct: [
        {name: 'Raw Materials', amount: '3000'},
        {name: '', amount: '1000.5'},
      ],
      indirect: [{name: 'Rent & Utilities', amount: '1,000'}],
    });
    expect(csv).toBe(
      [
        'Category,Item,Amount (USD),Share of total (%)',
        'Direct,Raw Materials,3000,60',
        'Direct,Unnamed cost,1000.5,20',
        'Indirect,Rent & Utilities,1000,20',
        'Total,Direct costs,4000.5,80',
        'Total,Indirect costs,1000,20',
        'Total,All costs,5000.5,100',
        '',
      ].join('\r\n'),
    );
  });
  it('leaves shares empty while the total is 0, and reads back as a table', () => {
    const parsed = parseCsv(costTemplateCsv(DEFAULT_COST_LISTS));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(1 + 7 + 3);
    expect(parsed.rows[1]).toEqual(['Direct', 'Raw Materials', '0', '']);
    expect(parsed.rows[4]).toEqual(['Indirect', 'Rent & Utilities', '0', '']);
    expect(parsed.rows.every((row) => row.length === 4)).toBe(true);
  });
  it('quotes names with commas or quotes', () => {
    expect(
      costTemplateCsv({direct: [{name: 'Steel, "cold rolled"', amount: '5'}], indirect: []}),
    ).toContain('Direct,"Steel, ""cold rolled""",5,100\r\n');
  });
});
