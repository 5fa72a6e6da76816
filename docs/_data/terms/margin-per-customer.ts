/** Margin per Customer, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {marginPerCustomerCalculator} from '@site/src/lib/metrics/calculators/pricingProduct';
import {
  CUSTOMER_PROFITABILITY_BANDS,
  CUSTOMER_PROFITABILITY_TABLE,
  EDGE_RULE,
  PROFITABILITY_PRACTICE_TABLE,
  SERVICE_COST_TARGET_PERCENT,
} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'margin-per-customer', {
  formulas: [
    'Customer margin % = (Revenue − Cost of goods − Cost to serve) ÷ Revenue × 100',
    'Service cost ratio % = Cost to serve ÷ Revenue × 100',
  ],
  calculator: bindCalculator(marginPerCustomerCalculator, {
    example: {
      revenue: 520_000,
      productCost: 383_000,
      costToServe: 44_000,
    },
    benchmarks: {
      scale: CUSTOMER_PROFITABILITY_BANDS,
      serviceCostTargetPercent: SERVICE_COST_TARGET_PERCENT,
    },
  }),
  benchmarks: {
    tables: [CUSTOMER_PROFITABILITY_TABLE, PROFITABILITY_PRACTICE_TABLE],
    edgeRule: EDGE_RULE,
  },
  related: [
    ['customer-tier', 'groups customers by this margin so their terms can follow it.'],
    ['contribution-margin', 'the same idea applied to products and orders.'],
    ['days-sales-outstanding', 'slow payment is one of the costs to serve.'],
  ],
});
