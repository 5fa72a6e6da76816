import {describe, expect, it} from 'vitest';
import {decodeShared, encodeShared} from '../share/link';
import {STANDARD_ASSUMPTIONS} from './assumptions';
import {ROI_COMPARISON_SHARE, ROI_SCENARIOS_RECORD, readScenario, scenarioQuery} from './record';

const BASE = {
  id: 'a1',
  name: 'Base case',
  savedAt: '2025-03-04T10:00:00.000Z',
  values: {revenue: 5_000_000, margin: 25, customers: 200, skus: 1_000, salesReps: null},
  assumptions: STANDARD_ASSUMPTIONS,
};

const GROWTH = {
  ...BASE,
  id: 'b2',
  name: 'Growth',
  values: {...BASE.values, revenue: 20_000_000, salesReps: 6},
  assumptions: {...STANDARD_ASSUMPTIONS, marginRecoveryRate: 0.01, billing: 'annual' as const},
};

describe('readScenario', () => {
  it('reads a scenario as it is saved', () => {
    expect(readScenario(JSON.parse(JSON.stringify(GROWTH)))).toEqual({ok: true, entry: GROWTH});
  });

  it('refuses what could not be calculated, with the reason', () => {
    const reasons = [
      [null, 'Not a saved scenario.'],
      [{...BASE, id: ''}, 'No id.'],
      [{...BASE, name: 3}, 'No name.'],
      [{...BASE, savedAt: undefined}, 'No date.'],
      [
        {...BASE, values: {...BASE.values, revenue: 0}},
        'Its figures are missing or cannot be calculated.',
      ],
      [
        {...BASE, values: {...BASE.values, margin: 120}},
        'Its figures are missing or cannot be calculated.',
      ],
      [
        {...BASE, values: {...BASE.values, skus: '1000'}},
        'Its figures are missing or cannot be calculated.',
      ],
      [{...BASE, assumptions: undefined}, 'Its assumptions are missing or out of range.'],
      [
        {...BASE, assumptions: {...STANDARD_ASSUMPTIONS, billing: 'weekly'}},
        'Its assumptions are missing or out of range.',
      ],
      [
        {...BASE, assumptions: {...STANDARD_ASSUMPTIONS, marginRecoveryRate: 1.5}},
        'Its assumptions are missing or out of range.',
      ],
      [
        {...BASE, assumptions: {...STANDARD_ASSUMPTIONS, maxHoursPerWeek: 169}},
        'Its assumptions are missing or out of range.',
      ],
    ] as const;
    for (const [item, reason] of reasons) {
      expect(readScenario(item), reason).toEqual({ok: false, reason});
    }
  });
});

describe('ROI_SCENARIOS_RECORD', () => {
  it('keeps the readable scenarios and sets the odd one aside', () => {
    const odd = {id: 'old', name: 'Old', savedAt: '2024-01-01', revenue: 1};
    const decoded = ROI_SCENARIOS_RECORD.decode([BASE, odd, GROWTH]);
    expect(decoded.value).toEqual([BASE, GROWTH]);
    expect(decoded.setAside).toEqual([
      {
        where: 'saved scenario 2',
        reason: 'Its figures are missing or cannot be calculated.',
        value: odd,
      },
    ]);
  });
});

describe('the comparison link', () => {
  it('writes each scenario as its name and query, only changed assumptions named', () => {
    expect(scenarioQuery(BASE.values, BASE.assumptions)).toBe(
      'revenue=5000000&margin=25&customers=200&skus=1000',
    );
    expect(ROI_COMPARISON_SHARE.toCompact([BASE, GROWTH])).toEqual([
      ['Base case', 'revenue=5000000&margin=25&customers=200&skus=1000'],
      [
        'Growth',
        'revenue=20000000&margin=25&customers=200&skus=1000&salesReps=6&recoveryRate=1&billing=annual',
      ],
    ]);
  });

  it('reads back what it wrote', async () => {
    const token = await encodeShared(ROI_COMPARISON_SHARE, [BASE, GROWTH]);
    const reading = await decodeShared(ROI_COMPARISON_SHARE, token);
    expect(reading).toEqual({
      ok: true,
      state: [
        {name: BASE.name, values: BASE.values, assumptions: BASE.assumptions},
        {name: GROWTH.name, values: GROWTH.values, assumptions: GROWTH.assumptions},
      ],
    });
  });

  it('refuses one scenario, five, or one that does not calculate', () => {
    const query = scenarioQuery(BASE.values, BASE.assumptions);
    const {fromCompact} = ROI_COMPARISON_SHARE;
    expect(fromCompact([['A', query]])).toBeNull();
    expect(fromCompact(Array.from({length: 5}, (_, index) => [`S${index}`, query]))).toBeNull();
    expect(
      fromCompact([
        ['A', query],
        ['B', 'revenue=0&margin=25&customers=1&skus=1'],
      ]),
    ).toBeNull();
    expect(
      fromCompact([
        ['A', query],
        ['B', `${query}&recoveryRate=abc`],
      ]),
    ).toBeNull();
    expect(
      fromCompact([
        ['A', query],
        ['B', query],
      ]),
    ).toHaveLength(2);
  });
});
