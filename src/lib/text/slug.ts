/**
 * The anchor of a heading, from its text, the way the docs' Markdown headings get theirs
 * (GitHub's rule): lower case, punctuation dropped, spaces to hyphens.
 * "See your industry's use cases on your own data" → "see-your-industrys-use-cases-on-your-own-data".
 */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
