/** Result lines more than one calculator shows. */
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import type {BandScale} from '../bands';
import {customerMarginPercent, serviceCostRatio} from '../customerRevenue';
import {roundTo} from '../math';
import {defineCalculator} from './define';
import {money} from './fields';
import type {CalculatorValues, ChoiceInputSpec, ResultLine} from './types';
import {bandVerdict, type NamedRanges} from './verdicts';

/** A choice of segment (a sector, an industry): one option per entry, in order. */
export function segmentChoice<const Id extends string>(
  id: Id,
  label: string,
  segments: Readonly<Record<string, {readonly label: string}>>,
): ChoiceInputSpec<Id> {
  return {
    kind: 'choice',
    id,
    label,
    options: Object.entries(segments).map(([value, segment]) => ({value, label: segment.label})),
  };
}

/** Benchmarks a customer's margin is read against. */
export interface CustomerMarginBenchmarks {
  /** The scale the margin is placed on (customer tiers, or profitability bands). */
  readonly scale: BandScale;
  /** The most cost to serve may take of a customer's revenue, in %. */
  readonly serviceCostTargetPercent: number;
}

/**
 * A customer's margin after product cost and cost to serve, from the fields `revenue`,
 * `productCost` and `costToServe`: the lines to show, a note when the cost to serve
 * breaks the benchmark, and the margin % rounded as shown.
 */
export function customerMarginFigures(
  values: CalculatorValues<'revenue' | 'productCost' | 'costToServe'>,
  serviceCostTargetPercent: number,
): {
  readonly lines: readonly ResultLine[];
  readonly notes: readonly string[];
  readonly marginPercent: number;
} {
  const revenue = values.number('revenue');
  const productCost = values.number('productCost');
  const costToServe = values.number('costToServe');
  const marginPercent = roundTo(customerMarginPercent({revenue, productCost, costToServe}), 1);
  const serviceRatio = roundTo(serviceCostRatio(costToServe, revenue), 1);
  const target = serviceCostTargetPercent;
  return {
    marginPercent,
    lines: [
      {label: 'Margin after cost to serve', value: formatUsd(revenue - productCost - costToServe)},
      {label: 'Customer margin', value: formatPercent(marginPercent), primary: true},
      {label: 'Cost to serve as a share of revenue', value: formatPercent(serviceRatio)},
    ],
    notes: [
      serviceRatio < target
        ? `Cost to serve is below the ${target}% of revenue the benchmark asks for.`
        : `Cost to serve is at or above ${target}% of revenue: the benchmark asks for less. Look at order size, delivery and support time first.`,
    ],
  };
}

/**
 * A calculator of one customer's margin after cost to serve, judged on the edition's scale
 * (the customer tiers, or the customer profitability bands).
 */
export function customerMarginCalculator(copy: {
  readonly title: string;
  readonly scaleTitle: string;
}) {
  return defineCalculator((benchmarks: CustomerMarginBenchmarks) => ({
    title: copy.title,
    inputs: [
      money('revenue', "Customer's revenue for the year", {rules: {positive: true}}),
      money('productCost', 'Cost of the goods they bought'),
      money('costToServe', 'Cost to serve them', {
        hint: 'Delivery, order handling, support and account time, credit and returns.',
      }),
    ],
    compute(values) {
      const figures = customerMarginFigures(values, benchmarks.serviceCostTargetPercent);
      return {
        lines: figures.lines,
        notes: figures.notes,
        verdict: bandVerdict(
          figures.marginPercent,
          benchmarks.scale,
          `A customer margin of ${formatPercent(figures.marginPercent)}`,
          copy.scaleTitle,
        ),
      };
    },
  }));
}

/** The industry a figure is compared with, from the edition's ranges by industry. */
export function industryChoice(ranges: NamedRanges): ChoiceInputSpec<'industry'> {
  return segmentChoice('industry', 'Compare with the industry', ranges);
}

/** The range of the chosen segment. */
export function chosen(ranges: NamedRanges, key: string) {
  const range = ranges[key];
  if (!range) throw new Error(`Unknown segment "${key}"`);
  return range;
}

/** "12.5 days" */
export function formatDays(value: number): string {
  return `${formatNumber(value, 1)} days`;
}

/** Net revenue retention bands, lowest first. */
export type NrrScale = BandScale<'concerning' | 'average' | 'good' | 'world-class'>;
