/**
 * The cost structure template: two lists of named costs, their totals in dollars and cents,
 * and each list's share of the total.
 */
import {encodeCsv, type CsvCell} from '@site/src/lib/csv/write';
import {roundTo} from '@site/src/lib/metrics/math';
import {numberOrZero} from '@site/src/lib/numbers/parse';

/** One cost line as the visitor types it: a name and an amount (text until it is read). */
export interface CostItem {
  readonly name: string;
  readonly amount: string;
}

export type CostCategory = 'direct' | 'indirect';

export interface CostLists {
  readonly direct: readonly CostItem[];
  readonly indirect: readonly CostItem[];
}

const item = (name: string): CostItem => ({name, amount: '0'});

/** The lists the template starts with, every amount 0. */
export const DEFAULT_COST_LISTS: CostLists = Object.freeze({
  direct: Object.freeze(['Raw Materials', 'Direct Labor', 'Manufacturing Supplies'].map(item)),
  indirect: Object.freeze(
    ['Rent & Utilities', 'Insurance', 'Administrative Salaries', 'Marketing & Advertising'].map(
      item,
    ),
  ),
});

/** A new line: blank name, amount 0. */
export const NEW_COST_ITEM: CostItem = Object.freeze(item(''));

/** The list with a blank line added at the end. */
export function addCostItem(list: readonly CostItem[]): CostItem[] {
  return [...list, NEW_COST_ITEM];
}

/** The list without the line at `index` (unchanged when there is no such line). */
export function removeCostItem(list: readonly CostItem[], index: number): CostItem[] {
  return list.filter((_, position) => position !== index);
}

/** The list with the line at `index` changed. */
export function updateCostItem(
  list: readonly CostItem[],
  index: number,
  change: Partial<CostItem>,
): CostItem[] {
  return list.map((entry, position) => (position === index ? {...entry, ...change} : entry));
}

/** An amount as a number: blank or unreadable text is 0, with a message for unreadable text. */
export function readAmount(text: string): {readonly value: number; readonly notice?: string} {
  const read = numberOrZero(text);
  return read.countedAsZero
    ? {value: 0, notice: `${read.message ?? 'Not a number.'} Counted as 0.`}
    : {value: read.value};
}

export interface CostSummary {
  /** Sum of the direct amounts, to the cent. */
  readonly directTotal: number;
  /** Sum of the indirect amounts, to the cent. */
  readonly indirectTotal: number;
  /** Both together, to the cent. */
  readonly total: number;
  /** Direct share of the total in percent, 1 decimal; null unless the total is above 0. */
  readonly directShare: number | null;
  /** Indirect share of the total in percent, 1 decimal; null unless the total is above 0. */
  readonly indirectShare: number | null;
}

function sumOf(list: readonly CostItem[]): number {
  return list.reduce((sum, entry) => sum + readAmount(entry.amount).value, 0);
}

/** Totals are sums of amounts; shares appear only when the total is above 0. */
export function costSummary(lists: CostLists): CostSummary {
  const direct = sumOf(lists.direct);
  const indirect = sumOf(lists.indirect);
  const total = direct + indirect;
  const share = (part: number) => (total > 0 ? roundTo((part / total) * 100, 1) : null);
  return {
    directTotal: roundTo(direct, 2),
    indirectTotal: roundTo(indirect, 2),
    total: roundTo(total, 2),
    directShare: share(direct),
    indirectShare: share(indirect),
  };
}

/** Name of the exported file. */
export const COST_CSV_FILE_NAME = 'cost-structure-template.csv';

/** Header row of the exported file. */
export const COST_CSV_HEADER = ['Category', 'Item', 'Amount (USD)', 'Share of total (%)'] as const;

/**
 * The template as CSV: one row per cost line (blank names written as "Unnamed cost"), then
 * the totals. Amounts to the cent; shares to 1 decimal, left empty when the total is 0.
 */
export function costTemplateCsv(lists: CostLists): string {
  const direct = sumOf(lists.direct);
  const indirect = sumOf(lists.indirect);
  const total = direct + indirect;
  const share = (amount: number): CsvCell => (total > 0 ? roundTo((amount / total) * 100, 1) : '');
  const rows: CsvCell[][] = [[...COST_CSV_HEADER]];
  const addLines = (category: string, list: readonly CostItem[]) => {
    for (const entry of list) {
      const amount = readAmount(entry.amount).value;
      rows.push([category, entry.name.trim() || 'Unnamed cost', roundTo(amount, 2), share(amount)]);
    }
  };
  addLines('Direct', lists.direct);
  addLines('Indirect', lists.indirect);
  rows.push(
    ['Total', 'Direct costs', roundTo(direct, 2), share(direct)],
    ['Total', 'Indirect costs', roundTo(indirect, 2), share(indirect)],
    ['Total', 'All costs', roundTo(total, 2), total > 0 ? 100 : ''],
  );
  return encodeCsv(rows);
}
