/**
 * Tells a visitor's own move into the search box from the search plugin's deferred one.
 *
 * The local search plugin loads its index when the search box gets focus, and focuses the
 * box again when the index has loaded, even if the visitor has moved on meanwhile (for
 * instance tabbed past the box on the way to a form field). A focus that the visitor caused
 * follows their key press or pointer press within the same moment; the plugin's comes later.
 */

/** A focus this long (ms) after the visitor's last key or pointer press is not theirs. */
export const INTENT_WINDOW_MS = 100;

export interface FocusHistory {
  /** When the search box last lost focus to another element, or null if it has not. */
  readonly leftAt: number | null;
  /** When the visitor last pressed Tab, a shortcut key, or a pointer on the search box. */
  readonly intentAt: number | null;
}

/**
 * Whether the search box getting focus now is the plugin's deferred refocus: the visitor had
 * left the box, and did nothing just now that would bring focus back to it.
 */
export function isDeferredRefocus({leftAt, intentAt}: FocusHistory, now: number): boolean {
  if (leftAt === null) return false;
  return intentAt === null || now - intentAt > INTENT_WINDOW_MS;
}

/** Keys with which a visitor moves focus (Tab) or calls up the search box (Ctrl/⌘+K, /). */
export function isFocusIntentKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  if (event.key === 'Tab' || event.key === '/') return true;
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}
