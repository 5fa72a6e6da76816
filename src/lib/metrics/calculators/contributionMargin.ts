/** The calculator of the Contribution Margin page. */
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {roundTo} from '../math';
import {breakevenRevenue, contributionMargin, contributionMarginRatio} from '../operational';
import {defineCalculator} from './define';
import {money} from './fields';
import type {ResultLine} from './types';

export const contributionMarginCalculator = defineCalculator(() => ({
  title: 'Work out your contribution margin',
  inputs: [
    money('revenue', 'Revenue', {rules: {positive: true}}),
    money('variableCosts', 'Variable costs', {
      hint: 'Costs that rise with each sale: goods, freight, commission, payment fees.',
    }),
    money('fixedCosts', 'Fixed costs for the same period', {optional: true}),
  ],
  compute(values) {
    const revenue = values.number('revenue');
    const variableCosts = values.number('variableCosts');
    const margin = contributionMargin(revenue, variableCosts);
    const ratio = roundTo(contributionMarginRatio(revenue, variableCosts), 1);
    const lines: ResultLine[] = [
      {label: 'Contribution margin', value: formatUsd(margin), primary: true},
      {label: 'Contribution margin ratio', value: formatPercent(ratio)},
    ];
    const fixedCosts = values.optional('fixedCosts');
    if (fixedCosts === undefined) {
      return {lines, notes: ['Add your fixed costs to see the revenue you need to break even.']};
    }
    const needed = breakevenRevenue(fixedCosts, contributionMarginRatio(revenue, variableCosts));
    lines.push({label: 'Profit after fixed costs', value: formatUsd(margin - fixedCosts)});
    if (needed === undefined) {
      return {
        lines,
        notes: [
          'Each sale contributes nothing or less, so no amount of revenue covers fixed costs.',
        ],
      };
    }
    lines.push({label: 'Revenue needed to break even', value: formatUsd(needed)});
    const safety = ((revenue - needed) / revenue) * 100;
    return {
      lines,
      notes: [
        safety >= 0
          ? `Revenue could fall ${formatPercent(safety)} before the business stops covering its fixed costs.`
          : `Revenue is ${formatUsd(needed - revenue)} short of covering fixed costs.`,
      ],
    };
  },
}));
