/**
 * How the customer segmentation table is kept in this browser and shared as a link.
 */
import type {ShareCodec} from '@site/src/lib/share/link';
import {
  accept,
  decodeList,
  isPlainObject,
  readText,
  reject,
  unknownFields,
  type EntryReading,
} from '@site/src/lib/storage/entries';
import type {RecordSchema} from '@site/src/lib/storage/record';
import {
  EMPTY_CUSTOMER,
  MAX_IMPORT_ROWS,
  SAMPLE_CUSTOMERS,
  type CustomerRowText,
} from './segmentation';

type CustomerField = keyof CustomerRowText;
const FIELDS = Object.keys(EMPTY_CUSTOMER) as CustomerField[];

/** A stored row: the five cells as text (figures stored as numbers are read as their digits). */
export function readStoredCustomer(item: unknown): EntryReading<CustomerRowText> {
  if (!isPlainObject(item)) return reject('Not a customer row.');
  const row = {} as Record<CustomerField, string>;
  const missing: string[] = [];
  for (const field of FIELDS) {
    const text = readText(item[field]);
    if (text === null) missing.push(field);
    else row[field] = text;
  }
  if (missing.length > 0) return reject(`No readable ${missing.join(', ')}.`);
  return accept<CustomerRowText>(row, unknownFields(item, FIELDS));
}

const LABEL = 'Customer segmentation table';

export const SEGMENTATION_RECORD: RecordSchema<readonly CustomerRowText[]> = {
  key: 'tools.customer-segmentation',
  label: LABEL,
  version: 1,
  initial: SAMPLE_CUSTOMERS,
  legacy: [{key: 'tools.customer-segmentation.v1', version: 1}],
  decode: (data) =>
    decodeList(
      data,
      {read: readStoredCustomer, where: (index) => `customer row ${index + 1}`, label: LABEL},
      SAMPLE_CUSTOMERS,
    ),
  limit: {
    count: (rows) => rows.length,
    max: MAX_IMPORT_ROWS,
    trim: (rows, max) => rows.slice(0, max),
    noun: ['customer', 'customers'],
  },
};

/** Shared as rows of five cells: `[["Customer A","50000","12","30","25"], …]`. */
export const SEGMENTATION_SHARE: ShareCodec<readonly CustomerRowText[]> = {
  version: 1,
  toCompact: (rows) => rows.map((row) => FIELDS.map((field) => row[field])),
  fromCompact: (compact) => {
    if (!Array.isArray(compact)) return null;
    const rows: CustomerRowText[] = [];
    for (const cells of compact) {
      if (!Array.isArray(cells) || cells.length !== FIELDS.length) return null;
      if (!cells.every((cell) => typeof cell === 'string')) return null;
      const [name, revenue, frequency, recency, margin] = cells as string[];
      rows.push({name, revenue, frequency, recency, margin} as CustomerRowText);
    }
    return rows.length <= MAX_IMPORT_ROWS ? rows : null;
  },
};
