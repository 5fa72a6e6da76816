/**
 * Forecast Accuracy, as this edition writes it: the round figures of the definition, and a
 * building-materials distributor's quarter, in total and for two of its product lines, with
 * the calculator starting from that quarter.
 */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify, lowerEdge} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {forecastAccuracyCalculator} from '@site/src/lib/metrics/calculators/forecastAccuracy';
import {percentOf, roundTo} from '@site/src/lib/metrics/math';
import {forecastAccuracy, forecastBias} from '@site/src/lib/metrics/operational';
import {formatPercent, formatUsd, formatUsdMillions} from '@site/src/lib/numbers/format';
import {EDGE_RULE, FORECAST_ACCURACY_BANDS, FORECAST_TABLE} from '../benchmarks';
import {TERMS} from './index';

/** A forecast and what actually happened, in dollars of revenue. */
interface Outcome {
  readonly forecast: number;
  readonly actual: number;
}

/** The definition's round figures. */
const DEFINITION: Outcome = {forecast: 2_300_000, actual: 2_000_000};
/** The distributor's quarter, all product lines together. */
const QUARTER: Outcome = {forecast: 2_300_000, actual: 1_980_000};
const ROOFING: Outcome = {forecast: 900_000, actual: 640_000};
const INSULATION: Outcome = {forecast: 700_000, actual: 760_000};
/** Roofing stock bought for the forecast and still unsold. */
const UNSOLD_ROOFING = 200_000;

/** Which way a forecast missed: over (too high), under (too low) or not at all. */
function direction(bias: number): 'over' | 'under' | 'none' {
  if (bias > 0) return 'over';
  return bias < 0 ? 'under' : 'none';
}

function measure(outcome: Outcome) {
  const bias = forecastBias(outcome.forecast, outcome.actual);
  return {
    accuracy: forecastAccuracy(outcome.forecast, outcome.actual),
    error: percentOf(Math.abs(bias), outcome.actual),
    bias,
    direction: direction(bias),
  };
}

const definition = measure(DEFINITION);
const quarter = measure(QUARTER);
const roofing = measure(ROOFING);
const insulation = measure(INSULATION);
/** Judged on the accuracy as shown, to one decimal, as the calculator judges it. */
const quarterBand = classify(roundTo(quarter.accuracy, 1), FORECAST_ACCURACY_BANDS);

/** The worked example's figures, as the page prints them. */
export const example = {
  definition: {
    forecast: formatUsdMillions(DEFINITION.forecast),
    actual: formatUsdMillions(DEFINITION.actual),
    error: formatPercent(definition.error, 0),
    accuracy: formatPercent(definition.accuracy, 0),
  },
  quarter: {
    forecast: formatUsd(QUARTER.forecast),
    actual: formatUsd(QUARTER.actual),
    error: formatPercent(quarter.error),
    accuracy: formatPercent(quarter.accuracy),
    band: quarterBand.label,
    bias: formatUsd(Math.abs(quarter.bias)),
  },
  /** The edge above which accuracy is excellent. */
  excellentFrom: formatPercent(lowerEdge(FORECAST_ACCURACY_BANDS, 'excellent'), 0),
  roofing: {
    forecast: formatUsd(ROOFING.forecast),
    actual: formatUsd(ROOFING.actual),
    accuracy: formatPercent(roofing.accuracy, 0),
  },
  insulation: {
    forecast: formatUsd(INSULATION.forecast),
    /** How far the actual beat the forecast. */
    beatBy: formatUsd(-insulation.bias),
  },
  unsoldRoofing: formatUsd(UNSOLD_ROOFING),
};

/**
 * What the page's sentences say about the example (`says`) beside what its arithmetic gives
 * (`is`); the edition tests fail when the two part.
 */
export const claims = {
  /** "good, but below the line for excellent" */
  quarterBand: {says: 'good', is: quarterBand.id},
  /** "over-forecast", which is why stock was bought for demand that never came */
  quarterBias: {says: 'over', is: quarter.direction},
  /** roofing "came in at" less than its forecast */
  roofingBias: {says: 'over', is: roofing.direction},
  /** insulation "beat its forecast" */
  insulationBias: {says: 'under', is: insulation.direction},
  /** "The total hides more": roofing was further out than the quarter as a whole. */
  roofingWorseThanTotal: {says: true, is: roofing.accuracy < quarter.accuracy},
} as const;

export default defineTermPage(TERMS, 'forecast-accuracy', {
  formulas: [
    'Forecast accuracy % = (1 − |Actual − Forecast| ÷ Actual) × 100',
    'Bias = Forecast − Actual (positive: the forecast was too high)',
  ],
  calculator: bindCalculator(forecastAccuracyCalculator, {
    example: {forecast: QUARTER.forecast, actual: QUARTER.actual},
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
  claims,
});
