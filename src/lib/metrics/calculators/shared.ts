/** Result lines more than one calculator shows. */
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import type {BandScale} from '../bands';
import {customerMarginPercent, serviceCostRatio} from '../customerRevenue';
import {roundTo} from '../math';
import {SERVICE_COST_TARGET_PERCENT} from '../pricingProduct';
import {money} from './fields';
import type {CalculatorSpec, CalculatorValues, ResultLine} from './types';
import {bandVerdict} from './verdicts';

/**
 * A customer's margin after product cost and cost to serve, from the fields `revenue`,
 * `productCost` and `costToServe`: the lines to show, a note when the cost to serve
 * breaks the benchmark, and the margin % rounded as shown.
 */
export function customerMarginFigures(values: CalculatorValues): {
  readonly lines: readonly ResultLine[];
  readonly notes: readonly string[];
  readonly marginPercent: number;
} {
  const revenue = values.number('revenue');
  const productCost = values.number('productCost');
  const costToServe = values.number('costToServe');
  const marginPercent = roundTo(customerMarginPercent({revenue, productCost, costToServe}), 1);
  const serviceRatio = roundTo(serviceCostRatio(costToServe, revenue), 1);
  const withinTarget = serviceRatio < SERVICE_COST_TARGET_PERCENT;
  return {
    marginPercent,
    lines: [
      {label: 'Margin after cost to serve', value: formatUsd(revenue - productCost - costToServe)},
      {label: 'Customer margin', value: formatPercent(marginPercent), primary: true},
      {label: 'Cost to serve as a share of revenue', value: formatPercent(serviceRatio)},
    ],
    notes: [
      withinTarget
        ? `Cost to serve is below the ${SERVICE_COST_TARGET_PERCENT}% of revenue the benchmark asks for.`
        : `Cost to serve is at or above ${SERVICE_COST_TARGET_PERCENT}% of revenue: the benchmark asks for less. Look at order size, delivery and support time first.`,
    ],
  };
}

/**
 * A calculator of one customer's margin after cost to serve, judged on `scale` (the
 * customer tiers, or the customer profitability bands).
 */
export function customerMarginCalculator(options: {
  readonly slug: string;
  readonly title: string;
  /** Worked example: revenue, product cost, cost to serve. */
  readonly example: readonly [string, string, string];
  readonly scale: BandScale;
  readonly scaleTitle: string;
}): CalculatorSpec {
  const [revenue, productCost, costToServe] = options.example;
  return {
    slug: options.slug,
    title: options.title,
    inputs: [
      money('revenue', "Customer's revenue for the year", revenue, {rules: {positive: true}}),
      money('productCost', 'Cost of the goods they bought', productCost),
      money('costToServe', 'Cost to serve them', costToServe, {
        hint: 'Delivery, order handling, support and account time, credit and returns.',
      }),
    ],
    compute(values) {
      const figures = customerMarginFigures(values);
      return {
        lines: figures.lines,
        notes: figures.notes,
        verdict: bandVerdict(
          figures.marginPercent,
          options.scale,
          `A customer margin of ${formatPercent(figures.marginPercent)}`,
          options.scaleTitle,
        ),
      };
    },
  };
}
