import {describe, expect, it} from 'vitest';
import {capitalise, joinList} from './list';

describe('joinList', () => {
  it('joins with commas and the conjunction before the last item', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['A'])).toBe('A');
    expect(joinList(['A', 'B'])).toBe('A and B');
    expect(joinList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(joinList(['$1', '$2', '$3'], 'or')).toBe('$1, $2 or $3');
  });
});

describe('capitalise', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('ten hours')).toBe('Ten hours');
    expect(capitalise('')).toBe('');
    expect(capitalise('$500')).toBe('$500');
  });
});
