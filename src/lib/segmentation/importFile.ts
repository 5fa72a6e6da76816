/**
 * Reading a customer file the visitor chose (a browser `File`) into table rows, with a
 * message for every way it can fail.
 */
import {MAX_IMPORT_BYTES, customersFromCsv, type CustomerRowText} from './segmentation';

const WORKBOOK = /\.(xlsx|xlsm|xls|ods|numbers)$/i;
const TEXT_FILE = /\.(csv|txt)$/i;

export type ImportOutcome =
  | {readonly ok: true; readonly rows: CustomerRowText[]; readonly message: string}
  | {readonly ok: false; readonly message: string};

/**
 * Reads a chosen file into customer rows, or explains why it cannot: a workbook rather than
 * CSV, another kind of file, a file over 1 MB, or CSV the table cannot use.
 */
export async function importCustomerFile(
  file: Pick<File, 'name' | 'type' | 'size' | 'text'>,
): Promise<ImportOutcome> {
  const fail = (reason: string): ImportOutcome => ({
    ok: false,
    message: `Could not import ${file.name}. ${reason}`,
  });
  if (WORKBOOK.test(file.name)) {
    return fail(
      'It is a spreadsheet workbook, not a CSV file: in your spreadsheet, save or download the sheet as CSV, then import that file.',
    );
  }
  if (!TEXT_FILE.test(file.name) && file.type !== 'text/csv' && file.type !== 'text/plain') {
    return fail('Choose a .csv file.');
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return fail(`It is larger than ${MAX_IMPORT_BYTES / 1_000_000} MB.`);
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return fail('The browser could not read the file.');
  }
  const result = customersFromCsv(text);
  if (!result.ok) return fail(result.message);
  const count = result.rows.length;
  const ignored =
    result.ignoredColumns.length > 0
      ? ` Columns not used: ${result.ignoredColumns.join(', ')}.`
      : '';
  return {
    ok: true,
    rows: result.rows,
    message: `Imported ${count} customer${count === 1 ? '' : 's'} from ${file.name}.${ignored}`,
  };
}
