import React from 'react';
import {describe, expect, it} from 'vitest';
import {textOfNode} from './nodeText';

describe('textOfNode', () => {
  it('gives the strings and numbers of a node in order, those of inner elements included', () => {
    expect(textOfNode('Churn rate')).toBe('Churn rate');
    expect(textOfNode(['Start with these ', 5])).toBe('Start with these 5');
    expect(
      textOfNode(['Growth plan', React.createElement('span', {key: 'b'}, 'Most popular')]),
    ).toBe('Growth plan Most popular');
  });
  it('shows nothing for booleans, null and undefined', () => {
    expect(textOfNode([null, false, undefined, 'A'])).toBe('A');
    expect(textOfNode(null)).toBe('');
  });
});
