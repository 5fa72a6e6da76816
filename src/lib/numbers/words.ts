/**
 * Figures written as words, for prose that reads better with "six templates" or "a fifth"
 * than with digits, while the figure itself stays computed.
 */
import {formatNumber, formatPercent} from './format';

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** "six" → "Six", for a word that opens a sentence or a title. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A whole count from zero to ninety-nine in words ("six", "twenty-four"); any other number in
 * digits with thousands separators ("800", "1,200", "2.5").
 */
export function countInWords(count: number): string {
  if (!Number.isInteger(count) || count < 0 || count > 99) {
    return formatNumber(count, Number.isInteger(count) ? 0 : 2);
  }
  const unit = UNITS[count];
  if (unit) return unit;
  const tens = TENS[Math.floor(count / 10)] ?? '';
  const rest = count % 10;
  return rest === 0 ? tens : `${tens}-${UNITS[rest]}`;
}

/**
 * A word or number with "a" or "an" before it, by how it sounds: "an eighteen-page", "an 8",
 * "a twelve", "a 12", "a one-off". A number is judged by its name in words; a word by its
 * first letter, with "u" taken as the "you" sound ("a unit") and "one" as a "w".
 */
export function withArticle(text: string): string {
  const leading = /^\d[\d,]*/.exec(text)?.[0];
  const spoken = leading ? spokenNumber(Number(leading.replace(/,/g, ''))) : text.toLowerCase();
  // "one" and "once" open with a "w" sound.
  const vowelSound = /^[aeio]/.test(spoken) && !/^one\b|^once/.test(spoken);
  return `${vowelSound ? 'an' : 'a'} ${text}`;
}

/** How a whole number is said, far enough to know its first sound. */
function spokenNumber(value: number): string {
  if (value < 100) return countInWords(value);
  // 100 to 999 start with their hundreds ("eight hundred"); larger numbers with their leading
  // group ("eleven thousand", "eighteen million").
  const groups = [1e9, 1e6, 1e3, 100];
  const scale = groups.find((size) => value >= size) ?? 1;
  return countInWords(Math.floor(value / scale));
}

/** Simple fractions and how prose says them, as shares in percent. */
const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [10, 'a tenth'],
  [20, 'a fifth'],
  [25, 'a quarter'],
  [100 / 3, 'a third'],
  [40, 'two-fifths'],
  [50, 'half'],
  [60, 'three-fifths'],
  [200 / 3, 'two-thirds'],
  [75, 'three-quarters'],
  [80, 'four-fifths'],
];

/** How far (relative) a share may sit from a simple fraction to be "about" it. */
const ABOUT = 0.05;

/**
 * A share in percent as a simple fraction in words: 20 → "a fifth", 25 → "a quarter",
 * 21 → "about a fifth". A share more than 5% (of the fraction) away from every simple fraction is written
 * as a whole percentage ("44%").
 */
export function shareInWords(percent: number): string {
  if (!Number.isFinite(percent)) return formatPercent(percent, 0);
  let nearest: (typeof FRACTIONS)[number] | undefined;
  for (const fraction of FRACTIONS) {
    if (!nearest || Math.abs(percent - fraction[0]) < Math.abs(percent - nearest[0])) {
      nearest = fraction;
    }
  }
  if (!nearest) return formatPercent(percent, 0);
  const [share, words] = nearest;
  const offBy = Math.abs(percent - share) / share;
  if (offBy < 1e-9) return words;
  return offBy <= ABOUT ? `about ${words}` : formatPercent(percent, 0);
}

/**
 * A count in digits with its noun, singular for exactly one: "1 customer", "20,000
 * customers", "0 saved calculations".
 */
export function counted(count: number, [singular, plural]: readonly [string, string]): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
