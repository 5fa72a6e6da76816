import {describe, expect, it} from 'vitest';
import {importCustomerFile} from './importFile';
import {MAX_IMPORT_BYTES} from './segmentation';

function file(name: string, text: string, type = 'text/csv') {
  return {
    name,
    type,
    size: new TextEncoder().encode(text).length,
    text: () => Promise.resolve(text),
  };
}

describe('importCustomerFile', () => {
  it('imports a CSV file and says how many customers it read', async () => {
    const outcome = await importCustomerFile(
      file(
        'customers.csv',
        'Customer,Revenue,Frequency,Recency,Margin,Region\r\nAcme,1000,2,3,4,North\r\n',
      ),
    );
    expect(outcome).toEqual({
      ok: true,
      rows: [{name: 'Acme', revenue: '1000', frequency: '2', recency: '3', margin: '4'}],
      message: 'Imported 1 customer from customers.csv. Columns not used: Region.',
    });
  });
  it('accepts a .txt file and a CSV with no extension but a CSV type', async () => {
    const text = 'Customer,Revenue,Frequency,Recency,Margin\nA,1,1,1,1\nB,2,2,2,2\n';
    expect((await importCustomerFile(file('export.txt', text, ''))).message).toBe(
      'Imported 2 customers from export.txt.',
    );
    expect((await importCustomerFile(file('export', text, 'text/csv'))).ok).toBe(true);
  });
  it('explains that a workbook must be saved as CSV first', async () => {
    const outcome = await importCustomerFile(
      file('customers.xlsx', 'PK', 'application/vnd.ms-excel'),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(
      /^Could not import customers\.xlsx\. It is a spreadsheet workbook, not a CSV file/,
    );
  });
  it('refuses other kinds of file and files over 1 MB', async () => {
    expect((await importCustomerFile(file('photo.png', 'x', 'image/png'))).message).toBe(
      'Could not import photo.png. Choose a .csv file.',
    );
    const big = {...file('big.csv', ''), size: MAX_IMPORT_BYTES + 1};
    expect((await importCustomerFile(big)).message).toBe(
      'Could not import big.csv. It is larger than 1 MB.',
    );
  });
  it('passes on what is wrong with the CSV itself', async () => {
    expect((await importCustomerFile(file('a.csv', 'Name,Revenue\r\nA,1\r\n'))).message).toBe(
      'Could not import a.csv. The first row must name the columns Customer, Revenue, Frequency, Recency, Margin. Missing: Frequency, Recency, Margin.',
    );
  });
  it('reports a file the browser cannot read', async () => {
    const broken = {...file('a.csv', ''), text: () => Promise.reject(new Error('gone'))};
    expect((await importCustomerFile(broken)).message).toBe(
      'Could not import a.csv. The browser could not read the file.',
    );
  });
});
