import {describe, expect, it} from 'vitest';
import {IMPLEMENTATION_STEPS, RFM_PARTS, SEGMENT_STRATEGIES} from './customerSegmentation';

describe('customer segmentation guide content', () => {
  it('has four strategy cards, one per segment other than New', () => {
    expect(SEGMENT_STRATEGIES.map((card) => card.segment)).toEqual([
      'Champion',
      'Loyal',
      'Potential',
      'At Risk',
    ]);
    for (const card of SEGMENT_STRATEGIES) expect(card.actions.length).toBeGreaterThanOrEqual(3);
  });
  it('explains recency, frequency, monetary value and profitability', () => {
    expect(RFM_PARTS.map((part) => part.title)).toEqual([
      'Recency',
      'Frequency',
      'Monetary value',
      'Profitability',
    ]);
  });
  it('has five implementation steps', () => {
    expect(IMPLEMENTATION_STEPS).toHaveLength(5);
  });
});
