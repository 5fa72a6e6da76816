/** Calculators of the Pricing & Product Business Numbers pages. */
import {formatNumber, formatPercent, formatUsd, formatUsdCents} from '@site/src/lib/numbers/format';
import {compareToRange, formatPercentRange} from '../bands';
import {roundTo} from '../math';
import {
  CUSTOMER_PROFITABILITY_BANDS,
  GROSS_MARGIN_BY_INDUSTRY,
  IDEAL_GROSS_MARGIN_PERCENT,
  MARGIN_BANDS,
  OVERRIDE_FREQUENCY_BANDS,
  QUOTE_CONVERSION_BY_INDUSTRY,
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
import {count, money, percent, quantity} from './fields';
import {customerMarginCalculator} from './shared';
import type {CalculatorSpec, ChoiceInputSpec, Computation, ResultLine} from './types';
import {bandVerdict, rangeVerdict} from './verdicts';

function industryChoice(
  ranges: Readonly<Record<string, {readonly label: string}>>,
  example: string,
): ChoiceInputSpec {
  return {
    kind: 'choice',
    id: 'industry',
    label: 'Compare with the industry',
    options: Object.entries(ranges).map(([value, range]) => ({value, label: range.label})),
    example,
  };
}

export const grossMarginPerProductCalculator: CalculatorSpec = {
  slug: 'gross-margin-per-product',
  title: "Work out a product's gross margin",
  inputs: [
    money('price', 'Net selling price per unit', '840', {
      rules: {positive: true},
      hint: 'The price actually invoiced, after discounts and rebates.',
    }),
    money('unitCost', 'Landed cost per unit', '645', {
      hint: 'Purchase or production cost plus inbound freight and duty.',
    }),
    industryChoice(GROSS_MARGIN_BY_INDUSTRY, 'wholesale'),
  ],
  compute(values): Computation {
    const price = values.number('price');
    const unitCost = values.number('unitCost');
    const margin = roundTo(grossMarginPercent(price, unitCost), 1);
    const industry =
      GROSS_MARGIN_BY_INDUSTRY[values.choice('industry') as keyof typeof GROSS_MARGIN_BY_INDUSTRY];
    const position = compareToRange(margin, industry);
    const gap = IDEAL_GROSS_MARGIN_PERCENT - margin;
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
        label: `Against the ${IDEAL_GROSS_MARGIN_PERCENT}%+ ideal`,
        value: gap > 0 ? `${formatNumber(gap, 1)} points short` : 'meets it',
      },
    ];
    return {
      lines,
      verdict: bandVerdict(
        margin,
        MARGIN_BANDS,
        `A gross margin of ${formatPercent(margin)}`,
        'Margin bands',
      ),
    };
  },
};

export const marginPerCustomerCalculator = customerMarginCalculator({
  slug: 'margin-per-customer',
  title: 'Work out the margin one customer earns you',
  example: ['520,000', '383,000', '44,000'],
  scale: CUSTOMER_PROFITABILITY_BANDS,
  scaleTitle: 'Customer profitability bands',
});

export const quoteConversionRateCalculator: CalculatorSpec = {
  slug: 'quote-conversion-rate',
  title: 'Work out your quote conversion rate',
  inputs: [
    count('quotesIssued', 'Quotes issued in the period', '420', {rules: {positive: true}}),
    count('quotesWon', 'Quotes that became orders', '84'),
    industryChoice(QUOTE_CONVERSION_BY_INDUSTRY, 'manufacturing'),
  ],
  compute(values): Computation {
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
        ranges: QUOTE_CONVERSION_BY_INDUSTRY,
        selected: values.choice('industry'),
        shown: `A conversion rate of ${formatPercent(rate)}`,
        formatRange: formatPercentRange,
        better: 'higher',
        scaleTitle: 'Typical quote conversion by industry',
      }),
    };
  },
};

export const priceOverrideFrequencyCalculator: CalculatorSpec = {
  slug: 'price-override-frequency',
  title: 'Work out your price-override frequency',
  inputs: [
    count('totalDeals', 'Deals closed in the period', '1,200', {rules: {positive: true}}),
    count('overriddenDeals', 'Deals with a manual price change', '330'),
    money('averageDealValue', 'Average deal value', '4,800', {optional: true}),
    percent('averageDiscount', 'Average override discount', '7', {
      optional: true,
      hint: 'How far below the system price the overridden deals went.',
    }),
  ],
  compute(values): Computation {
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
        OVERRIDE_FREQUENCY_BANDS,
        `An override frequency of ${formatPercent(frequency)}`,
        'Override-frequency bands',
      ),
    };
  },
};

export const breakevenPriceCalculator: CalculatorSpec = {
  slug: 'breakeven-price',
  title: 'Work out your breakeven and target prices',
  inputs: [
    money('variableCost', 'Variable cost per unit', '46', {
      hint: 'Product cost, freight, packaging, commission and payment fees per unit.',
    }),
    money('fixedCosts', 'Fixed costs this product must cover', '180,000'),
    quantity('expectedUnits', 'Units you expect to sell', '12,000', {
      rules: {positive: true},
      step: 1,
    }),
    percent('targetMargin', 'Target margin on price', '25'),
    money('currentPrice', 'Your current price', '75', {optional: true}),
  ],
  compute(values): Computation {
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
};
