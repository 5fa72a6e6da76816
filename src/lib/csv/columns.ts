/**
 * Finding the columns an import needs in a file's header row, by whole names: each column
 * of a tool lists the header names that mean it (its aliases), and a header cell matches
 * when, written the same way, it is one of them. A header is never matched by its start:
 * "Sales Rep" is not "Sales", "Customer ID" is not "Customer".
 *
 * "Written the same way" means: case, accents, punctuation and spacing ignored; "%" and "pct"
 * read as "percent", "#", "No.", "Nr" and "Num" as "number", "&" as "and"; and, when the whole name is no alias,
 * the name without a bracketed note ("Revenue (USD)"), without currency words ("Sales USD",
 * "Revenue in $") and without period, scope or tax words at either end ("Net Sales YTD",
 * "2024 Revenue", "Annual Turnover", "Turnover ex VAT").
 */

/** A column an import reads. */
export interface ImportColumn<K extends string = string> {
  readonly key: K;
  /** The column's name in the tool, in messages and the preview ("Revenue"). */
  readonly label: string;
  /** Header names that mean this column, most specific first ("Customer Name" before "Name"). */
  readonly aliases: readonly string[];
  /** Text (a name) or a number read with the site's number parser. */
  readonly type: 'text' | 'number';
  /** Numbers below zero are meaningful (a loss); otherwise a negative sets the row aside. */
  readonly allowNegative?: boolean;
  /**
   * A date in this column is read as the whole days from it to the day of the import (a
   * recency: "days since the last order" from a "last order date").
   */
  readonly readsDates?: boolean;
  /** How a number column's figures are shown in the preview (dollars, percent, a count). */
  readonly unit?: 'usd' | 'percent' | 'number';
}

/** Which header cell (by position) feeds each column; null when none does. */
export type ColumnMapping<K extends string = string> = Readonly<Record<K, number | null>>;

/** Currency words and signs a header may carry ("Revenue USD", "Sales ($)"). */
const CURRENCY_WORDS = new Set(['usd', 'eur', 'gbp', 'dollars', 'dollar', 'euros', 'euro', 'in']);
/** Period and scope words at either end of a header ("Sales YTD", "Total Revenue 2024"). */
const SCOPE_WORDS = new Set([
  'ytd',
  'mtd',
  'qtd',
  'ltm',
  'ttm',
  'l12m',
  '12m',
  'fy',
  'annual',
  'yearly',
  'total',
  'net',
  'last',
  '12',
  'months',
  'month',
  'year',
  'this',
  'ex',
  'excl',
  'excluding',
  'vat',
  'tax',
  'gst',
]);
const YEAR = /^(?:fy)?(?:19|20)?\d{2}$/;

/** Abbreviations read as the word they stand for. */
const SAME_WORD: Readonly<Record<string, string>> = {
  pct: 'percent',
  perc: 'percent',
  nr: 'number',
  nbr: 'number',
  num: 'number',
};

/** Lower-case words of a header, with symbols and abbreviations spelled out, accents removed. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/%/g, ' percent ')
    .replace(/#/g, ' number ')
    .replace(/&/g, ' and ')
    .replace(/\bno\./g, ' number ')
    .replace(/[$€£]/g, ' usd ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => SAME_WORD[word] ?? word);
}

/** A header as compared: its words joined by single spaces. */
export function headerKey(text: string): string {
  return words(text).join(' ');
}

function trimWords(list: readonly string[], drop: (word: string) => boolean): string[] {
  let start = 0;
  let end = list.length;
  while (start < end && drop(list[start] ?? '')) start += 1;
  while (end > start && drop(list[end - 1] ?? '')) end -= 1;
  return list.slice(start, end);
}

/** A header read whole, without a bracketed note, and without units and scope words. */
function readings(text: string): readonly [string, string, string] {
  const whole = words(text);
  const unbracketed = words(text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  const bare = trimWords(
    unbracketed,
    (word) => CURRENCY_WORDS.has(word) || SCOPE_WORDS.has(word) || YEAR.test(word),
  );
  return [whole.join(' '), unbracketed.join(' '), bare.join(' ')];
}

/**
 * The ways a header may be read, most literal first: the whole name, then without a
 * bracketed note, then without currency, period and scope words at its ends.
 */
export function headerForms(text: string): string[] {
  return [...new Set(readings(text).filter(Boolean))];
}

/** A column's aliases as compared, worked out once per column (the header search asks often). */
const ALIAS_KEYS = new WeakMap<ImportColumn, readonly string[]>();
function aliasKeys(column: ImportColumn): readonly string[] {
  let keys = ALIAS_KEYS.get(column);
  if (!keys) {
    keys = column.aliases.map(headerKey);
    ALIAS_KEYS.set(column, keys);
  }
  return keys;
}

/**
 * How well a header cell names a column: 0 for no match, higher for a closer one (an alias
 * earlier in the list, then a more literal reading of the header).
 */
function matchStrength(forms: readonly string[], column: ImportColumn): number {
  const aliases = aliasKeys(column);
  let best = 0;
  forms.forEach((form, formIndex) => {
    const aliasIndex = form === '' ? -1 : aliases.indexOf(form);
    if (aliasIndex < 0) return;
    best = Math.max(best, (aliases.length - aliasIndex) * 4 + (3 - formIndex));
  });
  return best;
}

/** Header positions that could feed a column, best first. */
export function candidateColumns(
  header: readonly string[],
  column: ImportColumn,
  forms: readonly (readonly string[])[] = header.map(readings),
): number[] {
  return forms
    .map((cellForms, index) => ({index, strength: matchStrength(cellForms, column)}))
    .filter((entry) => entry.strength > 0)
    .sort((a, b) => b.strength - a.strength || a.index - b.index)
    .map((entry) => entry.index);
}

/**
 * The mapping a header suggests: each column, in the order given, takes its best matching
 * header cell not already taken by an earlier column.
 */
export function proposeMapping<K extends string>(
  header: readonly string[],
  columns: readonly ImportColumn<K>[],
): ColumnMapping<K> {
  const taken = new Set<number>();
  const mapping = {} as Record<K, number | null>;
  const forms = header.map(readings);
  for (const column of columns) {
    const found = candidateColumns(header, column, forms).find((index) => !taken.has(index));
    mapping[column.key] = found ?? null;
    if (found !== undefined) taken.add(found);
  }
  return mapping;
}

/** How many columns a row would name if it were the header: to find the header row. */
export function headerScore(row: readonly string[], columns: readonly ImportColumn[]): number {
  const mapping = proposeMapping(row, columns);
  return columns.filter((column) => mapping[column.key] !== null).length;
}

/** Header cells no column reads (blank header cells left out). */
export function unusedColumns<K extends string>(
  header: readonly string[],
  mapping: ColumnMapping<K>,
): string[] {
  const used = new Set(Object.values<number | null>(mapping));
  return header.filter((cell, index) => !used.has(index) && cell.trim() !== '');
}
