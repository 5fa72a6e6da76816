import {describe, expect, it} from 'vitest';
import {
  BASE_SCENARIO as BASE,
  GROWTH_SCENARIO as GROWTH,
} from '@site/tests/unit/support/roiScenarios';
import {decodeShared, encodeShared} from '../share/link';
import {ROI_COMPARISON_SHARE, scenarioQuery} from './link';

describe('scenarioQuery', () => {
  it('writes the figures, then only the assumptions changed from the standard', () => {
    expect(scenarioQuery(BASE.values, BASE.assumptions)).toBe(
      'revenue=5000000&margin=25&customers=200&skus=1000',
    );
    expect(scenarioQuery(GROWTH.values, GROWTH.assumptions)).toBe(
      'revenue=20000000&margin=25&customers=200&skus=1000&salesReps=6&recoveryRate=1&billing=annual',
    );
  });
});

describe('the comparison link', () => {
  it('writes each scenario as its name and query', () => {
    expect(ROI_COMPARISON_SHARE.toCompact([BASE, GROWTH])).toEqual([
      ['Base case', scenarioQuery(BASE.values, BASE.assumptions)],
      ['Growth', scenarioQuery(GROWTH.values, GROWTH.assumptions)],
    ]);
  });

  it('reads back what it wrote', async () => {
    const token = await encodeShared(ROI_COMPARISON_SHARE, [BASE, GROWTH]);
    expect(await decodeShared(ROI_COMPARISON_SHARE, token)).toEqual({
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
