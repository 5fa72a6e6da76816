/**
 * The ROI calculator's saved scenarios: each a named calculation (the visitor's figures and
 * the assumptions it was worked with), kept in this browser through the storage layer. The
 * "your data" page reads this record too, so it depends on nothing heavier than the rules
 * of the fields (`limits.ts`); a comparison shared as a link is `link.ts`.
 */
import {
  accept,
  decodeList,
  isPlainObject,
  reject,
  type EntryReading,
} from '@site/src/lib/storage/entries';
import type {RecordSchema} from '@site/src/lib/storage/record';
import type {RoiAssumptions} from './assumptions';
import type {RoiFormValues} from './form';
import {ASSUMPTION_LIMITS, BILLINGS, MAX_MARGIN_PERCENT} from './limits';

/** A calculation saved under a name. */
export interface RoiScenario {
  readonly id: string;
  readonly name: string;
  /** When it was saved, ISO 8601. */
  readonly savedAt: string;
  /** The visitor's figures. */
  readonly values: RoiFormValues;
  readonly assumptions: RoiAssumptions;
}

/** Most scenarios the list is built to show. */
export const MAX_SCENARIOS = 200;

/** Whether a stored number is one a field could have given: finite, from 0 up. */
function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The stored figures, within the form's rules: revenue above 0, a margin up to 100%. */
function readValues(stored: unknown): RoiFormValues | null {
  if (!isPlainObject(stored)) return null;
  const {revenue, margin, customers, skus, salesReps} = stored;
  if (!isAmount(revenue) || !isAmount(margin) || !isAmount(customers) || !isAmount(skus)) {
    return null;
  }
  if (salesReps !== null && !isAmount(salesReps)) return null;
  if (!(revenue > 0) || margin > MAX_MARGIN_PERCENT) return null;
  return {revenue, margin, customers, skus, salesReps};
}

/** The stored assumptions, each within the range its field accepts. */
function readAssumptionValues(stored: unknown): RoiAssumptions | null {
  if (!isPlainObject(stored)) return null;
  const billing = BILLINGS.find((candidate) => candidate === stored.billing);
  if (!billing) return null;
  const values = {billing} as Record<string, unknown>;
  for (const [key, max] of Object.entries(ASSUMPTION_LIMITS)) {
    const value = stored[key];
    if (!isAmount(value) || value > max) return null;
    values[key] = value;
  }
  return values as unknown as RoiAssumptions;
}

/** A stored scenario: an id, a name, the time it was saved, its figures and assumptions. */
export function readScenario(item: unknown): EntryReading<RoiScenario> {
  if (!isPlainObject(item)) return reject('Not a saved scenario.');
  const {id, name, savedAt} = item;
  if (typeof id !== 'string' || id === '') return reject('No id.');
  if (typeof name !== 'string') return reject('No name.');
  if (typeof savedAt !== 'string') return reject('No date.');
  const values = readValues(item.values);
  if (!values) return reject('Its figures are missing or cannot be calculated.');
  const assumptions = readAssumptionValues(item.assumptions);
  if (!assumptions) return reject('Its assumptions are missing or out of range.');
  return accept({id, name, savedAt, values, assumptions});
}

const NO_SCENARIOS: readonly RoiScenario[] = Object.freeze([]);

export const ROI_SCENARIOS_RECORD: RecordSchema<readonly RoiScenario[]> = {
  key: 'tools.roi-calculator.scenarios',
  label: 'ROI calculator: saved scenarios',
  version: 1,
  initial: NO_SCENARIOS,
  decode: (data) =>
    decodeList(data, {
      read: readScenario,
      where: (index) => `saved scenario ${index + 1}`,
      label: 'saved scenarios',
    }),
  limit: {
    count: (list) => list.length,
    max: MAX_SCENARIOS,
    trim: (list, max) => list.slice(0, max),
    noun: ['saved scenario', 'saved scenarios'],
  },
};
