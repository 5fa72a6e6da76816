/** The calculator of the Customer Acquisition Cost page. */
import {formatUsd} from '@site/src/lib/numbers/format';
import {customerAcquisitionCost} from '../customerRevenue';
import {defineCalculator} from './define';
import {count, money} from './fields';
import {type LtvCacScale, ltvCacReading} from './ltvCac';

export const customerAcquisitionCostCalculator = defineCalculator(
  (benchmarks: {readonly ltvCac: LtvCacScale}) => ({
    title: 'Work out your customer acquisition cost',
    inputs: [
      money('salesCost', 'Sales cost for the year', {
        hint: 'Salaries, commission, travel and tools of the people who win new accounts.',
      }),
      money('marketingCost', 'Marketing cost for the year'),
      count('newCustomers', 'New customers won in the year', {rules: {positive: true}}),
      money('lifetimeValue', 'Customer lifetime value (gross margin)', {
        rules: {positive: true},
      }),
    ],
    compute(values) {
      const salesCost = values.number('salesCost');
      const marketingCost = values.number('marketingCost');
      const acquisitionCost = customerAcquisitionCost({
        salesCost,
        marketingCost,
        newCustomers: values.number('newCustomers'),
      });
      if (acquisitionCost === 0) {
        return {
          errors: {salesCost: 'Enter the sales or marketing cost: CAC cannot be $0.'},
          lines: [],
        };
      }
      const reading = ltvCacReading(
        benchmarks.ltvCac,
        values.number('lifetimeValue'),
        acquisitionCost,
      );
      return {
        lines: [
          {label: 'Total acquisition spend', value: formatUsd(salesCost + marketingCost)},
          {
            label: 'Customer acquisition cost (CAC)',
            value: formatUsd(acquisitionCost),
            primary: true,
          },
          ...reading.lines,
        ],
        verdict: reading.verdict,
      };
    },
  }),
);
