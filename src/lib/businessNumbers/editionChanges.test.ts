import {describe, expect, it} from 'vitest';
import * as draft from '@site/docs/_data';
import * as released from '@site/versioned_docs/version-2025/_data';
import type {BenchmarkTable} from '@site/src/lib/metrics/benchmarkTables';
import {practitionerConvention, publishedStudy} from '@site/src/lib/metrics/provenance';
import {
  changedParts,
  changeNote,
  compareEditions,
  compareRows,
  compareTables,
  compareTerm,
  type EditionRegistry,
} from './editionChanges';
import type {TermPage} from './page';

/** The provenance a made-up table carries (the comparison reads rows and notes, not it). */
const REVIEWED = practitionerConvention('2026-11-29');

const RELEASED: EditionRegistry = {
  edition: released.EDITION,
  terms: released.TERMS,
  pages: released.TERM_PAGES,
};
const DRAFT: EditionRegistry = {
  edition: draft.EDITION,
  terms: draft.TERMS,
  pages: draft.TERM_PAGES,
};

/** A term both editions publish, with a band table and more than one formula. */
const SHARED = draft.TERMS.terms.find(
  (entry) =>
    released.TERMS.has(entry.slug) &&
    (DRAFT.pages[entry.slug]?.formulas.length ?? 0) > 1 &&
    DRAFT.pages[entry.slug]?.benchmarks.tables.some((table) => table.banded),
);

/** The draft with one term's page replaced. */
function draftWith(slug: string, page: TermPage): EditionRegistry {
  return {...DRAFT, pages: {...DRAFT.pages, [slug]: page}};
}

describe('compareEditions on the two editions', () => {
  const changes = compareEditions(RELEASED, DRAFT);

  it('names the editions compared', () => {
    expect(changes.edition).toBe(draft.EDITION);
    expect(changes.previous).toBe(released.EDITION);
  });

  it('lists every term the draft adds, by its title, in the draft index order', () => {
    const expected = draft.TERMS.terms
      .filter((entry) => !released.TERMS.has(entry.slug))
      .map((entry) => ({slug: entry.slug, title: entry.title}));
    expect(expected.length).toBeGreaterThan(0);
    expect(changes.added).toEqual(expected);
  });

  it('lists every term the draft drops', () => {
    const expected = released.TERMS.terms
      .filter((entry) => !draft.TERMS.has(entry.slug))
      .map((entry) => ({slug: entry.slug, title: entry.title}));
    expect(changes.removed).toEqual(expected);
  });

  it('accounts for every term both editions publish, changed or not', () => {
    const shared = draft.TERMS.terms.filter((entry) => released.TERMS.has(entry.slug));
    expect(changes.changed.length + changes.unchanged).toBe(shared.length);
    for (const change of changes.changed) {
      expect(released.TERMS.has(change.slug)).toBe(true);
      expect(changedParts(change).length).toBeGreaterThan(0);
    }
  });

  it('reads the other way round as terms dropped', () => {
    const back = compareEditions(DRAFT, RELEASED);
    expect(back.removed).toEqual(changes.added);
    expect(back.added).toEqual(changes.removed);
  });

  it('finds nothing between an edition and itself', () => {
    const same = compareEditions(DRAFT, DRAFT);
    expect(same).toMatchObject({added: [], removed: [], changed: []});
    expect(same.unchanged).toBe(draft.TERMS.terms.length);
  });

  it('throws when a listed term has no page', () => {
    const {[DRAFT.terms.terms[0]?.slug ?? '']: _dropped, ...pages} = DRAFT.pages;
    expect(() => compareEditions({...DRAFT, pages}, DRAFT)).toThrow(/has no page/);
  });
});

describe('compareTerm on a changed term', () => {
  if (!SHARED) throw new Error('no shared term with a band table and two formulas');
  const slug = SHARED.slug;
  const before = DRAFT.pages[slug] as TermPage;

  it('reports a changed formula old → new, paired by what it computes', () => {
    const [first, ...rest] = before.formulas;
    const edited = `${first} × 1`;
    const change = compareTerm(before, {...before, formulas: [edited, ...rest]});
    expect(change?.formulas).toEqual([
      {item: (first as string).split(' = ')[0], from: first, to: edited},
    ]);
    expect(change?.benchmarks).toEqual([]);
    expect(change && changeNote(change, RELEASED.edition)).toBe(
      `Changed since the ${RELEASED.edition} edition: a formula.`,
    );
  });

  it('reports a band whose range moved, by its reading', () => {
    const table = before.benchmarks.tables.find((candidate) => candidate.banded) as BenchmarkTable;
    const [range, reading] = table.rows[1] as readonly [string, string];
    const moved: BenchmarkTable = {
      ...table,
      rows: table.rows.map((row, at) => (at === 1 ? [`${range} (moved)`, reading] : row)),
    };
    const after = {
      ...before,
      benchmarks: {
        ...before.benchmarks,
        tables: before.benchmarks.tables.map((candidate) =>
          candidate === table ? moved : candidate,
        ),
      },
    };
    const changes = compareEditions(RELEASED, draftWith(slug, after));
    const baseline = compareEditions(RELEASED, DRAFT);
    const change = changes.changed.find((candidate) => candidate.slug === slug);
    const tableChange = change?.benchmarks.find((candidate) => candidate.caption === table.caption);
    expect(tableChange?.status).toBe('changed');
    expect(tableChange?.rows).toContainEqual({item: reading, from: range, to: `${range} (moved)`});
    expect(changes.added).toEqual(baseline.added);
  });

  it('reports a new definition, a renamed term and a new table', () => {
    const extra: BenchmarkTable = {
      caption: 'A new table',
      columns: ['Segment', 'Range'],
      rows: [['Wholesale', '1-2%']],
      provenance: REVIEWED,
    };
    const change = compareTerm(before, {
      ...before,
      entry: {...before.entry, title: `${before.entry.title} (renamed)`, summary: 'New words.'},
      benchmarks: {...before.benchmarks, tables: [...before.benchmarks.tables, extra]},
    });
    expect(change?.renamed).toEqual({
      from: before.entry.title,
      to: `${before.entry.title} (renamed)`,
    });
    expect(change?.summary).toEqual({from: before.entry.summary, to: 'New words.'});
    expect(change?.benchmarks).toEqual([
      {caption: 'A new table', status: 'added', rows: [{item: 'Wholesale', to: '1-2%'}]},
    ]);
    expect(change && changedParts(change)).toEqual([
      'the name',
      'the definition',
      'the benchmarks',
    ]);
  });

  it('finds nothing in an unchanged term', () => {
    expect(compareTerm(before, before)).toBeUndefined();
  });
});

describe('compareRows', () => {
  it('pairs a segment whose range moved by its name', () => {
    expect(compareRows([['Retail', '20-50%']], [['Retail', '25-50%']])).toEqual([
      {item: 'Retail', from: '20-50%', to: '25-50%'},
    ]);
  });
  it('pairs a band whose range moved by its reading', () => {
    expect(compareRows([['110-120%', 'good']], [['115-125%', 'good']])).toEqual([
      {item: 'good', from: '110-120%', to: '115-125%'},
    ]);
  });
  it('lists rows matched on neither cell as dropped and new', () => {
    expect(compareRows([['A', '1']], [['B', '2']])).toEqual([
      {item: 'A', from: '1'},
      {item: 'B', to: '2'},
    ]);
  });
  it('leaves equal rows out', () => {
    expect(compareRows([['A', '1']], [['A', '1']])).toEqual([]);
  });
});

describe('compareTables', () => {
  const table: BenchmarkTable = {
    caption: 'T',
    columns: ['A', 'B'],
    rows: [['x', '1']],
    note: 'n',
    provenance: REVIEWED,
  };
  it('reports a dropped table with its rows and note', () => {
    expect(compareTables([table], [])).toEqual([
      {
        caption: 'T',
        status: 'removed',
        rows: [
          {item: 'x', from: '1'},
          {item: 'Note', from: 'n'},
        ],
      },
    ]);
  });
  it('reports a changed note', () => {
    expect(compareTables([table], [{...table, note: 'm'}])).toEqual([
      {caption: 'T', status: 'changed', rows: [{item: 'Note', from: 'n', to: 'm'}]},
    ]);
  });
  it('reports a range that now rests on another basis, with the source it names', () => {
    const study = publishedStudy(
      {title: 'Margins 2026', publisher: 'A Trade Body', year: 2026},
      '2026-11-29',
    );
    expect(compareTables([table], [{...table, provenance: study}])).toEqual([
      {
        caption: 'T',
        status: 'changed',
        rows: [
          {
            item: 'Basis',
            from: 'Practitioner convention',
            to: 'Published study: Margins 2026 (A Trade Body, 2026)',
          },
        ],
      },
    ]);
  });
  it('does not count a new review date alone as a change', () => {
    const later = practitionerConvention('2027-01-15');
    expect(compareTables([table], [{...table, provenance: later}])).toEqual([]);
  });
});
