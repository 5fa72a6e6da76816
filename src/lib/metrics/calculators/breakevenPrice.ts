/** The calculator of the Breakeven Price page. */
import {formatPercent, formatUsdCents} from '@site/src/lib/numbers/format';
import {roundTo} from '../math';
import {
  breakevenPrice,
  discountHeadroomPercent,
  pricePositionBands,
  targetPrice,
} from '../pricingProduct';
import {defineCalculator} from './define';
import {money, percent, quantity} from './fields';
import type {ResultLine} from './types';
import {bandVerdict} from './verdicts';

export const breakevenPriceCalculator = defineCalculator(() => ({
  title: 'Work out your breakeven and target prices',
  inputs: [
    money('variableCost', 'Variable cost per unit', {
      hint: 'Product cost, freight, packaging, commission and payment fees per unit.',
    }),
    money('fixedCosts', 'Fixed costs this product must cover'),
    quantity('expectedUnits', 'Units you expect to sell', {
      rules: {positive: true},
      step: 1,
    }),
    percent('targetMargin', 'Target margin on price'),
    money('currentPrice', 'Your current price', {optional: true}),
  ],
  compute(values) {
    const targetMargin = values.number('targetMargin');
    if (targetMargin >= 100) {
      return {
        errors: {targetMargin: 'No price leaves a margin of 100% or more: enter less than 100.'},
        lines: [],
      };
    }
    const fixedCosts = values.number('fixedCosts');
    const expectedUnits = values.number('expectedUnits');
    const breakeven = breakevenPrice({
      variableCostPerUnit: values.number('variableCost'),
      fixedCosts,
      expectedUnits,
    });
    const target = targetPrice(breakeven, targetMargin);
    const lines: ResultLine[] = [
      {label: 'Fixed cost per unit', value: formatUsdCents(fixedCosts / expectedUnits)},
      {label: 'Breakeven price', value: formatUsdCents(breakeven), primary: true},
      {
        label: `Target price for a ${formatPercent(targetMargin)} margin`,
        value: formatUsdCents(target),
      },
    ];
    const price = values.optional('currentPrice');
    if (price === undefined) {
      return {lines, notes: ['Add your current price to see where it stands.']};
    }
    const shownPrice = roundTo(price, 2);
    lines.push({
      label: 'Largest discount from your price before a loss',
      value: price > 0 ? formatPercent(discountHeadroomPercent(price, breakeven)) : 'none',
    });
    return {
      lines,
      verdict: bandVerdict(
        shownPrice,
        pricePositionBands(roundTo(breakeven, 2), roundTo(target, 2), formatUsdCents),
        `Your price of ${formatUsdCents(shownPrice)}`,
        'Where your price stands',
      ),
    };
  },
}));
