/**
 * Saved ROI scenarios side by side: every figure the visitor gave, every assumption and every
 * result, as rows of a comparison, and a scenario summed up in a line for the saved list.
 */
import {formatMultiple, formatNumber, formatPercent, formatUsd} from '../numbers/format';
import type {ComparisonRowSpec} from '../scenarios/compare';
import {
  ASSUMPTION_FIELDS,
  ASSUMPTION_SPECS,
  assumptionLabel,
  changedAssumptions,
  describeAssumption,
  estimateRoi,
  ratePercent,
  type BandsByBilling,
  type RoiAssumptions,
} from './assumptions';
import type {RoiResult} from './calculate';
import {formatPaybackDays} from './explain';
import type {RoiFormValues} from './form';

/** A scenario with its estimate worked out. */
export interface WorkedScenario {
  readonly name: string;
  readonly values: RoiFormValues;
  readonly assumptions: RoiAssumptions;
  readonly result: RoiResult;
}

/** Works out a scenario's estimate. */
export function workScenario(
  scenario: Omit<WorkedScenario, 'result'>,
  bands: BandsByBilling,
): WorkedScenario {
  return {...scenario, result: estimateRoi(scenario.values, scenario.assumptions, bands)};
}

export const FIGURES_GROUP = 'Your figures';
export const ASSUMPTIONS_GROUP = 'Assumptions';
export const RESULTS_GROUP = 'Results';

const usd = (value: number) => ({value, text: formatUsd(value)});
const count = (value: number) => ({value, text: formatNumber(value, 2)});

const FIGURE_ROWS: readonly ComparisonRowSpec<WorkedScenario>[] = [
  {
    key: 'revenue',
    label: 'Annual revenue',
    group: FIGURES_GROUP,
    kind: 'usd',
    read: ({values}) => usd(values.revenue),
  },
  {
    key: 'margin',
    label: 'Average gross margin',
    group: FIGURES_GROUP,
    kind: 'percent',
    read: ({values}) => ({value: values.margin, text: formatPercent(values.margin)}),
  },
  {
    key: 'customers',
    label: 'Active customers',
    group: FIGURES_GROUP,
    kind: 'number',
    read: ({values}) => count(values.customers),
  },
  {
    key: 'skus',
    label: 'SKUs / product lines',
    group: FIGURES_GROUP,
    kind: 'number',
    read: ({values}) => count(values.skus),
  },
  {
    key: 'salesReps',
    label: 'Sales reps',
    group: FIGURES_GROUP,
    kind: 'number',
    read: ({values}) =>
      values.salesReps === null ? {value: null, text: 'Not given'} : count(values.salesReps),
  },
];

const ASSUMPTION_ROWS: readonly ComparisonRowSpec<WorkedScenario>[] = [
  ...ASSUMPTION_FIELDS.map((field): ComparisonRowSpec<WorkedScenario> => {
    const {key, unit} = ASSUMPTION_SPECS[field];
    return {
      key: field,
      label: assumptionLabel(field),
      group: ASSUMPTIONS_GROUP,
      kind: unit === 'percent' ? 'percent' : unit === 'usd' ? 'usd' : 'number',
      read: ({assumptions}) => ({
        value: unit === 'percent' ? ratePercent(assumptions[key]) : assumptions[key],
        text: describeAssumption(field, assumptions),
      }),
    };
  }),
  {
    key: 'billing',
    label: assumptionLabel('billing'),
    group: ASSUMPTIONS_GROUP,
    kind: 'text',
    read: ({assumptions}) => ({value: null, text: describeAssumption('billing', assumptions)}),
  },
];

const RESULT_ROWS: readonly ComparisonRowSpec<WorkedScenario>[] = [
  {
    key: 'marginRecovered',
    label: 'Margin recovered per year',
    group: RESULTS_GROUP,
    kind: 'usd',
    read: ({result}) => usd(result.marginRecovered),
  },
  {
    key: 'timeSaved',
    label: 'Time-saved value per year',
    group: RESULTS_GROUP,
    kind: 'usd',
    read: ({result}) => usd(result.timeSaved),
  },
  {
    key: 'quoteAccuracy',
    label: 'Quote accuracy value per year',
    group: RESULTS_GROUP,
    kind: 'usd',
    read: ({result}) => usd(result.quoteAccuracy),
  },
  {
    key: 'totalValue',
    label: 'Total value per year',
    group: RESULTS_GROUP,
    kind: 'usd',
    read: ({result}) => usd(result.totalValue),
  },
  {
    key: 'subscriptionCost',
    label: 'Subscription cost per year',
    group: RESULTS_GROUP,
    kind: 'usd',
    read: ({result}) => ({
      value: result.subscriptionCost,
      text: `${formatUsd(result.subscriptionCost)}, ${result.band.label}`,
    }),
  },
  {
    key: 'roiMultiple',
    label: 'ROI multiple',
    group: RESULTS_GROUP,
    kind: 'multiple',
    read: ({result}) => ({value: result.roiMultiple, text: formatMultiple(result.roiMultiple)}),
  },
  {
    key: 'paybackDays',
    label: 'Payback',
    group: RESULTS_GROUP,
    kind: 'number',
    read: ({result}) => ({value: result.paybackDays, text: formatPaybackDays(result.paybackDays)}),
  },
  {
    key: 'netAnnualBenefit',
    label: 'Net annual benefit',
    group: RESULTS_GROUP,
    kind: 'usd',
    read: ({result}) => usd(result.netAnnualBenefit),
  },
];

/** The rows of an ROI comparison: figures, assumptions, then results. */
export const ROI_COMPARISON_ROWS: readonly ComparisonRowSpec<WorkedScenario>[] = [
  ...FIGURE_ROWS,
  ...ASSUMPTION_ROWS,
  ...RESULT_ROWS,
];

/** A scenario in a line: "$5,000,000 revenue · $157,500 a year · 26.3x · standard assumptions". */
export function scenarioSummary(scenario: WorkedScenario): string {
  const changed = changedAssumptions(scenario.assumptions);
  const assumptions =
    changed.length === 0
      ? 'standard assumptions'
      : `changed: ${changed.map((key) => assumptionLabel(key).toLowerCase()).join(', ')}`;
  return [
    `${formatUsd(scenario.values.revenue)} revenue`,
    `total value ${formatUsd(scenario.result.totalValue)} a year`,
    `net ${formatUsd(scenario.result.netAnnualBenefit)}`,
    formatMultiple(scenario.result.roiMultiple),
    assumptions,
  ].join(' · ');
}
