/**
 * Where a benchmark range comes from, and when it was last checked. Every benchmark table an
 * edition publishes carries one of these records, so a reader can tell a range drawn from a
 * study from one drawn from our own customers' data or from common practice, and how old it
 * is. The records and their checks only: the sentences a page shows are in `provenanceText.ts`,
 * so a module that declares ranges carries no wording.
 */

/** A calendar date written "YYYY-MM-DD". */
export type IsoDate = `${number}-${number}-${number}`;

/** A named, published study: who published it, under what title and in which year. */
export interface PublishedStudyBasis {
  readonly kind: 'published-study';
  readonly title: string;
  readonly publisher: string;
  readonly year: number;
  /** Where the study can be read, when it is online. */
  readonly url?: string;
}

/** The product's own customer data, anonymised: how many customers, over which period. */
export interface CustomerDataBasis {
  readonly kind: 'customer-data';
  /** How many customers' data the range is drawn from. */
  readonly sampleSize: number;
  /** The first and last day of the data, both included. */
  readonly period: {readonly from: IsoDate; readonly to: IsoDate};
}

/**
 * The convention practitioners use, reviewed by the editorial team: no study or data set is
 * behind the figures, and the wording says so.
 */
export interface PractitionerConventionBasis {
  readonly kind: 'practitioner-convention';
}

export type BenchmarkBasis = PublishedStudyBasis | CustomerDataBasis | PractitionerConventionBasis;

export type BasisKind = BenchmarkBasis['kind'];

/** Every kind of basis, in the order the methodology page explains them. */
export const BASIS_KINDS = [
  'published-study',
  'customer-data',
  'practitioner-convention',
] as const satisfies readonly BasisKind[];

/** What a benchmark range rests on, and the day the editorial team last reviewed it. */
export interface Provenance {
  readonly basis: BenchmarkBasis;
  readonly reviewed: IsoDate;
}

/** True for a real calendar date written "YYYY-MM-DD" ("2025-02-30" is not one). */
export function isIsoDate(value: string): value is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function checkedDate(value: string, what: string): IsoDate {
  if (!isIsoDate(value))
    throw new RangeError(`${what} must be a date written YYYY-MM-DD: ${value}`);
  return value;
}

/**
 * A range that rests on practitioner convention, reviewed on `reviewed`. Kept to a plain
 * record (every page that reads an edition's ranges carries it); the type takes only a
 * "YYYY-MM-DD" shape, and a unit test checks that each edition's dates are real ones.
 */
export function practitionerConvention(reviewed: IsoDate): Provenance {
  return {basis: {kind: 'practitioner-convention'}, reviewed};
}

/**
 * A range drawn from a published study.
 *
 * @throws RangeError when the title or publisher is blank, the year is not a whole number
 * or falls after the review, or `reviewed` is not a calendar date.
 */
export function publishedStudy(
  study: Omit<PublishedStudyBasis, 'kind'>,
  reviewed: string,
): Provenance {
  const date = checkedDate(reviewed, 'A review date');
  if (!study.title.trim() || !study.publisher.trim()) {
    throw new RangeError('A published study needs its title and its publisher');
  }
  if (!Number.isInteger(study.year) || study.year > Number(date.slice(0, 4))) {
    throw new RangeError(`A study's year must be a whole year up to the review: ${study.year}`);
  }
  return {basis: {kind: 'published-study', ...study}, reviewed: date};
}

/**
 * A range drawn from the product's anonymised customer data.
 *
 * @throws RangeError when the sample is not a whole number above zero, the period is not two
 * calendar dates in order, or it ends after the review.
 */
export function customerData(
  data: {readonly sampleSize: number; readonly from: string; readonly to: string},
  reviewed: string,
): Provenance {
  const date = checkedDate(reviewed, 'A review date');
  const from = checkedDate(data.from, 'The start of the period');
  const to = checkedDate(data.to, 'The end of the period');
  if (!Number.isInteger(data.sampleSize) || data.sampleSize < 1) {
    throw new RangeError(`A sample size must be a whole number above zero: ${data.sampleSize}`);
  }
  if (from > to || to > date) {
    throw new RangeError(`The period must run forwards and end by the review: ${from} to ${to}`);
  }
  return {
    basis: {kind: 'customer-data', sampleSize: data.sampleSize, period: {from, to}},
    reviewed: date,
  };
}
