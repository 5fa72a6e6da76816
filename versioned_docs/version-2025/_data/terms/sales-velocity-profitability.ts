/** Sales Velocity & Profitability, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {salesVelocityProfitabilityCalculator} from '@site/src/lib/metrics/calculators/operational';
import {
  EDGE_RULE,
  OVERRIDE_TABLE,
  QUOTE_CONVERSION_TABLE,
  QUOTE_TO_CASH_TABLE,
} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'sales-velocity-profitability', {
  formulas: [
    'Sales velocity = (Opportunities × Win rate × Average deal value) ÷ Sales cycle (days)',
    'Profit velocity = Sales velocity × Gross margin %',
    'Win rate needed to offset a discount = Win rate × Margin ÷ (Margin − Discount)',
  ],
  calculator: bindCalculator(salesVelocityProfitabilityCalculator, {
    example: {
      opportunities: 60,
      winRate: 25,
      dealValue: 18_000,
      grossMargin: 28,
      cycleDays: 45,
      discount: 5,
    },
  }),
  benchmarks: {
    tables: [QUOTE_CONVERSION_TABLE, QUOTE_TO_CASH_TABLE, OVERRIDE_TABLE],
    edgeRule: EDGE_RULE,
  },
  related: [
    ['quote-conversion-rate', 'the win-rate lever, with industry benchmarks.'],
    ['price-override-frequency', 'how often deals are won on price.'],
    ['quote-to-cash-time', 'the cycle-length lever, through to cash.'],
  ],
});
