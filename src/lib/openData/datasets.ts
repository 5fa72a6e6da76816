/**
 * An edition's open data, built from its registries: every Business Numbers term (name, slug,
 * definition, formulas as text, benchmark tables with what each rests on and when it was
 * reviewed, the page's URL) and every glossary term, as JSON documents and as CSV tables.
 * Plain TypeScript: the open-data plugin calls it at build time, the tests import it.
 */
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import {
  BUSINESS_NUMBERS_PATH,
  METHODOLOGY_PATH,
  termPath,
  type EditionTerms,
} from '@site/src/lib/businessNumbers/registry';
import {encodeCsv, type CsvCell} from '@site/src/lib/csv/write';
import type {GlossaryTerm} from '@site/src/lib/glossary/types';
import type {BenchmarkBasis, IsoDate} from '@site/src/lib/metrics/provenance';
import {basisStatement, groupByProvenance} from '@site/src/lib/metrics/provenanceText';
import {openDataFiles} from './files';
import {glossarySchema, termsSchema} from './schemas';

/**
 * The version of the files' shape. A change that could break a reader (a field removed or
 * renamed, a meaning changed) raises the first number; an added field raises the second.
 */
export const OPEN_DATA_VERSION = '1.0';

/** Route of the glossary page within an edition. */
export const GLOSSARY_PATH = '/commercial-intelligence-glossary';

/** What the builders read: one edition's registries and where the edition is served. */
export interface OpenDataSource {
  /** The edition's name ("2025"). */
  readonly edition: string;
  /** The URL prefix of its pages: "" at the root, "/next" for the draft. */
  readonly prefix: string;
  /** The site's address, without a trailing slash. */
  readonly siteUrl: string;
  /** Who publishes the reference. */
  readonly publisher: string;
  readonly terms: EditionTerms;
  readonly pages: Readonly<Partial<Record<string, TermPage>>>;
  readonly glossary: readonly GlossaryTerm[];
  readonly glossaryCategories: readonly string[];
}

export interface BenchmarkRecord {
  readonly caption: string;
  /** The names of the table's two columns: what is measured, and how it reads. */
  readonly columns: readonly [string, string];
  readonly rows: readonly (readonly [string, string])[];
  readonly note?: string;
  readonly basis: BenchmarkBasis;
  /** The basis and date in one plain sentence, as the page shows it. */
  readonly basisStatement: string;
  readonly reviewed: IsoDate;
}

export interface TermRecord {
  readonly slug: string;
  readonly name: string;
  /** The group the index shows the term in. */
  readonly group: string;
  /** The term in one sentence, as the index and the page's structured data give it. */
  readonly definition: string;
  readonly aliases: readonly string[];
  /** Each formula as one line of text. */
  readonly formulas: readonly string[];
  readonly benchmarks: readonly BenchmarkRecord[];
  readonly url: string;
}

export interface TermsDocument {
  readonly $schema: string;
  readonly version: string;
  readonly edition: string;
  readonly title: string;
  readonly publisher: string;
  /** The Business Numbers index of the edition. */
  readonly url: string;
  /** The page explaining how ranges are chosen and reviewed. */
  readonly methodology: string;
  readonly terms: readonly TermRecord[];
}

export interface GlossaryRecord {
  readonly id: string;
  readonly term: string;
  readonly definition: string;
  readonly category: string;
  readonly aliases: readonly string[];
  readonly relatedTerms: readonly string[];
  /** The term on the glossary page. */
  readonly url: string;
  /** The edition's Business Numbers page on the term, when it has one. */
  readonly businessNumbersUrl?: string;
}

export interface GlossaryDocument {
  readonly $schema: string;
  readonly version: string;
  readonly edition: string;
  readonly title: string;
  readonly publisher: string;
  readonly url: string;
  readonly categories: readonly string[];
  readonly terms: readonly GlossaryRecord[];
}

/** One file of the edition's data: its path in the build and its text. */
export type OpenDataOutput = ReadonlyMap<string, string>;

function addressOf(source: OpenDataSource) {
  const page = (path: string) => `${source.siteUrl}${source.prefix}${path}`;
  const file = (path: string) => `${source.siteUrl}${path}`;
  return {page, file};
}

/** The edition's terms, in index order, each with its page's formulas and benchmarks. */
export function termsDocument(source: OpenDataSource): TermsDocument {
  const {page, file} = addressOf(source);
  const files = openDataFiles(source.edition);
  const groupTitle = new Map(source.terms.groups.map((group) => [group.id, group.title]));
  return {
    $schema: file(files.termsSchema.path),
    version: OPEN_DATA_VERSION,
    edition: source.edition,
    title: `Business Numbers, ${source.edition} edition`,
    publisher: source.publisher,
    url: page(BUSINESS_NUMBERS_PATH),
    methodology: page(METHODOLOGY_PATH),
    terms: source.terms.terms.map((entry) => {
      const termPage = source.pages[entry.slug];
      if (!termPage)
        throw new Error(`Edition ${source.edition} lists ${entry.slug} but has no page`);
      return {
        slug: entry.slug,
        name: entry.title,
        group: groupTitle.get(entry.group) ?? entry.group,
        definition: entry.summary,
        aliases: entry.aliases,
        formulas: termPage.formulas,
        benchmarks: termPage.benchmarks.tables.map((table) => ({
          caption: table.caption,
          columns: table.columns,
          rows: table.rows,
          ...(table.note ? {note: table.note} : {}),
          basis: table.provenance.basis,
          basisStatement: basisStatement(table.provenance),
          reviewed: table.provenance.reviewed,
        })),
        url: page(termPath(entry.slug)),
      };
    }),
  };
}

/** The edition's glossary, in the order the page lists it. */
export function glossaryDocument(source: OpenDataSource): GlossaryDocument {
  const {page, file} = addressOf(source);
  const files = openDataFiles(source.edition);
  return {
    $schema: file(files.glossarySchema.path),
    version: OPEN_DATA_VERSION,
    edition: source.edition,
    title: `Commercial Intelligence Glossary, ${source.edition} edition`,
    publisher: source.publisher,
    url: page(GLOSSARY_PATH),
    categories: source.glossaryCategories,
    terms: source.glossary.map((entry) => ({
      id: entry.id,
      term: entry.term,
      definition: entry.definition,
      category: entry.category,
      aliases: entry.aliases ?? [],
      relatedTerms: entry.relatedTerms,
      url: `${page(GLOSSARY_PATH)}#${entry.id}`,
      ...(entry.businessNumbersSlug
        ? {businessNumbersUrl: page(termPath(entry.businessNumbersSlug))}
        : {}),
    })),
  };
}

/** Several values in one CSV cell, one per line. */
const lines = (values: readonly string[]) => values.join('\n');

/** The columns of the terms CSV, in order. */
export const TERMS_CSV_COLUMNS = [
  'slug',
  'name',
  'group',
  'definition',
  'aliases',
  'formulas',
  'benchmark_basis',
  'benchmarks_reviewed',
  'url',
] as const;

/**
 * One row per term. Aliases and formulas hold one value per line; the basis column gives
 * one sentence per distinct basis of the term's tables, and the date column the latest review.
 */
export function termsCsv(document: TermsDocument): string {
  const rows: CsvCell[][] = document.terms.map((term) => {
    const groups = groupByProvenance(
      term.benchmarks.map((table) => ({
        provenance: {basis: table.basis, reviewed: table.reviewed},
      })),
    );
    const reviewed = term.benchmarks.map((table) => table.reviewed).sort();
    return [
      term.slug,
      term.name,
      term.group,
      term.definition,
      lines(term.aliases),
      lines(term.formulas),
      lines(groups.map((group) => basisStatement(group.provenance))),
      reviewed.at(-1) ?? '',
      term.url,
    ];
  });
  return encodeCsv([[...TERMS_CSV_COLUMNS], ...rows]);
}

/** The columns of the benchmark ranges CSV, in order. */
export const BENCHMARKS_CSV_COLUMNS = [
  'term_slug',
  'table',
  'measure',
  'value',
  'reading_column',
  'reading',
  'basis_kind',
  'basis',
  'reviewed',
] as const;

/**
 * One row per row of every benchmark table, tables in page order. A table shown on several
 * term pages appears under each of them.
 */
export function benchmarksCsv(document: TermsDocument): string {
  const rows: CsvCell[][] = document.terms.flatMap((term) =>
    term.benchmarks.flatMap((table) =>
      table.rows.map(([value, reading]) => [
        term.slug,
        table.caption,
        table.columns[0],
        value,
        table.columns[1],
        reading,
        table.basis.kind,
        table.basisStatement,
        table.reviewed,
      ]),
    ),
  );
  return encodeCsv([[...BENCHMARKS_CSV_COLUMNS], ...rows]);
}

/** The columns of the glossary CSV, in order. */
export const GLOSSARY_CSV_COLUMNS = [
  'id',
  'term',
  'category',
  'definition',
  'aliases',
  'related_terms',
  'url',
  'business_numbers_url',
] as const;

/** One row per glossary term; aliases and related terms one per line. */
export function glossaryCsv(document: GlossaryDocument): string {
  const rows: CsvCell[][] = document.terms.map((entry) => [
    entry.id,
    entry.term,
    entry.category,
    entry.definition,
    lines(entry.aliases),
    lines(entry.relatedTerms),
    entry.url,
    entry.businessNumbersUrl ?? '',
  ]);
  return encodeCsv([[...GLOSSARY_CSV_COLUMNS], ...rows]);
}

/**
 * CSV as the site's other downloads write it: with a byte-order mark, so that spreadsheets
 * read it as UTF-8.
 */
const csvFile = (text: string) => `\uFEFF${text}`;
const jsonFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every data file of one edition: its path in the build and its text. */
export function openDataOutput(source: OpenDataSource): OpenDataOutput {
  const files = openDataFiles(source.edition);
  const schemaUrl = (path: string) => `${source.siteUrl}${path}`;
  const terms = termsDocument(source);
  const glossary = glossaryDocument(source);
  return new Map([
    [files.termsJson.path, jsonFile(terms)],
    [files.termsCsv.path, csvFile(termsCsv(terms))],
    [files.benchmarksCsv.path, csvFile(benchmarksCsv(terms))],
    [files.glossaryJson.path, jsonFile(glossary)],
    [files.glossaryCsv.path, csvFile(glossaryCsv(glossary))],
    [files.termsSchema.path, jsonFile(termsSchema(schemaUrl(files.termsSchema.path)))],
    [files.glossarySchema.path, jsonFile(glossarySchema(schemaUrl(files.glossarySchema.path)))],
  ]);
}
