/**
 * Which figure moves the ROI estimate most: each input and each numeric assumption in turn is
 * lowered and raised by 25% and 50%, everything else held, and the estimate worked again. The
 * changes are those of the figures as shown: the net annual benefit in whole dollars and the
 * ROI multiple to one decimal.
 *
 * Revenue moves the subscription band too (a business of $20M raised by 25% is billed as a
 * $25M one), so its effect on the multiple can run against its effect on the net benefit.
 * Billing is a choice of two, not a figure, so it is not varied here.
 */
import {formatMultiple, formatNumber, formatUsd, formatUsdChange} from '../numbers/format';
import {capitalise, joinList} from '../text/list';
import {
  ASSUMPTION_SPECS,
  formatDollars,
  formatRate,
  type BandsByBilling,
  estimateRoi,
  type RoiAssumptions,
} from './assumptions';
import type {RoiInputs, RoiResult, ValueAssumptions} from './calculate';

/** The changes tried, as fractions of each figure. */
export const SENSITIVITY_STEPS = [-0.5, -0.25, 0.25, 0.5] as const;
export type SensitivityStep = (typeof SENSITIVITY_STEPS)[number];

/** The figures varied: the three inputs of the formulas, then the five numeric assumptions. */
export const SENSITIVITY_DRIVERS = [
  'revenue',
  'customers',
  'skus',
  'marginRecoveryRate',
  'hourlyRate',
  'maxHoursPerWeek',
  'quoteAccuracyRate',
  'maxQuoteAccuracyValue',
] as const;
export type SensitivityDriver = (typeof SENSITIVITY_DRIVERS)[number];

type InputDriver = keyof RoiInputs;

function isInput(driver: SensitivityDriver): driver is InputDriver {
  return driver === 'revenue' || driver === 'customers' || driver === 'skus';
}

/** The estimate with one figure changed. */
export interface SensitivityCase {
  readonly step: SensitivityStep;
  /** The figure as varied (a rate stays a fraction). */
  readonly value: number;
  readonly netBenefit: number;
  readonly roiMultiple: number;
  /** Net benefit less the base net benefit, whole dollars. */
  readonly netChange: number;
  /** ROI multiple less the base multiple, to one decimal. */
  readonly multipleChange: number;
}

export interface SensitivityRow {
  readonly driver: SensitivityDriver;
  /** The figure as given. */
  readonly base: number;
  /** One case per step, in the order of {@link SENSITIVITY_STEPS}. */
  readonly cases: readonly SensitivityCase[];
  /** The largest change of the net benefit, either way, whole dollars. */
  readonly netSwing: number;
  /** The largest change of the ROI multiple, either way. */
  readonly multipleSwing: number;
}

export interface Sensitivity {
  readonly base: RoiResult;
  /** Every figure, the one that moves the net benefit most first. */
  readonly rows: readonly SensitivityRow[];
  /** The figures that move the net benefit most (several when they tie); none when none do. */
  readonly topForNet: readonly SensitivityDriver[];
  /** The figures that move the ROI multiple most (several when they tie). */
  readonly topForMultiple: readonly SensitivityDriver[];
}

/** A multiple difference without binary noise: 26.3 − 15.8 is 10.5, not 10.500000000000002. */
function multipleDifference(a: number, b: number): number {
  return Math.round((a - b) * 10) / 10;
}

function baseValue(
  driver: SensitivityDriver,
  inputs: RoiInputs,
  assumptions: RoiAssumptions,
): number {
  return isInput(driver) ? inputs[driver] : assumptions[driver as keyof ValueAssumptions];
}

/** The estimate with `driver` at `value`, everything else as given. */
function varied(
  driver: SensitivityDriver,
  value: number,
  inputs: RoiInputs,
  assumptions: RoiAssumptions,
  bands: BandsByBilling,
): RoiResult {
  return isInput(driver)
    ? estimateRoi({...inputs, [driver]: value}, assumptions, bands)
    : estimateRoi(inputs, {...assumptions, [driver]: value}, bands);
}

/** The drivers that share the largest swing, when it is above 0. */
function topDrivers(
  rows: readonly SensitivityRow[],
  swing: (row: SensitivityRow) => number,
): SensitivityDriver[] {
  const largest = Math.max(0, ...rows.map(swing));
  return largest > 0 ? rows.filter((row) => swing(row) === largest).map((row) => row.driver) : [];
}

/**
 * How far each figure moves the estimate at −50%, −25%, +25% and +50%. Rows come largest
 * net-benefit swing first; ties go to the larger multiple swing, then to the order of
 * {@link SENSITIVITY_DRIVERS}.
 */
export function sensitivity(
  inputs: RoiInputs,
  assumptions: RoiAssumptions,
  bands: BandsByBilling,
): Sensitivity {
  const base = estimateRoi(inputs, assumptions, bands);
  const rows = SENSITIVITY_DRIVERS.map((driver): SensitivityRow => {
    const given = baseValue(driver, inputs, assumptions);
    const cases = SENSITIVITY_STEPS.map((step): SensitivityCase => {
      const value = given * (1 + step);
      const result = varied(driver, value, inputs, assumptions, bands);
      return {
        step,
        value,
        netBenefit: result.netAnnualBenefit,
        roiMultiple: result.roiMultiple,
        netChange: result.netAnnualBenefit - base.netAnnualBenefit,
        multipleChange: multipleDifference(result.roiMultiple, base.roiMultiple),
      };
    });
    return {
      driver,
      base: given,
      cases,
      netSwing: Math.max(...cases.map((entry) => Math.abs(entry.netChange))),
      multipleSwing: Math.max(...cases.map((entry) => Math.abs(entry.multipleChange))),
    };
  });
  const sorted = rowsByMeasure({rows}, 'net');
  return {
    base,
    rows: sorted,
    topForNet: topDrivers(sorted, (row) => row.netSwing),
    topForMultiple: topDrivers(sorted, (row) => row.multipleSwing),
  };
}

const ASSUMPTION_LABELS = Object.fromEntries(
  Object.values(ASSUMPTION_SPECS).map((spec) => [spec.key, spec.label]),
) as Readonly<Record<keyof ValueAssumptions, string>>;

/** Each figure's name, as the chart and the table show it. */
export const DRIVER_LABELS: Readonly<Record<SensitivityDriver, string>> = {
  revenue: 'Annual revenue',
  customers: 'Active customers',
  skus: 'SKUs / product lines',
  ...ASSUMPTION_LABELS,
};

/** A figure as people read it: "$5,000,000", "200", "2%", "$25", "25 hours". */
export function formatDriverValue(driver: SensitivityDriver, value: number): string {
  switch (driver) {
    case 'revenue':
    case 'maxQuoteAccuracyValue':
      return formatUsd(value);
    case 'hourlyRate':
      return formatDollars(value);
    case 'marginRecoveryRate':
    case 'quoteAccuracyRate':
      return formatRate(value);
    case 'maxHoursPerWeek':
      return `${formatNumber(value, 2)} hours`;
    case 'customers':
    case 'skus':
      return formatNumber(value, 2);
  }
}

/** A step as a column heading reads it: "−50%", "+25%". */
export function formatStep(step: SensitivityStep): string {
  const percent = formatNumber(Math.abs(step) * 100);
  return step < 0 ? `−${percent}%` : `+${percent}%`;
}

/** A change of the ROI multiple: "+2.7x", "−10.5x", "0.0x". */
export function formatMultipleChange(change: number): string {
  if (change > 0) return `+${formatMultiple(change)}`;
  if (change < 0) return `−${formatMultiple(-change)}`;
  return formatMultiple(0);
}

/** A change of the net benefit: "+$31,250", "−$62,500", "$0". */
export function formatNetChange(change: number): string {
  return formatUsdChange(change).replace(/^-/, '−');
}

/** The measures a visitor can look at. */
export type SensitivityMeasure = 'net' | 'multiple';

/** A label inside a sentence: "Annual revenue" → "annual revenue"; "SKUs" stays. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** What the sensitivity shows, in one or two sentences. */
export function sensitivitySummary(result: Sensitivity): string {
  const names = (drivers: readonly SensitivityDriver[]) =>
    joinList(drivers.map((driver) => inSentence(DRIVER_LABELS[driver])));
  const [first] = result.rows;
  if (!first || result.topForNet.length === 0) {
    return 'None of these figures changes the estimate within ±50%.';
  }
  const verb = (drivers: readonly SensitivityDriver[]) => (drivers.length > 1 ? 'move' : 'moves');
  const net = `${capitalise(names(result.topForNet))} ${verb(result.topForNet)} the net benefit most: by up to ${formatUsd(first.netSwing)} a year within ±50%.`;
  if (result.topForMultiple.length === 0) return net;
  const multipleSwing = Math.max(...result.rows.map((row) => row.multipleSwing));
  return `${net} ${capitalise(names(result.topForMultiple))} ${verb(result.topForMultiple)} the ROI multiple most: by up to ${formatMultiple(multipleSwing)}.`;
}

/** A case's change in a measure. */
export function caseChange(entry: SensitivityCase, measure: SensitivityMeasure): number {
  return measure === 'net' ? entry.netChange : entry.multipleChange;
}

/** A row's largest change in a measure, either way. */
export function rowSwing(row: SensitivityRow, measure: SensitivityMeasure): number {
  return measure === 'net' ? row.netSwing : row.multipleSwing;
}

/**
 * The rows with the largest change in `measure` first; ties go to the other measure, then to
 * the order of {@link SENSITIVITY_DRIVERS}.
 */
export function rowsByMeasure(
  result: Pick<Sensitivity, 'rows'>,
  measure: SensitivityMeasure,
): SensitivityRow[] {
  const other: SensitivityMeasure = measure === 'net' ? 'multiple' : 'net';
  const order = (driver: SensitivityDriver) => SENSITIVITY_DRIVERS.indexOf(driver);
  return [...result.rows].sort(
    (a, b) =>
      rowSwing(b, measure) - rowSwing(a, measure) ||
      rowSwing(b, other) - rowSwing(a, other) ||
      order(a.driver) - order(b.driver),
  );
}

/** A change in a measure as shown: "−$62,500" or "−10.5x". */
export function formatChange(change: number, measure: SensitivityMeasure): string {
  return measure === 'net' ? formatNetChange(change) : formatMultipleChange(change);
}

/** A case's measure as shown: "$89,000" or "15.8x". */
export function formatMeasure(entry: SensitivityCase, measure: SensitivityMeasure): string {
  return measure === 'net' ? formatUsd(entry.netBenefit) : formatMultiple(entry.roiMultiple);
}
