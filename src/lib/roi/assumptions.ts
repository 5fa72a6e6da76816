/**
 * The ROI estimate's assumptions a visitor may change: the margin recovery rate, the value of
 * an hour saved, the weekly hours cap, the quote-accuracy rate and its cap, and whether the
 * subscription is billed monthly or annually. Each starts at its standard figure.
 *
 * Rules:
 * - the fields keep text, read by the site's number parser; rates are typed in percent ("2"
 *   is 2% of revenue) and kept as fractions (0.02), as the formulas use them;
 * - a rate is from 0% to 100%, the hours cap from 0 to the 168 hours of a week, the hourly
 *   rate and the cap on quote accuracy 0 or more; an empty or unreadable field is an error
 *   beside it, never a silent 0, and blocks the estimate;
 * - the address carries only the assumptions that differ from the standard, so an estimate
 *   on the standard figures has the same link as before there were assumptions to change;
 * - annual billing is the pricing page's annual price (12 months less its discount): the
 *   subscription bands of each billing come from the pricing registry.
 */
import {formatNumber, formatUsd, formatUsdCents} from '../numbers/format';
import {checkNumberInput} from '../numbers/parse';
import {ANNUAL_DISCOUNT, MONTHS_PER_YEAR} from '../pricing/annual';
import {joinList} from '../text/list';
import {BILLINGS, HOURS_IN_A_WEEK, MAX_PERCENT, type Billing} from './limits';
import {
  STANDARD_VALUE_ASSUMPTIONS,
  calculateRoi,
  type RoiInputs,
  type RoiResult,
  type SubscriptionBands,
  type ValueAssumptions,
} from './calculate';

export {BILLINGS, HOURS_IN_A_WEEK, type Billing} from './limits';

/** Every assumption of the estimate. */
export interface RoiAssumptions extends ValueAssumptions {
  readonly billing: Billing;
}

/** The standard assumptions: the calculator's constants, billed monthly. */
export const STANDARD_ASSUMPTIONS: RoiAssumptions = Object.freeze({
  ...STANDARD_VALUE_ASSUMPTIONS,
  billing: 'monthly',
});

/** The number fields, named as the share link names them, in the order they are shown. */
export const ASSUMPTION_FIELDS = [
  'recoveryRate',
  'hourlyRate',
  'hoursCap',
  'quoteRate',
  'quoteCap',
] as const;
export type AssumptionField = (typeof ASSUMPTION_FIELDS)[number];

/** Every assumption, by the name the share link gives it: the five fields and the billing. */
export type AssumptionKey = AssumptionField | 'billing';

/** Query parameter of the billing. */
export const BILLING_PARAM = 'billing';

/** What a field holds, which decides how it is read and said. */
type FieldUnit = 'percent' | 'usd' | 'hours';

interface AssumptionSpec {
  /** The assumption the field sets. */
  readonly key: keyof ValueAssumptions;
  /** Name of the assumption, as the results list it. */
  readonly label: string;
  readonly unit: FieldUnit;
  /** Highest value, in the field's own unit (percent for rates). */
  readonly max?: number;
}

export const ASSUMPTION_SPECS: Readonly<Record<AssumptionField, AssumptionSpec>> = {
  recoveryRate: {
    key: 'marginRecoveryRate',
    label: 'Margin recovery rate',
    unit: 'percent',
    max: 100,
  },
  hourlyRate: {key: 'hourlyRate', label: 'Hourly rate', unit: 'usd'},
  hoursCap: {
    key: 'maxHoursPerWeek',
    label: 'Hours cap per week',
    unit: 'hours',
    max: HOURS_IN_A_WEEK,
  },
  quoteRate: {
    key: 'quoteAccuracyRate',
    label: 'Quote accuracy rate',
    unit: 'percent',
    max: MAX_PERCENT,
  },
  quoteCap: {key: 'maxQuoteAccuracyValue', label: 'Quote accuracy cap', unit: 'usd'},
};

export const BILLING_LABEL = 'Billing';

/**
 * A rate or a percentage freed of binary noise: 0.007 × 100 is 0.7000000000000001 in binary
 * and 0.7 ÷ 100 is 0.006999999999999999; twelve significant digits are more than any rate
 * typed needs.
 */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** A rate as a percentage: 0.02 → 2. */
export function ratePercent(rate: number): number {
  return clean(rate * 100);
}

/** A rate as people read it: "2%", "0.5%", "0.25%". */
export function formatRate(rate: number): string {
  return `${formatNumber(ratePercent(rate), 6)}%`;
}

/** Dollars, with cents only when there are any: "$25", "$25.50". */
export function formatDollars(value: number): string {
  return Number.isInteger(clean(value)) ? formatUsd(value) : formatUsdCents(value);
}

/** A field's value in the unit it is typed in (percent for rates). */
function fieldNumber(field: AssumptionField, assumptions: ValueAssumptions): number {
  const spec = ASSUMPTION_SPECS[field];
  const value = assumptions[spec.key];
  return spec.unit === 'percent' ? ratePercent(value) : value;
}

/** The value of an assumption in words: "2% of revenue", "$25 an hour", "monthly". */
export function describeAssumption(key: AssumptionKey, assumptions: RoiAssumptions): string {
  switch (key) {
    case 'recoveryRate':
      return `${formatRate(assumptions.marginRecoveryRate)} of revenue`;
    case 'hourlyRate':
      return `${formatDollars(assumptions.hourlyRate)} an hour`;
    case 'hoursCap':
      return `${formatNumber(assumptions.maxHoursPerWeek, 6)} hours a week`;
    case 'quoteRate':
      return `${formatRate(assumptions.quoteAccuracyRate)} of revenue`;
    case 'quoteCap':
      return `${formatDollars(assumptions.maxQuoteAccuracyValue)} a year`;
    case 'billing':
      return billingInWords(assumptions.billing);
  }
}

/** "monthly", or "annual, 12 months less 20%". */
export function billingInWords(billing: Billing): string {
  return billing === 'monthly'
    ? 'monthly'
    : `annual, ${MONTHS_PER_YEAR} months less ${formatNumber(ANNUAL_DISCOUNT * 100)}%`;
}

/** The label of any assumption. */
export function assumptionLabel(key: AssumptionKey): string {
  return key === 'billing' ? BILLING_LABEL : ASSUMPTION_SPECS[key].label;
}

/** Every assumption's key, in the order they are shown. */
export const ASSUMPTION_KEYS: readonly AssumptionKey[] = [...ASSUMPTION_FIELDS, 'billing'];

/** Whether one assumption holds its standard figure. */
export function isStandardAssumption(key: AssumptionKey, assumptions: RoiAssumptions): boolean {
  if (key === 'billing') return assumptions.billing === STANDARD_ASSUMPTIONS.billing;
  const {key: name} = ASSUMPTION_SPECS[key];
  return assumptions[name] === STANDARD_ASSUMPTIONS[name];
}

/** The assumptions that differ from the standard, in the order they are shown. */
export function changedAssumptions(assumptions: RoiAssumptions): AssumptionKey[] {
  return ASSUMPTION_KEYS.filter((key) => !isStandardAssumption(key, assumptions));
}

/** One line of the assumptions table: what the estimate used, and the standard figure. */
export interface AssumptionRow {
  readonly key: AssumptionKey;
  readonly label: string;
  readonly used: string;
  readonly standard: string;
  readonly changed: boolean;
}

/** Every assumption with the figure used and the standard one. */
export function assumptionRows(assumptions: RoiAssumptions): AssumptionRow[] {
  return ASSUMPTION_KEYS.map((key) => ({
    key,
    label: assumptionLabel(key),
    used: describeAssumption(key, assumptions),
    standard: describeAssumption(key, STANDARD_ASSUMPTIONS),
    changed: !isStandardAssumption(key, assumptions),
  }));
}

/**
 * What the results say about their assumptions: that the standard ones were used, or which
 * were changed, each with its standard figure.
 */
export function assumptionsStatement(assumptions: RoiAssumptions): string {
  const changed = changedAssumptions(assumptions);
  if (changed.length === 0) {
    return 'Worked out with the standard assumptions.';
  }
  const items = changed.map(
    (key) =>
      `${assumptionLabel(key).toLowerCase()} ${describeAssumption(key, assumptions)} (standard ${describeAssumption(key, STANDARD_ASSUMPTIONS)})`,
  );
  const rest = changed.length === ASSUMPTION_KEYS.length ? '' : ' The others are standard.';
  return `Worked out with your own assumptions: ${joinList(items)}.${rest}`;
}

/** The fields' text as typed, and the billing chosen. */
export type AssumptionText = Readonly<Record<AssumptionField, string>> & {
  readonly billing: Billing;
};

/** The text each field shows for a set of assumptions: "2", "25", "0.5", "50,000". */
export function assumptionText(assumptions: RoiAssumptions): AssumptionText {
  const text = {billing: assumptions.billing} as Record<AssumptionField, string> & {
    billing: Billing;
  };
  for (const field of ASSUMPTION_FIELDS) {
    text[field] = formatNumber(fieldNumber(field, assumptions), 6);
  }
  return text;
}

export const STANDARD_ASSUMPTION_TEXT: AssumptionText = Object.freeze(
  assumptionText(STANDARD_ASSUMPTIONS),
);

export interface AssumptionReading {
  /** A message beside each field that cannot be read. */
  readonly errors: Readonly<Partial<Record<AssumptionField, string>>>;
  /** Fields with an error, in the order they are shown. */
  readonly invalidFields: readonly AssumptionField[];
  /** The assumptions, when every field can be read. */
  readonly values: RoiAssumptions | null;
}

const STANDARD_WORDS: Readonly<Record<AssumptionField, string>> = {
  recoveryRate: `a percentage of revenue, for example ${STANDARD_ASSUMPTION_TEXT.recoveryRate}`,
  hourlyRate: `an amount in dollars, for example ${STANDARD_ASSUMPTION_TEXT.hourlyRate}`,
  hoursCap: `a number of hours, for example ${STANDARD_ASSUMPTION_TEXT.hoursCap}`,
  quoteRate: `a percentage of revenue, for example ${STANDARD_ASSUMPTION_TEXT.quoteRate}`,
  quoteCap: `an amount in dollars, for example ${STANDARD_ASSUMPTION_TEXT.quoteCap}`,
};

const ABOVE_MAX: Readonly<Record<FieldUnit, string>> = {
  percent: `A rate cannot be above ${MAX_PERCENT}% of revenue. Enter a percentage from 0 to ${MAX_PERCENT}.`,
  hours: `A week has ${HOURS_IN_A_WEEK} hours. Enter a number of hours from 0 to ${HOURS_IN_A_WEEK}.`,
  usd: '',
};

/** Reads one field: its value in the field's unit, or the message to show beside it. */
function readField(field: AssumptionField, text: string): {value: number} | {error: string} {
  const spec = ASSUMPTION_SPECS[field];
  const checked = checkNumberInput(text, spec.max === undefined ? {} : {max: spec.max});
  if (checked.kind === 'number') return {value: checked.value};
  if (checked.kind === 'empty') return {error: `Enter ${STANDARD_WORDS[field]} (the standard).`};
  switch (checked.reason) {
    case 'belowMin':
      return {error: `${spec.label} cannot be negative. Enter zero or more.`};
    case 'aboveMax':
      return {error: ABOVE_MAX[spec.unit]};
    case 'tooLarge':
      return {error: 'This number is too large to work with. Check the number of digits.'};
    default:
      return {error: `That is not a number. Enter ${STANDARD_WORDS[field]} (the standard).`};
  }
}

/** Reads every field: the assumptions, or the messages that stand in their way. */
export function readAssumptions(text: AssumptionText): AssumptionReading {
  const errors: Partial<Record<AssumptionField, string>> = {};
  const invalidFields: AssumptionField[] = [];
  const values = {...STANDARD_VALUE_ASSUMPTIONS} as Record<keyof ValueAssumptions, number>;
  for (const field of ASSUMPTION_FIELDS) {
    const read = readField(field, text[field]);
    const spec = ASSUMPTION_SPECS[field];
    if ('error' in read) {
      errors[field] = read.error;
      invalidFields.push(field);
    } else {
      values[spec.key] = spec.unit === 'percent' ? clean(read.value / 100) : read.value;
    }
  }
  return {
    errors,
    invalidFields,
    values: invalidFields.length === 0 ? {...values, billing: text.billing} : null,
  };
}

/**
 * The query parameters of the assumptions that differ from the standard, as plain numbers
 * ("recoveryRate=1&billing=annual"); empty for the standard assumptions.
 */
export function assumptionsQuery(assumptions: RoiAssumptions): string {
  const params = new URLSearchParams();
  for (const field of ASSUMPTION_FIELDS) {
    if (!isStandardAssumption(field, assumptions)) {
      params.set(field, String(fieldNumber(field, assumptions)));
    }
  }
  if (!isStandardAssumption('billing', assumptions)) params.set(BILLING_PARAM, assumptions.billing);
  return params.toString();
}

/**
 * The assumptions' text an address holds (the part after "?"): each field named there, and
 * the standard text for the others.
 */
export function assumptionTextFromQuery(search: string): AssumptionText {
  const params = new URLSearchParams(search);
  const text = {...STANDARD_ASSUMPTION_TEXT} as Record<AssumptionField, string> & {
    billing: Billing;
  };
  for (const field of ASSUMPTION_FIELDS) {
    const value = params.get(field);
    if (value !== null) text[field] = value;
  }
  const billing = readBilling(params.get(BILLING_PARAM));
  if (billing) text.billing = billing;
  return text;
}

/** A billing named in an address, or null when it names neither. */
function readBilling(text: string | null): Billing | null {
  return BILLINGS.find((billing) => billing === text) ?? null;
}

/**
 * The assumptions of an address, or `null` when one of them cannot be read (or the billing
 * is neither of the two), so the visitor sees the field and its message instead of an
 * estimate on a figure they did not give.
 */
export function assumptionsFromQuery(search: string): RoiAssumptions | null {
  const billing = new URLSearchParams(search).get(BILLING_PARAM);
  if (billing !== null && !readBilling(billing)) return null;
  return readAssumptions(assumptionTextFromQuery(search)).values;
}

/** The subscription bands for each way of billing. */
export type BandsByBilling = Readonly<Record<Billing, SubscriptionBands>>;

/** The estimate for a business on a set of assumptions, against the bands of its billing. */
export function estimateRoi(
  inputs: RoiInputs,
  assumptions: RoiAssumptions,
  bands: BandsByBilling,
): RoiResult {
  return calculateRoi(inputs, bands[assumptions.billing], assumptions);
}
