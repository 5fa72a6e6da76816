/** The calculator of the Sales Velocity & Profitability page. */
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {profitVelocity, salesVelocity, winRateToOffsetDiscount} from '../operational';
import {defineCalculator} from './define';
import {count, money, percent, quantity} from './fields';
import type {ResultLine} from './types';

export const salesVelocityProfitabilityCalculator = defineCalculator(() => ({
  title: 'Work out your sales and profit velocity',
  inputs: [
    count('opportunities', 'Open qualified opportunities'),
    percent('winRate', 'Win rate'),
    money('dealValue', 'Average deal value'),
    percent('grossMargin', 'Average gross margin on deals'),
    quantity('cycleDays', 'Average sales cycle', {
      suffix: 'days',
      step: 1,
      rules: {positive: true},
    }),
    percent('discount', 'Discount to test', {optional: true}),
  ],
  compute(values) {
    const winRatePercent = values.number('winRate');
    const grossMarginPercent = values.number('grossMargin');
    const velocity = salesVelocity({
      opportunities: values.number('opportunities'),
      winRatePercent,
      averageDealValue: values.number('dealValue'),
      cycleDays: values.number('cycleDays'),
    });
    const profit = profitVelocity(velocity, grossMarginPercent);
    const lines: ResultLine[] = [
      {label: 'Sales velocity (revenue per day)', value: formatUsd(velocity)},
      {label: 'Profit velocity (gross profit per day)', value: formatUsd(profit), primary: true},
      {label: 'Gross profit per 30 days', value: formatUsd(profit * 30)},
    ];
    const discount = values.optional('discount');
    const notes: string[] = [];
    if (discount !== undefined && discount > 0) {
      const needed = winRateToOffsetDiscount({
        winRatePercent,
        grossMarginPercent,
        discountPercent: discount,
      });
      lines.push({
        label: `Win rate needed to offset a ${formatPercent(discount)} discount`,
        value:
          needed === undefined
            ? 'none: the discount takes the whole margin'
            : formatPercent(needed),
      });
      if (needed !== undefined && needed > 100) {
        notes.push('That win rate is above 100%: the discount cannot pay for itself.');
      }
    }
    return {lines, notes};
  },
}));
