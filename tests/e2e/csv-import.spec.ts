import {expect, test, type Locator, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {trackProblems, waitForHydration} from './support/site';

/**
 * The customer segmentation table's CSV import with files as real exports write them: the
 * preview of the column mapping, its corrections, and the summary of rows kept and set aside.
 * The reading rules themselves are unit-tested in src/lib/csv and src/lib/segmentation.
 */
const ROUTE = '/customer-segmentation-guide';

const names = (page: Page): Promise<string[]> =>
  page
    .getByLabel(/^Customer name, row/)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

const preview = (page: Page): Locator => page.getByRole('dialog');
const mappingSelect = (page: Page, column: string): Locator =>
  preview(page).getByRole('combobox', {name: column, exact: true});
const selectedText = (select: Locator): Promise<string> =>
  select.evaluate((element) => {
    const chosen = (element as HTMLSelectElement).selectedOptions[0];
    return chosen?.textContent ?? '';
  });

async function open(page: Page): Promise<void> {
  await page.goto(ROUTE);
  await waitForHydration(page);
}

async function choose(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page.getByLabel('Import CSV').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
  });
}

const sample = (page: Page): Locator =>
  preview(page).getByRole('table', {name: 'First customers as they will be imported'});

const confirmButton = (page: Page): Locator =>
  preview(page).getByRole('button', {name: /^Replace the table with/});

test('a file headed "Customer ID,Customer Name,Sales Rep,Revenue" maps whole names, never prefixes', async ({
  page,
}) => {
  const problems = trackProblems(page);
  await open(page);
  await choose(
    page,
    'crm.csv',
    'Customer ID,Customer Name,Sales Rep,Revenue,Orders,Days Since Last Order,GM%\r\nC-001,Acme Ltd,Sales Rep One,"45,000",14,20,22\r\nC-002,Old Mill,Sales Rep Two,8000,2,120,12\r\n',
  );
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByRole('heading', {level: 2})).toHaveText(
    'Check the import from crm.csv',
  );
  expect(await selectedText(mappingSelect(page, 'Customer'))).toBe('Customer Name (column B)');
  expect(await selectedText(mappingSelect(page, 'Revenue'))).toBe('Revenue (column D)');
  await expect(preview(page)).toContainText('Not used: Customer ID, Sales Rep.');
  await expect(sample(page)).toContainText('Acme Ltd');
  await expect(sample(page)).toContainText('$45,000');
  // Until the visitor confirms, the table keeps the sample customers.
  expect(await names(page)).toEqual(['Customer A', 'Customer B', 'Customer C']);

  await confirmButton(page).click();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByTestId('import-message')).toHaveText(
    'Imported 2 customers from crm.csv. Columns not used: Customer ID, Sales Rep.',
  );
  expect(await names(page)).toEqual(['Acme Ltd', 'Old Mill']);
  await expect(page.getByTestId('segment')).toHaveText(['Segment: Champion', 'Segment: At Risk']);

  // With only those four columns, the three missing ones are named and nothing is replaced.
  await choose(
    page,
    'short.csv',
    'Customer ID,Customer Name,Sales Rep,Revenue\r\nC-9,Zed,R,10\r\n',
  );
  await expect(preview(page)).toContainText(
    'Choose the file’s column for Frequency, Recency and Margin: the table needs them to import.',
  );
  await expect(confirmButton(page)).toBeDisabled();
  await preview(page).getByRole('button', {name: 'Cancel', exact: true}).click();
  await expect(preview(page)).toHaveCount(0);
  expect(await names(page)).toEqual(['Acme Ltd', 'Old Mill']);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a semicolon file with decimal commas is read right, and rows set aside are listed', async ({
  page,
}) => {
  await open(page);
  await choose(
    page,
    'export-de.csv',
    [
      'Kundenbericht;;;;;',
      'Kundennr;Customer Name;Net Sales;Orders;Recency;Margin %',
      '1001;Müller GmbH;45.250,50;14;20;22,5',
      '1002;;1.000,00;1;1;1',
      '1003;Dupont SA;n/a;3;40;12',
      '1004;Rossi Srl;8.000;2;120;-3,5',
      ';Total;54.250,50;20;;',
      '',
    ].join('\r\n'),
  );
  await expect(preview(page)).toContainText(
    'Semicolon-separated values, read with a decimal comma (1.234,50).',
  );
  await expect(preview(page)).toContainText(
    'The column names are on row 2; the 1 line above it was left out.',
  );
  await expect(preview(page).getByTestId('import-set-aside')).toHaveText(
    [
      'Row 4: no customer name.',
      'Row 5: Revenue “n/a” is not a number.',
      'Row 7: “Total” is a total, not a customer.',
    ].join(''),
  );
  await expect(confirmButton(page)).toHaveText('Replace the table with 2 customers');
  await confirmButton(page).click();
  await expect(page.getByTestId('import-message')).toHaveText(
    'Imported 2 customers from export-de.csv. Set aside 3 rows: Row 4: no customer name. Row 5: Revenue “n/a” is not a number. Row 7: “Total” is a total, not a customer. Columns not used: Kundennr.',
  );
  expect(await names(page)).toEqual(['Müller GmbH', 'Rossi Srl']);
  await expect(page.getByLabel('Revenue (USD a year), Müller GmbH')).toHaveValue('45250.5');
  await expect(page.getByLabel('Margin (%), Müller GmbH')).toHaveValue('22.5');
  await expect(page.getByLabel('Revenue (USD a year), Rossi Srl')).toHaveValue('8000');
  await expect(page.getByLabel('Margin (%), Rossi Srl')).toHaveValue('-3.5');
});

test('a tab file is read, and a column the header does not name can be chosen by hand', async ({
  page,
}) => {
  await open(page);
  await choose(
    page,
    'erp.txt',
    'Account Name\tTotal\tNo. of Orders\tDays since last purchase\tGM %\r\nNorthwind\t$52k\t12\t30\t25%\r\nContoso\t1.2m\t9\t10\t16\r\n',
  );
  await expect(preview(page)).toContainText('Tab-separated values');
  await expect(preview(page)).toContainText(
    'Choose the file’s column for Revenue: the table needs it to import.',
  );
  await expect(confirmButton(page)).toBeDisabled();
  await mappingSelect(page, 'Revenue').selectOption({label: 'Total (column B)'});
  await expect(confirmButton(page)).toHaveText('Replace the table with 2 customers');
  await expect(sample(page)).toContainText('$1,200,000');
  expect(await axeViolations(page), 'the preview').toEqual([]);
  await confirmButton(page).click();
  expect(await names(page)).toEqual(['Northwind', 'Contoso']);
  await expect(page.getByLabel('Revenue (USD a year), Contoso')).toHaveValue('1200000');
  await expect(page.getByTestId('segment')).toHaveText(['Segment: Champion', 'Segment: Loyal']);
});

test('a Latin-1 file is read as Windows-1252, with a note to check the names', async ({page}) => {
  await open(page);
  const latin1 = Buffer.from(
    'Customer,Revenue,Frequency,Recency,Margin\r\nCafé Crème,45000,14,20,22\r\nMüller Söhne,8000,2,120,12\r\n',
    'latin1',
  );
  await choose(page, 'latin1.csv', latin1);
  await expect(preview(page)).toContainText(
    'The file is not in UTF-8, so it was read as Windows-1252',
  );
  await expect(sample(page)).toContainText('Café Crème');
  await confirmButton(page).click();
  expect(await names(page)).toEqual(['Café Crème', 'Müller Söhne']);

  // Escape cancels a preview and leaves the table as it was.
  await choose(page, 'again.csv', latin1);
  await expect(preview(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview(page)).toHaveCount(0);
  expect(await names(page)).toEqual(['Café Crème', 'Müller Söhne']);

  // A workbook is refused before any preview.
  await page.getByLabel('Import CSV').setInputFiles({
    name: 'customers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK\u0003\u0004'),
  });
  await expect(page.getByRole('alert').filter({hasText: 'Could not import'})).toContainText(
    'It is a spreadsheet workbook, not a CSV file',
  );
  await expect(preview(page)).toHaveCount(0);
});
