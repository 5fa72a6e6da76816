import {describe, expect, it} from 'vitest';
import {EDITIONS} from '@site/src/data/editions';
import {tablesIn} from './tablesIn';
import {
  BASIS_KINDS,
  customerData,
  isIsoDate,
  practitionerConvention,
  publishedStudy,
} from './provenance';
import {BASIS_KIND_LABELS, basisStatement, groupByProvenance, reviewedOn} from './provenanceText';

describe('isIsoDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-11-29')).toBe(true);
  });
  it('refuses impossible dates and other spellings', () => {
    for (const value of ['2025-02-29', '2025-13-01', '2025-1-5', '29/11/2026', '', '2025-06-31']) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });
});

describe('practitionerConvention', () => {
  it('records the basis and the review date', () => {
    expect(practitionerConvention('2026-11-29')).toEqual({
      basis: {kind: 'practitioner-convention'},
      reviewed: '2026-11-29',
    });
  });
  it('says plainly that no study is cited, with the date in words', () => {
    expect(basisStatement(practitionerConvention('2026-11-29'))).toBe(
      'No published study is cited for this range: it is the convention practitioners use, reviewed by our editorial team on 29 November 2026.',
    );
  });
});

describe('publishedStudy', () => {
  const study = {title: 'A Study of Margins', publisher: 'Some Institute', year: 2024};
  it('names the study, its publisher and its year', () => {
    const provenance = publishedStudy(study, '2025-03-01');
    expect(provenance.basis).toEqual({kind: 'published-study', ...study});
    expect(basisStatement(provenance)).toBe(
      'From a published study: A Study of Margins (Some Institute, 2024), reviewed by our editorial team on 1 March 2025.',
    );
  });
  it('refuses a blank title or publisher, and a year after the review', () => {
    expect(() => publishedStudy({...study, title: ' '}, '2025-03-01')).toThrow(RangeError);
    expect(() => publishedStudy({...study, publisher: ''}, '2025-03-01')).toThrow(RangeError);
    expect(() => publishedStudy({...study, year: 2026}, '2025-03-01')).toThrow(RangeError);
    expect(() => publishedStudy({...study, year: 2024.5}, '2025-03-01')).toThrow(RangeError);
  });
});

describe('customerData', () => {
  it('gives the sample size and the period', () => {
    const provenance = customerData(
      {sampleSize: 1250, from: '2024-01-01', to: '2024-12-31'},
      '2025-02-01',
    );
    expect(provenance.basis).toEqual({
      kind: 'customer-data',
      sampleSize: 1250,
      period: {from: '2024-01-01', to: '2024-12-31'},
    });
    expect(basisStatement(provenance)).toBe(
      'From our own anonymised customer data: 1,250 customers, 1 January 2024 to 31 December 2024, reviewed by our editorial team on 1 February 2025.',
    );
  });
  it('refuses an empty or fractional sample, a backwards period, or one ending after the review', () => {
    const period = {from: '2024-01-01', to: '2024-12-31'};
    expect(() => customerData({sampleSize: 0, ...period}, '2025-02-01')).toThrow(RangeError);
    expect(() => customerData({sampleSize: 2.5, ...period}, '2025-02-01')).toThrow(RangeError);
    expect(() =>
      customerData({sampleSize: 10, from: '2024-12-31', to: '2024-01-01'}, '2025-02-01'),
    ).toThrow(RangeError);
    expect(() => customerData({sampleSize: 10, ...period}, '2024-06-30')).toThrow(RangeError);
  });
});

describe('groupByProvenance', () => {
  const a = practitionerConvention('2026-11-29');
  const b = practitionerConvention('2025-06-30');
  it('states a shared basis once, keeping the order tables first appear in', () => {
    const tables = [
      {caption: 'one', provenance: a},
      {caption: 'two', provenance: b},
      {caption: 'three', provenance: {...a}},
    ];
    const groups = groupByProvenance(tables);
    expect(groups.map((group) => group.tables.map((table) => table.caption))).toEqual([
      ['one', 'three'],
      ['two'],
    ]);
    expect(groups.map((group) => group.provenance)).toEqual([a, b]);
  });
  it('gives no group for no tables', () => {
    expect(groupByProvenance([])).toEqual([]);
  });
});

describe('labels', () => {
  it('names every kind of basis', () => {
    expect(Object.keys(BASIS_KIND_LABELS).sort()).toEqual([...BASIS_KINDS].sort());
  });
});

describe.each(EDITIONS)('the benchmarks of the $name edition', ({content}) => {
  const tables = tablesIn(content.benchmarks as Record<string, unknown>);
  const onPages = Object.values(content.TERM_PAGES).flatMap(
    (page) => page?.benchmarks.tables ?? [],
  );

  it('give every table a basis and a review date no later than today', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const table of [...tables, ...onPages]) {
      expect(BASIS_KINDS, table.caption).toContain(table.provenance.basis.kind);
      expect(isIsoDate(table.provenance.reviewed), table.caption).toBe(true);
      expect(table.provenance.reviewed <= today, table.caption).toBe(true);
      expect(reviewedOn(table.provenance)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    }
  });

  it('cite no study and no customer data, since none is on file', () => {
    for (const table of [...tables, ...onPages]) {
      expect(table.provenance.basis.kind, table.caption).toBe('practitioner-convention');
    }
  });

  it('list among the registry exports every table a term page shows', () => {
    const captions = new Set(tables.map((table) => table.caption));
    for (const table of onPages) expect(captions, table.caption).toContain(table.caption);
  });
});

describe('tablesIn', () => {
  it('finds the tables among other exports, by caption', () => {
    const table = (caption: string) => ({
      caption,
      columns: ['a', 'b'] as const,
      rows: [],
      provenance: practitionerConvention('2026-11-29'),
    });
    expect(
      tablesIn({B: table('Zeta'), rule: 'text', A: table('Alpha'), n: 3, none: null}).map(
        (found) => found.caption,
      ),
    ).toEqual(['Alpha', 'Zeta']);
  });
});
