/** Figures of /demo. */
import type {Stat} from '@site/src/components/StatRow';

export const DEMO_STATS: readonly Stat[] = [
  {value: '30 mins', label: 'Setup time'},
  {value: '24 hrs', label: 'To first insights'},
  {value: '<30 days', label: 'To ROI'},
];

export interface SampleFile {
  readonly name: string;
  /** What one row is. */
  readonly row: string;
  /** The columns the platform reads. */
  readonly columns: readonly string[];
}

/** The three files of the sample upload: what an ERP extract looks like. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  {
    name: 'sales_lines.csv',
    row: 'One invoice or order line',
    columns: ['Date', 'Customer', 'Product', 'Quantity', 'Net price', 'Unit cost', 'Sales rep'],
  },
  {
    name: 'customers.csv',
    row: 'One customer account',
    columns: ['Customer', 'Name', 'Tier', 'Payment terms', 'Branch'],
  },
  {
    name: 'products.csv',
    row: 'One product or SKU',
    columns: ['Product', 'Description', 'Category', 'Supplier', 'List price', 'Unit cost'],
  },
];
