/**
 * Keyboard movement across a group of controls (accordion headers, tabs): which index a key
 * moves focus to. Arrow keys wrap around; Home and End jump to the ends.
 */

export type Orientation = 'vertical' | 'horizontal' | 'both';

const FORWARD: Record<Orientation, readonly string[]> = {
  vertical: ['ArrowDown'],
  horizontal: ['ArrowRight'],
  both: ['ArrowDown', 'ArrowRight'],
};

const BACKWARD: Record<Orientation, readonly string[]> = {
  vertical: ['ArrowUp'],
  horizontal: ['ArrowLeft'],
  both: ['ArrowUp', 'ArrowLeft'],
};

/** The index `key` moves to from `current` among `count` items, or null if it is not a move. */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  orientation: Orientation = 'vertical',
): number | null {
  if (count <= 0) return null;
  if (FORWARD[orientation].includes(key)) return (current + 1) % count;
  if (BACKWARD[orientation].includes(key)) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
