/**
 * How a benchmark's provenance reads on a page and in the open data. The wording never claims
 * more than the record holds: a range with no published source says so.
 */
import {formatLongDate} from '@site/src/lib/dates/longDate';
import {formatNumber} from '@site/src/lib/numbers/format';
import type {BasisKind, Provenance} from './provenance';

/** A name for each kind of basis, as a label or a table column shows it. */
export const BASIS_KIND_LABELS: {readonly [Kind in BasisKind]: string} = {
  'published-study': 'Published study',
  'customer-data': 'Our anonymised customer data',
  'practitioner-convention': 'Practitioner convention',
};

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

/**
 * The basis in a few words, without the review date: "Practitioner convention", or the
 * study or sample it names ("Published study: Title (Publisher, 2025)").
 */
export function basisSummary(provenance: Provenance): string {
  const {basis} = provenance;
  const label = BASIS_KIND_LABELS[basis.kind];
  switch (basis.kind) {
    case 'published-study':
      return `${label}: ${basis.title} (${basis.publisher}, ${basis.year})`;
    case 'customer-data':
      return `${label}: ${formatNumber(basis.sampleSize)} customers, ${formatLongDate(basis.period.from)} to ${formatLongDate(basis.period.to)}`;
    case 'practitioner-convention':
      return label;
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
