/** The calculator of the Forecast Accuracy page. */
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {type BandScale} from '../bands';
import {roundTo} from '../math';
import {forecastAccuracy, forecastBias} from '../operational';
import {defineCalculator} from './define';
import {money} from './fields';
import {bandVerdict} from './verdicts';

export const forecastAccuracyCalculator = defineCalculator(
  (benchmarks: {
    /** Forecast-accuracy bands, lowest first. */
    readonly bands: BandScale;
  }) => ({
    title: 'Work out your forecast accuracy',
    inputs: [
      money('forecast', 'Forecast revenue for the period'),
      money('actual', 'Actual revenue for the period', {rules: {positive: true}}),
    ],
    compute(values) {
      const forecast = values.number('forecast');
      const actual = values.number('actual');
      const exactAccuracy = forecastAccuracy(forecast, actual);
      const accuracy = roundTo(exactAccuracy, 1);
      const bias = forecastBias(forecast, actual);
      const biasText =
        bias === 0
          ? 'none'
          : `${bias > 0 ? 'over' : 'under'}-forecast by ${formatUsd(Math.abs(bias))}`;
      return {
        lines: [
          {label: 'Forecast accuracy', value: formatPercent(accuracy), primary: true},
          {label: 'Forecast error', value: formatPercent(100 - exactAccuracy)},
          {label: 'Bias', value: biasText},
        ],
        verdict: bandVerdict(
          accuracy,
          benchmarks.bands,
          `A forecast accuracy of ${formatPercent(accuracy)}`,
          'Forecast accuracy bands',
        ),
      };
    },
  }),
);
