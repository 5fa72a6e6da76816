/** Calculators of the Pricing & Product Business Numbers pages. */
import {formatNumber, formatPercent, formatUsd, formatUsdCents} from '@site/src/lib/numbers/format';
import {type BandScale, compareToRange, formatPercentRange} from '../bands';
import {percentOf, roundTo} from '../math';
import {serviceCostAboveLimit, serviceCostRatio} from '../customerRevenue';
import {
  breakevenPrice,
  discountHeadroomPercent,
  grossMarginPercent,
  markupPercent,
  overrideFrequency,
  overrideMarginGivenAway,
  priceRealisation,
  pricePositionBands,
  quoteConversionRate,
  quotesPerWin,
  revenueAtRealisation,
  targetPrice,
} from '../pricingProduct';
import {defineCalculator} from './define';
import {count, money, percent, quantity} from './fields';
import {customerMarginCalculator, segmentChoice} from './shared';
import type {ChoiceInputSpec, ResultLine} from './types';
import {
  bandVerdict,
  type NamedRanges,
  type NamedTarget,
  type NamedTargets,
  rangeVerdict,
  targetOf,
  targetVerdict,
} from './verdicts';

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

/** The parts of the cost to serve the calculator asks for, with what each covers. */
const COST_TO_SERVE_PARTS = {
  delivery: {label: 'Delivery', hint: 'Drops, carriage, fuel and driver time for their orders.'},
  orderHandling: {
    label: 'Order handling',
    hint: 'Order entry, picking, packing and invoicing.',
  },
  accountTime: {
    label: 'Sales, account and support time',
    hint: 'Visits, calls, quotes, queries and complaints, at what that time costs.',
  },
  other: {
    label: 'Credit, returns and special handling',
    hint: 'The cost of their payment terms, returns, and anything done only for them.',
  },
} as const;

type CostToServePart = keyof typeof COST_TO_SERVE_PARTS;

export const costToServeRatioCalculator = defineCalculator(
  (benchmarks: {
    /** The most cost to serve may take of revenue, as a target worded "below". */
    readonly target: NamedTarget;
  }) => ({
    title: 'Work out your cost-to-serve ratio',
    inputs: [
      money('revenue', 'Revenue for the year', {
        rules: {positive: true},
        hint: 'Of one customer, a group of customers or the whole business.',
      }),
      ...Object.entries(COST_TO_SERVE_PARTS).map(([id, part]) =>
        money(id as CostToServePart, part.label, {hint: part.hint}),
      ),
      percent('grossMargin', 'Gross margin on those sales', {optional: true}),
    ],
    compute(values) {
      const revenue = values.number('revenue');
      const parts = (Object.keys(COST_TO_SERVE_PARTS) as CostToServePart[]).map(
        (id) => [id, values.number(id)] as const,
      );
      const costToServe = parts.reduce((sum, [, cost]) => sum + cost, 0);
      const ratio = roundTo(serviceCostRatio(costToServe, revenue), 1);
      const target = benchmarks.target;
      const lines: ResultLine[] = [
        {label: 'Cost-to-serve ratio', value: formatPercent(ratio), primary: true},
        {label: 'Cost to serve', value: formatUsd(costToServe)},
      ];
      const [largest, largestCost] = parts.reduce((top, part) => (part[1] > top[1] ? part : top));
      if (largestCost > 0) {
        lines.push({
          label: `Largest part: ${COST_TO_SERVE_PARTS[largest].label.toLowerCase()}`,
          value: `${formatPercent(percentOf(largestCost, costToServe))} of the cost to serve`,
        });
      }
      const excess = serviceCostAboveLimit({costToServe, revenue, limitPercent: target.value});
      if (excess > 0) {
        lines.push({
          label: `Cost to serve above ${target.value}${target.unit}`,
          value: formatUsd(excess),
        });
      }
      const notes: string[] = [];
      const grossMargin = values.optional('grossMargin');
      if (grossMargin !== undefined) {
        const left = grossMargin - serviceCostRatio(costToServe, revenue);
        lines.push({label: 'Margin left after cost to serve', value: formatPercent(left)});
        if (left <= 0) notes.push('The cost to serve takes the whole gross margin, and more.');
      }
      return {
        lines,
        notes,
        verdict: targetVerdict({
          value: ratio,
          targets: {target},
          selected: 'target',
          shown: `A cost-to-serve ratio of ${formatPercent(ratio)}`,
          scaleTitle: 'Cost-to-serve target',
        }),
      };
    },
  }),
);
