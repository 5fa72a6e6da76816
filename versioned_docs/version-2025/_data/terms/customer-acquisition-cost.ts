/** Customer Acquisition Cost (CAC), as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {customerAcquisitionCostCalculator} from '@site/src/lib/metrics/calculators/customerRevenue';
import {EDGE_RULE, LTV_CAC_BANDS, LTV_CAC_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'customer-acquisition-cost', {
  formulas: ['CAC = (Sales cost + Marketing cost) ÷ New customers won'],
  calculator: bindCalculator(customerAcquisitionCostCalculator, {
    example: {
      salesCost: 380_000,
      marketingCost: 160_000,
      newCustomers: 48,
      lifetimeValue: 47_520,
    },
    benchmarks: {ltvCac: LTV_CAC_BANDS},
  }),
  benchmarks: {tables: [LTV_CAC_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-lifetime-value', 'what an acquired customer is worth, the other half of the ratio.'],
    [
      'quote-conversion-rate',
      'how many quotes it takes to win, the largest driver of sales cost per customer.',
    ],
    ['sales-velocity-profitability', 'how quickly the pipeline turns into margin.'],
  ],
});
