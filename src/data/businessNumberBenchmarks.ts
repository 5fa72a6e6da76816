/**
 * The benchmark tables of each Business Numbers page (spec 001 §9, "Educational
 * benchmarks"). Tables built from band scales read their rows from the same constants the
 * calculators classify with, so a page's table and its calculator's verdict cannot
 * disagree.
 */
import {
  type BandScale,
  type BenchmarkRange,
  formatDayRange,
  formatPercentRange,
} from '@site/src/lib/metrics/bands';
import {
  CUSTOMER_TIER_BANDS,
  LTV_CAC_BANDS,
  NRR_BANDS,
  RFM_SEGMENTS,
} from '@site/src/lib/metrics/customerRevenue';
import {
  AOV_BANDS,
  DSO_BANDS,
  DSO_PERIODS,
  FORECAST_ACCURACY_BANDS,
  QUOTE_TO_CASH_BY_DEAL,
} from '@site/src/lib/metrics/operational';
import {
  CUSTOMER_PROFITABILITY_BANDS,
  GROSS_MARGIN_BY_INDUSTRY,
  IDEAL_GROSS_MARGIN_PERCENT,
  MARGIN_BANDS,
  OVERRIDE_FREQUENCY_BANDS,
  QUOTE_CONVERSION_BY_INDUSTRY,
  SERVICE_COST_TARGET_PERCENT,
} from '@site/src/lib/metrics/pricingProduct';
import type {BusinessNumberSlug} from './businessNumbers';

export interface BenchmarkTable {
  readonly caption: string;
  readonly columns: readonly [string, string];
  readonly rows: readonly (readonly [string, string])[];
  /** Whether the table is a band scale read with the site's edge rule. */
  readonly banded?: boolean;
  /** A sentence under the table. */
  readonly note?: string;
}

function bandTable(caption: string, valueColumn: string, scale: BandScale): BenchmarkTable {
  return {
    caption,
    columns: [valueColumn, 'Reading'],
    rows: scale.map((band) => [band.range, band.label]),
    banded: true,
  };
}

function rangeTable(
  caption: string,
  columns: readonly [string, string],
  ranges: Readonly<Record<string, BenchmarkRange & {readonly label: string}>>,
  format: (range: BenchmarkRange) => string,
): BenchmarkTable {
  return {
    caption,
    columns,
    rows: Object.values(ranges).map((range) => [range.label, format(range)]),
  };
}

const LTV_CAC = bandTable('LTV:CAC ratio', 'LTV:CAC', LTV_CAC_BANDS);
const NRR = bandTable('Net revenue retention', 'NRR', NRR_BANDS);
const MARGIN = bandTable('Margin bands', 'Margin', MARGIN_BANDS);
const GROSS_MARGIN_BY_SECTOR: BenchmarkTable = {
  ...rangeTable(
    'Gross margin by industry',
    ['Industry', 'Typical gross margin'],
    GROSS_MARGIN_BY_INDUSTRY,
    formatPercentRange,
  ),
  note: `Each range includes both ends. A gross margin ratio of ${IDEAL_GROSS_MARGIN_PERCENT}% or more is the stated ideal.`,
};
const QUOTE_CONVERSION: BenchmarkTable = {
  ...rangeTable(
    'Quote conversion by industry',
    ['Industry', 'Typical conversion'],
    QUOTE_CONVERSION_BY_INDUSTRY,
    formatPercentRange,
  ),
  note: 'Each range includes both ends: 25% is within the manufacturing range.',
};
const QUOTE_TO_CASH = {
  ...rangeTable(
    'Quote-to-cash time',
    ['Kind of deal', 'Typical time'],
    QUOTE_TO_CASH_BY_DEAL,
    formatDayRange,
  ),
  note: 'Each range includes both ends; a time between two ranges sits outside both.',
} satisfies BenchmarkTable;
const CUSTOMER_TIERS: BenchmarkTable = {
  caption: 'Customer margin tiers',
  columns: ['Customers', 'Typical margin'],
  rows: [
    ['Top 20%', '30-50%'],
    ['Middle 60%', '15-30%'],
    ['Bottom 20%', '5-15%'],
  ],
  note: `The calculator reads a shared edge as the higher tier (30% is top-tier) and names margins outside every tier: ${CUSTOMER_TIER_BANDS[0].range} and ${CUSTOMER_TIER_BANDS[4].range}.`,
};
const CUSTOMER_PROFITABILITY = bandTable(
  'Customer profitability',
  'Customer margin',
  CUSTOMER_PROFITABILITY_BANDS,
);
const PROFITABILITY_PRACTICE: BenchmarkTable = {
  caption: 'Customer profitability practice',
  columns: ['Measure', 'Benchmark'],
  rows: [
    ['Top 20% of customers', 'calculate monthly'],
    ['All customers', 'calculate quarterly'],
    ['Cost to serve', `below ${SERVICE_COST_TARGET_PERCENT}% of the customer's revenue`],
    ['Price realisation', 'above 90% of list'],
    ['Price-override frequency', 'below 10% of deals'],
  ],
};
const OVERRIDE = bandTable(
  'Price-override frequency',
  'Share of deals overridden',
  OVERRIDE_FREQUENCY_BANDS,
);
const FORECAST = bandTable('Forecast accuracy', 'Accuracy', FORECAST_ACCURACY_BANDS);
const DSO: BenchmarkTable = {
  ...bandTable('Days sales outstanding', 'DSO', DSO_BANDS),
  note: `DSO is computed over a period of ${DSO_PERIODS.join(', ').replace(/, (\d+)$/, ' or $1')} days; use the same period every time you compare.`,
};
const AOV = bandTable('Average order value', 'Average order', AOV_BANDS);
const RFM_SCORES: BenchmarkTable = {
  caption: 'RFM scores',
  columns: ['Dimension', 'Score'],
  rows: [
    ['Recency: how recently the customer last bought', '1 (longest ago) to 5 (most recent)'],
    ['Frequency: how often they buy', '1 (least often) to 5 (most often)'],
    ['Monetary: how much they spend', '1 (least) to 5 (most)'],
  ],
};
const RFM_EXAMPLES: BenchmarkTable = {
  caption: 'Example segments',
  columns: ['Segment', 'Example code (R, F, M) and our rule'],
  rows: RFM_SEGMENTS.map((segment) => [segment.name, `${segment.exampleCode}: ${segment.rule}`]),
  note: 'Rules are tried from the top; the first that matches names the segment.',
};

/** The benchmark tables of each page, in the order they are shown. */
export const BENCHMARKS: {readonly [Slug in BusinessNumberSlug]: readonly BenchmarkTable[]} = {
  'customer-lifetime-value': [LTV_CAC],
  'customer-acquisition-cost': [LTV_CAC],
  'churn-rate': [NRR],
  'customer-tier': [CUSTOMER_TIERS, MARGIN],
  'net-revenue-retention': [NRR],
  'rfm-modelling': [RFM_SCORES, RFM_EXAMPLES],
  'gross-margin-per-product': [GROSS_MARGIN_BY_SECTOR, MARGIN],
  'margin-per-customer': [CUSTOMER_PROFITABILITY, PROFITABILITY_PRACTICE],
  'quote-conversion-rate': [QUOTE_CONVERSION],
  'price-override-frequency': [OVERRIDE],
  'breakeven-price': [MARGIN, GROSS_MARGIN_BY_SECTOR],
  'contribution-margin': [GROSS_MARGIN_BY_SECTOR, MARGIN],
  'forecast-accuracy': [FORECAST],
  'quote-to-cash-time': [QUOTE_TO_CASH],
  'days-sales-outstanding': [DSO],
  'average-order-value': [AOV],
  'sales-velocity-profitability': [QUOTE_CONVERSION, QUOTE_TO_CASH, OVERRIDE],
};

/** How every banded table reads a value that sits exactly on an edge. */
export const EDGE_RULE =
  'Where a benchmark words an edge itself ("3:1 or lower", "50%+", "under 100%", "above 85%"), that wording decides. Where two ranges share an edge, the edge belongs to the higher range: an override rate of exactly 20% is a moderate concern, not healthy. A verdict is read from the figure as the calculator shows it, after rounding.';
