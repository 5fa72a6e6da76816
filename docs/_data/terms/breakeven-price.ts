/** Breakeven Price, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {breakevenPriceCalculator} from '@site/src/lib/metrics/calculators/pricingProduct';
import {EDGE_RULE, GROSS_MARGIN_BY_SECTOR_TABLE, MARGIN_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'breakeven-price', {
  formulas: [
    'Breakeven price = Variable cost per unit + (Fixed costs ÷ Expected units)',
    'Target price = Breakeven price ÷ (1 − Target margin %)',
  ],
  calculator: bindCalculator(breakevenPriceCalculator, {
    example: {
      variableCost: 46,
      fixedCosts: 180_000,
      expectedUnits: 12_000,
      targetMargin: 25,
      currentPrice: 75,
    },
  }),
  benchmarks: {tables: [MARGIN_TABLE, GROSS_MARGIN_BY_SECTOR_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['contribution-margin', 'what each unit adds above variable cost, the basis of breakeven.'],
    ['gross-margin-per-product', "the margin the product actually earns at today's prices."],
    ['price-override-frequency', 'how often deals are priced closer to breakeven than intended.'],
  ],
});
