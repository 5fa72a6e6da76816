/** Customer Tier, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {customerTierCalculator} from '@site/src/lib/metrics/calculators/customerRevenue';
import {
  CUSTOMER_TIERS_TABLE,
  CUSTOMER_TIER_BANDS,
  EDGE_RULE,
  MARGIN_TABLE,
  SERVICE_COST_TARGET_PERCENT,
} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'customer-tier', {
  formulas: ['Customer margin % = (Revenue − Cost of goods − Cost to serve) ÷ Revenue × 100'],
  calculator: bindCalculator(customerTierCalculator, {
    example: {
      revenue: 380_000,
      productCost: 290_000,
      costToServe: 41_000,
    },
    benchmarks: {scale: CUSTOMER_TIER_BANDS, serviceCostTargetPercent: SERVICE_COST_TARGET_PERCENT},
  }),
  benchmarks: {tables: [CUSTOMER_TIERS_TABLE, MARGIN_TABLE], edgeRule: EDGE_RULE},
  related: [
    [
      'margin-per-customer',
      'the measure tiers should be built on, with the customer profitability bands.',
    ],
    [
      'rfm-modelling',
      'adds buying behaviour (how recent, how often, how much) to the value ranking.',
    ],
    ['customer-lifetime-value', 'which tier an account is likely to stay in over the years.'],
  ],
});
