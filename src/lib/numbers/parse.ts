/**
 * Parsing of numbers typed or pasted into form fields, and of the figures in imported files.
 * Every calculator parses its inputs here, once, at the edge; formulas only ever see finite
 * numbers.
 *
 * Accepted, as people write amounts:
 * - surrounding spaces, thousands separators ("1,200.50", "5 000 000", "1'234.50"), decimals
 *   and exponents ("5e6");
 * - a currency before or after the figure, with or without a space: "$5", "$ 3,000", "5 €",
 *   "US$5", "USD 5,000" (also £, €, EUR, GBP);
 * - a magnitude after the figure: k or thousand (×1,000), m, mm, mn, mil or million
 *   (×1,000,000), b, bn or billion (×1,000,000,000): "250k", "2.5m", "$1.2bn", "1.5 million";
 * - a trailing "%" (the figure is then the percentage: "25%" reads as 25);
 * - negatives written with a leading "-" (before or after the currency), in accounting
 *   brackets "(1,000)", or with a trailing minus "1,000-" as some ledgers export them;
 * - a decimal comma where it cannot be a thousands separator: "12,5" and "1.234,50" read as
 *   12.5 and 1234.5 (a comma followed by three digits is always a thousands separator, as in
 *   "1,250"). Files written with decimal commas throughout are read with `decimalComma`.
 *
 * Rejected with a message: letters, several decimal points, misplaced separators, a sign or
 * a currency given twice, brackets that do not pair, values too large to compute with, and
 * anything else that is not one number.
 */

export type ParsedNumber =
  | {readonly kind: 'empty'}
  | {readonly kind: 'number'; readonly value: number}
  | {readonly kind: 'invalid'; readonly message: string};

/** Why a text was rejected, for forms that treat some failures differently from others. */
export type InvalidReason = 'notANumber' | 'tooLarge' | 'belowMin' | 'aboveMax' | 'notInteger';

/** {@link ParsedNumber} with the reason of a rejection (see {@link checkNumberInput}). */
export type CheckedNumber =
  | {readonly kind: 'empty'}
  | {readonly kind: 'number'; readonly value: number}
  | {readonly kind: 'invalid'; readonly reason: InvalidReason; readonly message: string};

export interface ParseOptions {
  /** Allow values below zero (default false: negatives are rejected with a message). */
  readonly allowNegative?: boolean;
  /** Require a whole number. */
  readonly integer?: boolean;
  /** Largest accepted value (inclusive). */
  readonly max?: number;
  /** Smallest accepted value (inclusive); defaults to 0 unless negatives are allowed. */
  readonly min?: number;
  /**
   * The text writes decimals with a comma and may group thousands with dots, as spreadsheets
   * set to most European languages do: "1.234,50" and "1,5" read as 1234.5 and 1.5, and
   * "1.234" as 1234. By default a comma groups thousands unless it cannot (see the module
   * note).
   */
  readonly decimalComma?: boolean;
}

/** Largest magnitude accepted by default: far above any business figure, far below overflow. */
export const MAX_INPUT_MAGNITUDE = 1e15;

const NOT_A_NUMBER = 'Enter a number, for example 1,250,000 or 12.5.';

const CURRENCY = String.raw`(?:US\$|[$£€]|USD|EUR|GBP)`;
const LEADING_CURRENCY = new RegExp(`^${CURRENCY}`, 'i');
const TRAILING_CURRENCY = new RegExp(`${CURRENCY}$`, 'i');

/** Powers of ten a word or letter after the figure stands for. */
const MAGNITUDE = /(?<![a-z])(k|thousand|m|mm|mn|mil|million|b|bn|billion)$/i;
const POWER_OF: Readonly<Record<string, number>> = {
  k: 3,
  thousand: 3,
  m: 6,
  mm: 6,
  mn: 6,
  mil: 6,
  million: 6,
  b: 9,
  bn: 9,
  billion: 9,
};

// Thousands may be grouped with a comma, a space (plain, no-break or narrow no-break) or an
// apostrophe; a decimal-comma figure may group them with dots instead of commas.
const SPACE_GROUPS = String.raw`\d{1,3}(?:[ \u00a0\u202f'’]\d{3})+`;
/** A figure with a decimal point: "1,200.50", "5 000 000", ".5", "5e6". */
const POINT_FIGURE = new RegExp(
  String.raw`^(?:\d+|\d{1,3}(?:,\d{3})+|${SPACE_GROUPS})?(?:\.\d+)?(?:e[+-]?\d+)?$`,
  'i',
);
/** A figure with a decimal comma: "1.234,50", "1 234,5", "12,5", "1.234". */
const COMMA_FIGURE = new RegExp(String.raw`^(?:\d+|\d{1,3}(?:\.\d{3})+|${SPACE_GROUPS})(?:,\d+)?$`);
/** A decimal comma that cannot be a thousands separator: one or two digits after it. */
const PLAIN_DECIMAL_COMMA = new RegExp(
  String.raw`^(?:\d+|\d{1,3}(?:\.\d{3})+|${SPACE_GROUPS}),\d{1,2}$`,
);

/** What the text of a number says, before any option is applied. */
type Scan =
  | {readonly kind: 'empty'}
  | {readonly kind: 'notANumber'}
  | {readonly kind: 'tooLarge'}
  | {
      readonly kind: 'number';
      readonly value: number;
      /** Written as the plain figure (digits, separators, sign, currency or percent only). */
      readonly plain: boolean;
    };

/**
 * The decimal digits of a figure, separators removed ("1.234,50" → "1234.50"), and whether
 * its comma was read as the decimal separator; null when it is not one figure.
 */
function digitsOf(
  figure: string,
  decimalComma: boolean | 'auto',
): {readonly digits: string; readonly comma: boolean} | null {
  const comma =
    decimalComma === true || (decimalComma === 'auto' && PLAIN_DECIMAL_COMMA.test(figure));
  if (comma) {
    return COMMA_FIGURE.test(figure)
      ? {digits: figure.replace(/[. \u00a0\u202f'’]/g, '').replace(',', '.'), comma: true}
      : null;
  }
  return POINT_FIGURE.test(figure) && /^[\d.]/.test(figure)
    ? {digits: figure.replace(/[, \u00a0\u202f'’]/g, ''), comma: false}
    : null;
}

/** What is written around the figure. */
interface Marks {
  /** The figure left once the marks are taken off. */
  readonly figure: string;
  readonly negative: boolean;
  /** Written with accounting brackets or a trailing minus. */
  readonly ledgerSign: boolean;
}

/**
 * Takes the sign, currency, brackets and percent sign off a text, or returns null when they
 * contradict each other (two signs, unpaired brackets, a currency and a percent sign).
 */
function marksOf(text: string): Marks | null {
  let rest = text;
  let signs = 0;
  let negative = false;
  let open = false;
  let ledgerSign = false;
  let currency = false;
  let percent = false;
  // Before the figure: a sign, a currency and an opening bracket, each at most once, in any
  // order ("-$5", "$-5", "($5)", "$(5)").
  for (let step = 0; step < 3; step += 1) {
    const first = rest.charAt(0);
    if (first === '-' || first === '+') {
      signs += 1;
      negative = first === '-';
      rest = rest.slice(1).trimStart();
    } else if (first === '(' && !open) {
      open = true;
      rest = rest.slice(1).trimStart();
    } else if (!currency && LEADING_CURRENCY.test(rest)) {
      currency = true;
      rest = rest.replace(LEADING_CURRENCY, '').trimStart();
    } else {
      break;
    }
  }
  // After it: the closing bracket, a trailing minus, a percent sign and a currency.
  for (let step = 0; step < 4; step += 1) {
    const last = rest.charAt(rest.length - 1);
    if (last === ')' && open) {
      open = false;
      ledgerSign = true;
      signs += 1;
      negative = true;
      rest = rest.slice(0, -1).trimEnd();
    } else if (last === '-' && !ledgerSign && rest.length > 1) {
      ledgerSign = true;
      signs += 1;
      negative = true;
      rest = rest.slice(0, -1).trimEnd();
    } else if (last === '%' && !percent) {
      percent = true;
      rest = rest.slice(0, -1).trimEnd();
    } else if (!currency && TRAILING_CURRENCY.test(rest)) {
      currency = true;
      rest = rest.replace(TRAILING_CURRENCY, '').trimEnd();
    } else {
      break;
    }
  }
  if (open || signs > 1 || (percent && currency)) return null;
  // A magnitude names an amount, not a percentage ("5k%" is no number).
  if (percent && MAGNITUDE.test(rest)) return null;
  return {figure: rest, negative, ledgerSign};
}

/** Reads the text of one number, before any option about its range is applied. */
function scan(text: string, decimalComma: boolean | 'auto'): Scan {
  // A typographic minus (U+2212) is pasted from documents as often as a hyphen.
  const trimmed = text.trim().replace(/\u2212/g, '-');
  if (trimmed === '') return {kind: 'empty'};
  const marks = marksOf(trimmed);
  if (!marks) return {kind: 'notANumber'};

  let figure = marks.figure;
  const magnitude = MAGNITUDE.exec(figure);
  const power = magnitude ? (POWER_OF[(magnitude[1] ?? '').toLowerCase()] ?? 0) : 0;
  if (magnitude) figure = figure.slice(0, magnitude.index).trimEnd();
  const read = digitsOf(figure, decimalComma);
  const exponent = read !== null && /e/i.test(read.digits);
  if (!read || !/\d/.test(read.digits) || (magnitude && exponent)) return {kind: 'notANumber'};

  const size = Number(power > 0 ? `${read.digits}e${power}` : read.digits);
  if (!Number.isFinite(size) || size > MAX_INPUT_MAGNITUDE) return {kind: 'tooLarge'};
  return {
    kind: 'number',
    value: size === 0 ? 0 : marks.negative ? -size : size,
    plain: !magnitude && !exponent && !marks.ledgerSign && !read.comma,
  };
}

/** Parses one field's text. Never returns NaN or an infinite value. */
export function parseNumberInput(text: string, options: ParseOptions = {}): ParsedNumber {
  const checked = checkNumberInput(text, options);
  return checked.kind === 'invalid' ? {kind: 'invalid', message: checked.message} : checked;
}

/**
 * {@link parseNumberInput}, also saying why a text was rejected: a form can then count
 * letters as 0 (`notANumber`) while refusing a negative (`belowMin`) or an overflow
 * (`tooLarge`).
 */
export function checkNumberInput(text: string, options: ParseOptions = {}): CheckedNumber {
  const scanned = scan(text, options.decimalComma ?? 'auto');
  if (scanned.kind === 'empty') return {kind: 'empty'};
  if (scanned.kind === 'notANumber') {
    return {kind: 'invalid', reason: 'notANumber', message: NOT_A_NUMBER};
  }
  if (scanned.kind === 'tooLarge') {
    return {kind: 'invalid', reason: 'tooLarge', message: 'This number is too large to work with.'};
  }
  const {value} = scanned;
  const min = options.min ?? (options.allowNegative ? -MAX_INPUT_MAGNITUDE : 0);
  if (value < min) {
    return {
      kind: 'invalid',
      reason: 'belowMin',
      message:
        min === 0 ? 'Enter zero or a positive number.' : `Enter a number of at least ${min}.`,
    };
  }
  if (options.max !== undefined && value > options.max) {
    return {
      kind: 'invalid',
      reason: 'aboveMax',
      message: `Enter a number no greater than ${options.max}.`,
    };
  }
  if (options.integer && !Number.isInteger(value)) {
    return {kind: 'invalid', reason: 'notInteger', message: 'Enter a whole number.'};
  }
  return {kind: 'number', value};
}

/**
 * The number a text reads as, whatever its range, and whether it was written as that plain
 * figure ("5,000,000", "$5,000,000") rather than in a shorthand the reader may want to see
 * read back ("5M", "5e6", "(1,000)", "12,5"); null when it reads as no number.
 */
export function readNumberText(
  text: string,
  options: Pick<ParseOptions, 'decimalComma'> = {},
): {readonly value: number; readonly plain: boolean} | null {
  const scanned = scan(text, options.decimalComma ?? 'auto');
  return scanned.kind === 'number' ? {value: scanned.value, plain: scanned.plain} : null;
}

/**
 * The lenient reading the free tools use: blank or unreadable text counts as 0. The
 * `countedAsZero` flag lets the field tell the visitor so.
 */
export function numberOrZero(
  text: string,
  options: ParseOptions = {},
): {readonly value: number; readonly countedAsZero: boolean; readonly message?: string} {
  const parsed = parseNumberInput(text, options);
  if (parsed.kind === 'number') return {value: parsed.value, countedAsZero: false};
  if (parsed.kind === 'empty') return {value: 0, countedAsZero: false};
  return {value: 0, countedAsZero: true, message: parsed.message};
}

/**
 * `parseInt`-style reading for whole-number fields (frequency, recency): the leading whole
 * number of a valid entry, truncating any decimals, or 0.
 */
export function integerOrZero(text: string): number {
  const parsed = parseNumberInput(text, {allowNegative: true});
  return parsed.kind === 'number' ? Math.trunc(parsed.value) : 0;
}
