/**
 * Reading a calculator field: the text the visitor typed, checked against the field's
 * rules, becomes a finite number or a message to show beside the field. Builds on the
 * site-wide parser (`src/lib/numbers/parse.ts`).
 */
import {parseNumberInput} from '@site/src/lib/numbers/parse';

export interface FieldRules {
  /** The value must be above zero (it divides another figure). */
  readonly positive?: boolean;
  /** Smallest accepted value, inclusive (default 0). */
  readonly min?: number;
  /** Largest accepted value, inclusive. */
  readonly max?: number;
  /** A count or a score: whole numbers only. */
  readonly integer?: boolean;
  /** Values below zero are meaningful (a loss, a negative change). */
  readonly allowNegative?: boolean;
}

export type FieldReading =
  | {readonly kind: 'value'; readonly value: number}
  | {readonly kind: 'empty'}
  | {readonly kind: 'invalid'; readonly message: string};

/** Reads one field. Never returns NaN or an infinite value. */
export function readField(text: string, rules: FieldRules = {}): FieldReading {
  const parsed = parseNumberInput(text, {
    allowNegative: rules.allowNegative,
    integer: rules.integer,
    min: rules.min,
    max: rules.max,
  });
  if (parsed.kind === 'empty') return {kind: 'empty'};
  if (parsed.kind === 'invalid') return {kind: 'invalid', message: parsed.message};
  if (rules.positive && parsed.value <= 0) {
    return {kind: 'invalid', message: 'Enter a number above zero.'};
  }
  return {kind: 'value', value: parsed.value};
}
