/**
 * How the cost structure template is kept in this browser and shared as a link.
 */
import type {ShareCodec} from '@site/src/lib/share/link';
import {
  accept,
  decodeList,
  isPlainObject,
  readText,
  reject,
  unknownFields,
  unknownFieldsSetAside,
  unreadable,
  type EntryReading,
} from '@site/src/lib/storage/entries';
import type {Decoded, RecordSchema, SetAsideEntry} from '@site/src/lib/storage/record';
import {DEFAULT_COST_LISTS, type CostCategory, type CostItem, type CostLists} from './costs';

const CATEGORIES: readonly CostCategory[] = ['direct', 'indirect'];
const LABEL = 'Cost structure template';

/** Most cost lines (both lists together) the template is built to show. */
export const MAX_COST_LINES = 500;

/** A stored cost line: a name and an amount, as text (an amount stored as a number is read). */
export function readStoredCostItem(item: unknown): EntryReading<CostItem> {
  if (!isPlainObject(item)) return reject('Not a cost line.');
  const name = readText(item.name);
  const amount = readText(item.amount);
  if (name === null) return reject('No readable name.');
  if (amount === null) return reject('No readable amount.');
  return accept({name, amount}, unknownFields(item, ['name', 'amount']));
}

function decodeCostLists(data: unknown): Decoded<CostLists> {
  if (!isPlainObject(data)) return unreadable(DEFAULT_COST_LISTS, data, LABEL, 'two cost lists');
  const setAside: SetAsideEntry[] = unknownFieldsSetAside(LABEL, unknownFields(data, CATEGORIES));
  const lists = {} as Record<CostCategory, CostItem[]>;
  for (const category of CATEGORIES) {
    const stored = data[category];
    if (stored === undefined) {
      lists[category] = [...DEFAULT_COST_LISTS[category]];
      continue;
    }
    const decoded = decodeList(stored, {
      read: readStoredCostItem,
      where: (index) => `${category} cost line ${index + 1}`,
      label: `${category} cost list`,
    });
    lists[category] = decoded.value;
    setAside.push(...decoded.setAside);
  }
  return {value: lists, setAside};
}

export const COST_RECORD: RecordSchema<CostLists> = {
  key: 'tools.cost-template',
  label: LABEL,
  version: 1,
  initial: DEFAULT_COST_LISTS,
  legacy: [{key: 'tools.cost-template.v1', version: 1}],
  decode: decodeCostLists,
  limit: {
    count: (lists) => lists.direct.length + lists.indirect.length,
    max: MAX_COST_LINES,
    trim: (lists, max) => {
      const direct = lists.direct.slice(0, max);
      return {direct, indirect: lists.indirect.slice(0, Math.max(0, max - direct.length))};
    },
    noun: ['cost line', 'cost lines'],
  },
};

function compactList(list: readonly CostItem[]): string[][] {
  return list.map((entry) => [entry.name, entry.amount]);
}

function listFromCompact(compact: unknown): CostItem[] | null {
  if (!Array.isArray(compact)) return null;
  const items: CostItem[] = [];
  for (const pair of compact) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [name, amount] = pair as unknown[];
    if (typeof name !== 'string' || typeof amount !== 'string') return null;
    items.push({name, amount});
  }
  return items;
}

/** Shared as two lists of [name, amount] pairs: `[[["Raw Materials","1200"]],[…]]`. */
export const COST_SHARE: ShareCodec<CostLists> = {
  version: 1,
  toCompact: (lists) => [compactList(lists.direct), compactList(lists.indirect)],
  fromCompact: (compact) => {
    if (!Array.isArray(compact) || compact.length !== 2) return null;
    const direct = listFromCompact(compact[0]);
    const indirect = listFromCompact(compact[1]);
    return direct && indirect ? {direct, indirect} : null;
  },
};
