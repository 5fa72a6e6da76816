/** The calculator of the Price Override Frequency page. */
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {type BandScale} from '../bands';
import {roundTo} from '../math';
import {overrideFrequency, overrideMarginGivenAway} from '../pricingProduct';
import {defineCalculator} from './define';
import {count, money, percent} from './fields';
import type {ResultLine} from './types';
import {bandVerdict} from './verdicts';

export const priceOverrideFrequencyCalculator = defineCalculator(
  (benchmarks: {
    /** Override-frequency bands, lowest first. */
    readonly bands: BandScale;
  }) => ({
    title: 'Work out your price-override frequency',
    inputs: [
      count('totalDeals', 'Deals closed in the period', {rules: {positive: true}}),
      count('overriddenDeals', 'Deals with a manual price change'),
      money('averageDealValue', 'Average deal value', {optional: true}),
      percent('averageDiscount', 'Average override discount', {
        optional: true,
        hint: 'How far below the system price the overridden deals went.',
      }),
    ],
    compute(values) {
      const totalDeals = values.number('totalDeals');
      const overridden = values.number('overriddenDeals');
      if (overridden > totalDeals) {
        return {errors: {overriddenDeals: 'Cannot be more than the deals closed.'}, lines: []};
      }
      const frequency = roundTo(overrideFrequency(overridden, totalDeals), 1);
      const lines: ResultLine[] = [
        {label: 'Price-override frequency', value: formatPercent(frequency), primary: true},
        {label: 'Deals at the system price', value: formatNumber(totalDeals - overridden)},
      ];
      const dealValue = values.optional('averageDealValue');
      const discount = values.optional('averageDiscount');
      const notes: string[] = [];
      if (dealValue !== undefined && discount !== undefined) {
        lines.push({
          label: 'Revenue given away by overrides',
          value: formatUsd(
            overrideMarginGivenAway({
              dealsWithPriceChanges: overridden,
              averageDealValue: dealValue,
              averageDiscountPercent: discount,
            }),
          ),
        });
      } else {
        notes.push('Add the average deal value and discount to see what the overrides cost.');
      }
      return {
        lines,
        notes,
        verdict: bandVerdict(
          frequency,
          benchmarks.bands,
          `An override frequency of ${formatPercent(frequency)}`,
          'Override-frequency bands',
        ),
      };
    },
  }),
);
