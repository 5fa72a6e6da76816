/** The calculator of the Days Sales Outstanding page. */
import {formatNumber, formatUsd} from '@site/src/lib/numbers/format';
import {type BandScale} from '../bands';
import {roundTo} from '../math';
import {cashReleasedByDso, daysSalesOutstanding} from '../operational';
import {defineCalculator} from './define';
import {days, money} from './fields';
import type {ResultLine} from './types';
import {bandVerdict} from './verdicts';
import {formatDays} from './shared';

export const daysSalesOutstandingCalculator = defineCalculator(
  (benchmarks: {
    /** DSO ranges, lowest first. */
    readonly bands: BandScale;
    /** The period lengths DSO is computed over, in days. */
    readonly periods: readonly number[];
  }) => ({
    title: 'Work out your days sales outstanding',
    inputs: [
      money('receivables', 'Accounts receivable at the end of the period'),
      money('creditSales', 'Credit sales in the period', {rules: {positive: true}}),
      {
        kind: 'choice',
        id: 'period',
        label: 'Length of the period',
        options: benchmarks.periods.map((length) => ({
          value: String(length),
          label: `${length} days`,
        })),
      },
      days('targetDays', 'Your target DSO', {optional: true}),
    ],
    compute(values) {
      const periodDays = Number(values.choice('period'));
      const creditSales = values.number('creditSales');
      const exactDso = daysSalesOutstanding({
        receivables: values.number('receivables'),
        creditSales,
        periodDays,
      });
      const dso = roundTo(exactDso, 1);
      const lines: ResultLine[] = [
        {label: 'Days sales outstanding', value: formatDays(dso), primary: true},
        {label: 'Credit sales per day', value: formatUsd(creditSales / periodDays)},
      ];
      const target = values.optional('targetDays');
      if (target !== undefined) {
        lines.push({
          label: `Cash released at ${formatNumber(target, 1)} days`,
          value: formatUsd(
            cashReleasedByDso({currentDays: exactDso, targetDays: target, creditSales, periodDays}),
          ),
        });
      }
      return {
        lines,
        verdict: bandVerdict(dso, benchmarks.bands, `A DSO of ${formatDays(dso)}`, 'DSO ranges'),
      };
    },
  }),
);
