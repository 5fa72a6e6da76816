/**
 * Parsing of numbers typed or pasted into form fields. Every calculator parses its inputs
 * here, once, at the edge; formulas only ever see finite numbers.
 *
 * Accepted: surrounding spaces, a leading currency sign ($, £, €), thousands separators
 * ("1,200.50" or "5 000 000"), a trailing "%", a leading "+" or "-", decimals, and exponents
 * ("5e6"). Rejected with a message: letters, several decimal points, misplaced commas,
 * values too large to compute with, and anything else that is not one plain number.
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
}

/** Largest magnitude accepted by default: far above any business figure, far below overflow. */
export const MAX_INPUT_MAGNITUDE = 1e15;

const CURRENCY = /^[$£€]/;
// Digits with optional comma or space thousands groups, optional decimals, optional exponent.
const PLAIN_NUMBER = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?:[  ]\d{3})+)?(?:\.\d+)?(?:e[+-]?\d+)?$/i;

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
  let rest = text.trim();
  if (rest === '') return {kind: 'empty'};

  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1).trimStart();
  }
  rest = rest.replace(CURRENCY, '').trimStart();
  // "-$5" and "$-5" are both written by people.
  if (sign === 1 && rest.startsWith('-')) {
    sign = -1;
    rest = rest.slice(1).trimStart();
  }
  if (rest.endsWith('%')) rest = rest.slice(0, -1).trimEnd();

  const hasDigit = /\d/.test(rest);
  if (!hasDigit || !PLAIN_NUMBER.test(rest) || /^e/i.test(rest)) {
    return {
      kind: 'invalid',
      reason: 'notANumber',
      message: 'Enter a number, for example 1,250,000 or 12.5.',
    };
  }
  const magnitude = Number(rest.replace(/[,  ]/g, ''));
  if (!Number.isFinite(magnitude) || magnitude > MAX_INPUT_MAGNITUDE) {
    return {kind: 'invalid', reason: 'tooLarge', message: 'This number is too large to work with.'};
  }
  const value = magnitude === 0 ? 0 : sign * magnitude;

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
