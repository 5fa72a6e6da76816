/** Turns a calculator's field texts into results, or into the messages to show instead. */
import {formatNumber} from '@site/src/lib/numbers/format';
import {readField} from '../inputs';
import type {Calculator, CalculatorValues, Evaluation, InputSpec} from './types';

/** Decimals an example figure is shown with: as many as it has, up to six. */
const EXAMPLE_DECIMALS = 6;

/** The text a field starts with: its worked-example figure as a visitor would type it. */
function exampleText(input: InputSpec, value: number | string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return input.kind === 'choice' ? String(value) : formatNumber(value, EXAMPLE_DECIMALS);
}

/** The text each input starts with: the worked example of the page. */
export function exampleTexts(calculator: Calculator): Record<string, string> {
  return Object.fromEntries(
    calculator.inputs.map((input) => [input.id, exampleText(input, calculator.example[input.id])]),
  );
}

/** Message shown beside a required field left blank. */
export const MISSING_MESSAGE = 'Enter a value to see the result.';

/**
 * Validates every field of `calculator` and, when all are usable, computes the results. A
 * blank required field, an unreadable number, a value outside the field's rules or a
 * contradiction between fields gives `incomplete` with a message per field; results are
 * never computed from partial input, so no NaN ever reaches the page.
 */
export function evaluateCalculator<Id extends string>(
  calculator: Calculator<Id>,
  texts: Readonly<Record<string, string>>,
): Evaluation {
  const numbers = new Map<string, number>();
  const choices = new Map<string, string>();
  const errors: Record<string, string> = {};
  const missing: string[] = [];

  for (const input of calculator.inputs) {
    const text = texts[input.id] ?? '';
    if (input.kind === 'choice') {
      const known = input.options.some((option) => option.value === text);
      const fallback = String(calculator.example[input.id] ?? input.options[0]?.value ?? '');
      choices.set(input.id, known ? text : fallback);
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

  const values: CalculatorValues<Id> = {
    number(id) {
      const value = numbers.get(id);
      if (value === undefined) throw new Error(`${calculator.title}: no number for "${id}"`);
      return value;
    },
    optional: (id) => numbers.get(id),
    choice(id) {
      const value = choices.get(id);
      if (value === undefined) throw new Error(`${calculator.title}: no choice for "${id}"`);
      return value;
    },
  };
  const computed = calculator.compute(values);
  const fieldErrors = Object.entries(computed.errors ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (fieldErrors.length > 0) {
    return {kind: 'incomplete', errors: Object.fromEntries(fieldErrors), missing: []};
  }
  return {
    kind: 'result',
    lines: computed.lines,
    verdict: computed.verdict,
    notes: computed.notes ?? [],
  };
}
