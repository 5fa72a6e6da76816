import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {encodeCsv, neutraliseFormula} from '@site/src/lib/csv/write';
import {
  draftFromText,
  importSummary,
  openImportFile,
  readImport,
} from '@site/src/lib/csv/importFile';
import {CUSTOMER_COLUMNS, CUSTOMER_IMPORT, type CustomerColumn} from './importFile';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  SAMPLE_CUSTOMERS,
  customersToCsv,
  type CustomerRowText,
} from './segmentation';

function draftOf(text: string, fileName = 'export.csv') {
  const opened = draftFromText(text, fileName, CUSTOMER_IMPORT);
  if (!opened.ok) throw new Error(opened.message);
  return opened.draft;
}

function importText(text: string) {
  const draft = draftOf(text);
  return {draft, reading: readImport(draft, CUSTOMER_IMPORT)};
}

/** The header cell each column was matched to (null when none). */
function matchedHeaders(headerLine: string): Record<CustomerColumn, string | null> {
  const draft = draftOf(`${headerLine}\r\n`);
  const result = {} as Record<CustomerColumn, string | null>;
  for (const column of CUSTOMER_COLUMNS) {
    const index = draft.mapping[column.key];
    result[column.key] = index === null ? null : (draft.table.header[index] ?? null);
  }
  return result;
}

function chosenFile(name: string, bytes: Uint8Array | string, type = 'text/csv') {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return {
    name,
    type,
    size: data.length,
    arrayBuffer: () => Promise.resolve(Uint8Array.from(data).buffer),
  };
}

describe('matching the columns of real exports', () => {
  it.each([
    [
      'Customer ID,Customer Name,Sales Rep,Revenue,Orders,Days Since Last Order,GM%',
      ['Customer Name', 'Revenue', 'Orders', 'Days Since Last Order', 'GM%'],
    ],
    [
      'Account,Account Name,Turnover,Number of Orders,Recency,Gross Margin %',
      ['Account Name', 'Turnover', 'Number of Orders', 'Recency', 'Gross Margin %'],
    ],
    [
      'Client,Net Sales (USD),# of Orders,Days since last purchase,Margin (%)',
      ['Client', 'Net Sales (USD)', '# of Orders', 'Days since last purchase', 'Margin (%)'],
    ],
    [
      'Company,Sales YTD,Orders YTD,Recency (days),Gross Margin',
      ['Company', 'Sales YTD', 'Orders YTD', 'Recency (days)', 'Gross Margin'],
    ],
    [
      'Customer,Revenue (USD),Frequency (orders a year),Recency (days since last purchase),Margin (%),Segment',
      [
        'Customer',
        'Revenue (USD)',
        'Frequency (orders a year)',
        'Recency (days since last purchase)',
        'Margin (%)',
      ],
    ],
    [
      'CUSTOMER NAME,TOTAL SALES $,NO. OF INVOICES,DAYS SINCE LAST INVOICE,GP %',
      ['CUSTOMER NAME', 'TOTAL SALES $', 'NO. OF INVOICES', 'DAYS SINCE LAST INVOICE', 'GP %'],
    ],
    [
      'customer_name,net_revenue,order_count,days_since_last_order,gross_margin_pct',
      ['customer_name', 'net_revenue', 'order_count', 'days_since_last_order', 'gross_margin_pct'],
    ],
    [
      'Name,Amount,Transactions,Days Inactive,Profit Margin',
      ['Name', 'Amount', 'Transactions', 'Days Inactive', 'Profit Margin'],
    ],
    [
      'Sales Rep,Customer,Sales,Orders,Recency,Margin',
      ['Customer', 'Sales', 'Orders', 'Recency', 'Margin'],
    ],
    [
      'Customer Code,Customer,Total Revenue 2024,Total Revenue 2023,Invoices,Days Since Last Sale,GM %',
      ['Customer', 'Total Revenue 2024', 'Invoices', 'Days Since Last Sale', 'GM %'],
    ],
    [
      'Debtor Name,Turnover ex VAT,Purchases,Days since last order,Margin %',
      ['Debtor Name', 'Turnover ex VAT', 'Purchases', 'Days since last order', 'Margin %'],
    ],
    [
      'Client Name,Annual Revenue,Orders per Year,Recency in Days,Gross Profit %',
      ['Client Name', 'Annual Revenue', 'Orders per Year', 'Recency in Days', 'Gross Profit %'],
    ],
    [
      'Société,Chiffre d’affaires,Customer,Net Sales,Order Count,Recency,Marge',
      ['Customer', 'Net Sales', 'Order Count', 'Recency', null],
    ],
    [
      'Margin %,Name,Orders per year,Days since last order,Annual revenue,Region',
      ['Name', 'Annual revenue', 'Orders per year', 'Days since last order', 'Margin %'],
    ],
  ])('%s', (header, expected) => {
    const matched = matchedHeaders(header);
    expect(CUSTOMER_COLUMNS.map((column) => matched[column.key])).toEqual(expected);
  });

  it('never matches a header by its start', () => {
    expect(matchedHeaders('Customer ID,Customer Name,Sales Rep,Revenue')).toEqual({
      name: 'Customer Name',
      revenue: 'Revenue',
      frequency: null,
      recency: null,
      margin: null,
    });
    const none = matchedHeaders(
      'Customer ID,Customer Number,Sales Rep,Sales Region,Order Date,First Order Date,Margin Amount,Gross Profit,Revenue Share',
    );
    expect(none).toEqual({name: null, revenue: null, frequency: null, recency: null, margin: null});
  });
});

describe('reading the rows of real exports', () => {
  it('reads a semicolon file with decimal commas and says how it was read', () => {
    const {draft, reading} = importText(
      'Kunde;Customer Name;Net Sales;Orders;Recency;Margin %\r\n1;Müller GmbH;1.234,50;3;10;12,5\r\n2;Dupont SA;99,9;1;400;-3\r\n',
    );
    expect(draft.table.delimiter).toBe(';');
    expect(draft.decimalComma).toBe(true);
    expect(reading.kept).toEqual([
      {name: 'Müller GmbH', revenue: '1234.5', frequency: '3', recency: '10', margin: '12.5'},
      {name: 'Dupont SA', revenue: '99.9', frequency: '1', recency: '400', margin: '-3'},
    ]);
    expect(reading.unused).toEqual(['Kunde']);
  });

  it('reads a tab file with a title above the header, shorthand amounts and percents', () => {
    const {draft, reading} = importText(
      'Customer report\t\t\t\t\nRun on 2024-05-01\t\t\t\t\n\nAccount Name\tTurnover (USD)\tNo. of Orders\tDays since last purchase\tGross Margin %\nAcme\t$5M\t12\t30\t25%\nBeta\t"$12,500.00"\t4\t75\t18.5%\n',
    );
    expect(draft.table.delimiter).toBe('\t');
    expect(draft.table.headerRow).toBe(4);
    expect(draft.notes).toEqual([
      'The column names are on row 4; the 2 lines above them were left out.',
    ]);
    expect(reading.kept).toEqual([
      {name: 'Acme', revenue: '5000000', frequency: '12', recency: '30', margin: '25'},
      {name: 'Beta', revenue: '12500', frequency: '4', recency: '75', margin: '18.5'},
    ]);
  });

  it('keeps every valid row and sets the others aside with their reason', () => {
    const {draft, reading} = importText(
      [
        'Customer Name,Revenue,Orders,Recency,Margin',
        'Acme,1000,2,30,20',
        ',500,1,10,5',
        'Beta,n/a,1,10,5',
        'Gamma,(1000),1,10,5',
        '',
        'Delta,,,,',
        'Customer Name,Revenue,Orders,Recency,Margin',
        'Epsilon,2000,3,20,-4',
        'Zeta,1e400,1,1,1',
        'Total,3500,6,,',
        'Grand Total: all regions,3500,6,,',
        'Totalview Inc,900,1,1,1',
      ].join('\r\n'),
    );
    expect(reading.kept.map((row) => row.name)).toEqual([
      'Acme',
      'Delta',
      'Epsilon',
      'Totalview Inc',
    ]);
    expect(reading.setAside.map(({row, reason}) => [row, reason])).toEqual([
      [3, 'no customer name'],
      [4, 'Revenue “n/a” is not a number'],
      [5, 'Revenue “(1000)” is negative'],
      [8, 'it repeats the header row'],
      [10, 'Revenue “1e400” is too large'],
      [11, '“Total” is a total, not a customer'],
      [12, '“Grand Total: all regions” is a total, not a customer'],
    ]);
    expect(reading.blankFigures).toBe(4);
    expect(importSummary(draft, reading, CUSTOMER_IMPORT)).toBe(
      'Imported 4 customers from export.csv. Set aside 7 rows: Row 3: no customer name. Row 4: Revenue “n/a” is not a number. Row 5: Revenue “(1000)” is negative. Row 8: it repeats the header row. Row 10: Revenue “1e400” is too large. Row 11: “Total” is a total, not a customer. 1 more row for other reasons. 4 blank figures count as 0.',
    );
  });

  it('counts recency in days from a last-order date to the day of the import', () => {
    const draft = draftOf(
      'Customer,Net Sales,Orders,Last Order Date,GM%\r\nAcme,1000,4,2024-05-01,20\r\nBeta,500,2,13/03/2024,10\r\nGamma,300,1,03/04/2024,5\r\nDelta,200,1,2024-06-01,5\r\nEpsilon,100,1,45,5\r\n',
    );
    const reading = readImport(draft, CUSTOMER_IMPORT, {today: {year: 2024, month: 5, day: 15}});
    // 1 May to 15 May is 14 days; 13 March is 63 days before 15 May (2024 is a leap year), and
    // so is 3 April (42 days) once a day-first date has shown the column writes the day first.
    expect(reading.kept.map((row) => [row.name, row.recency])).toEqual([
      ['Acme', '14'],
      ['Beta', '63'],
      ['Gamma', '42'],
      ['Epsilon', '45'],
    ]);
    expect(reading.setAside.map((entry) => entry.reason)).toEqual([
      'Recency date “2024-06-01” is after today',
    ]);
    expect(reading.notes).toEqual([
      'Recency is counted in days from each date in “Last Order Date” to today, 15 May 2024 (reading 03/04/2024 as 3 April).',
    ]);
  });

  it('says when every margin looks like a fraction', () => {
    const {reading} = importText(
      'Customer,Revenue,Orders,Recency,Margin\r\nAcme,1000,4,10,0.25\r\nBeta,500,2,20,0.1\r\n',
    );
    expect(reading.notes).toEqual([
      'Every Margin figure is between −1 and 1. If they are fractions (0.25 for 25%), multiply them by 100 in your file and import it again.',
    ]);
    expect(
      importText('Customer,Revenue,Orders,Recency,Margin\r\nA,1,1,1,25\r\n').reading.notes,
    ).toEqual([]);
  });

  it('names every unreadable figure of a row', () => {
    const {reading} = importText('Customer,Revenue,Orders,Recency,Margin\r\nAcme,abc,-2,x,5\r\n');
    expect(reading.setAside[0]?.reason).toBe(
      'Revenue “abc” is not a number; Frequency “-2” is negative; Recency “x” is not a number',
    );
  });

  it('keeps the first rows up to the limit and sets the rest aside', () => {
    const body = Array.from({length: MAX_IMPORT_ROWS + 2}, (_, index) => `C${index},1,1,1,1`);
    const {reading} = importText(['Customer,Revenue,Orders,Recency,Margin', ...body].join('\n'));
    expect(reading.kept).toHaveLength(MAX_IMPORT_ROWS);
    expect(reading.setAside.map((entry) => entry.reason)).toEqual([
      `over the limit of ${MAX_IMPORT_ROWS} customers`,
      `over the limit of ${MAX_IMPORT_ROWS} customers`,
    ]);
  });

  it('reads nothing while a column is missing, and reads it once the visitor maps it', () => {
    const draft = draftOf('Client,Total,Orders,Recency,Margin\r\nAcme,1000,2,30,20\r\n');
    const reading = readImport(draft, CUSTOMER_IMPORT);
    expect(reading.missing).toEqual(['Revenue']);
    expect(reading.kept).toEqual([]);
    const mapped = readImport(draft, CUSTOMER_IMPORT, {mapping: {...draft.mapping, revenue: 1}});
    expect(mapped.missing).toEqual([]);
    expect(mapped.kept).toEqual([
      {name: 'Acme', revenue: '1000', frequency: '2', recency: '30', margin: '20'},
    ]);
  });

  it('reads figures with the decimal separator the visitor chooses', () => {
    const draft = draftOf('Customer;Revenue;Orders;Recency;Margin\r\nAcme;1.500;2;30;20\r\n');
    expect(draft.decimalComma).toBe(true);
    expect(readImport(draft, CUSTOMER_IMPORT).kept[0]?.revenue).toBe('1500');
    expect(readImport(draft, CUSTOMER_IMPORT, {decimalComma: false}).kept[0]?.revenue).toBe('1.5');
  });

  it('reads back every file it exports', () => {
    const rows: CustomerRowText[] = [
      ...SAMPLE_CUSTOMERS,
      {
        name: 'Smith, Jones & "Partners"',
        revenue: '1200.5',
        frequency: '3',
        recency: '120',
        margin: '-2.5',
      },
    ];
    const {reading} = importText(customersToCsv(rows));
    expect(reading.kept).toEqual(rows);
    expect(reading.setAside).toEqual([]);
    expect(reading.unused).toEqual(['Segment']);
  });

  it('keeps every valid row, whatever the delimiter, decimal style, quoting and line ending', () => {
    const name = fc
      .string({minLength: 1, maxLength: 24})
      .map((text) => text.trim())
      .filter((text) => text !== '' && !/^(?:grand\s+|sub-?\s*)?totals?\b/i.test(text))
      .filter((text) => !/^(customer|revenue|orders|recency|margin)$/i.test(text));
    const row = fc.record({
      name,
      revenue: fc.integer({min: 0, max: 99_999_999}).map((cents) => cents / 100),
      frequency: fc.integer({min: 0, max: 500}),
      recency: fc.integer({min: 0, max: 2000}),
      margin: fc.integer({min: -5000, max: 10_000}).map((tenths) => tenths / 10),
    });
    fc.assert(
      fc.property(
        fc.array(row, {minLength: 1, maxLength: 8}),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\r\n', '\n'),
        (customers, delimiter, newline) => {
          const comma = delimiter === ';';
          const figure = (value: number) =>
            comma ? String(value).replace('.', ',') : String(value);
          const quote = (text: string) =>
            /[",;\t\r\n]/.test(text) || text !== text.trim()
              ? `"${text.replace(/"/g, '""')}"`
              : text;
          const lines = [
            ['Customer Name', 'Net Sales', 'Orders', 'Days Since Last Order', 'GM%'].join(
              delimiter,
            ),
            ...customers.map((customer) =>
              [
                quote(neutraliseFormula(customer.name)),
                figure(customer.revenue),
                customer.frequency,
                customer.recency,
                figure(customer.margin),
              ].join(delimiter),
            ),
          ];
          const {reading} = importText(lines.join(newline) + newline);
          expect(reading.setAside).toEqual([]);
          expect(reading.kept).toEqual(
            customers.map((customer) => ({
              name: customer.name.trim(),
              revenue: String(customer.revenue),
              frequency: String(customer.frequency),
              recency: String(customer.recency),
              margin: String(customer.margin),
            })),
          );
        },
      ),
      {numRuns: 100},
    );
  });

  it('lists the rows it set aside in a file that reads back as written', () => {
    const {reading} = importText('Customer,Revenue,Orders,Recency,Margin\r\n"=cmd",x,1,1,1\r\n');
    const file = encodeCsv([['Row', 'Reason'], ...reading.setAside.map((e) => [e.row, e.reason])]);
    expect(file).toBe('Row,Reason\r\n2,Revenue “x” is not a number\r\n');
  });
});

describe('opening a chosen file', () => {
  const header = 'Customer,Revenue,Frequency,Recency,Margin\r\n';

  it('reads a file that is not UTF-8 as Windows-1252 and says so', async () => {
    const latin1 = Uint8Array.from(
      [...`${header}Müller Söhne,1000,2,30,20\r\nCafé Crème,500,1,10,5\r\n`].map((c) =>
        c.charCodeAt(0),
      ),
    );
    const opened = await openImportFile(chosenFile('latin1.csv', latin1), CUSTOMER_IMPORT);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.draft.notes[0]).toMatch(
      /^The file is not in UTF-8, so it was read as Windows-1252/,
    );
    expect(readImport(opened.draft, CUSTOMER_IMPORT).kept.map((row) => row.name)).toEqual([
      'Müller Söhne',
      'Café Crème',
    ]);
  });

  it('reads UTF-16 "Unicode text" exports and UTF-8 with a byte-order mark', async () => {
    const text = `${header.replace(/,/g, '\t')}Zoë\t1000\t2\t30\t20\r\n`;
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    [...text].forEach((char, index) => utf16.set([char.charCodeAt(0), 0], 2 + index * 2));
    const opened = await openImportFile(chosenFile('unicode.txt', utf16, ''), CUSTOMER_IMPORT);
    expect(opened.ok && readImport(opened.draft, CUSTOMER_IMPORT).kept[0]?.name).toBe('Zoë');
    expect(opened.ok && opened.draft.notes).toEqual([]);

    const bom = await openImportFile(
      chosenFile('bom.csv', `\uFEFF${header}Ærø,1,1,1,1\r\n`),
      CUSTOMER_IMPORT,
    );
    expect(bom.ok && readImport(bom.draft, CUSTOMER_IMPORT).kept[0]?.name).toBe('Ærø');
    expect(bom.ok && bom.draft.table.header[0]).toBe('Customer');
  });

  it('accepts .csv, .tsv and .txt files and a CSV with no extension but a CSV type', async () => {
    const text = `${header}A,1,1,1,1\r\n`;
    for (const name of ['export.csv', 'export.tsv', 'export.txt']) {
      expect((await openImportFile(chosenFile(name, text, ''), CUSTOMER_IMPORT)).ok, name).toBe(
        true,
      );
    }
    expect((await openImportFile(chosenFile('export', text, 'text/csv'), CUSTOMER_IMPORT)).ok).toBe(
      true,
    );
  });

  it('explains that a workbook must be saved as CSV first, even when it is named .csv', async () => {
    for (const name of ['customers.xlsx', 'renamed.csv']) {
      const opened = await openImportFile(
        chosenFile(name, Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0])),
        CUSTOMER_IMPORT,
      );
      expect(opened.ok ? '' : opened.message, name).toMatch(
        new RegExp(
          `^Could not import ${name.replace('.', '\\.')}\\. It is a spreadsheet workbook, not a CSV file`,
        ),
      );
    }
  });

  it('refuses other kinds of file, binary text and files over 1 MB', async () => {
    const message = async (file: ReturnType<typeof chosenFile>) => {
      const opened = await openImportFile(file, CUSTOMER_IMPORT);
      return opened.ok ? 'ok' : opened.message;
    };
    expect(await message(chosenFile('photo.png', 'x', 'image/png'))).toBe(
      'Could not import photo.png. Choose a .csv file.',
    );
    expect(await message({...chosenFile('big.csv', ''), size: MAX_IMPORT_BYTES + 1})).toBe(
      'Could not import big.csv. It is larger than 1 MB.',
    );
    expect(await message(chosenFile('odd.csv', Uint8Array.from([1, 0, 200, 3, 0, 7, 9])))).toMatch(
      /It is not a text file/,
    );
    expect(await message(chosenFile('empty.csv', '\r\n\r\n'))).toBe(
      'Could not import empty.csv. The file is empty.',
    );
    expect(await message(chosenFile('open.csv', `${header}"A,1,1,1,1\r\n`))).toBe(
      'Could not import open.csv. The file could not be read. Line 2: a quoted value is never closed.',
    );
    const broken = {
      ...chosenFile('a.csv', ''),
      arrayBuffer: () => Promise.reject(new Error('gone')),
    };
    expect(await message(broken)).toBe(
      'Could not import a.csv. The browser could not read the file.',
    );
  });
});
