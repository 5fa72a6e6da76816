/** The calculator of the Average Order Value page. */
import {formatUsd} from '@site/src/lib/numbers/format';
import {type BandScale} from '../bands';
import {roundTo} from '../math';
import {averageOrderValue, contributionPerOrder, grossProfitPerOrder} from '../operational';
import {defineCalculator} from './define';
import {count, money, percent} from './fields';
import type {ResultLine} from './types';
import {bandVerdict} from './verdicts';

export const averageOrderValueCalculator = defineCalculator(
  (benchmarks: {
    /** Order-size ranges, lowest first. */
    readonly bands: BandScale;
  }) => ({
    title: 'Work out your average order value',
    inputs: [
      money('revenue', 'Revenue for the period'),
      count('orders', 'Orders in the period', {rules: {positive: true}}),
      percent('grossMargin', 'Average gross margin', {optional: true}),
      money('costPerOrder', 'Cost to process one order', {
        optional: true,
        hint: 'Order entry, picking, packing, delivery and invoicing.',
      }),
    ],
    compute(values) {
      const aov = averageOrderValue(values.number('revenue'), values.number('orders'));
      const shown = roundTo(aov, 0);
      const lines: ResultLine[] = [
        {label: 'Average order value', value: formatUsd(aov), primary: true},
      ];
      const margin = values.optional('grossMargin');
      const costPerOrder = values.optional('costPerOrder');
      const notes: string[] = [];
      if (margin !== undefined) {
        lines.push({
          label: 'Gross profit per order',
          value: formatUsd(grossProfitPerOrder(aov, margin)),
        });
        if (costPerOrder !== undefined) {
          const left = contributionPerOrder({
            averageOrderValue: aov,
            grossMarginPercent: margin,
            costPerOrder,
          });
          lines.push({label: 'Left per order after handling it', value: formatUsd(left)});
          if (left <= 0) notes.push('The average order does not cover the cost of handling it.');
        }
      }
      return {
        lines,
        notes,
        verdict: bandVerdict(
          shown,
          benchmarks.bands,
          `An average order of ${formatUsd(shown)}`,
          'Order-size ranges',
        ),
      };
    },
  }),
);
