import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {EDITIONS} from '@site/src/data/editions';
import {site} from '@site/src/config/site';
import {termPath} from '@site/src/lib/businessNumbers/registry';
import {parseCsv} from '@site/src/lib/csv/csv';
import {basisStatement, groupByProvenance} from '@site/src/lib/metrics/provenanceText';
import {
  BENCHMARKS_CSV_COLUMNS,
  GLOSSARY_CSV_COLUMNS,
  OPEN_DATA_VERSION,
  TERMS_CSV_COLUMNS,
  openDataOutput,
  type GlossaryDocument,
  type OpenDataSource,
  type TermsDocument,
} from './datasets';
import {openDataFiles, openDataFolder} from './files';

const SITE = 'https://www.example.com';

/** The CSV text as rows of records keyed by the header, the byte-order mark removed. */
function records(text: string): Record<string, string | undefined>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = parseCsv(text.slice(1));
  if (!parsed.ok) throw new Error('CSV did not parse');
  const [header, ...rows] = parsed.rows;
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, i) => [name, row[i]])));
}

const lines = (text: string | undefined) => (text ? text.split('\n') : []);

describe.each(EDITIONS)('open data of the $name edition', ({content, prefix}) => {
  const source: OpenDataSource = {
    edition: content.EDITION,
    prefix,
    siteUrl: SITE,
    publisher: site.companyName,
    terms: content.TERMS,
    pages: content.TERM_PAGES,
    glossary: content.glossary.GLOSSARY_TERMS,
    glossaryCategories: content.glossary.GLOSSARY_CATEGORIES,
  };
  const output = openDataOutput(source);
  const files = openDataFiles(content.EDITION);
  const read = (path: string) => output.get(path) ?? '';
  const terms = JSON.parse(read(files.termsJson.path)) as TermsDocument;
  const glossary = JSON.parse(read(files.glossaryJson.path)) as GlossaryDocument;
  const {TERMS, TERM_PAGES} = content;
  const {GLOSSARY_TERMS} = content.glossary;

  it('writes every listed file in the edition’s folder, and no other', () => {
    expect([...output.keys()].sort()).toEqual(
      Object.values(files)
        .map((file) => file.path)
        .sort(),
    );
    for (const path of output.keys()) {
      expect(path.startsWith(`${openDataFolder(content.EDITION)}/`)).toBe(true);
    }
  });

  it('gives each JSON file a version and its schema, and the schema accepts it', () => {
    const ajv = new Ajv2020({allErrors: true, strict: true});
    addFormats(ajv);
    for (const [document, schemaFile] of [
      [terms, files.termsSchema],
      [glossary, files.glossarySchema],
    ] as const) {
      expect(document.version).toBe(OPEN_DATA_VERSION);
      expect(document.edition).toBe(content.EDITION);
      expect(document.$schema).toBe(`${SITE}${schemaFile.path}`);
      const schema = JSON.parse(read(schemaFile.path)) as {$id: string};
      expect(schema.$id).toBe(document.$schema);
      const validate = ajv.compile(schema);
      expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('holds every term of the edition in index order, as the registry and its page say', () => {
    expect(terms.terms.map((term) => term.slug)).toEqual(TERMS.terms.map((entry) => entry.slug));
    for (const term of terms.terms) {
      const entry = TERMS.term(term.slug);
      const page = TERM_PAGES[term.slug];
      expect(term.name).toBe(entry.title);
      expect(term.definition).toBe(entry.summary);
      expect(term.aliases).toEqual(entry.aliases);
      expect(term.formulas).toEqual(page?.formulas);
      expect(term.url).toBe(`${SITE}${prefix}${termPath(term.slug)}`);
      expect(term.benchmarks.map((table) => table.caption)).toEqual(
        page?.benchmarks.tables.map((table) => table.caption),
      );
      page?.benchmarks.tables.forEach((table, index) => {
        const record = term.benchmarks[index];
        expect(record?.rows).toEqual(table.rows);
        expect(record?.columns).toEqual(table.columns);
        expect(record?.basis).toEqual(table.provenance.basis);
        expect(record?.reviewed).toBe(table.provenance.reviewed);
        expect(record?.basisStatement).toBe(basisStatement(table.provenance));
      });
    }
  });

  it('writes the terms CSV with one row per term that reads back to the same values', () => {
    const rows = records(read(files.termsCsv.path));
    expect(Object.keys(rows[0] ?? {})).toEqual([...TERMS_CSV_COLUMNS]);
    expect(rows.map((row) => row.slug)).toEqual(TERMS.terms.map((entry) => entry.slug));
    for (const row of rows) {
      const slug = row.slug as (typeof TERMS.terms)[number]['slug'];
      const entry = TERMS.term(slug);
      const page = TERM_PAGES[slug];
      const tables = page?.benchmarks.tables ?? [];
      expect(row.name).toBe(entry.title);
      expect(row.definition).toBe(entry.summary);
      expect(lines(row.aliases)).toEqual(entry.aliases);
      expect(lines(row.formulas)).toEqual(page?.formulas);
      expect(lines(row.benchmark_basis)).toEqual(
        groupByProvenance(tables).map((group) => basisStatement(group.provenance)),
      );
      expect(row.benchmarks_reviewed).toBe(
        tables
          .map((table) => table.provenance.reviewed)
          .sort()
          .at(-1),
      );
      expect(row.url).toBe(`${SITE}${prefix}${termPath(slug)}`);
    }
  });

  it('writes one benchmark CSV row per table row of every term page, with its basis', () => {
    const rows = records(read(files.benchmarksCsv.path));
    expect(Object.keys(rows[0] ?? {})).toEqual([...BENCHMARKS_CSV_COLUMNS]);
    const expected = TERMS.terms.flatMap((entry) =>
      (TERM_PAGES[entry.slug]?.benchmarks.tables ?? []).flatMap((table) =>
        table.rows.map(([value, reading]) => ({
          term_slug: entry.slug,
          table: table.caption,
          measure: table.columns[0],
          value,
          reading_column: table.columns[1],
          reading,
          basis_kind: table.provenance.basis.kind,
          basis: basisStatement(table.provenance),
          reviewed: table.provenance.reviewed,
        })),
      ),
    );
    expect(rows).toEqual(expected);
  });

  it('holds every glossary term, in the JSON and the CSV alike', () => {
    expect(glossary.terms.map((entry) => entry.id)).toEqual(
      GLOSSARY_TERMS.map((entry) => entry.id),
    );
    const rows = records(read(files.glossaryCsv.path));
    expect(Object.keys(rows[0] ?? {})).toEqual([...GLOSSARY_CSV_COLUMNS]);
    GLOSSARY_TERMS.forEach((entry, index) => {
      const record = glossary.terms[index];
      const row = rows[index];
      expect(record?.term).toBe(entry.term);
      expect(record?.definition).toBe(entry.definition);
      expect(record?.category).toBe(entry.category);
      expect(record?.aliases).toEqual(entry.aliases ?? []);
      expect(record?.relatedTerms).toEqual(entry.relatedTerms);
      expect(row?.id).toBe(entry.id);
      expect(row?.term).toBe(entry.term);
      expect(row?.definition).toBe(entry.definition);
      expect(row?.category).toBe(entry.category);
      expect(lines(row?.aliases)).toEqual(entry.aliases ?? []);
      expect(lines(row?.related_terms)).toEqual(entry.relatedTerms);
      expect(row?.business_numbers_url).toBe(
        entry.businessNumbersSlug ? `${SITE}${prefix}${termPath(entry.businessNumbersSlug)}` : '',
      );
    });
  });
});
