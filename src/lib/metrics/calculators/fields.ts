/** Builders for the common kinds of calculator input, so each calculator reads as a list. */
import type {FieldRules} from '../inputs';
import type {NumberInputSpec} from './types';

type Extra = Partial<Omit<NumberInputSpec, 'kind' | 'id' | 'label' | 'example'>>;

function field(
  id: string,
  label: string,
  example: string,
  base: Partial<NumberInputSpec>,
  extra: Extra,
): NumberInputSpec {
  const rules: FieldRules = {...base.rules, ...extra.rules};
  return {kind: 'number', id, label, example, ...base, ...extra, rules};
}

/** An amount of money in dollars, zero or more. */
export function money(id: string, label: string, example: string, extra: Extra = {}) {
  return field(id, label, example, {prefix: '$'}, extra);
}

/** A percentage from 0 to 100, stepping by 0.1. */
export function percent(id: string, label: string, example: string, extra: Extra = {}) {
  return field(id, label, example, {suffix: '%', step: 0.1, rules: {max: 100}}, extra);
}

/** A whole-number count, zero or more. */
export function count(id: string, label: string, example: string, extra: Extra = {}) {
  return field(id, label, example, {step: 1, inputMode: 'numeric', rules: {integer: true}}, extra);
}

/** A number of days, zero or more. */
export function days(id: string, label: string, example: string, extra: Extra = {}) {
  return field(id, label, example, {suffix: 'days', step: 1}, extra);
}

/** Any other quantity, zero or more (orders per year, years). */
export function quantity(id: string, label: string, example: string, extra: Extra = {}) {
  return field(id, label, example, {}, extra);
}
