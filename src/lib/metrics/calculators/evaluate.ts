/** Turns a calculator's field texts into results, or into the messages to show instead. */
import {readField} from '../inputs';
import type {CalculatorSpec, CalculatorValues, Evaluation} from './types';

/** The text each input starts with: the worked example of the page. */
export function exampleTexts(spec: CalculatorSpec): Record<string, string> {
  return Object.fromEntries(spec.inputs.map((input) => [input.id, input.example]));
}

/** Message shown beside a required field left blank. */
export const MISSING_MESSAGE = 'Enter a value to see the result.';

/**
 * Validates every field of `spec` and, when all are usable, computes the results. A blank
 * required field, an unreadable number, a value outside the field's rules or a
 * contradiction between fields gives `incomplete` with a message per field; results are
 * never computed from partial input, so no NaN ever reaches the page.
 */
export function evaluateCalculator(
  spec: CalculatorSpec,
  texts: Readonly<Record<string, string>>,
): Evaluation {
  const numbers = new Map<string, number>();
  const choices = new Map<string, string>();
  const errors: Record<string, string> = {};
  const missing: string[] = [];

  for (const input of spec.inputs) {
    const text = texts[input.id] ?? '';
    if (input.kind === 'choice') {
      const known = input.options.some((option) => option.value === text);
      choices.set(input.id, known ? text : input.example);
      continue;
    }
    const reading = readField(text, input.rules);
    if (reading.kind === 'value') numbers.set(input.id, reading.value);
    else if (reading.kind === 'invalid') errors[input.id] = reading.message;
    else if (!input.optional) {
      errors[input.id] = MISSING_MESSAGE;
      missing.push(input.label);
    }
  }
  if (Object.keys(errors).length > 0) return {kind: 'incomplete', errors, missing};

  const values: CalculatorValues = {
    number(id) {
      const value = numbers.get(id);
      if (value === undefined) throw new Error(`${spec.slug}: no number for "${id}"`);
      return value;
    },
    optional: (id) => numbers.get(id),
    choice(id) {
      const value = choices.get(id);
      if (value === undefined) throw new Error(`${spec.slug}: no choice for "${id}"`);
      return value;
    },
  };
  const computed = spec.compute(values);
  if (computed.errors && Object.keys(computed.errors).length > 0) {
    return {kind: 'incomplete', errors: computed.errors, missing: []};
  }
  return {
    kind: 'result',
    lines: computed.lines,
    verdict: computed.verdict,
    notes: computed.notes ?? [],
  };
}
