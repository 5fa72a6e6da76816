import {describe, expect, it} from 'vitest';
import {PROFITABILITY_FIELDS} from '@site/src/lib/profitability/profitability';
import {CALCULATOR_GROUPS, COST_LINE_LABELS} from './profitabilityCalculator';

describe('profitability calculator fields', () => {
  const fields = CALCULATOR_GROUPS.flatMap((group) => group.fields);
  it('shows each of the eighteen fields once, in the order of the specification', () => {
    expect(fields.map((entry) => entry.field)).toEqual([...PROFITABILITY_FIELDS]);
  });
  it('labels every field, including the account hourly rate and retention cost', () => {
    const labels = Object.fromEntries(fields.map((entry) => [entry.field, entry.label]));
    expect(labels.hourlyAccountRate).toBe('Account management hourly rate');
    expect(labels.retentionCost).toBe('Retention cost');
    expect(new Set(Object.values(labels)).size).toBe(18);
  });
  it('steps the rate fields by 0.1', () => {
    const stepped = fields.filter((entry) => entry.step === 0.1).map((entry) => entry.field);
    expect(stepped).toEqual([
      'paymentProcessingRate',
      'hourlyServiceRate',
      'hourlyAccountRate',
      'badDebtRate',
      'returnRate',
    ]);
  });
  it('names the thirteen cost lines', () => {
    expect(Object.keys(COST_LINE_LABELS)).toHaveLength(13);
  });
});
