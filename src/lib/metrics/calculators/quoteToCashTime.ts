/** The calculator of the Quote-to-Cash Time page. */
import {formatUsd} from '@site/src/lib/numbers/format';
import {formatDayRange} from '../bands';
import {roundTo} from '../math';
import {cashInCycle, quoteToCashDays} from '../operational';
import {defineCalculator} from './define';
import {days, money} from './fields';
import type {ResultLine} from './types';
import {type NamedRanges, rangeVerdict} from './verdicts';
import {formatDays} from './shared';

export const quoteToCashTimeCalculator = defineCalculator(
  (benchmarks: {
    /** Typical quote-to-cash time by kind of deal, in days. */
    readonly deals: NamedRanges;
  }) => ({
    title: 'Work out your quote-to-cash time',
    inputs: [
      days('quoteToOrder', 'Quote sent to order received'),
      days('orderToInvoice', 'Order received to invoice sent'),
      days('invoiceToCash', 'Invoice sent to cash received'),
      {
        kind: 'choice',
        id: 'deal',
        label: 'Kind of deal',
        options: Object.entries(benchmarks.deals).map(([value, range]) => ({
          value,
          label: range.label,
        })),
      },
      money('annualRevenue', 'Annual revenue', {optional: true}),
    ],
    compute(values) {
      const exactTotal = quoteToCashDays({
        quoteToOrder: values.number('quoteToOrder'),
        orderToInvoice: values.number('orderToInvoice'),
        invoiceToCash: values.number('invoiceToCash'),
      });
      const total = roundTo(exactTotal, 1);
      const selected = values.choice('deal');
      const range = benchmarks.deals[selected];
      if (!range) throw new Error(`Unknown kind of deal "${selected}"`);
      const lines: ResultLine[] = [
        {label: 'Quote-to-cash time', value: formatDays(total), primary: true},
      ];
      const revenue = values.optional('annualRevenue');
      if (revenue !== undefined) {
        lines.push({
          label: 'Cash tied up in the cycle',
          value: formatUsd(cashInCycle(revenue, exactTotal)),
        });
        // Whether it is over the range is read from the time as shown; by how much, exactly.
        if (range.max !== undefined && total > range.max) {
          lines.push({
            label: `Cash released at ${range.max} days`,
            value: formatUsd(cashInCycle(revenue, exactTotal - range.max)),
          });
        }
      }
      return {
        lines,
        verdict: rangeVerdict({
          value: total,
          ranges: benchmarks.deals,
          selected,
          shown: `A quote-to-cash time of ${formatDays(total)}`,
          formatRange: formatDayRange,
          better: 'lower',
          scaleTitle: 'Typical quote-to-cash time',
          words: {below: 'faster than', above: 'slower than'},
        }),
      };
    },
  }),
);
