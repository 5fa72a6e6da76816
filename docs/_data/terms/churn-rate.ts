/** Churn Rate, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {churnRateCalculator} from '@site/src/lib/metrics/calculators/customerRevenue';
import {EDGE_RULE, NRR_BANDS, NRR_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'churn-rate', {
  formulas: [
    'Customer churn % = Customers lost in the period ÷ Customers at the start × 100',
    'Revenue churn % = (Revenue lost with departed customers + Revenue lost to customers buying less) ÷ Revenue at the start × 100',
  ],
  calculator: bindCalculator(churnRateCalculator, {
    example: {
      customersAtStart: 240,
      customersLost: 19,
      startingRevenue: 14_400_000,
      churnedRevenue: 960_000,
      contractionRevenue: 420_000,
    },
    benchmarks: {nrr: NRR_BANDS},
  }),
  benchmarks: {tables: [NRR_TABLE], edgeRule: EDGE_RULE},
  related: [
    [
      'net-revenue-retention',
      'churn and contraction set against growth from the customers who stay.',
    ],
    ['customer-lifetime-value', 'churn sets the expected length of the relationship.'],
    [
      'rfm-modelling',
      'spots the customers drifting towards churn while there is still time to act.',
    ],
  ],
});
