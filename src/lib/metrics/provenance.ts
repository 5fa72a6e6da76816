/**
 * Where a benchmark range comes from, and when it was last checked. Every benchmark table an
 * edition publishes carries one of these records, so a reader can tell a range drawn from a
 * study from one drawn from our own customers' data or from common practice, and how old it
 * is. The wording never claims more than the record holds: a range with no published source
 * says so.
 */
import {formatLongDate} from '@site/src/lib/dates/longDate';
import {formatNumber} from '@site/src/lib/numbers/format';

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

/** A name for each kind of basis, as a label or a table column shows it. */
export const BASIS_KIND_LABELS: {readonly [Kind in BasisKind]: string} = {
  'published-study': 'Published study',
  'customer-data': 'Our anonymised customer data',
  'practitioner-convention': 'Practitioner convention',
};

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
 * A range that rests on practitioner convention, reviewed on `reviewed`.
 *
 * @throws RangeError when `reviewed` is not a calendar date written "YYYY-MM-DD".
 */
export function practitionerConvention(reviewed: string): Provenance {
  return {
    basis: {kind: 'practitioner-convention'},
    reviewed: checkedDate(reviewed, 'A review date'),
  };
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

/** The review date as a reader sees it: "29 November 2026". */
export function reviewedOn(provenance: Provenance): string {
  return formatLongDate(provenance.reviewed);
}

/**
 * One plain sentence saying what a range rests on and when it was reviewed, for the page
 * under the table and the open data.
 */
export function basisStatement(provenance: Provenance): string {
  const {basis} = provenance;
  const date = reviewedOn(provenance);
  switch (basis.kind) {
    case 'published-study':
      return `From a published study: ${basis.title} (${basis.publisher}, ${basis.year}), reviewed by our editorial team on ${date}.`;
    case 'customer-data':
      return `From our own anonymised customer data: ${formatNumber(basis.sampleSize)} customers, ${formatLongDate(basis.period.from)} to ${formatLongDate(basis.period.to)}, reviewed by our editorial team on ${date}.`;
    case 'practitioner-convention':
      return `No published study is cited for this range: it is the convention practitioners use, reviewed by our editorial team on ${date}.`;
  }
}

/** True when two records say the same thing. */
export function sameProvenance(a: Provenance, b: Provenance): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Tables grouped by what they rest on, in the order the first table of each group appears,
 * so a page with several tables on one basis states it once.
 */
export function groupByProvenance<Table extends {readonly provenance: Provenance}>(
  tables: readonly Table[],
): {readonly provenance: Provenance; readonly tables: readonly Table[]}[] {
  const groups: {provenance: Provenance; tables: Table[]}[] = [];
  for (const table of tables) {
    const group = groups.find((candidate) =>
      sameProvenance(candidate.provenance, table.provenance),
    );
    if (group) group.tables.push(table);
    else groups.push({provenance: table.provenance, tables: [table]});
  }
  return groups;
}
