/** Net Revenue Retention (NRR), as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {netRevenueRetentionCalculator} from '@site/src/lib/metrics/calculators/customerRevenue';
import {EDGE_RULE, NRR_BANDS, NRR_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'net-revenue-retention', {
  formulas: [
    'NRR % = (Starting revenue + Expansion − Contraction − Churned revenue) ÷ Starting revenue × 100',
  ],
  calculator: bindCalculator(netRevenueRetentionCalculator, {
    example: {
      startingRevenue: 12_000_000,
      expansionRevenue: 1_560_000,
      contractionRevenue: 420_000,
      churnedRevenue: 540_000,
    },
    benchmarks: {nrr: NRR_BANDS},
  }),
  benchmarks: {tables: [NRR_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['churn-rate', 'the losses inside NRR, counted by customers and by revenue.'],
    ['customer-lifetime-value', 'rising NRR lengthens and enlarges every relationship.'],
    ['customer-tier', 'where to look when NRR differs between groups of customers.'],
  ],
});
