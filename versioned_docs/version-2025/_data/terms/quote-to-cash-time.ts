/** Quote-to-Cash Time, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {quoteToCashTimeCalculator} from '@site/src/lib/metrics/calculators/operational';
import {EDGE_RULE, QUOTE_TO_CASH_BY_DEAL, QUOTE_TO_CASH_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'quote-to-cash-time', {
  formulas: [
    'Quote-to-cash time = Quote to order + Order to invoice + Invoice to cash (days)',
    'Cash tied up in the cycle = Annual revenue × Quote-to-cash days ÷ 365',
  ],
  calculator: bindCalculator(quoteToCashTimeCalculator, {
    example: {
      quoteToOrder: 9,
      orderToInvoice: 6,
      invoiceToCash: 38,
      deal: 'complex',
      annualRevenue: 18_000_000,
    },
    benchmarks: {deals: QUOTE_TO_CASH_BY_DEAL},
  }),
  benchmarks: {tables: [QUOTE_TO_CASH_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['days-sales-outstanding', 'the last stage of the cycle, seen from the balance sheet.'],
    ['quote-conversion-rate', 'how many quotes make it into the cycle at all.'],
    ['sales-velocity-profitability', 'how the length of the sales cycle affects profit per day.'],
  ],
});
