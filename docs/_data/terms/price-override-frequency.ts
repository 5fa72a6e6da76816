/** Price Override Frequency, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {priceOverrideFrequencyCalculator} from '@site/src/lib/metrics/calculators/pricingProduct';
import {EDGE_RULE, OVERRIDE_FREQUENCY_BANDS, OVERRIDE_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'price-override-frequency', {
  formulas: [
    'Price override frequency % = Deals with price changes ÷ Total deals × 100',
    'Revenue given away = Overridden deals × Average deal value × Average override discount %',
  ],
  calculator: bindCalculator(priceOverrideFrequencyCalculator, {
    example: {
      totalDeals: 1200,
      overriddenDeals: 330,
      averageDealValue: 4800,
      averageDiscount: 7,
    },
    benchmarks: {bands: OVERRIDE_FREQUENCY_BANDS},
  }),
  benchmarks: {tables: [OVERRIDE_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['gross-margin-per-product', 'where the cost of overrides shows up.'],
    ['quote-conversion-rate', 'check whether overrides actually win more business.'],
    ['breakeven-price', 'the floor no override should go below.'],
  ],
});
