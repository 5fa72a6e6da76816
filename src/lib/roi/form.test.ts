import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  EMPTY_ROI_FORM,
  ROI_FIELDS,
  blockingAlert,
  calculateHelp,
  readRoiForm,
  roiFormFromQuery,
  roiQueryString,
  roiValuesFromQuery,
  type RoiFormText,
} from './form';

const FILLED: RoiFormText = {
  revenue: '5,000,000',
  margin: '25',
  customers: '200',
  skus: '1,000',
  salesReps: '',
};

const form = (changes: Partial<RoiFormText>) => readRoiForm({...FILLED, ...changes});

describe('readRoiForm', () => {
  it('reads the worked example, with sales reps left out', () => {
    expect(readRoiForm(FILLED)).toEqual({
      complete: true,
      messages: {},
      invalidFields: [],
      values: {revenue: 5_000_000, margin: 25, customers: 200, skus: 1_000, salesReps: null},
    });
  });

  it('accepts revenue as people type and paste it', () => {
    for (const text of [
      '5,000,000',
      '5000000',
      ' 5e6 ',
      '$5,000,000',
      '5 000 000',
      '$5M',
      '5m',
      '5 million',
      '5000k',
      '$ 5,000,000',
    ]) {
      expect(form({revenue: text}).values?.revenue, text).toBe(5_000_000);
    }
    expect(form({revenue: '$1,200.50'}).values?.revenue).toBe(1200.5);
    expect(form({revenue: '250k'}).values?.revenue).toBe(250_000);
    expect(form({revenue: '$1.2bn'}).values?.revenue).toBe(1_200_000_000);
    expect(form({customers: '2.5k'}).values?.customers).toBe(2500);
    expect(form({margin: '25%'}).values?.margin).toBe(25);
    expect(form({salesReps: '12'}).values?.salesReps).toBe(12);
  });

  it('is incomplete until revenue, margin, customers and SKUs all hold text', () => {
    expect(readRoiForm(EMPTY_ROI_FORM).complete).toBe(false);
    for (const field of ['revenue', 'margin', 'customers', 'skus'] as const) {
      const reading = form({[field]: '  '});
      expect(reading.complete, field).toBe(false);
      expect(reading.values, field).toBeNull();
    }
    expect(form({salesReps: ''}).complete).toBe(true);
  });

  it('refuses revenue that reads as $0, written as letters or as zero', () => {
    for (const text of ['abc', '0', '$0', '0k', 'lots']) {
      const reading = form({revenue: text});
      expect(reading.values, text).toBeNull();
      expect(reading.invalidFields, text).toEqual(['revenue']);
      expect(reading.messages.revenue?.error, text).toMatch(/annual revenue, for example/);
    }
  });

  it('counts letters in customers and SKUs as 0, and says so', () => {
    for (const field of ['customers', 'skus'] as const) {
      const reading = form({[field]: 'lots'});
      expect(reading.values?.[field], field).toBe(0);
      expect(reading.messages[field]?.notice, field).toMatch(/counts as (\$0|0)/);
      expect(reading.messages[field]?.error, field).toBeUndefined();
      expect(reading.invalidFields).toEqual([]);
    }
  });

  it('refuses letters in the margin and sales-reps fields', () => {
    const margin = form({margin: 'about a quarter'});
    expect(margin.values).toBeNull();
    expect(margin.invalidFields).toEqual(['margin']);
    expect(margin.messages.margin?.error).toMatch(/percent/);
    expect(form({salesReps: 'five'}).invalidFields).toEqual(['salesReps']);
  });

  it('refuses negative numbers with a message beside the field', () => {
    for (const field of ROI_FIELDS) {
      const reading = form({[field]: '-5'});
      expect(reading.values, field).toBeNull();
      expect(reading.invalidFields, field).toEqual([field]);
      expect(reading.messages[field]?.error, field).toMatch(/cannot be negative/);
    }
  });

  it('refuses a margin above 100% and accepts 0 and 100', () => {
    const reading = form({margin: '100.5'});
    expect(reading.values).toBeNull();
    expect(reading.messages.margin?.error).toMatch(/above 100%/);
    expect(form({margin: '100'}).values?.margin).toBe(100);
    expect(form({margin: '0'}).values?.margin).toBe(0);
  });

  it('refuses numbers too large to compute with instead of giving Infinity', () => {
    const reading = form({revenue: '1e400'});
    expect(reading.values).toBeNull();
    expect(reading.messages.revenue?.error).toMatch(/too large/);
  });

  it('never gives a non-finite, negative or out-of-range number, whatever is typed', () => {
    const text = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.constantFrom('', ' 5e6 ', '-0', '1e400', '$1,200.50', '101', 'abc'),
    );
    fc.assert(
      fc.property(
        fc.record({revenue: text, margin: text, customers: text, skus: text, salesReps: text}),
        (typed) => {
          const {values, complete, invalidFields} = readRoiForm(typed);
          if (values === null) return !complete || invalidFields.length > 0;
          const numbers = [values.revenue, values.margin, values.customers, values.skus];
          if (values.salesReps !== null) numbers.push(values.salesReps);
          return (
            numbers.every((n) => Number.isFinite(n) && n >= 0) &&
            values.margin <= 100 &&
            values.revenue > 0
          );
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('calculateHelp and blockingAlert', () => {
  it('says the form is ready only when nothing blocks the calculation', () => {
    expect(calculateHelp(form({}))).toMatch(/^Ready/);
    expect(calculateHelp(form({margin: ''}))).toBe(
      'Fill in revenue, margin, customers and SKUs to calculate.',
    );
    expect(calculateHelp(form({margin: '120'}))).toBe(
      'One field needs correcting before Calculate can work it out.',
    );
    expect(calculateHelp(form({margin: '120', customers: '-3'}))).toBe(
      'Two fields need correcting before Calculate can work it out.',
    );
  });

  it('names one highlighted field or counts several', () => {
    expect(blockingAlert(form({}))).toBe('');
    expect(blockingAlert(form({margin: '120'}))).toBe(
      'Please correct the highlighted field before calculating.',
    );
    expect(blockingAlert(form({margin: '120', customers: '-3'}))).toBe(
      'Please correct the two highlighted fields before calculating.',
    );
  });
});

describe('share link query', () => {
  it('writes plain numbers and reads them back', () => {
    const values = readRoiForm({...FILLED, salesReps: '4'}).values!;
    const query = roiQueryString(values);
    expect(query).toBe('revenue=5000000&margin=25&customers=200&skus=1000&salesReps=4');
    expect(roiValuesFromQuery(`?${query}`)).toEqual(values);
    expect(roiQueryString(readRoiForm(FILLED).values!)).not.toContain('salesReps');
  });

  it('finds no calculation in an address without the fields', () => {
    expect(roiFormFromQuery('')).toBeNull();
    expect(roiFormFromQuery('?utm_source=mail')).toBeNull();
    expect(roiValuesFromQuery('')).toBeNull();
  });

  it('gives the form text, not results, for an incomplete or edited link', () => {
    expect(roiFormFromQuery('?revenue=5000000&margin=25')).toEqual({
      ...EMPTY_ROI_FORM,
      revenue: '5000000',
      margin: '25',
    });
    expect(roiValuesFromQuery('?revenue=5000000&margin=25')).toBeNull();
    expect(roiValuesFromQuery('?revenue=abc&margin=25&customers=1&skus=1')).toBeNull();
    expect(roiValuesFromQuery('?revenue=-1&margin=25&customers=1&skus=1')).toBeNull();
    expect(roiValuesFromQuery('?revenue=1e400&margin=25&customers=1&skus=1')).toBeNull();
  });
});
