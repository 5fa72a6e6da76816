/**
 * How the customer profitability calculator keeps its fields and saved calculations in this
 * browser, and shares a calculation as a link.
 */
import {comparisonCodec} from '@site/src/lib/scenarios/share';
import type {ShareCodec} from '@site/src/lib/share/link';
import {
  accept,
  decodeList,
  decodeTextFields,
  isPlainObject,
  readText,
  reject,
  unknownFields,
  type EntryReading,
} from '@site/src/lib/storage/entries';
import type {RecordSchema} from '@site/src/lib/storage/record';
import {
  PROFITABILITY_DEFAULTS,
  PROFITABILITY_FIELDS,
  type ProfitabilityField,
  type ProfitabilityText,
  type SavedCalculation,
} from './profitability';

/** Most saved calculations the list is built to show. */
export const MAX_SAVED_CALCULATIONS = 200;

export const PROFITABILITY_FIELDS_RECORD: RecordSchema<ProfitabilityText> = {
  key: 'tools.profitability-calculator.current',
  label: 'Customer profitability calculator: current figures',
  version: 1,
  initial: PROFITABILITY_DEFAULTS,
  legacy: [{key: 'tools.profitability-calculator.current.v1', version: 1}],
  decode: (data) =>
    decodeTextFields<ProfitabilityField>(data, PROFITABILITY_DEFAULTS, 'current figures'),
};

/**
 * A stored saved calculation: an id, a name, the time it was saved and all eighteen fields
 * as text (figures stored as numbers are read as their digits). Anything less is set aside.
 */
export function readSavedCalculation(item: unknown): EntryReading<SavedCalculation> {
  if (!isPlainObject(item)) return reject('Not a saved calculation.');
  const {id, name, savedAt, fields} = item;
  if (typeof name !== 'string') return reject('No name.');
  if (typeof id !== 'string' || typeof savedAt !== 'string') {
    return reject('Saved in an older format, without its id or date.');
  }
  if (!isPlainObject(fields)) return reject('No figures.');
  const text = {} as Record<ProfitabilityField, string>;
  const missing = PROFITABILITY_FIELDS.filter((field) => {
    const read = readText(fields[field]);
    if (read !== null) text[field] = read;
    return read === null;
  });
  if (missing.length > 0) {
    return reject(
      `Saved in another format: ${missing.length} of the ${PROFITABILITY_FIELDS.length} figures are missing or unreadable.`,
    );
  }
  const extraFigures = unknownFields(fields, PROFITABILITY_FIELDS);
  const unknown = {
    ...unknownFields(item, ['id', 'name', 'savedAt', 'fields']),
    ...Object.fromEntries(
      Object.entries(extraFigures ?? {}).map(([field, stored]) => [`fields.${field}`, stored]),
    ),
  };
  return accept(
    {id, name, savedAt, fields: text},
    Object.keys(unknown).length > 0 ? unknown : undefined,
  );
}

function savedWhere(index: number): string {
  return `saved calculation ${index + 1}`;
}

const NO_SAVED: readonly SavedCalculation[] = Object.freeze([]);

export const SAVED_CALCULATIONS_RECORD: RecordSchema<readonly SavedCalculation[]> = {
  key: 'tools.profitability-calculator.saved',
  label: 'Customer profitability calculator: saved calculations',
  version: 1,
  initial: NO_SAVED,
  legacy: [{key: 'tools.profitability-calculator.saved.v1', version: 1}],
  decode: (data) =>
    decodeList(data, {read: readSavedCalculation, where: savedWhere, label: 'saved calculations'}),
  limit: {
    count: (list) => list.length,
    max: MAX_SAVED_CALCULATIONS,
    trim: (list, max) => list.slice(0, max),
    noun: ['saved calculation', 'saved calculations'],
  },
};

/** What a shared link to the calculator holds: the figures and the calculation's name. */
export interface SharedCalculation {
  readonly fields: ProfitabilityText;
  readonly name: string;
}

/** Shared as the eighteen fields in order, then the name: `[["120000","",…],"Acme"]`. */
export const PROFITABILITY_SHARE: ShareCodec<SharedCalculation> = {
  version: 1,
  toCompact: ({fields, name}) => [PROFITABILITY_FIELDS.map((field) => fields[field]), name],
  fromCompact: (compact) => {
    if (!Array.isArray(compact) || compact.length !== 2) return null;
    const [texts, name] = compact as unknown[];
    if (typeof name !== 'string' || !Array.isArray(texts)) return null;
    if (texts.length !== PROFITABILITY_FIELDS.length) return null;
    if (!texts.every((text) => typeof text === 'string')) return null;
    const fields = Object.fromEntries(
      PROFITABILITY_FIELDS.map((field, index) => [field, texts[index] as string]),
    ) as ProfitabilityText;
    return {fields, name};
  },
};

/**
 * A comparison shared as a link: two to four calculations, each as the calculator's own link
 * writes one (`[[["120000",…],"Acme"],[["80000",…],"Brown & Co"]]`).
 */
export const PROFITABILITY_COMPARISON_SHARE = comparisonCodec(PROFITABILITY_SHARE);
