import {describe, expect, it} from 'vitest';
import {INTENT_WINDOW_MS, isDeferredRefocus, isFocusIntentKey} from './focusGuard';

describe('isDeferredRefocus', () => {
  it('lets the first focus through: the visitor never left the box', () => {
    expect(isDeferredRefocus({leftAt: null, intentAt: null}, 5_000)).toBe(false);
  });

  it('lets a focus through that follows a key or pointer press at once', () => {
    expect(isDeferredRefocus({leftAt: 1_000, intentAt: 4_990}, 5_000)).toBe(false);
    expect(isDeferredRefocus({leftAt: 1_000, intentAt: 5_000 - INTENT_WINDOW_MS}, 5_000)).toBe(
      false,
    );
  });

  it('catches a focus that comes later, after the visitor left the box', () => {
    expect(isDeferredRefocus({leftAt: 1_000, intentAt: 900}, 5_000)).toBe(true);
    expect(isDeferredRefocus({leftAt: 1_000, intentAt: null}, 5_000)).toBe(true);
    expect(isDeferredRefocus({leftAt: 1_000, intentAt: 5_000 - INTENT_WINDOW_MS - 1}, 5_000)).toBe(
      true,
    );
  });
});

describe('isFocusIntentKey', () => {
  const key = (k: string, modifiers: {ctrlKey?: boolean; metaKey?: boolean} = {}) => ({
    key: k,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: modifiers.metaKey ?? false,
  });

  it('counts Tab, the slash and Ctrl/Cmd+K', () => {
    expect(isFocusIntentKey(key('Tab'))).toBe(true);
    expect(isFocusIntentKey(key('/'))).toBe(true);
    expect(isFocusIntentKey(key('k', {ctrlKey: true}))).toBe(true);
    expect(isFocusIntentKey(key('K', {metaKey: true}))).toBe(true);
  });

  it('does not count typing', () => {
    expect(isFocusIntentKey(key('k'))).toBe(false);
    expect(isFocusIntentKey(key(' '))).toBe(false);
    expect(isFocusIntentKey(key('Enter'))).toBe(false);
  });
});
