import {describe, expect, it} from 'vitest';
import {readRecord} from '@site/src/lib/storage/record';
import {PROFITABILITY_DEFAULTS, PROFITABILITY_FIELDS} from './profitability';
import {
  PROFITABILITY_FIELDS_RECORD,
  PROFITABILITY_SHARE,
  SAVED_CALCULATIONS_RECORD,
} from './record';

const get = (items: Record<string, string>) => (key: string) => items[key] ?? null;

const fields = (revenue: string) => ({...PROFITABILITY_DEFAULTS, annualRevenue: revenue});
const saved = (id: string, name: string, revenue: string) => ({
  id,
  name,
  savedAt: '2025-02-03T10:00:00.000Z',
  fields: fields(revenue),
});

describe('PROFITABILITY_FIELDS_RECORD', () => {
  it('reads the fields stored by earlier versions of the site (bare fields under the .v1 key)', () => {
    const today = fields('120000');
    const read = readRecord(
      PROFITABILITY_FIELDS_RECORD,
      get({'tools.profitability-calculator.current.v1': JSON.stringify(today)}),
    );
    expect(read.value).toEqual(today);
    expect(read.setAside).toEqual([]);
  });

  it('reads field by field: odd values are set aside, missing fields take their defaults', () => {
    const read = readRecord(
      PROFITABILITY_FIELDS_RECORD,
      get({
        'tools.profitability-calculator.current.v1': JSON.stringify({
          annualRevenue: 90000,
          productCost: [1],
        }),
      }),
    );
    expect(read.value).toEqual(fields('90000'));
    expect(read.setAside.map((entry) => entry.where)).toEqual(['field “productCost”']);
  });
});

describe('SAVED_CALCULATIONS_RECORD', () => {
  it('keeps two good saved calculations and sets aside one of an older shape', () => {
    const stored = [
      saved('a', 'Acme', '100000'),
      {name: 'Old customer', revenue: 50000, costs: 30000},
      saved('b', 'Beta', '80000'),
    ];
    const read = readRecord(
      SAVED_CALCULATIONS_RECORD,
      get({'tools.profitability-calculator.saved.v1': JSON.stringify(stored)}),
    );
    expect(read.value.map((entry) => entry.name)).toEqual(['Acme', 'Beta']);
    expect(read.setAside).toEqual([
      {
        where: 'saved calculation 2',
        reason: 'Saved in an older format, without its id or date.',
        value: stored[1],
      },
    ]);
  });

  it('sets aside a calculation missing some of its figures, saying how many', () => {
    const partial = {...saved('c', 'Partial', '1'), fields: {annualRevenue: '1'}};
    const read = readRecord(
      SAVED_CALCULATIONS_RECORD,
      get({'tools.profitability-calculator.saved.v1': JSON.stringify([partial])}),
    );
    expect(read.value).toEqual([]);
    expect(read.setAside[0]?.reason).toBe(
      `Saved in another format: ${PROFITABILITY_FIELDS.length - 1} of the ${PROFITABILITY_FIELDS.length} figures are missing or unreadable.`,
    );
  });
});

describe('PROFITABILITY_SHARE', () => {
  it('round-trips the eighteen fields and the name', () => {
    const state = {fields: fields('250000'), name: 'Acme Ltd'};
    expect(
      PROFITABILITY_SHARE.fromCompact(
        JSON.parse(JSON.stringify(PROFITABILITY_SHARE.toCompact(state))),
      ),
    ).toEqual(state);
  });

  it('refuses a link with the wrong number of fields', () => {
    expect(PROFITABILITY_SHARE.fromCompact([['1'], 'x'])).toBeNull();
    expect(PROFITABILITY_SHARE.fromCompact([Array(18).fill(''), 5])).toBeNull();
  });
});
