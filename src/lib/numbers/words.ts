/**
 * Small counts in words, as running text writes them ("ten times your monthly fee"); larger
 * or fractional numbers stay in digits.
 */
import {formatNumber} from './format';

const WORDS = [
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
] as const;

/** 10 → "ten"; whole numbers from 0 to 12 in words, anything else in digits ("25", "2.5"). */
export function countInWords(value: number): string {
  return (Number.isInteger(value) && WORDS[value]) || formatNumber(value, 2);
}
