/**
 * The calculator of the Cost-to-Serve Ratio page, in a module of its own so that only that
 * page carries it.
 */
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {serviceCostAboveLimit, serviceCostRatio} from '../customerRevenue';
import {percentOf, roundTo} from '../math';
import type {NamedTarget} from '../targets';
import {defineCalculator} from './define';
import {money, percent} from './fields';
import {targetVerdict} from './targetVerdict';
import type {ResultLine} from './types';

/** The parts of the cost to serve the calculator asks for, with what each covers. */
const COST_TO_SERVE_PARTS = {
  delivery: {label: 'Delivery', hint: 'Drops, carriage, fuel and driver time for their orders.'},
  orderHandling: {
    label: 'Order handling',
    hint: 'Order entry, picking, packing and invoicing.',
  },
  accountTime: {
    label: 'Sales, account and support time',
    hint: 'Visits, calls, quotes, queries and complaints, at what that time costs.',
  },
  other: {
    label: 'Credit, returns and special handling',
    hint: 'The cost of their payment terms, returns, and anything done only for them.',
  },
} as const;

type CostToServePart = keyof typeof COST_TO_SERVE_PARTS;

export const costToServeRatioCalculator = defineCalculator(
  (benchmarks: {
    /** The most cost to serve may take of revenue, as a target worded "below". */
    readonly target: NamedTarget;
  }) => ({
    title: 'Work out your cost-to-serve ratio',
    inputs: [
      money('revenue', 'Revenue for the year', {
        rules: {positive: true},
        hint: 'Of one customer, a group of customers or the whole business.',
      }),
      ...Object.entries(COST_TO_SERVE_PARTS).map(([id, part]) =>
        money(id as CostToServePart, part.label, {hint: part.hint}),
      ),
      percent('grossMargin', 'Gross margin on those sales', {optional: true}),
    ],
    compute(values) {
      const revenue = values.number('revenue');
      const parts = (Object.keys(COST_TO_SERVE_PARTS) as CostToServePart[]).map(
        (id) => [id, values.number(id)] as const,
      );
      const costToServe = parts.reduce((sum, [, cost]) => sum + cost, 0);
      const ratio = roundTo(serviceCostRatio(costToServe, revenue), 1);
      const target = benchmarks.target;
      const lines: ResultLine[] = [
        {label: 'Cost-to-serve ratio', value: formatPercent(ratio), primary: true},
        {label: 'Cost to serve', value: formatUsd(costToServe)},
      ];
      const [largest, largestCost] = parts.reduce((top, part) => (part[1] > top[1] ? part : top));
      if (largestCost > 0) {
        lines.push({
          label: `Largest part: ${COST_TO_SERVE_PARTS[largest].label.toLowerCase()}`,
          value: `${formatPercent(percentOf(largestCost, costToServe))} of the cost to serve`,
        });
      }
      const excess = serviceCostAboveLimit({costToServe, revenue, limitPercent: target.value});
      if (excess > 0) {
        lines.push({
          label: `Cost to serve above ${target.value}${target.unit}`,
          value: formatUsd(excess),
        });
      }
      const notes: string[] = [];
      const grossMargin = values.optional('grossMargin');
      if (grossMargin !== undefined) {
        const left = grossMargin - serviceCostRatio(costToServe, revenue);
        lines.push({label: 'Margin left after cost to serve', value: formatPercent(left)});
        if (left <= 0) notes.push('The cost to serve takes the whole gross margin, and more.');
      }
      return {
        lines,
        notes,
        verdict: targetVerdict({
          value: ratio,
          targets: {target},
          selected: 'target',
          shown: `A cost-to-serve ratio of ${formatPercent(ratio)}`,
          scaleTitle: 'Cost-to-serve target',
        }),
      };
    },
  }),
);
