/** The calculator of the Customer Lifetime Value page. */
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  annualCustomerMargin,
  customerLifetimeValue,
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
        hint: `If unsure, use 1 ÷ your yearly churn rate (${formatPercent(0)} churn → ${formatNumber(impliedLifetimeYears(HINT_CHURN_PERCENT) ?? 0, 1)} years).`,
      }),
      money('acquisitionCost', 'Cost to acquire one customer (CAC)', {rules: {positive: true}}),
    ],
    compute(values) {
      const input = {
        averageOrderValue: values.number('averageOrderValue'),
        ordersPerYear: values.number('ordersPerYear'),
        grossMarginPercent: values.number('grossMargin'),
        expectedYears: values.number('expectedYears'),
      };
      const lifetimeValue = customerLifetimeValue(input);
      const reading = ltvCacReading(
        benchmarks.ltvCac,
        lifetimeValue,
        values.number('acquisitionCost'),
      );
      return {
        lines: [
          {
            label: 'Gross margin per customer per year',
            value: formatUsd(annualCustomerMargin(input)),
          },
          {label: 'Customer lifetime value', value: formatUsd(lifetimeValue), primary: true},
          ...reading.lines,
        ],
        verdict: reading.verdict,
      };
    },
  }),
);
