/** The calculator of the Net Revenue Retention page. */
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {lowerEdge} from '../bands';
import {expansionNeededForNrr, netRevenueRetention} from '../customerRevenue';
import {roundTo} from '../math';
import {defineCalculator} from './define';
import {money} from './fields';
import {bandVerdict} from './verdicts';
import type {NrrScale} from './shared';

export const netRevenueRetentionCalculator = defineCalculator(
  (benchmarks: {readonly nrr: NrrScale}) => ({
    title: 'Work out your net revenue retention',
    inputs: [
      money('startingRevenue', 'Revenue from existing customers a year ago', {
        rules: {positive: true},
      }),
      money('expansionRevenue', 'Added revenue from those customers (expansion)'),
      money('contractionRevenue', 'Revenue lost to customers buying less'),
      money('churnedRevenue', 'Revenue lost with customers who left'),
    ],
    compute(values) {
      const input = {
        startingRevenue: values.number('startingRevenue'),
        expansionRevenue: values.number('expansionRevenue'),
        contractionRevenue: values.number('contractionRevenue'),
        churnedRevenue: values.number('churnedRevenue'),
      };
      if (input.contractionRevenue + input.churnedRevenue > input.startingRevenue) {
        return {
          errors: {churnedRevenue: 'Revenue lost cannot exceed the revenue a year ago.'},
          lines: [],
        };
      }
      const nrr = roundTo(netRevenueRetention(input), 1);
      const grossRetention = netRevenueRetention({...input, expansionRevenue: 0});
      const kept =
        input.startingRevenue +
        input.expansionRevenue -
        input.contractionRevenue -
        input.churnedRevenue;
      const worldClass = lowerEdge(benchmarks.nrr, 'world-class');
      return {
        lines: [
          {label: 'Revenue from the same customers today', value: formatUsd(kept)},
          {label: 'Net revenue retention', value: formatPercent(nrr), primary: true},
          {
            label: 'Gross revenue retention (without expansion)',
            value: formatPercent(grossRetention),
          },
          {
            label: `Expansion needed for ${formatPercent(worldClass, 0)} (world-class)`,
            value: formatUsd(expansionNeededForNrr({...input, targetPercent: worldClass})),
          },
        ],
        verdict: bandVerdict(
          nrr,
          benchmarks.nrr,
          `Net revenue retention of ${formatPercent(nrr)}`,
          'Net revenue retention bands',
        ),
      };
    },
  }),
);
