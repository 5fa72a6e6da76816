/** Small helpers for writing lists and sentences out of data. */

/** "A", "A and B", "A, B and C"; the conjunction may be another word ("A, B or C"). */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The text with its first letter in capitals, for a word that opens a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
