import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {parseCsv} from '@site/src/lib/csv/csv';
import {
  CUSTOMER_CSV_HEADER,
  SAMPLE_CUSTOMERS,
  customersToCsv,
  readCustomer,
  readCustomerOnce,
  readDecimal,
  readWhole,
  segmentOf,
  type CustomerFigures,
} from './segmentation';

const champion: CustomerFigures = {revenue: 40001, frequency: 11, recency: 44, margin: 20.01};

describe('the sample customers', () => {
  it('are A, B and C with the figures of the specification', () => {
    expect(SAMPLE_CUSTOMERS).toEqual([
      {name: 'Customer A', revenue: '50000', frequency: '12', recency: '30', margin: '25'},
      {name: 'Customer B', revenue: '25000', frequency: '6', recency: '60', margin: '15'},
      {name: 'Customer C', revenue: '75000', frequency: '18', recency: '15', margin: '35'},
    ]);
  });
  it('segment as Champion, New and Champion', () => {
    // B: revenue 25,000 is not above 30,000 (Loyal); recency 60 is not below 60 (Potential);
    // recency 60 is not above 90 and margin 15 is not below 10 (At Risk): New.
    expect(SAMPLE_CUSTOMERS.map((row) => readCustomer(row).segment)).toEqual([
      'Champion',
      'New',
      'Champion',
    ]);
  });
});

describe('segmentOf', () => {
  it('Champion needs all four: revenue > 40,000, frequency > 10, recency < 45, margin > 20', () => {
    expect(segmentOf(champion)).toBe('Champion');
    expect(segmentOf({...champion, revenue: 40000})).not.toBe('Champion');
    expect(segmentOf({...champion, frequency: 10})).not.toBe('Champion');
    expect(segmentOf({...champion, recency: 45})).not.toBe('Champion');
    expect(segmentOf({...champion, margin: 20})).not.toBe('Champion');
  });
  it('Loyal: revenue > 30,000, frequency > 8, margin > 15, whatever the recency', () => {
    const loyal = {revenue: 30001, frequency: 9, recency: 200, margin: 15.5};
    expect(segmentOf(loyal)).toBe('Loyal');
    // A near-champion that bought 45 days ago falls through to Loyal.
    expect(segmentOf({...champion, recency: 45})).toBe('Loyal');
    expect(segmentOf({...loyal, revenue: 30000})).toBe('At Risk');
    expect(segmentOf({...loyal, frequency: 8})).toBe('At Risk');
    expect(segmentOf({...loyal, margin: 15, recency: 50})).toBe('Potential');
  });
  it('Potential: revenue > 20,000 and recency < 60', () => {
    const potential = {revenue: 20001, frequency: 1, recency: 59, margin: 5};
    // Margin 5 would be At Risk, but Potential comes first.
    expect(segmentOf(potential)).toBe('Potential');
    expect(segmentOf({...potential, revenue: 20000})).toBe('At Risk');
    expect(segmentOf({...potential, recency: 60, margin: 12})).toBe('New');
  });
  it('At Risk: recency > 90 or margin < 10', () => {
    const quiet = {revenue: 5000, frequency: 2, recency: 91, margin: 30};
    expect(segmentOf(quiet)).toBe('At Risk');
    expect(segmentOf({...quiet, recency: 90})).toBe('New');
    expect(segmentOf({...quiet, recency: 10, margin: 9.99})).toBe('At Risk');
    expect(segmentOf({...quiet, recency: 10, margin: 10})).toBe('New');
    expect(segmentOf({...quiet, recency: 10, margin: -4})).toBe('At Risk');
  });
  it('New otherwise, including an empty row', () => {
    expect(segmentOf({revenue: 15000, frequency: 3, recency: 20, margin: 18})).toBe('New');
    // Blank cells count as 0: margin 0 is below 10.
    expect(segmentOf({revenue: 0, frequency: 0, recency: 0, margin: 0})).toBe('At Risk');
  });
  it('always gives one of the five segments', () => {
    const segments = new Set(['Champion', 'Loyal', 'Potential', 'At Risk', 'New']);
    fc.assert(
      fc.property(
        fc.double(),
        fc.integer(),
        fc.integer(),
        fc.double(),
        (revenue, frequency, recency, margin) =>
          segments.has(segmentOf({revenue, frequency, recency, margin})),
      ),
      {numRuns: 1000},
    );
  });
});

describe('reading cells', () => {
  it('reads revenue and margin as decimals', () => {
    expect(readDecimal('50,000.75', false)).toEqual({value: 50000.75});
    expect(readDecimal('12.5%', true)).toEqual({value: 12.5});
    expect(readDecimal('-3.5', true)).toEqual({value: -3.5});
    expect(readDecimal('-3.5', false).value).toBe(0);
    expect(readDecimal('', false)).toEqual({value: 0});
    expect(readDecimal('n/a', true).notice).toMatch(/Counted as 0\.$/);
  });
  it('reads frequency and recency as whole numbers, saying when decimals were dropped', () => {
    expect(readWhole('12')).toEqual({value: 12});
    expect(readWhole('12.9')).toEqual({value: 12, notice: 'Whole numbers only: read as 12.'});
    expect(readWhole('')).toEqual({value: 0});
    expect(readWhole('soon')).toEqual({
      value: 0,
      notice: 'Enter a number, for example 1,250,000 or 12.5. Counted as 0.',
    });
    expect(readWhole('-4').value).toBe(0);
  });
  it('uses the truncated figures for the segment', () => {
    // Frequency 10.9 reads as 10, which is not above 10: not a Champion.
    const row = {name: 'X', revenue: '50000', frequency: '10.9', recency: '30', margin: '25'};
    const read = readCustomer(row);
    expect(read.figures.frequency).toBe(10);
    expect(read.segment).toBe('Loyal');
    expect(Object.keys(read.notices)).toEqual(['frequency']);
  });
  it('never gives a non-finite figure for any text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (revenue, frequency, recency, margin) => {
          const {figures} = readCustomer({name: '', revenue, frequency, recency, margin});
          return Object.values(figures).every(Number.isFinite);
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('CSV export and import', () => {
  it('exports the figures used and the segment under a header row', () => {
    expect(customersToCsv(SAMPLE_CUSTOMERS)).toBe(
      [
        'Customer,Revenue (USD),Frequency (orders a year),Recency (days since last purchase),Margin (%),Segment',
        'Customer A,50000,12,30,25,Champion',
        'Customer B,25000,6,60,15,New',
        'Customer C,75000,18,15,35,Champion',
        '',
      ].join('\r\n'),
    );
    expect(CUSTOMER_CSV_HEADER).toHaveLength(6);
  });
  it('writes files a parser reads as six columns on every row', () => {
    const parsed = parseCsv(
      customersToCsv([{name: '', revenue: 'x', frequency: '', recency: '', margin: ''}]),
    );
    expect(parsed.ok && parsed.rows).toEqual([
      [...CUSTOMER_CSV_HEADER],
      ['', '0', '0', '0', '0', 'At Risk'],
    ]);
  });
});

describe('readCustomerOnce', () => {
  it('reads a row as readCustomer does, and gives the same reading for the same row', () => {
    const row = {name: 'A', revenue: '50000', frequency: '12', recency: '30', margin: 'x'};
    const first = readCustomerOnce(row);
    expect(first).toEqual(readCustomer(row));
    expect(readCustomerOnce(row)).toBe(first);
  });

  it('reads a changed row (a new object) afresh', () => {
    const row = {name: 'A', revenue: '50000', frequency: '12', recency: '30', margin: '25'};
    expect(readCustomerOnce(row).segment).toBe('Champion');
    expect(readCustomerOnce({...row, recency: '120', margin: '5'}).segment).toBe('At Risk');
  });
});
