/**
 * The ROI calculator's form: reading the text of its five fields into numbers, with a message
 * beside each field that needs one, and the share link's query string.
 *
 * Rules:
 * - revenue, margin, customers and SKUs are required: Calculate stays disabled until all four
 *   hold some text; sales reps is optional;
 * - amounts are read as people write them ("$5M", "250k", "1,200.50"; see the number parser);
 * - letters in customers or SKUs count as 0, and the field says so (a notice); the results
 *   then state the figures they were based on;
 * - revenue must read as more than $0: every part of the estimate but the time saved is a
 *   share of it, so letters or a zero there are an error beside the field rather than an
 *   estimate for $0 of revenue;
 * - negative numbers, a margin above 100% and numbers too large to compute with are errors
 *   beside the field, and block the calculation; so does anything unreadable in the margin
 *   or sales-reps fields, which have no "counts as 0" rule.
 */
import {checkNumberInput, type CheckedNumber} from '../numbers/parse';
import {countInWords} from '../numbers/words';
import {capitalise} from '../text/list';
import type {RoiInputs} from './calculate';

const countWords = (count: number): string => capitalise(countInWords(count));

/** The form's fields, named as the specification's calculator input. */
export const ROI_FIELDS = ['revenue', 'margin', 'customers', 'skus', 'salesReps'] as const;
export type RoiField = (typeof ROI_FIELDS)[number];

/** Fields that must hold text before Calculate is enabled. */
export const REQUIRED_ROI_FIELDS = [
  'revenue',
  'margin',
  'customers',
  'skus',
] as const satisfies readonly RoiField[];

/** The form's text, as typed. */
export type RoiFormText = Readonly<Record<RoiField, string>>;

export const EMPTY_ROI_FORM: RoiFormText = {
  revenue: '',
  margin: '',
  customers: '',
  skus: '',
  salesReps: '',
};

/** Everything the visitor entered, as numbers. */
export interface RoiFormValues extends RoiInputs {
  /** Average gross margin, percent (0 to 100). Not part of the formulas. */
  readonly margin: number;
  /** Sales reps, when given. Not part of the formulas. */
  readonly salesReps: number | null;
}

/** What to show beside one field. */
export interface FieldMessage {
  /** A blocking problem. */
  readonly error?: string;
  /** How the value was read (non-blocking), e.g. letters counted as 0. */
  readonly notice?: string;
}

export interface RoiFormReading {
  /** All four required fields hold text. */
  readonly complete: boolean;
  /** Messages per field (only fields that need one). */
  readonly messages: Readonly<Partial<Record<RoiField, FieldMessage>>>;
  /** Fields with a blocking error, in form order. */
  readonly invalidFields: readonly RoiField[];
  /** The numbers to calculate with: present only when complete and free of errors. */
  readonly values: RoiFormValues | null;
}

const LETTERS_COUNT_AS_ZERO: ReadonlySet<RoiField> = new Set(['customers', 'skus']);

const NOT_A_NUMBER_MESSAGES: Record<RoiField, string> = {
  revenue:
    'That is not an amount, and the estimate is worked out from revenue. Enter your annual revenue, for example 5,000,000 or $5M.',
  margin: 'Enter your margin as a number of percent, for example 25.',
  customers: 'That is not a number, so it counts as 0 customers. Enter digits, for example 200.',
  skus: 'That is not a number, so it counts as 0 SKUs. Enter digits, for example 1,000.',
  salesReps: 'Enter the number of sales reps in digits, for example 5, or leave this empty.',
};

const NEGATIVE_MESSAGES: Record<RoiField, string> = {
  revenue: 'Revenue cannot be negative. Enter zero or more.',
  margin: 'Margin cannot be negative. Enter a percentage from 0 to 100.',
  customers: 'The number of customers cannot be negative. Enter zero or more.',
  skus: 'The number of SKUs cannot be negative. Enter zero or more.',
  salesReps: 'The number of sales reps cannot be negative. Enter zero or more.',
};

const NO_REVENUE =
  'Revenue of $0 gives no estimate: it is worked out from revenue. Enter your annual revenue, for example 5,000,000 or $5M.';
const MARGIN_TOO_HIGH = 'A gross margin cannot be above 100%. Enter a percentage from 0 to 100.';
const TOO_LARGE = 'This number is too large to work with. Check the number of digits.';

/** Reads one field: its number (0 when it counts as 0 or is empty) and its message, if any. */
function readField(field: RoiField, text: string): {value: number; message?: FieldMessage} {
  const checked: CheckedNumber = checkNumberInput(text, field === 'margin' ? {max: 100} : {});
  if (checked.kind === 'number') {
    return field === 'revenue' && checked.value === 0
      ? {value: 0, message: {error: NO_REVENUE}}
      : {value: checked.value};
  }
  if (checked.kind === 'empty') return {value: 0};
  switch (checked.reason) {
    case 'notANumber':
      return LETTERS_COUNT_AS_ZERO.has(field)
        ? {value: 0, message: {notice: NOT_A_NUMBER_MESSAGES[field]}}
        : {value: 0, message: {error: NOT_A_NUMBER_MESSAGES[field]}};
    case 'belowMin':
      return {value: 0, message: {error: NEGATIVE_MESSAGES[field]}};
    case 'aboveMax':
      return {value: 0, message: {error: MARGIN_TOO_HIGH}};
    case 'tooLarge':
      return {value: 0, message: {error: TOO_LARGE}};
    case 'notInteger':
      return {value: 0, message: {error: checked.message}};
  }
}

/** Reads the whole form: messages per field, and the numbers when it can be calculated. */
export function readRoiForm(text: RoiFormText): RoiFormReading {
  const messages: Partial<Record<RoiField, FieldMessage>> = {};
  const numbers = {} as Record<RoiField, number>;
  const invalidFields: RoiField[] = [];
  for (const field of ROI_FIELDS) {
    const {value, message} = readField(field, text[field]);
    numbers[field] = value;
    if (message) messages[field] = message;
    if (message?.error) invalidFields.push(field);
  }
  const complete = REQUIRED_ROI_FIELDS.every((field) => text[field].trim() !== '');
  const values: RoiFormValues | null =
    complete && invalidFields.length === 0
      ? {
          revenue: numbers.revenue,
          margin: numbers.margin,
          customers: numbers.customers,
          skus: numbers.skus,
          salesReps: text.salesReps.trim() === '' ? null : numbers.salesReps,
        }
      : null;
  return {complete, messages, invalidFields, values};
}

/**
 * The note beside Calculate: what still stands in the way of a calculation (the form's fields,
 * then any assumptions that cannot be read), or that it is ready only when nothing does.
 */
export function calculateHelp(reading: RoiFormReading, assumptionErrors = 0): string {
  if (!reading.complete) {
    return 'Fill in revenue, margin, customers and SKUs to calculate.';
  }
  const errors = reading.invalidFields.length + assumptionErrors;
  if (errors > 0) {
    return errors === 1
      ? 'One field needs correcting before Calculate can work it out.'
      : `${countWords(errors)} fields need correcting before Calculate can work it out.`;
  }
  return 'Ready: press Calculate to see your results.';
}

/** The alert when Calculate is pressed with blocking errors, worded for how many fields. */
export function blockingAlert(reading: RoiFormReading, assumptionErrors = 0): string {
  const errors = reading.invalidFields.length + assumptionErrors;
  if (errors === 0) return '';
  return errors === 1
    ? 'Please correct the highlighted field before calculating.'
    : `Please correct the ${countWords(errors).toLowerCase()} highlighted fields before calculating.`;
}

/**
 * The share link's query string for a calculation, without "?":
 * `revenue=5000000&margin=25&customers=200&skus=1000` (plus `salesReps` when given).
 */
export function roiQueryString(values: RoiFormValues): string {
  const params = new URLSearchParams();
  for (const field of ROI_FIELDS) {
    const value = values[field];
    if (value !== null) params.set(field, String(value));
  }
  return params.toString();
}

/**
 * The form text a query string holds (the part of a share link after "?"), or `null` when it
 * names none of the calculator's fields. Missing fields read as empty text.
 */
export function roiFormFromQuery(search: string): RoiFormText | null {
  const params = new URLSearchParams(search);
  if (!ROI_FIELDS.some((field) => params.has(field))) return null;
  const text = {...EMPTY_ROI_FORM};
  for (const field of ROI_FIELDS) text[field] = params.get(field) ?? '';
  return text;
}

/**
 * The values of a share link when it holds a complete calculation written as plain numbers
 * (as {@link roiQueryString} writes it); `null` otherwise, so the visitor sees the form with
 * the link's text and its messages instead of results built on guesses.
 */
export function roiValuesFromQuery(search: string): RoiFormValues | null {
  const text = roiFormFromQuery(search);
  if (!text) return null;
  const reading = readRoiForm(text);
  return reading.values && Object.keys(reading.messages).length === 0 ? reading.values : null;
}
