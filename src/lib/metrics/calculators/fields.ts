/** Builders for the common kinds of calculator input, so each calculator reads as a list. */
import type {FieldRules} from '../inputs';
import type {NumberInputSpec} from './types';

type Extra = Partial<Omit<NumberInputSpec, 'kind' | 'id' | 'label'>>;

function field<const Id extends string>(
  id: Id,
  label: string,
  base: Extra,
  extra: Extra,
): NumberInputSpec<Id> {
  const rules: FieldRules = {...base.rules, ...extra.rules};
  return {kind: 'number', id, label, ...base, ...extra, rules};
}

/** An amount of money in dollars, zero or more. */
export function money<const Id extends string>(id: Id, label: string, extra: Extra = {}) {
  return field(id, label, {prefix: '$'}, extra);
}

/** A percentage from 0 to 100, stepping by 0.1. */
export function percent<const Id extends string>(id: Id, label: string, extra: Extra = {}) {
  return field(id, label, {suffix: '%', step: 0.1, rules: {max: 100}}, extra);
}

/** A whole-number count, zero or more. */
export function count<const Id extends string>(id: Id, label: string, extra: Extra = {}) {
  return field(id, label, {step: 1, inputMode: 'numeric', rules: {integer: true}}, extra);
}

/** A number of days, zero or more. */
export function days<const Id extends string>(id: Id, label: string, extra: Extra = {}) {
  return field(id, label, {suffix: 'days', step: 1}, extra);
}

/** Any other quantity, zero or more (orders per year, years). */
export function quantity<const Id extends string>(id: Id, label: string, extra: Extra = {}) {
  return field(id, label, {}, extra);
}
