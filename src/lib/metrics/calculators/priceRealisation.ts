/**
 * The calculator of the Price Realisation page, in a module of its own so that only that
 * page carries it.
 */
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {roundTo} from '../math';
import {priceRealisation, revenueAtRealisation} from '../priceRealisation';
import {type NamedTargets, targetOf} from '../targets';
import {defineCalculator} from './define';
import {money} from './fields';
import {segmentChoice} from './shared';
import {targetVerdict} from './targetVerdict';
import type {ResultLine} from './types';

export const priceRealisationCalculator = defineCalculator(
  (benchmarks: {
    /** Price realisation targets by sector, in % of list. */
    readonly targets: NamedTargets;
  }) => ({
    title: 'Work out your price realisation',
    inputs: [
      money('listRevenue', 'Sales at list prices', {
        rules: {positive: true},
        hint: 'The quantities you sold, priced at the price-file (list) price.',
      }),
      money('invoicedRevenue', 'The same sales as invoiced', {
        hint: 'At the prices on the invoices: after invoice discounts and manual overrides.',
      }),
      money('rebates', 'Rebates and credit notes on those sales', {
        optional: true,
        hint: 'Retrospective rebates, allowances and price credits paid after the invoice.',
      }),
      segmentChoice('sector', 'Compare with the target for', benchmarks.targets),
    ],
    compute(values) {
      const atList = values.number('listRevenue');
      const invoiced = values.number('invoicedRevenue');
      const rebates = values.optional('rebates') ?? 0;
      if (rebates > invoiced) {
        return {errors: {rebates: 'Cannot be more than the sales as invoiced.'}, lines: []};
      }
      const realised = invoiced - rebates;
      const realisation = roundTo(priceRealisation(realised, atList), 1);
      const selected = values.choice('sector');
      const target = targetOf(benchmarks.targets, selected);
      const lines: ResultLine[] = [
        {label: 'Price realisation', value: formatPercent(realisation), primary: true},
      ];
      if (rebates > 0) {
        lines.push({
          label: 'Realisation on the invoice, before rebates',
          value: formatPercent(priceRealisation(invoiced, atList)),
        });
      }
      lines.push(
        {
          label: 'Revenue given away against list',
          value: formatUsd(Math.max(0, atList - realised)),
        },
        {
          label: 'Each point of realisation is worth',
          value: formatUsd(revenueAtRealisation(atList, 1)),
        },
      );
      const short = revenueAtRealisation(atList, target.value) - realised;
      if (short > 0) {
        lines.push({
          label: `Revenue short of ${target.value}${target.unit}`,
          value: formatUsd(short),
        });
      }
      return {
        lines,
        notes:
          realised > atList
            ? ['Above 100%: these sales went out above list. Check that the price file is current.']
            : [],
        verdict: targetVerdict({
          value: realisation,
          targets: benchmarks.targets,
          selected,
          shown: `A price realisation of ${formatPercent(realisation)}`,
          scaleTitle: 'Price realisation targets',
        }),
      };
    },
  }),
);
