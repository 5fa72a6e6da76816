/** Calculators of the Operational & Strategic Business Numbers pages. */
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {type BandScale, formatDayRange} from '../bands';
import {roundTo} from '../math';
import {
  averageOrderValue,
  breakevenRevenue,
  cashInCycle,
  cashReleasedByDso,
  contributionMargin,
  contributionMarginRatio,
  contributionPerOrder,
  daysSalesOutstanding,
  forecastAccuracy,
  forecastBias,
  profitVelocity,
  quoteToCashDays,
  salesVelocity,
  winRateToOffsetDiscount,
} from '../operational';
import {defineCalculator} from './define';
import {count, days, money, percent, quantity} from './fields';
import type {ResultLine} from './types';
import {bandVerdict, type NamedRanges, rangeVerdict} from './verdicts';

/** "12.5 days" */
export function formatDays(value: number): string {
  return `${formatNumber(value, 1)} days`;
}

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

export const forecastAccuracyCalculator = defineCalculator(
  (benchmarks: {
    /** Forecast-accuracy bands, lowest first. */
    readonly bands: BandScale;
  }) => ({
    title: 'Work out your forecast accuracy',
    inputs: [
      money('forecast', 'Forecast revenue for the period'),
      money('actual', 'Actual revenue for the period', {rules: {positive: true}}),
    ],
    compute(values) {
      const forecast = values.number('forecast');
      const actual = values.number('actual');
      const accuracy = roundTo(forecastAccuracy(forecast, actual), 1);
      const bias = forecastBias(forecast, actual);
      const biasText =
        bias === 0
          ? 'none'
          : `${bias > 0 ? 'over' : 'under'}-forecast by ${formatUsd(Math.abs(bias))}`;
      return {
        lines: [
          {label: 'Forecast accuracy', value: formatPercent(accuracy), primary: true},
          {label: 'Forecast error', value: formatPercent(100 - accuracy)},
          {label: 'Bias', value: biasText},
        ],
        verdict: bandVerdict(
          accuracy,
          benchmarks.bands,
          `A forecast accuracy of ${formatPercent(accuracy)}`,
          'Forecast accuracy bands',
        ),
      };
    },
  }),
);

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
      const total = roundTo(
        quoteToCashDays({
          quoteToOrder: values.number('quoteToOrder'),
          orderToInvoice: values.number('orderToInvoice'),
          invoiceToCash: values.number('invoiceToCash'),
        }),
        1,
      );
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
          value: formatUsd(cashInCycle(revenue, total)),
        });
        const excess = total - (range.max ?? total);
        if (excess > 0) {
          lines.push({
            label: `Cash released at ${range.max} days`,
            value: formatUsd(cashInCycle(revenue, excess)),
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

export const daysSalesOutstandingCalculator = defineCalculator(
  (benchmarks: {
    /** DSO ranges, lowest first. */
    readonly bands: BandScale;
    /** The period lengths DSO is computed over, in days. */
    readonly periods: readonly number[];
  }) => ({
    title: 'Work out your days sales outstanding',
    inputs: [
      money('receivables', 'Accounts receivable at the end of the period'),
      money('creditSales', 'Credit sales in the period', {rules: {positive: true}}),
      {
        kind: 'choice',
        id: 'period',
        label: 'Length of the period',
        options: benchmarks.periods.map((length) => ({
          value: String(length),
          label: `${length} days`,
        })),
      },
      days('targetDays', 'Your target DSO', {optional: true}),
    ],
    compute(values) {
      const periodDays = Number(values.choice('period'));
      const creditSales = values.number('creditSales');
      const dso = roundTo(
        daysSalesOutstanding({receivables: values.number('receivables'), creditSales, periodDays}),
        1,
      );
      const lines: ResultLine[] = [
        {label: 'Days sales outstanding', value: formatDays(dso), primary: true},
        {label: 'Credit sales per day', value: formatUsd(creditSales / periodDays)},
      ];
      const target = values.optional('targetDays');
      if (target !== undefined) {
        lines.push({
          label: `Cash released at ${formatNumber(target, 1)} days`,
          value: formatUsd(
            cashReleasedByDso({currentDays: dso, targetDays: target, creditSales, periodDays}),
          ),
        });
      }
      return {
        lines,
        verdict: bandVerdict(dso, benchmarks.bands, `A DSO of ${formatDays(dso)}`, 'DSO ranges'),
      };
    },
  }),
);

export const averageOrderValueCalculator = defineCalculator(
  (benchmarks: {
    /** Order-size ranges, lowest first. */
    readonly bands: BandScale;
  }) => ({
    title: 'Work out your average order value',
    inputs: [
      money('revenue', 'Revenue for the period'),
      count('orders', 'Orders in the period', {rules: {positive: true}}),
      percent('grossMargin', 'Average gross margin', {optional: true}),
      money('costPerOrder', 'Cost to process one order', {
        optional: true,
        hint: 'Order entry, picking, packing, delivery and invoicing.',
      }),
    ],
    compute(values) {
      const aov = averageOrderValue(values.number('revenue'), values.number('orders'));
      const shown = roundTo(aov, 0);
      const lines: ResultLine[] = [
        {label: 'Average order value', value: formatUsd(aov), primary: true},
      ];
      const margin = values.optional('grossMargin');
      const costPerOrder = values.optional('costPerOrder');
      const notes: string[] = [];
      if (margin !== undefined) {
        lines.push({label: 'Gross profit per order', value: formatUsd((aov * margin) / 100)});
        if (costPerOrder !== undefined) {
          const left = contributionPerOrder({
            averageOrderValue: aov,
            grossMarginPercent: margin,
            costPerOrder,
          });
          lines.push({label: 'Left per order after handling it', value: formatUsd(left)});
          if (left <= 0) notes.push('The average order does not cover the cost of handling it.');
        }
      }
      return {
        lines,
        notes,
        verdict: bandVerdict(
          shown,
          benchmarks.bands,
          `An average order of ${formatUsd(shown)}`,
          'Order-size ranges',
        ),
      };
    },
  }),
);

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
