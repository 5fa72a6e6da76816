/**
 * The customer table's import: which columns of an export feed its five columns (whole
 * header names, each with its list of aliases), and the limits of one import. The reading
 * itself (encoding, delimiter, header row, decimal commas, rows kept and set aside) is the
 * site's one CSV import, `src/lib/csv/importFile.ts`.
 */
import type {ImportColumn} from '@site/src/lib/csv/columns';
import type {TableImporter} from '@site/src/lib/csv/importFile';
import {MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type CustomerRowText} from './segmentation';

export type CustomerColumn = keyof CustomerRowText;

/**
 * The five columns and the header names that mean each, most specific first: where a file
 * has both "Customer" (often a code) and "Customer Name", the name wins.
 */
export const CUSTOMER_COLUMNS: readonly ImportColumn<CustomerColumn>[] = [
  {
    key: 'name',
    label: 'Customer',
    type: 'text',
    aliases: [
      'Customer Name',
      'Account Name',
      'Client Name',
      'Company Name',
      'Business Name',
      'Trading Name',
      'Organisation Name',
      'Organization Name',
      'Sold-to Name',
      'Bill-to Name',
      'Debtor Name',
      'Party Name',
      'Customer',
      'Client',
      'Account',
      'Company',
      'Organisation',
      'Organization',
      'Debtor',
      'Buyer',
      'Sold-to',
      'Name',
    ],
  },
  {
    key: 'revenue',
    label: 'Revenue',
    type: 'number',
    unit: 'usd',
    aliases: [
      'Revenue',
      'Net Revenue',
      'Net Sales',
      'Sales Revenue',
      'Turnover',
      'Net Turnover',
      'Sales',
      'Total Sales',
      'Gross Sales',
      'Gross Revenue',
      'Sales Amount',
      'Sales Value',
      'Revenue Amount',
      'Invoiced Sales',
      'Invoiced Amount',
      'Invoiced',
      'Total Invoiced',
      'Net Amount',
      'Amount',
      'Total Amount',
      'Monetary',
      'Monetary Value',
      'Total Spend',
      'Spend',
    ],
  },
  {
    key: 'frequency',
    label: 'Frequency',
    type: 'number',
    unit: 'number',
    aliases: [
      'Frequency',
      'Order Frequency',
      'Purchase Frequency',
      'Orders',
      'Orders per Year',
      'Orders a Year',
      'Orders per Annum',
      'Number of Orders',
      'No of Orders',
      'Nr of Orders',
      'Num Orders',
      'Order Count',
      'Orders Count',
      'Count of Orders',
      'Purchases',
      'Number of Purchases',
      'Purchase Count',
      'Transactions',
      'Number of Transactions',
      'Transaction Count',
      'Invoices',
      'Number of Invoices',
      'Invoice Count',
    ],
  },
  {
    key: 'recency',
    label: 'Recency',
    type: 'number',
    unit: 'number',
    // A last-order date is read as the days from it to the day of the import.
    readsDates: true,
    aliases: [
      'Recency',
      'Recency Days',
      'Recency in Days',
      'Days Since Last Order',
      'Days Since Last Purchase',
      'Days Since Last Invoice',
      'Days Since Last Sale',
      'Days Since Last Transaction',
      'Days Since Last Activity',
      'Days Since Order',
      'Days Since Purchase',
      'Days Since',
      'Last Order Days',
      'Last Order Days Ago',
      'Last Purchase Days Ago',
      'Days Inactive',
      'Last Order Date',
      'Last Purchase Date',
      'Last Invoice Date',
      'Last Sale Date',
      'Last Transaction Date',
      'Last Activity Date',
      'Date of Last Order',
      'Date of Last Purchase',
      'Last Order',
      'Last Purchase',
      'Last Invoice',
    ],
  },
  {
    key: 'margin',
    label: 'Margin',
    type: 'number',
    unit: 'percent',
    allowNegative: true,
    aliases: [
      'Margin',
      'Margin %',
      'Margin Percent',
      'Margin Pct',
      'Gross Margin',
      'Gross Margin %',
      'Gross Margin Percent',
      'GM',
      'GM %',
      'GM Pct',
      'GP %',
      'GP Margin',
      'Gross Profit %',
      'Gross Profit Percent',
      'Gross Profit Margin',
      'Profit Margin',
      'Profit Margin %',
      'Margin Rate',
      'Contribution Margin %',
    ],
  },
];

/** The customer table's import: its columns, the row that names a customer, its limits. */
export const CUSTOMER_IMPORT: TableImporter<CustomerColumn> = {
  columns: CUSTOMER_COLUMNS,
  nameColumn: 'name',
  recordName: {one: 'customer', many: 'customers'},
  maxBytes: MAX_IMPORT_BYTES,
  maxRows: MAX_IMPORT_ROWS,
};

/** What an import gives the page: the new rows and what to tell the visitor, or why it failed. */
export type ImportOutcome =
  | {readonly ok: true; readonly rows: CustomerRowText[]; readonly message: string}
  | {readonly ok: false; readonly message: string};
