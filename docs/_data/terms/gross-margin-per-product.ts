/** Gross Margin per Product, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {grossMarginPerProductCalculator} from '@site/src/lib/metrics/calculators/pricingProduct';
import {
  EDGE_RULE,
  GROSS_MARGIN_BY_INDUSTRY,
  GROSS_MARGIN_BY_SECTOR_TABLE,
  IDEAL_GROSS_MARGIN_PERCENT,
  MARGIN_BANDS,
  MARGIN_TABLE,
} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'gross-margin-per-product', {
  formulas: [
    'Gross margin % = (Net selling price − Landed cost) ÷ Net selling price × 100',
    'Markup % = (Net selling price − Landed cost) ÷ Landed cost × 100',
  ],
  calculator: bindCalculator(grossMarginPerProductCalculator, {
    example: {
      price: 840,
      unitCost: 645,
      industry: 'wholesale',
    },
    benchmarks: {
      margins: MARGIN_BANDS,
      industries: GROSS_MARGIN_BY_INDUSTRY,
      idealPercent: IDEAL_GROSS_MARGIN_PERCENT,
    },
  }),
  benchmarks: {tables: [GROSS_MARGIN_BY_SECTOR_TABLE, MARGIN_TABLE], edgeRule: EDGE_RULE},
  related: [
    [
      'contribution-margin',
      'gross margin after freight, commission and the other costs each sale brings.',
    ],
    ['breakeven-price', 'the lowest price a product can go to before each sale loses money.'],
    [
      'price-override-frequency',
      'how often the price that sets the margin is not the price that is charged.',
    ],
  ],
});
