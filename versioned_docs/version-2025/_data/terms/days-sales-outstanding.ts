/** Days Sales Outstanding (DSO), as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {daysSalesOutstandingCalculator} from '@site/src/lib/metrics/calculators/operational';
import {DSO_BANDS, DSO_PERIODS, DSO_TABLE, EDGE_RULE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'days-sales-outstanding', {
  formulas: [
    'DSO = Accounts receivable ÷ Credit sales in the period × Days in the period',
    'Cash released = (Current DSO − Target DSO) × Credit sales per day',
  ],
  calculator: bindCalculator(daysSalesOutstandingCalculator, {
    example: {
      receivables: 1_860_000,
      creditSales: 3_600_000,
      period: '90',
      targetDays: 30,
    },
    benchmarks: {bands: DSO_BANDS, periods: DSO_PERIODS},
  }),
  benchmarks: {tables: [DSO_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['quote-to-cash-time', 'DSO is the last and often longest stage of the cycle.'],
    ['margin-per-customer', 'slow payers cost more to serve.'],
    ['average-order-value', 'many small invoices take more collecting than a few large ones.'],
  ],
});
