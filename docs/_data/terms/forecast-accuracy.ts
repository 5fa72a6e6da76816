/** Forecast Accuracy, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {forecastAccuracyCalculator} from '@site/src/lib/metrics/calculators/operational';
import {EDGE_RULE, FORECAST_ACCURACY_BANDS, FORECAST_TABLE} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'forecast-accuracy', {
  formulas: [
    'Forecast accuracy % = (1 − |Actual − Forecast| ÷ Actual) × 100',
    'Bias = Forecast − Actual (positive: the forecast was too high)',
  ],
  calculator: bindCalculator(forecastAccuracyCalculator, {
    example: {
      forecast: 2_300_000,
      actual: 1_980_000,
    },
    benchmarks: {bands: FORECAST_ACCURACY_BANDS},
  }),
  benchmarks: {tables: [FORECAST_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['sales-velocity-profitability', 'the pipeline arithmetic a good forecast is built from.'],
    ['quote-conversion-rate', 'realistic conversion rates keep pipeline forecasts honest.'],
    [
      'net-revenue-retention',
      'what existing customers are likely to spend, the most predictable part of the forecast.',
    ],
  ],
});
