import {describe, expect, it} from 'vitest';
import {rovingIndex} from './roving';

describe('rovingIndex', () => {
  it('moves down and up a vertical group, wrapping at the ends', () => {
    expect(rovingIndex('ArrowDown', 0, 6)).toBe(1);
    expect(rovingIndex('ArrowDown', 5, 6)).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 6)).toBe(5);
    expect(rovingIndex('ArrowUp', 3, 6)).toBe(2);
  });
  it('moves left and right in a horizontal group and ignores vertical arrows there', () => {
    expect(rovingIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });
  it('accepts all four arrows when oriented both ways', () => {
    expect(rovingIndex('ArrowDown', 0, 3, 'both')).toBe(1);
    expect(rovingIndex('ArrowRight', 0, 3, 'both')).toBe(1);
    expect(rovingIndex('ArrowLeft', 0, 3, 'both')).toBe(2);
  });
  it('jumps to the first and last item', () => {
    expect(rovingIndex('Home', 4, 6)).toBe(0);
    expect(rovingIndex('End', 1, 6)).toBe(5);
  });
  it('ignores other keys and empty groups', () => {
    expect(rovingIndex('Enter', 2, 6)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
