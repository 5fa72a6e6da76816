/**
 * What the build publishes about where benchmarks come from, and the open data: the basis and
 * review date under the tables of every term page of every edition, the methodology page, and
 * the data files with the pages, llms.txt and structured data that name them. Everything is
 * read from the registries of each edition.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SITE_URL} from '../e2e/support/routes';
import {site} from '@site/src/config/site';
import {EDITIONS} from '@site/src/data/editions';
import {METHODOLOGY_PATH, termPath} from '@site/src/lib/businessNumbers/registry';
import {parseCsv} from '@site/src/lib/csv/csv';
import {tablesIn} from '@site/src/lib/metrics/tablesIn';
import {basisStatement, groupByProvenance, reviewedOn} from '@site/src/lib/metrics/provenanceText';
import {
  glossaryDocument,
  termsDocument,
  type OpenDataSource,
} from '@site/src/lib/openData/datasets';
import {openDataFiles} from '@site/src/lib/openData/files';
import {BUILD_DIR, builtPage, structuredData, textOf} from './support/html';

const siteUrl = SITE_URL.replace(/\/+$/, '');
const readBuilt = (route: string) => readFileSync(path.join(BUILD_DIR, route), 'utf8');

describe.each(EDITIONS)('the $name edition', ({content, prefix}) => {
  const {TERMS, TERM_PAGES, EDITION} = content;
  const files = openDataFiles(EDITION);
  const inEdition = (route: string) => `${prefix}${route}`;
  const source: OpenDataSource = {
    edition: EDITION,
    prefix,
    siteUrl,
    publisher: site.companyName,
    terms: TERMS,
    pages: TERM_PAGES,
    glossary: content.glossary.GLOSSARY_TERMS,
    glossaryCategories: content.glossary.GLOSSARY_CATEGORIES,
  };

  describe.each(TERMS.terms.map((entry) => [entry.slug] as const))('term page %s', (slug) => {
    it('states the basis and review date of its benchmarks, linking the methodology', () => {
      const $ = builtPage(inEdition(termPath(slug)));
      const lines = $('article [data-reviewed]');
      const groups = groupByProvenance(TERM_PAGES[slug]?.benchmarks.tables ?? []);
      expect(groups.length).toBeGreaterThan(0);
      expect(lines.length).toBe(groups.length);
      groups.forEach((group, index) => {
        const line = lines.eq(index);
        expect(line.attr('data-reviewed')).toBe(group.provenance.reviewed);
        expect(textOf(line)).toContain(basisStatement(group.provenance));
        expect(textOf(line)).toContain(reviewedOn(group.provenance));
        expect(line.find('a').attr('href')).toBe(inEdition(METHODOLOGY_PATH));
      });
    });
  });

  it('has a methodology page with every table’s basis and date, and the edge rule', () => {
    const $ = builtPage(inEdition(METHODOLOGY_PATH));
    expect($('h1').length).toBe(1);
    const rows = $('main table tbody tr');
    const tables = tablesIn(content.benchmarks as Record<string, unknown>);
    expect(rows.length).toBe(tables.length);
    tables.forEach((table, index) => {
      const row = rows.eq(index);
      expect(textOf(row.find('th'))).toBe(table.caption);
      expect(row.find('time').attr('datetime')).toBe(table.provenance.reviewed);
    });
    expect(textOf($('main'))).toContain(content.benchmarks.EDGE_RULE);
    for (const file of Object.values(files)) {
      expect($(`main a[href="${file.path}"]`).length, file.path).toBe(1);
    }
  });

  it('links the methodology and every data file from the Business Numbers index', () => {
    const $ = builtPage(inEdition('/business-numbers'));
    expect($(`main a[href="${inEdition(METHODOLOGY_PATH)}"]`).length).toBeGreaterThan(0);
    for (const file of Object.values(files)) {
      expect($(`main a[href="${file.path}"]`).length, file.path).toBe(1);
    }
  });

  it('describes the data on the index as a Dataset with a download per data file', () => {
    const $ = builtPage(inEdition('/business-numbers'));
    const node = structuredData($).find((data) => data['@type'] === 'Dataset') as
      {version?: string; distribution?: {contentUrl: string; encodingFormat: string}[]} | undefined;
    expect(node?.version).toBe(EDITION);
    const data = Object.values(files).filter(
      (file) => file.mediaType !== 'application/schema+json',
    );
    expect(node?.distribution?.map((entry) => entry.contentUrl).sort()).toEqual(
      data.map((file) => `${siteUrl}${file.path}`).sort(),
    );
  });

  it('links the glossary files from the glossary page', () => {
    const $ = builtPage(inEdition('/commercial-intelligence-glossary'));
    for (const file of [files.glossaryCsv, files.glossaryJson, files.glossarySchema]) {
      expect($(`main a[href="${file.path}"]`).length, file.path).toBe(1);
    }
  });

  it('names every data file in llms.txt', () => {
    const llms = readBuilt('llms.txt');
    for (const file of Object.values(files)) expect(llms).toContain(`${siteUrl}${file.path})`);
  });

  it('publishes the terms and glossary as JSON equal to what the registries give', () => {
    expect(JSON.parse(readBuilt(files.termsJson.path))).toEqual(termsDocument(source));
    expect(JSON.parse(readBuilt(files.glossaryJson.path))).toEqual(glossaryDocument(source));
    for (const schema of [files.termsSchema, files.glossarySchema]) {
      expect((JSON.parse(readBuilt(schema.path)) as {$id: string}).$id).toBe(
        `${siteUrl}${schema.path}`,
      );
    }
  });

  it('publishes CSV files holding every term, range and glossary entry of the edition', () => {
    const rowsOf = (route: string) => {
      const parsed = parseCsv(readBuilt(route).replace(/^\uFEFF/, ''));
      if (!parsed.ok) throw new Error(`${route} did not parse`);
      return parsed.rows.slice(1);
    };
    expect(rowsOf(files.termsCsv.path).map((row) => row[0])).toEqual(
      TERMS.terms.map((entry) => entry.slug),
    );
    const ranges = TERMS.terms.flatMap((entry) =>
      (TERM_PAGES[entry.slug]?.benchmarks.tables ?? []).flatMap((table) => table.rows),
    );
    expect(rowsOf(files.benchmarksCsv.path)).toHaveLength(ranges.length);
    expect(rowsOf(files.glossaryCsv.path).map((row) => row[0])).toEqual(
      content.glossary.GLOSSARY_TERMS.map((entry) => entry.id),
    );
  });
});
