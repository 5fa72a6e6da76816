/**
 * The ROI calculator's saved scenarios: each a named calculation (the visitor's figures and
 * the assumptions it was worked with), kept in this browser through the storage layer, and a
 * comparison of scenarios shared as a link.
 */
import {
  accept,
  decodeList,
  isPlainObject,
  reject,
  type EntryReading,
} from '@site/src/lib/storage/entries';
import type {RecordSchema} from '@site/src/lib/storage/record';
import {comparisonCodec} from '../scenarios/share';
import {
  ASSUMPTION_FIELDS,
  ASSUMPTION_SPECS,
  BILLINGS,
  assumptionsFromQuery,
  assumptionsQuery,
  type RoiAssumptions,
} from './assumptions';
import {readRoiForm, roiQueryString, roiValuesFromQuery, type RoiFormValues} from './form';

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

/** The address's query string of a scenario: its figures, then any assumption changed. */
export function scenarioQuery(values: RoiFormValues, assumptions: RoiAssumptions): string {
  return [roiQueryString(values), assumptionsQuery(assumptions)].filter(Boolean).join('&');
}

/**
 * A scenario's figures and assumptions read back from its query string, with the checks the
 * calculator applies to a link; null when they do not make a calculation.
 */
function fromQuery(query: string): Pick<RoiScenario, 'values' | 'assumptions'> | null {
  const values = roiValuesFromQuery(query);
  const assumptions = assumptionsFromQuery(query);
  return values && assumptions ? {values, assumptions} : null;
}

/** Whether a stored number is one a field could have given: finite, from 0 up. */
function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The stored figures, checked as the form checks them (revenue above 0, margin to 100%). */
function readValues(stored: unknown): RoiFormValues | null {
  if (!isPlainObject(stored)) return null;
  const {revenue, margin, customers, skus, salesReps} = stored;
  if (![revenue, margin, customers, skus].every(isAmount)) return null;
  if (salesReps !== null && !isAmount(salesReps)) return null;
  const text = {
    revenue: String(revenue),
    margin: String(margin),
    customers: String(customers),
    skus: String(skus),
    salesReps: salesReps === null ? '' : String(salesReps),
  };
  return readRoiForm(text).values;
}

/** The stored assumptions, each within the range its field accepts. */
function readAssumptionValues(stored: unknown): RoiAssumptions | null {
  if (!isPlainObject(stored)) return null;
  const billing = BILLINGS.find((candidate) => candidate === stored.billing);
  if (!billing) return null;
  const values = {billing} as Record<string, unknown>;
  for (const field of ASSUMPTION_FIELDS) {
    const {key, unit, max} = ASSUMPTION_SPECS[field];
    const value = stored[key];
    if (!isAmount(value)) return null;
    const inFieldUnit = unit === 'percent' ? value * 100 : value;
    if (max !== undefined && inFieldUnit > max) return null;
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

/** A scenario as a comparison link holds it: its name, figures and assumptions. */
export type SharedScenario = Pick<RoiScenario, 'name' | 'values' | 'assumptions'>;

/**
 * A comparison shared as a link: two to four scenarios, each written as its name and its
 * query string (`[["Base","revenue=5000000&…"],["Growth","revenue=20000000&…&recoveryRate=1"]]`),
 * and read back through the same checks as the calculator's own link.
 */
export const ROI_COMPARISON_SHARE = comparisonCodec<SharedScenario>({
  toCompact: (scenario) => [scenario.name, scenarioQuery(scenario.values, scenario.assumptions)],
  fromCompact: (compact) => {
    if (!Array.isArray(compact) || compact.length !== 2) return null;
    const [name, query] = compact as unknown[];
    if (typeof name !== 'string' || typeof query !== 'string') return null;
    const read = fromQuery(query);
    return read ? {name, ...read} : null;
  },
});
