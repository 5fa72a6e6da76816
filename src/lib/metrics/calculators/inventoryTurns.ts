/**
 * The calculator of the Inventory Turns page, in a module of its own so that only that page
 * carries it.
 */
import {formatMultiple, formatNumber, formatUsd} from '@site/src/lib/numbers/format';
import {cashReleasedByTurns, daysOfInventory, inventoryTurns} from '../inventory';
import {roundTo} from '../math';
import {type NamedTargets, targetOf} from '../targets';
import {defineCalculator} from './define';
import {money} from './fields';
import {segmentChoice} from './shared';
import {targetVerdict} from './targetVerdict';
import type {ResultLine} from './types';

export const inventoryTurnsCalculator = defineCalculator(
  (benchmarks: {
    /** Inventory turns targets by sector, in times a year. */
    readonly targets: NamedTargets;
  }) => ({
    title: 'Work out your inventory turns',
    inputs: [
      money('costOfGoodsSold', 'Cost of goods sold for the year', {
        hint: 'At cost, not at selling price: the same basis as the stock.',
      }),
      money('averageInventory', 'Average stock at cost', {
        rules: {positive: true},
        hint: 'The average of your month-end stock values; at the least, opening plus closing divided by 2.',
      }),
      segmentChoice('sector', 'Compare with the target for', benchmarks.targets),
    ],
    compute(values) {
      const costOfGoodsSold = values.number('costOfGoodsSold');
      const averageInventoryAtCost = values.number('averageInventory');
      const exact = inventoryTurns(costOfGoodsSold, averageInventoryAtCost);
      const turns = roundTo(exact, 1);
      const selected = values.choice('sector');
      const target = targetOf(benchmarks.targets, selected);
      const days = daysOfInventory(exact);
      const lines: ResultLine[] = [
        {label: 'Inventory turns', value: formatMultiple(turns), primary: true},
        {
          label: 'Days of inventory',
          value:
            days === undefined
              ? 'not measurable (no cost of goods sold)'
              : `${formatNumber(days, 1)} days`,
        },
      ];
      const released = cashReleasedByTurns({
        costOfGoodsSold,
        averageInventoryAtCost,
        targetTurns: target.value,
      });
      if (released > 0) {
        lines.push({
          label: `Cash released at ${target.value}${target.unit}`,
          value: formatUsd(released),
        });
      }
      return {
        lines,
        verdict: targetVerdict({
          value: turns,
          targets: benchmarks.targets,
          selected,
          shown: `Stock turning ${formatMultiple(turns)} a year`,
          scaleTitle: 'Inventory turns targets',
        }),
      };
    },
  }),
);
