/** Calculators of the Pricing & Product Business Numbers pages. */
import {formatNumber, formatPercent, formatUsd, formatUsdCents} from '@site/src/lib/numbers/format';
import {type BandScale, compareToRange, formatPercentRange} from '../bands';
import {roundTo} from '../math';
import {
  breakevenPrice,
  discountHeadroomPercent,
  grossMarginPercent,
  markupPercent,
  overrideFrequency,
  overrideMarginGivenAway,
  pricePositionBands,
  quoteConversionRate,
  quotesPerWin,
  targetPrice,
} from '../pricingProduct';
import {defineCalculator} from './define';
import {count, money, percent, quantity} from './fields';
import {customerMarginCalculator, segmentChoice} from './shared';
import type {ChoiceInputSpec, ResultLine} from './types';
import {bandVerdict, type NamedRanges, rangeVerdict} from './verdicts';

function industryChoice(ranges: NamedRanges): ChoiceInputSpec<'industry'> {
  return segmentChoice('industry', 'Compare with the industry', ranges);
}

/** The range of the chosen segment. */
function chosen(ranges: NamedRanges, key: string) {
  const range = ranges[key];
  if (!range) throw new Error(`Unknown segment "${key}"`);
  return range;
}

export const grossMarginPerProductCalculator = defineCalculator(
  (benchmarks: {
    /** Margin bands, lowest first. */
    readonly margins: BandScale;
    /** Typical gross margin by industry. */
    readonly industries: NamedRanges;
    /** The gross margin ratio called ideal, in %. */
    readonly idealPercent: number;
  }) => ({
    title: "Work out a product's gross margin",
    inputs: [
      money('price', 'Net selling price per unit', {
        rules: {positive: true},
        hint: 'The price actually invoiced, after discounts and rebates.',
      }),
      money('unitCost', 'Landed cost per unit', {
        hint: 'Purchase or production cost plus inbound freight and duty.',
      }),
      industryChoice(benchmarks.industries),
    ],
    compute(values) {
      const price = values.number('price');
      const unitCost = values.number('unitCost');
      const margin = roundTo(grossMarginPercent(price, unitCost), 1);
      const industry = chosen(benchmarks.industries, values.choice('industry'));
      const position = compareToRange(margin, industry);
      const gap = benchmarks.idealPercent - margin;
      const lines: ResultLine[] = [
        {label: 'Gross profit per unit', value: formatUsdCents(price - unitCost)},
        {label: 'Gross margin', value: formatPercent(margin), primary: true},
        {
          label: 'Markup on cost',
          value:
            unitCost > 0 ? formatPercent(markupPercent(price, unitCost)) : 'not defined at $0 cost',
        },
        {
          label: `${industry.label} range (${formatPercentRange(industry)})`,
          value: position === 'within' ? 'within the range' : `${position} the range`,
        },
        {
          label: `Against the ${benchmarks.idealPercent}%+ ideal`,
          value: gap > 0 ? `${formatNumber(gap, 1)} points short` : 'meets it',
        },
      ];
      return {
        lines,
        verdict: bandVerdict(
          margin,
          benchmarks.margins,
          `A gross margin of ${formatPercent(margin)}`,
          'Margin bands',
        ),
      };
    },
  }),
);

export const marginPerCustomerCalculator = customerMarginCalculator({
  title: 'Work out the margin one customer earns you',
  scaleTitle: 'Customer profitability bands',
});

export const quoteConversionRateCalculator = defineCalculator(
  (benchmarks: {
    /** Typical quote conversion by industry. */
    readonly industries: NamedRanges;
  }) => ({
    title: 'Work out your quote conversion rate',
    inputs: [
      count('quotesIssued', 'Quotes issued in the period', {rules: {positive: true}}),
      count('quotesWon', 'Quotes that became orders'),
      industryChoice(benchmarks.industries),
    ],
    compute(values) {
      const issued = values.number('quotesIssued');
      const won = values.number('quotesWon');
      if (won > issued) {
        return {errors: {quotesWon: 'Cannot be more than the quotes issued.'}, lines: []};
      }
      const rate = roundTo(quoteConversionRate(won, issued), 1);
      return {
        lines: [
          {label: 'Quote conversion rate', value: formatPercent(rate), primary: true},
          {
            label: 'Quotes issued for each order won',
            value: won > 0 ? formatNumber(quotesPerWin(won, issued), 1) : 'no quotes won yet',
          },
        ],
        verdict: rangeVerdict({
          value: rate,
          ranges: benchmarks.industries,
          selected: values.choice('industry'),
          shown: `A conversion rate of ${formatPercent(rate)}`,
          formatRange: formatPercentRange,
          better: 'higher',
          scaleTitle: 'Typical quote conversion by industry',
        }),
      };
    },
  }),
);

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
