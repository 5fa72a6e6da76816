/** Average Order Value (AOV), as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {averageOrderValueCalculator} from '@site/src/lib/metrics/calculators/operational';
import {AOV_BANDS, AOV_TABLE, EDGE_RULE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'average-order-value', {
  formulas: [
    'Average order value = Revenue ÷ Number of orders',
    'Left per order = AOV × Gross margin % − Cost to process one order',
  ],
  calculator: bindCalculator(averageOrderValueCalculator, {
    example: {
      revenue: 4_200_000,
      orders: 3100,
      grossMargin: 24,
      costPerOrder: 85,
    },
    benchmarks: {bands: AOV_BANDS},
  }),
  benchmarks: {tables: [AOV_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-lifetime-value', 'AOV is one of its three building blocks.'],
    ['contribution-margin', 'what each order leaves after all its variable costs.'],
    ['margin-per-customer', 'customers who order small and often cost the most to serve.'],
  ],
});
