/**
 * Saved calculations side by side: one column per scenario, one row per figure, and every
 * figure that differs from the first scenario's marked with how far it differs. Whether two
 * figures differ is judged on what is shown ($5,000,000 and $5,000,000.20 both show as
 * $5,000,000, so they do not), and the difference is said in the figure's own unit.
 */
import {roundTo} from '../metrics/math';
import {formatMultiple, formatNumber, formatUsd} from '../numbers/format';

/** Fewest and most scenarios a comparison holds. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** How a figure is compared: money, percentage points, a multiple, a count, or words. */
export type FigureKind = 'usd' | 'percent' | 'multiple' | 'number' | 'text';

/** Decimals each kind of figure is shown with, and compared at. */
const SHOWN_DECIMALS: Readonly<Record<Exclude<FigureKind, 'text'>, number>> = {
  usd: 0,
  percent: 1,
  multiple: 1,
  number: 2,
};

/** One figure of one scenario: its value and how it is shown. */
export interface ScenarioFigure {
  /** The number compared, or null for a figure in words (a status, a billing). */
  readonly value: number | null;
  readonly text: string;
}

/** A row of the comparison: a figure every scenario has. */
export interface ComparisonRowSpec<S> {
  readonly key: string;
  readonly label: string;
  /** The group the row belongs to ("Your figures", "Assumptions", "Results"). */
  readonly group: string;
  readonly kind: FigureKind;
  readonly read: (scenario: S) => ScenarioFigure;
}

export interface ComparisonCell {
  readonly text: string;
  /** Shows something other than the first scenario's figure. */
  readonly differs: boolean;
  /** How far it is from the first scenario's figure ("+$15,000,000"), when both are numbers. */
  readonly difference: string | null;
}

export interface ComparisonRow {
  readonly key: string;
  readonly label: string;
  readonly group: string;
  readonly cells: readonly ComparisonCell[];
  /** Some scenario shows another figure than the first. */
  readonly differs: boolean;
}

/** A signed difference with the true minus sign. */
function signed(magnitude: string, difference: number): string {
  return difference > 0 ? `+${magnitude}` : `−${magnitude}`;
}

/**
 * A difference in the figure's unit: "+$15,000,000", "−2.5 points", "+1.4x", "+100". Money
 * to the dollar, percentage points and multiples to one decimal, counts to two; null for
 * words.
 */
export function formatDifference(kind: FigureKind, difference: number): string | null {
  if (!Number.isFinite(difference)) return null;
  switch (kind) {
    case 'usd':
      return signed(formatUsd(Math.abs(difference)), difference);
    case 'percent':
      return signed(`${formatNumber(Math.abs(difference), 1)} points`, difference);
    case 'multiple':
      return signed(formatMultiple(Math.abs(difference)), difference);
    case 'number':
      return signed(formatNumber(Math.abs(difference), 2), difference);
    case 'text':
      return null;
  }
}

/** The difference of two figures as shown (each rounded as it is shown). */
function shownDifference(kind: FigureKind, value: number, first: number): string | null {
  if (kind === 'text') return null;
  const decimals = SHOWN_DECIMALS[kind];
  return formatDifference(kind, roundTo(value, decimals) - roundTo(first, decimals));
}

/** The cells of one row against its first cell. */
function compareRow<S>(spec: ComparisonRowSpec<S>, scenarios: readonly S[]): ComparisonRow {
  const figures = scenarios.map((scenario) => spec.read(scenario));
  const first = figures[0];
  const cells = figures.map((figure, index): ComparisonCell => {
    const differs = index > 0 && first !== undefined && figure.text !== first.text;
    const numbers = differs && figure.value !== null && first?.value != null;
    return {
      text: figure.text,
      differs,
      difference: numbers ? shownDifference(spec.kind, figure.value!, first.value!) : null,
    };
  });
  return {
    key: spec.key,
    label: spec.label,
    group: spec.group,
    cells,
    differs: cells.some((cell) => cell.differs),
  };
}

/** Every row of the comparison, in the order of `rows`, for the scenarios in the order given. */
export function compareScenarios<S>(
  scenarios: readonly S[],
  rows: readonly ComparisonRowSpec<S>[],
): ComparisonRow[] {
  return rows.map((spec) => compareRow(spec, scenarios));
}

/** The rows grouped, each group once, in the order they first appear. */
export function groupRows(
  rows: readonly ComparisonRow[],
): {readonly group: string; readonly rows: readonly ComparisonRow[]}[] {
  const groups: {group: string; rows: ComparisonRow[]}[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.group === row.group) last.rows.push(row);
    else groups.push({group: row.group, rows: [row]});
  }
  return groups;
}

/**
 * Toggles one scenario in the selection to compare, keeping the order of choosing; a choice
 * past the most a comparison holds is refused (the selection comes back unchanged).
 */
export function toggleCompared(selected: readonly string[], id: string): readonly string[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  return selected.length >= MAX_COMPARED ? selected : [...selected, id];
}
