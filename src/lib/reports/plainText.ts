/**
 * Small helpers for the plain-text files the kit pages offer (outlines, templates, the
 * toolkit pack): headings, word-wrapped paragraphs and bullet lists, with Windows-safe line
 * ends added only when the file is assembled.
 */

/** Line width of the generated text files. */
export const TEXT_WIDTH = 78;

/** A heading followed by a line of `char` of the same length. */
export function underline(title: string, char = '='): string[] {
  return [title, char.repeat(title.length)];
}

/**
 * Wraps `text` at word boundaries to at most `width` characters per line (a single longer
 * word stays whole), prefixing every line with `indent`; continuation lines use
 * `hangingIndent` when given.
 */
export function wrapText(
  text: string,
  width = TEXT_WIDTH,
  indent = '',
  hangingIndent = indent,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const prefix = lines.length === 0 ? indent : hangingIndent;
    const candidate = current ? `${current} ${word}` : word;
    if (current && prefix.length + candidate.length > width) {
      lines.push(prefix + current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push((lines.length === 0 ? indent : hangingIndent) + current);
  return lines;
}

/** A bullet list ("- item"), each item wrapped with its continuation lines aligned. */
export function bulletList(items: readonly string[], indent = '', width = TEXT_WIDTH): string[] {
  return items.flatMap((item) => wrapText(item, width, `${indent}- `, `${indent}  `));
}

/** Joins lines into a file: CRLF line ends (Notepad-safe) and a final newline. */
export function toTextFile(lines: readonly string[]): string {
  return `${lines.join('\r\n')}\r\n`;
}
