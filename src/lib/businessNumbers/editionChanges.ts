/**
 * What changed in the Business Numbers between two editions, read from their registries:
 * the terms one edition adds or drops, and for every term both publish, what its entry
 * (title, summary), its formulas and its benchmark tables say differently. The result is
 * plain data (strings and arrays), so a build step can write it to a file and a page can
 * print it as it is.
 */
import type {BenchmarkTable} from '@site/src/lib/metrics/benchmarkTables';
import {basisSummary} from '@site/src/lib/metrics/provenanceText';
import {joinList} from '@site/src/lib/text/list';
import type {TermPage} from './page';
import type {EditionTerms} from './registry';

/** One edition's Business Numbers, as the comparison reads them. */
export interface EditionRegistry {
  /** The edition's name ("2025"). */
  readonly edition: string;
  readonly terms: EditionTerms;
  /** Each published term's page, by slug. */
  readonly pages: Readonly<Partial<Record<string, TermPage>>>;
}

export interface TermRef {
  readonly slug: string;
  readonly title: string;
}

/** A piece of text as the earlier edition had it and as the later one has it. */
export interface TextChange {
  readonly from: string;
  readonly to: string;
}

/**
 * One line that differs: what it is about (`item`), and its text in each edition; a line
 * only one edition has lacks the other side.
 */
export interface LineChange {
  readonly item: string;
  readonly from?: string;
  readonly to?: string;
}

/** A benchmark table that differs, by its caption. */
export interface TableChange {
  readonly caption: string;
  /** Whether the table is new, dropped, or kept with different lines. */
  readonly status: 'added' | 'removed' | 'changed';
  readonly rows: readonly LineChange[];
}

export interface TermChange extends TermRef {
  /** The term's name, when the later edition renamed it. */
  readonly renamed?: TextChange;
  /** The one-sentence definition the edition gives wherever the term is named. */
  readonly summary?: TextChange;
  /** Formulas, paired by what they compute (the text before " = "). */
  readonly formulas: readonly LineChange[];
  readonly benchmarks: readonly TableChange[];
  /** How a value on a band's edge is read, when that wording changed. */
  readonly edgeRule?: TextChange;
}

export interface EditionChanges {
  readonly edition: string;
  readonly previous: string;
  /** In the later edition's index order. */
  readonly added: readonly TermRef[];
  /** In the earlier edition's index order. */
  readonly removed: readonly TermRef[];
  /** Terms both editions publish that differ, in the later edition's index order. */
  readonly changed: readonly TermChange[];
  /** How many terms both editions publish unchanged. */
  readonly unchanged: number;
}

/** The name a formula computes: the text before its first " = ". */
function formulaName(formula: string): string {
  const at = formula.indexOf(' = ');
  return at < 0 ? formula : formula.slice(0, at);
}

/**
 * Lines of two editions paired by key: lines equal in both are left out, lines with the same
 * key and other text are a change, the rest are added or removed (earlier edition's order
 * first, then what the later one adds).
 */
function pairLines<T>(
  before: readonly T[],
  after: readonly T[],
  key: (line: T) => string,
  text: (line: T) => string,
): LineChange[] {
  const changes: LineChange[] = [];
  const afterByKey = new Map(after.map((line) => [key(line), line]));
  const beforeKeys = new Set(before.map(key));
  for (const line of before) {
    const item = key(line);
    const next = afterByKey.get(item);
    if (next === undefined) changes.push({item, from: text(line)});
    else if (text(next) !== text(line)) changes.push({item, from: text(line), to: text(next)});
  }
  for (const line of after) {
    if (!beforeKeys.has(key(line))) changes.push({item: key(line), to: text(line)});
  }
  return changes;
}

type Row = readonly [string, string];

/**
 * Rows of one table in two editions. A row keeps its identity through either cell: a band
 * whose range moved keeps its reading ("good": 110-120% → 115-125%), a segment whose range
 * moved keeps its name. Rows matched on neither cell are added or removed.
 */
export function compareRows(before: readonly Row[], after: readonly Row[]): LineChange[] {
  const same = (a: Row, b: Row) => a[0] === b[0] && a[1] === b[1];
  const left = before.filter((row) => !after.some((other) => same(row, other)));
  const right = after.filter((row) => !before.some((other) => same(row, other)));
  const changes: LineChange[] = [];
  const used = new Set<Row>();
  for (const row of left) {
    const byFirst = right.find((other) => !used.has(other) && other[0] === row[0]);
    if (byFirst) {
      used.add(byFirst);
      changes.push({item: row[0], from: row[1], to: byFirst[1]});
      continue;
    }
    const bySecond = right.find((other) => !used.has(other) && other[1] === row[1]);
    if (bySecond) {
      used.add(bySecond);
      changes.push({item: row[1], from: row[0], to: bySecond[0]});
      continue;
    }
    changes.push({item: row[0], from: row[1]});
  }
  for (const row of right) if (!used.has(row)) changes.push({item: row[0], to: row[1]});
  return changes;
}

/** Benchmark tables of one term in two editions, paired by caption. */
export function compareTables(
  before: readonly BenchmarkTable[],
  after: readonly BenchmarkTable[],
): TableChange[] {
  const changes: TableChange[] = [];
  const allRows = (table: BenchmarkTable, side: 'from' | 'to'): LineChange[] => [
    ...table.rows.map((row) => ({item: row[0], [side]: row[1]})),
    ...(table.note ? [{item: 'Note', [side]: table.note}] : []),
  ];
  for (const table of before) {
    const next = after.find((other) => other.caption === table.caption);
    if (!next) {
      changes.push({caption: table.caption, status: 'removed', rows: allRows(table, 'from')});
      continue;
    }
    const rows = compareRows(table.rows, next.rows);
    const note =
      (table.note ?? '') === (next.note ?? '')
        ? undefined
        : {from: table.note ?? '', to: next.note ?? ''};
    if (table.columns[0] !== next.columns[0] || table.columns[1] !== next.columns[1]) {
      rows.unshift({
        item: 'Columns',
        from: table.columns.join(', '),
        to: next.columns.join(', '),
      });
    }
    // What a range rests on is part of what it says; a new review date alone is not a change.
    const basis = textChange(basisSummary(table.provenance), basisSummary(next.provenance));
    const lines = [
      ...rows,
      ...(note ? [{item: 'Note', ...note}] : []),
      ...(basis ? [{item: 'Basis', ...basis}] : []),
    ];
    if (lines.length > 0) changes.push({caption: table.caption, status: 'changed', rows: lines});
  }
  for (const table of after) {
    if (!before.some((other) => other.caption === table.caption)) {
      changes.push({caption: table.caption, status: 'added', rows: allRows(table, 'to')});
    }
  }
  return changes;
}

function textChange(from: string, to: string): TextChange | undefined {
  return from === to ? undefined : {from, to};
}

/** What differs in one term between two editions' pages (nothing: undefined). */
export function compareTerm(before: TermPage, after: TermPage): TermChange | undefined {
  const renamed = textChange(before.entry.title, after.entry.title);
  const summary = textChange(before.entry.summary, after.entry.summary);
  const formulas = pairLines(before.formulas, after.formulas, formulaName, (line) => line);
  const benchmarks = compareTables(before.benchmarks.tables, after.benchmarks.tables);
  const edgeRule = textChange(before.benchmarks.edgeRule, after.benchmarks.edgeRule);
  if (!renamed && !summary && formulas.length === 0 && benchmarks.length === 0 && !edgeRule) {
    return undefined;
  }
  return {
    slug: after.entry.slug,
    title: after.entry.title,
    ...(renamed ? {renamed} : {}),
    ...(summary ? {summary} : {}),
    formulas,
    benchmarks,
    ...(edgeRule ? {edgeRule} : {}),
  };
}

function pageOf(registry: EditionRegistry, slug: string): TermPage {
  const page = registry.pages[slug];
  if (!page) throw new Error(`The ${registry.edition} edition lists "${slug}" but has no page`);
  return page;
}

/** What the `current` edition changes in the Business Numbers of `previous`. */
export function compareEditions(
  previous: EditionRegistry,
  current: EditionRegistry,
): EditionChanges {
  const ref = ({slug, title}: TermRef): TermRef => ({slug, title});
  const added = current.terms.terms.filter((entry) => !previous.terms.has(entry.slug)).map(ref);
  const removed = previous.terms.terms.filter((entry) => !current.terms.has(entry.slug)).map(ref);
  const changed: TermChange[] = [];
  let unchanged = 0;
  for (const entry of current.terms.terms) {
    if (!previous.terms.has(entry.slug)) continue;
    const change = compareTerm(pageOf(previous, entry.slug), pageOf(current, entry.slug));
    if (change) changed.push(change);
    else unchanged += 1;
  }
  return {
    edition: current.edition,
    previous: previous.edition,
    added,
    removed,
    changed,
    unchanged,
  };
}

/** The parts of a term that changed, as a reader names them: "the formula and the benchmarks". */
export function changedParts(change: TermChange): string[] {
  const parts: string[] = [];
  if (change.renamed) parts.push('the name');
  if (change.summary) parts.push('the definition');
  if (change.formulas.length > 0) {
    parts.push(change.formulas.length === 1 ? 'a formula' : 'the formulas');
  }
  if (change.benchmarks.length > 0 || change.edgeRule) parts.push('the benchmarks');
  return parts;
}

/** One sentence for the changed term's page: "Changed since the 2025 edition: the benchmarks." */
export function changeNote(change: TermChange, previous: string): string {
  return `Changed since the ${previous} edition: ${joinList(changedParts(change))}.`;
}
