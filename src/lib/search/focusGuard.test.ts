import {describe, expect, it} from 'vitest';
import {isSearchShortcut} from './focusGuard';

describe('isSearchShortcut', () => {
  const key = (k: string, modifiers: {ctrlKey?: boolean; metaKey?: boolean} = {}) => ({
    key: k,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: modifiers.metaKey ?? false,
  });

  it('counts Ctrl+K, Cmd+K and the slash', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('/'))).toBe(true);
  });

  it('does not count typing or moving focus', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('Tab'))).toBe(false);
    expect(isSearchShortcut(key(' '))).toBe(false);
  });
});
