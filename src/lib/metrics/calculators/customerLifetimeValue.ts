/** The calculator of the Customer Lifetime Value page. */
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  annualCustomerMargin,
  customerLifetimeValue,
  discountedLifetimeValue,
  impliedLifetimeYears,
} from '../customerRevenue';
import {defineCalculator} from './define';
import {money, percent, quantity} from './fields';
import {type LtvCacScale, ltvCacReading} from './ltvCac';

/** The yearly churn rate the relationship-length hint works through, in %. */
const HINT_CHURN_PERCENT = 8;

export const customerLifetimeValueCalculator = defineCalculator(
  (benchmarks: {readonly ltvCac: LtvCacScale}) => ({
    title: 'Work out your customer lifetime value',
    inputs: [
      money('averageOrderValue', 'Average order value'),
      percent('grossMargin', 'Gross margin on those orders'),
      quantity('ordersPerYear', 'Orders per customer per year', {step: 1}),
      quantity('expectedYears', 'Expected relationship length', {
        suffix: 'years',
        rules: {positive: true},
        hint: `If unsure, use 1 ÷ your yearly churn rate: ${formatPercent(HINT_CHURN_PERCENT, 0)} churn a year gives ${formatNumber(impliedLifetimeYears(HINT_CHURN_PERCENT) ?? 0, 1)} years.`,
      }),
      money('acquisitionCost', 'Cost to acquire one customer (CAC)', {rules: {positive: true}}),
      percent('discountRate', 'Discount rate (cost of capital)', {
        optional: true,
        hint: 'The yearly return your money must earn. Leave blank or 0% for the undiscounted value.',
      }),
    ],
    compute(values) {
      const input = {
        averageOrderValue: values.number('averageOrderValue'),
        ordersPerYear: values.number('ordersPerYear'),
        grossMarginPercent: values.number('grossMargin'),
        expectedYears: values.number('expectedYears'),
      };
      const annualMargin = annualCustomerMargin(input);
      const undiscounted = customerLifetimeValue(input);
      const rate = values.optional('discountRate') ?? 0;
      const discounted = discountedLifetimeValue({
        annualMargin,
        expectedYears: input.expectedYears,
        discountRatePercent: rate,
      });
      // Discounted or not, the value the ratio is judged on is the one shown first.
      const lifetimeValue = rate > 0 ? discounted : undiscounted;
      const reading = ltvCacReading(
        benchmarks.ltvCac,
        lifetimeValue,
        values.number('acquisitionCost'),
      );
      const valueLines =
        rate > 0
          ? [
              {
                label: `Customer lifetime value, discounted at ${formatPercent(rate)} a year`,
                value: formatUsd(discounted),
                primary: true,
              },
              {label: 'Customer lifetime value before discounting', value: formatUsd(undiscounted)},
            ]
          : [{label: 'Customer lifetime value', value: formatUsd(undiscounted), primary: true}];
      return {
        lines: [
          {label: 'Gross margin per customer per year', value: formatUsd(annualMargin)},
          ...valueLines,
          ...reading.lines,
        ],
        verdict: reading.verdict,
        notes:
          rate > 0
            ? [
                `Discounted CLV = yearly margin × (1 − (1 + r)^−years) ÷ r, each year's margin counted at its end: ${discountedFormula(annualMargin, input.expectedYears, rate)} = ${formatUsd(discounted)}.`,
              ]
            : [],
      };
    },
  }),
);

/** The discounted formula with the figures in it: "$9,504 × (1 − 1.1^−5) ÷ 0.1". */
function discountedFormula(annualMargin: number, years: number, ratePercent: number): string {
  const rate = formatNumber(ratePercent / 100, 6);
  const growth = formatNumber(1 + ratePercent / 100, 6);
  return `${formatUsd(annualMargin)} × (1 − ${growth}^−${formatNumber(years, 2)}) ÷ ${rate}`;
}
