/**
 * What a number field read, said back to the visitor beside the field ("read as
 * $5,000,000") when the text is a shorthand ("5M", "250k", "5e6", "(1,000)", "12,5") rather
 * than the plain figure, so that a misread shows before it becomes a result.
 */
import {formatNumber, formatUsd, formatUsdCents} from './format';
import {readNumberText} from './parse';

/** What a field holds: US dollars, a percentage, or any other number (a count, days). */
export type NumberUnit = 'usd' | 'percent' | 'number';

/** Decimals a read-back shows at most: enough for any figure a person types. */
const MAX_DECIMALS = 6;

/** A value as the field's unit writes it: "$5,000,000", "$1,200.50", "12.5%", "2,500". */
export function formatReading(value: number, unit: NumberUnit): string {
  if (unit === 'usd') return Number.isInteger(value) ? formatUsd(value) : formatUsdCents(value);
  const figure = formatNumber(value, MAX_DECIMALS);
  return unit === 'percent' ? `${figure}%` : figure;
}

/**
 * "read as $5,000,000" for a text written in a shorthand; undefined when the text is the
 * plain figure already, is empty, or reads as no number (the field's own message says so).
 */
export function readBack(text: string, unit: NumberUnit): string | undefined {
  const read = readNumberText(text);
  if (!read || read.plain) return undefined;
  return `read as ${formatReading(read.value, unit)}`;
}
