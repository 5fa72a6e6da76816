import {describe, expect, it} from 'vitest';
import {
  MAX_COMPARED,
  compareScenarios,
  formatDifference,
  groupRows,
  toggleCompared,
  type ComparisonRowSpec,
} from './compare';

interface Plan {
  readonly revenue: number;
  readonly margin: number;
  readonly billing: string;
}

const ROWS: readonly ComparisonRowSpec<Plan>[] = [
  {
    key: 'revenue',
    label: 'Revenue',
    group: 'Figures',
    kind: 'usd',
    read: (plan) => ({value: plan.revenue, text: `$${plan.revenue.toLocaleString('en-US')}`}),
  },
  {
    key: 'margin',
    label: 'Margin',
    group: 'Figures',
    kind: 'percent',
    read: (plan) => ({value: plan.margin, text: `${plan.margin.toFixed(1)}%`}),
  },
  {
    key: 'billing',
    label: 'Billing',
    group: 'Assumptions',
    kind: 'text',
    read: (plan) => ({value: null, text: plan.billing}),
  },
];

describe('compareScenarios', () => {
  it('marks each figure that differs from the first scenario, with the difference', () => {
    const rows = compareScenarios(
      [
        {revenue: 5_000_000, margin: 21.74, billing: 'monthly'},
        {revenue: 20_000_000, margin: 21.7, billing: 'annual'},
        {revenue: 5_000_000, margin: 18.26, billing: 'monthly'},
      ],
      ROWS,
    );
    expect(rows).toEqual([
      {
        key: 'revenue',
        label: 'Revenue',
        group: 'Figures',
        differs: true,
        cells: [
          {text: '$5,000,000', differs: false, difference: null},
          {text: '$20,000,000', differs: true, difference: '+$15,000,000'},
          {text: '$5,000,000', differs: false, difference: null},
        ],
      },
      {
        key: 'margin',
        label: 'Margin',
        group: 'Figures',
        differs: true,
        cells: [
          // 21.74 and 21.70 both show as 21.7%: not a difference a reader could see.
          {text: '21.7%', differs: false, difference: null},
          {text: '21.7%', differs: false, difference: null},
          // 18.3% − 21.7% as shown = −3.4 points.
          {text: '18.3%', differs: true, difference: '−3.4 points'},
        ],
      },
      {
        key: 'billing',
        label: 'Billing',
        group: 'Assumptions',
        differs: true,
        cells: [
          {text: 'monthly', differs: false, difference: null},
          {text: 'annual', differs: true, difference: null},
          {text: 'monthly', differs: false, difference: null},
        ],
      },
    ]);
  });

  it('marks nothing when the scenarios agree', () => {
    const same = {revenue: 1, margin: 1, billing: 'monthly'};
    expect(compareScenarios([same, same], ROWS).some((row) => row.differs)).toBe(false);
  });

  it('groups the rows in the order they come', () => {
    const rows = compareScenarios([{revenue: 1, margin: 1, billing: 'a'}], ROWS);
    expect(groupRows(rows).map((group) => [group.group, group.rows.length])).toEqual([
      ['Figures', 2],
      ['Assumptions', 1],
    ]);
  });
});

describe('formatDifference', () => {
  it('says a difference in the figure’s own unit, signed', () => {
    expect(formatDifference('usd', 325_000)).toBe('+$325,000');
    expect(formatDifference('usd', -12_000)).toBe('−$12,000');
    expect(formatDifference('percent', 1.25)).toBe('+1.3 points');
    expect(formatDifference('multiple', -10.6)).toBe('−10.6x');
    expect(formatDifference('number', 250)).toBe('+250');
    expect(formatDifference('text', 1)).toBeNull();
    expect(formatDifference('usd', Number.NaN)).toBeNull();
  });
});

describe('toggleCompared', () => {
  it('adds and removes in the order chosen, and refuses a fifth', () => {
    let selected: readonly string[] = [];
    for (const id of ['a', 'b', 'c', 'd']) selected = toggleCompared(selected, id);
    expect(selected).toEqual(['a', 'b', 'c', 'd']);
    expect(selected).toHaveLength(MAX_COMPARED);
    expect(toggleCompared(selected, 'e')).toBe(selected);
    expect(toggleCompared(selected, 'b')).toEqual(['a', 'c', 'd']);
  });
});
