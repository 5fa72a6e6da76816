import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import type {SectionCopy} from './types';

/**
 * A section whose heading names how many things it lists: "{count}" and "{Count}" in its
 * title and intro become the length of its list `key` in words ("four", "Four"), so the
 * heading cannot drift from the list.
 */
export function counted<const S extends SectionCopy, K extends keyof S>(
  section: S & {readonly [P in K]: readonly unknown[]},
  key: K,
): S {
  const words = countInWords(section[key].length);
  const fill = (text: string): string =>
    text.replace(/\{count\}/g, words).replace(/\{Count\}/g, capitalised(words));
  return {...section, title: fill(section.title), intro: fill(section.intro)};
}
