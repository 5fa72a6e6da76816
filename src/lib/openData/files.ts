/**
 * Where each docs edition's open data is served: its Business Numbers terms, their benchmark
 * ranges and its glossary, as CSV and as JSON with a JSON Schema beside each JSON file.
 * The folder is named after the edition, not its URL prefix, so a file keeps its address
 * when the draft is released or an edition is archived.
 *
 * Paths and labels only, so a page that links the files carries no more than these strings;
 * the contents are written at build time by `src/plugins/open-data`.
 */

/** The folder of the build every edition's data folder sits in. */
export const OPEN_DATA_FOLDER = '/data';

/** One file: where it is served, how a link to it reads, and its media type. */
export interface OpenDataFile {
  readonly path: string;
  readonly label: string;
  readonly mediaType: 'text/csv' | 'application/json' | 'application/schema+json';
}

export type OpenDataFileKey =
  | 'termsJson'
  | 'termsCsv'
  | 'benchmarksCsv'
  | 'glossaryJson'
  | 'glossaryCsv'
  | 'termsSchema'
  | 'glossarySchema';

/** The folder of one edition's data ("/data/2025"). */
export function openDataFolder(edition: string): string {
  if (!/^[a-z0-9][a-z0-9.-]*$/i.test(edition)) throw new Error(`Not an edition name: ${edition}`);
  return `${OPEN_DATA_FOLDER}/${edition}`;
}

/** Every data file of one edition, by key. */
export function openDataFiles(edition: string): {readonly [Key in OpenDataFileKey]: OpenDataFile} {
  const folder = openDataFolder(edition);
  const file = (name: string, label: string, mediaType: OpenDataFile['mediaType']) => ({
    path: `${folder}/${name}`,
    label,
    mediaType,
  });
  return {
    termsJson: file('business-numbers.json', 'Business Numbers terms (JSON)', 'application/json'),
    termsCsv: file('business-numbers.csv', 'Business Numbers terms (CSV)', 'text/csv'),
    benchmarksCsv: file(
      'benchmark-ranges.csv',
      'Benchmark ranges, one row per range (CSV)',
      'text/csv',
    ),
    glossaryJson: file('glossary.json', 'Glossary (JSON)', 'application/json'),
    glossaryCsv: file('glossary.csv', 'Glossary (CSV)', 'text/csv'),
    termsSchema: file(
      'business-numbers.schema.json',
      'JSON Schema of the terms file',
      'application/schema+json',
    ),
    glossarySchema: file(
      'glossary.schema.json',
      'JSON Schema of the glossary file',
      'application/schema+json',
    ),
  };
}
