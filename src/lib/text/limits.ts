/**
 * The longest text any field of the free tools holds (the worksheet's answers take the
 * most). Text read from storage or from a shared link is held to it as well, so that no
 * stored or crafted text costs the page more to lay out than one a visitor could type.
 */
export const MAX_FIELD_TEXT = 2000;

/** Whether a text is within what a field holds. */
export function withinFieldLimit(text: string): boolean {
  return text.length <= MAX_FIELD_TEXT;
}
