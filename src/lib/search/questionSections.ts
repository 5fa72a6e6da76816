/**
 * Which section of a page each of its questions is about, worked out at build time from the
 * words a question shares with each section's heading and text: "how much notice should we
 * give before a price increase" belongs to "Communicating price changes", whose text speaks of
 * notice and increases, though its heading says neither. The search box, which has no text,
 * lands a result whose query matches such a question on that section.
 *
 * A question shares words with a section when they use the same kept forms (`Reader.term`).
 * Words used in few of the page's sections say more about which one it is, so each counts by
 * its rarity among them; a word in a heading counts twice. A question goes to the best section
 * only when it shares at least `MIN_SHARED_WORDS` with it and that section clearly leads
 * (`LEAD`); otherwise it stays with the page as a whole.
 */
import {termsOf, type Reader} from './language';

/** The least number of distinct words a question shares with the section it goes to. */
export const MIN_SHARED_WORDS = 2;
/** How far the best section's score must lead the next one's. */
export const LEAD = 1.5;
/** A word of the heading counts this many times a word of the section's text. */
export const HEADING_WEIGHT = 2;

export interface PageSection {
  readonly heading: string;
  /** The section's text, each stretch under its heading. */
  readonly texts: readonly string[];
}

/**
 * For each question, the index of the section it is about in `sections`, or -1 when no
 * section clearly is.
 */
export function questionSections(
  questions: readonly string[],
  sections: readonly PageSection[],
  reader: Reader,
): number[] {
  if (sections.length < 2) return questions.map(() => -1);
  const headingTerms = sections.map((section) => new Set(termsOf(section.heading, reader)));
  const textTerms = sections.map(
    (section) => new Set(section.texts.flatMap((text) => termsOf(text, reader))),
  );
  const sectionsUsing = (term: string) =>
    sections.filter((_, index) => headingTerms[index]?.has(term) || textTerms[index]?.has(term))
      .length;
  return questions.map((question) => {
    const terms = [...new Set(termsOf(question, reader))];
    const scores = sections.map((_, index) => {
      let score = 0;
      let shared = 0;
      for (const term of terms) {
        const weight = headingTerms[index]?.has(term)
          ? HEADING_WEIGHT
          : textTerms[index]?.has(term)
            ? 1
            : 0;
        if (weight === 0) continue;
        shared += 1;
        score += weight * Math.log((sections.length + 1) / sectionsUsing(term));
      }
      return {index, score, shared};
    });
    scores.sort((a, b) => b.score - a.score);
    const [best, next] = scores;
    if (!best || best.shared < MIN_SHARED_WORDS || best.score <= 0) return -1;
    return next && best.score < LEAD * next.score ? -1 : best.index;
  });
}
