import {describe, expect, it} from 'vitest';
import {STANDARD_ASSUMPTIONS} from './assumptions';
import {BASE_SCENARIO, GROWTH_SCENARIO} from '@site/tests/unit/support/roiScenarios';
import {ROI_SCENARIOS_RECORD, readScenario} from './record';

const BASE = BASE_SCENARIO;
const GROWTH = GROWTH_SCENARIO;

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
