/** Customer Lifetime Value (CLV), as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {customerLifetimeValueCalculator} from '@site/src/lib/metrics/calculators/customerRevenue';
import {EDGE_RULE, LTV_CAC_BANDS, LTV_CAC_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'customer-lifetime-value', {
  formulas: [
    'CLV = Average order value × Orders per year × Gross margin % × Expected relationship (years)',
  ],
  calculator: bindCalculator(customerLifetimeValueCalculator, {
    example: {
      averageOrderValue: 2400,
      grossMargin: 22,
      ordersPerYear: 18,
      expectedYears: 5,
      acquisitionCost: 11_300,
    },
    benchmarks: {ltvCac: LTV_CAC_BANDS},
  }),
  benchmarks: {tables: [LTV_CAC_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-acquisition-cost', 'the other half of the LTV:CAC ratio.'],
    ['churn-rate', 'sets the expected length of the relationship.'],
    ['margin-per-customer', 'the margin after cost to serve that a stricter CLV is built on.'],
  ],
});
