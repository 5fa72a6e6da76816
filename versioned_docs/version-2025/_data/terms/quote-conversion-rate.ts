/** Quote Conversion Rate, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {quoteConversionRateCalculator} from '@site/src/lib/metrics/calculators/pricingProduct';
import {EDGE_RULE, QUOTE_CONVERSION_BY_INDUSTRY, QUOTE_CONVERSION_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'quote-conversion-rate', {
  formulas: ['Quote conversion rate % = Quotes won ÷ Quotes issued × 100'],
  calculator: bindCalculator(quoteConversionRateCalculator, {
    example: {
      quotesIssued: 420,
      quotesWon: 84,
      industry: 'manufacturing',
    },
    benchmarks: {industries: QUOTE_CONVERSION_BY_INDUSTRY},
  }),
  benchmarks: {tables: [QUOTE_CONVERSION_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['price-override-frequency', "how often a quote's price was changed to win it."],
    [
      'sales-velocity-profitability',
      'conversion is one of the four levers of how fast the pipeline produces profit.',
    ],
    ['quote-to-cash-time', 'what happens after the quote is won.'],
  ],
});
