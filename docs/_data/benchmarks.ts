/**
 * The benchmarks this edition publishes: the bands and ranges its calculators judge against,
 * and the tables its Business Numbers pages show. A band scale feeds both its table and its
 * calculator, so they cannot disagree.
 */
import {
  above,
  atLeast,
  type BandScale,
  type BenchmarkRange,
  formatDayRange,
  formatPercentRange,
} from '@site/src/lib/metrics/bands';
import {bandTable, type BenchmarkTable, rangeTable} from '@site/src/lib/metrics/benchmarkTables';
import type {RfmSegments} from '@site/src/lib/metrics/calculators/rfm';
import {type IsoDate, practitionerConvention} from '@site/src/lib/metrics/provenance';
import {
  type BenchmarkTarget,
  formatTarget,
  type NamedTarget,
  targetTable,
} from '@site/src/lib/metrics/targets';
import {formatMultiple, formatPercent} from '@site/src/lib/numbers/format';

/**
 * The day the editorial team last reviewed this edition's benchmark ranges against the
 * practice they describe. The open data and the methodology page read it from here.
 */
export const BENCHMARKS_REVIEWED: IsoDate = '2026-11-29';

/**
 * What this edition's ranges rest on. No published study and no sample of customer data is
 * on file for any of them: they are the conventions practitioners use, and every table says so.
 */
const CONVENTION = practitionerConvention(BENCHMARKS_REVIEWED);

/**
 * LTV:CAC bands: 3:1 or lower is the danger zone, above 3:1 and below 5:1 acceptable,
 * 5:1 or higher excellent (the benchmark words both edges).
 */
export const LTV_CAC_BANDS = [
  {id: 'danger', label: 'danger zone', range: '3:1 or lower', tone: 'negative'},
  {id: 'acceptable', label: 'acceptable', range: '3:1 to 5:1', tone: 'neutral', from: above(3)},
  {id: 'excellent', label: 'excellent', range: '5:1 or higher', tone: 'positive', from: atLeast(5)},
] as const satisfies BandScale;

/**
 * NRR bands: under 100% concerning, 100-110% average, 110-120% good, 120%+ world-class
 * (a shared edge belongs to the higher band: 110% is good).
 */
export const NRR_BANDS = [
  {id: 'concerning', label: 'concerning', range: 'under 100%', tone: 'negative'},
  {id: 'average', label: 'average', range: '100-110%', tone: 'neutral', from: atLeast(100)},
  {id: 'good', label: 'good', range: '110-120%', tone: 'positive', from: atLeast(110)},
  {id: 'world-class', label: 'world-class', range: '120%+', tone: 'positive', from: atLeast(120)},
] as const satisfies BandScale;

/**
 * Customer margin tiers: the top 20% of customers typically earn 30-50%, the middle 60%
 * 15-30% and the bottom 20% 5-15%. Shared edges go to the higher tier (30% is top-tier);
 * the ends of the scale are our own labels for margins outside every tier.
 */
export const CUSTOMER_TIER_BANDS = [
  {id: 'below', label: 'below every tier', range: 'under 5%', tone: 'negative'},
  {
    id: 'bottom',
    label: 'bottom-tier margin',
    range: '5-15%, typical of the bottom 20%',
    tone: 'caution',
    from: atLeast(5),
  },
  {
    id: 'middle',
    label: 'middle-tier margin',
    range: '15-30%, typical of the middle 60%',
    tone: 'neutral',
    from: atLeast(15),
  },
  {
    id: 'top',
    label: 'top-tier margin',
    range: '30-50%, typical of the top 20%',
    tone: 'positive',
    from: atLeast(30),
  },
  {
    id: 'above',
    label: 'above the top tier',
    range: 'above 50%',
    tone: 'neutral',
    from: above(50),
  },
] as const satisfies BandScale;

/**
 * Margin bands: high 25%+, standard 15-25%, low 5-15%; under 5% sits below every band.
 * A shared edge belongs to the higher band (15% is standard, 25% is high).
 */
export const MARGIN_BANDS = [
  {id: 'below', label: 'below the low band', range: 'under 5%', tone: 'negative'},
  {id: 'low', label: 'low margin', range: '5-15%', tone: 'caution', from: atLeast(5)},
  {id: 'standard', label: 'standard margin', range: '15-25%', tone: 'neutral', from: atLeast(15)},
  {id: 'high', label: 'high margin', range: '25%+', tone: 'positive', from: atLeast(25)},
] as const satisfies BandScale;

/** The gross margin ratio the benchmark calls ideal: 30% or more. */
export const IDEAL_GROSS_MARGIN_PERCENT = 30;

export type MarginIndustry = 'software' | 'manufacturing' | 'wholesale' | 'retail';

/** Typical gross margin by industry, both ends included. */
export const GROSS_MARGIN_BY_INDUSTRY: Readonly<
  Record<MarginIndustry, BenchmarkRange & {readonly label: string}>
> = {
  software: {label: 'Software', min: 80, max: 95},
  manufacturing: {label: 'Manufacturing', min: 25, max: 35},
  wholesale: {label: 'Wholesale', min: 15, max: 25},
  retail: {label: 'Retail', min: 20, max: 50},
};

/**
 * Customer profitability: 20-35% is healthy, below 15% needs attention, above 40% needs
 * monitoring (the benchmark words those edges). The two gaps it leaves, from 15% to under 20%
 * and over 35% up to 40%, are named here "below the healthy range" and "above the healthy
 * range", worded so that the published ranges keep their ends (35% is healthy).
 */
export const CUSTOMER_PROFITABILITY_BANDS = [
  {id: 'attention', label: 'needs attention', range: 'below 15%', tone: 'negative'},
  {
    id: 'below-healthy',
    label: 'below the healthy range',
    range: '15% to under 20%',
    tone: 'caution',
    from: atLeast(15),
  },
  {id: 'healthy', label: 'healthy', range: '20-35%', tone: 'positive', from: atLeast(20)},
  {
    id: 'above-healthy',
    label: 'above the healthy range',
    range: 'over 35%, up to 40%',
    tone: 'neutral',
    from: above(35),
  },
  {id: 'monitor', label: 'needs monitoring', range: 'above 40%', tone: 'caution', from: above(40)},
] as const satisfies BandScale;

/** The cost-to-serve ratio the benchmark asks for: below 10% of the customer's revenue. */
export const SERVICE_COST_TARGET_PERCENT = 10;

/** The same limit as a target: 10.0% itself is not below it. */
export const SERVICE_COST_TARGET: NamedTarget = {
  label: 'Cost-to-serve ratio',
  value: SERVICE_COST_TARGET_PERCENT,
  side: 'below',
  unit: '% of revenue',
};

export type RealisationSector = 'distribution' | 'wholesale';

/**
 * Price realisation targets: above 90% of list for distributors (the figure the general
 * pricing benchmark gives too) and above 95% for wholesalers. Exactly 90% is not above 90%.
 */
export const PRICE_REALISATION_TARGETS: Readonly<Record<RealisationSector, NamedTarget>> = {
  distribution: {
    label: 'Distribution and general pricing',
    value: 90,
    side: 'above',
    unit: '% of list',
  },
  wholesale: {label: 'Wholesale', value: 95, side: 'above', unit: '% of list'},
};

export type TurnsSector = 'manufacturing' | 'wholesale';

/** Inventory turns targets: above 12x a year for manufacturers, above 8x for wholesalers. */
export const INVENTORY_TURNS_TARGETS: Readonly<Record<TurnsSector, NamedTarget>> = {
  manufacturing: {label: 'Manufacturing', value: 12, side: 'above', unit: 'x a year'},
  wholesale: {label: 'Wholesale', value: 8, side: 'above', unit: 'x a year'},
};

/** The OEE target for manufacturers: above 85%. */
export const OEE_TARGET: NamedTarget = {
  label: 'Manufacturing',
  value: 85,
  side: 'above',
  unit: '%',
};

export type QuoteIndustry =
  'manufacturing' | 'technology-services' | 'construction' | 'professional-services';

/** Typical quote conversion by industry, both ends included. */
export const QUOTE_CONVERSION_BY_INDUSTRY: Readonly<
  Record<QuoteIndustry, BenchmarkRange & {readonly label: string}>
> = {
  manufacturing: {label: 'Manufacturing', min: 15, max: 25},
  'technology-services': {label: 'Technology services', min: 20, max: 30},
  construction: {label: 'Construction', min: 10, max: 20},
  'professional-services': {label: 'Professional services', min: 25, max: 35},
};

/**
 * Override-frequency bands: healthy 10-20%, moderate concern 20-35%, high risk 35-50%,
 * critical 50%+. Below 10% is the pricing target the benchmark sets ("override frequency
 * below 10%"). A shared edge belongs to the higher band: 20% is a moderate concern.
 */
export const OVERRIDE_FREQUENCY_BANDS = [
  {id: 'target', label: 'on target', range: 'below 10%', tone: 'positive'},
  {id: 'healthy', label: 'healthy', range: '10-20%', tone: 'positive', from: atLeast(10)},
  {id: 'moderate', label: 'moderate concern', range: '20-35%', tone: 'caution', from: atLeast(20)},
  {id: 'high', label: 'high risk', range: '35-50%', tone: 'negative', from: atLeast(35)},
  {id: 'critical', label: 'critical', range: '50%+', tone: 'negative', from: atLeast(50)},
] as const satisfies BandScale;

/**
 * Forecast accuracy bands: under 75% needs improvement, 75-85% good, above 85% excellent
 * (the benchmark words both edges: 75% and 85% are good).
 */
export const FORECAST_ACCURACY_BANDS = [
  {id: 'improve', label: 'needs improvement', range: 'under 75%', tone: 'negative'},
  {id: 'good', label: 'good', range: '75-85%', tone: 'neutral', from: atLeast(75)},
  {id: 'excellent', label: 'excellent', range: 'above 85%', tone: 'positive', from: above(85)},
] as const satisfies BandScale;

export type DealComplexity = 'simple' | 'complex' | 'enterprise';

/** Typical quote-to-cash time by kind of deal, in days, both ends included. */
export const QUOTE_TO_CASH_BY_DEAL: Readonly<
  Record<DealComplexity, BenchmarkRange & {readonly label: string}>
> = {
  simple: {label: 'Simple deals', min: 7, max: 14},
  complex: {label: 'Complex deals', min: 30, max: 45},
  enterprise: {label: 'Enterprise deals', min: 60, max: 90},
};

/** Periods DSO is usually computed over, in days. */
export const DSO_PERIODS = [30, 60, 90] as const;

/**
 * DSO ranges: 15-30, 30-45 and 45-60+ days. The benchmark gives no names; we read them as
 * prompt, typical and slow collection. A shared edge belongs to the higher range (30 days
 * is typical); under 15 days is faster than all three.
 */
export const DSO_BANDS = [
  {
    id: 'very-fast',
    label: 'faster than the usual ranges',
    range: 'under 15 days',
    tone: 'positive',
  },
  {
    id: 'prompt',
    label: 'prompt collection',
    range: '15-30 days',
    tone: 'positive',
    from: atLeast(15),
  },
  {
    id: 'typical',
    label: 'typical collection',
    range: '30-45 days',
    tone: 'neutral',
    from: atLeast(30),
  },
  {id: 'slow', label: 'slow collection', range: '45-60+ days', tone: 'negative', from: atLeast(45)},
] as const satisfies BandScale;

/**
 * Order-size ranges: $50-200, $500-2K and $5K-50K+. Each range includes its ends; the
 * gaps between them are named as such, worded "over … under …" so that they take neither.
 */
export const AOV_BANDS = [
  {id: 'under', label: 'below the smallest range', range: 'under $50', tone: 'neutral'},
  {id: 'small', label: 'small orders', range: '$50-200', tone: 'neutral', from: atLeast(50)},
  {
    id: 'small-mid',
    label: 'between the small and mid-size ranges',
    range: 'over $200, under $500',
    tone: 'neutral',
    from: above(200),
  },
  {id: 'mid', label: 'mid-size orders', range: '$500-2K', tone: 'neutral', from: atLeast(500)},
  {
    id: 'mid-large',
    label: 'between the mid-size and large ranges',
    range: 'over $2K, under $5K',
    tone: 'neutral',
    from: above(2000),
  },
  {id: 'large', label: 'large orders', range: '$5K-50K+', tone: 'neutral', from: atLeast(5000)},
] as const satisfies BandScale;

/** The six segments, in the order the rules are tried. */
export const RFM_SEGMENTS = [
  {
    id: 'champions',
    name: 'Champions',
    exampleCode: '555',
    rule: 'R 4-5, F 5, M 5',
    action:
      'Protect the relationship: senior contact, early access to new lines, no blanket discounts.',
    tone: 'positive',
  },
  {
    id: 'loyal',
    name: 'Loyal',
    exampleCode: '545',
    rule: 'R 3-5, F 4-5, M 5',
    action: 'Keep service levels high and offer volume or range agreements rather than price cuts.',
    tone: 'positive',
  },
  {
    id: 'potential-loyalists',
    name: 'Potential Loyalists',
    exampleCode: '554',
    rule: 'any other customer with R 3-5',
    action: 'Grow share of wallet: cross-sell adjacent categories and make reordering easy.',
    tone: 'neutral',
  },
  {
    id: 'cant-lose',
    name: "Can't Lose",
    exampleCode: '155',
    rule: 'R 1-2 with F + M of 9 or more',
    action:
      'Call them this week: a senior person, a specific reason, before a competitor settles in.',
    tone: 'negative',
  },
  {
    id: 'at-risk',
    name: 'At Risk',
    exampleCode: '244',
    rule: 'R 1-2 with F + M of 6 to 8',
    action: 'Find out what changed (price, service, a new buyer) and fix it before the gap widens.',
    tone: 'caution',
  },
  {
    id: 'lost',
    name: 'Lost',
    exampleCode: '111',
    rule: 'R 1-2 with F + M of 5 or less',
    action: 'Stop spending sales time; a low-cost win-back offer at most, then let them go.',
    tone: 'negative',
  },
] as const satisfies RfmSegments;

export const LTV_CAC_TABLE = bandTable('LTV:CAC ratio', 'LTV:CAC', LTV_CAC_BANDS, CONVENTION);
export const NRR_TABLE = bandTable('Net revenue retention', 'NRR', NRR_BANDS, CONVENTION);
export const MARGIN_TABLE = bandTable('Margin bands', 'Margin', MARGIN_BANDS, CONVENTION);
export const GROSS_MARGIN_BY_SECTOR_TABLE: BenchmarkTable = {
  ...rangeTable(
    'Gross margin by industry',
    ['Industry', 'Typical gross margin'],
    GROSS_MARGIN_BY_INDUSTRY,
    formatPercentRange,
    CONVENTION,
  ),
  note: `Each range includes both ends. A gross margin ratio of ${IDEAL_GROSS_MARGIN_PERCENT}% or more is the stated ideal.`,
};
export const QUOTE_CONVERSION_TABLE: BenchmarkTable = {
  ...rangeTable(
    'Quote conversion by industry',
    ['Industry', 'Typical conversion'],
    QUOTE_CONVERSION_BY_INDUSTRY,
    formatPercentRange,
    CONVENTION,
  ),
  note: 'Each range includes both ends: 25% is within the manufacturing range.',
};
export const QUOTE_TO_CASH_TABLE: BenchmarkTable = {
  ...rangeTable(
    'Quote-to-cash time',
    ['Kind of deal', 'Typical time'],
    QUOTE_TO_CASH_BY_DEAL,
    formatDayRange,
    CONVENTION,
  ),
  note: 'Each range includes both ends; a time between two ranges sits outside both.',
};
export const CUSTOMER_TIERS_TABLE: BenchmarkTable = {
  caption: 'Customer margin tiers',
  provenance: CONVENTION,
  columns: ['Customers', 'Typical margin'],
  rows: [
    ['Top 20%', '30-50%'],
    ['Middle 60%', '15-30%'],
    ['Bottom 20%', '5-15%'],
  ],
  note: `The calculator reads a shared edge as the higher tier (30% is top-tier) and names margins outside every tier: ${CUSTOMER_TIER_BANDS[0].range} and ${CUSTOMER_TIER_BANDS[4].range}.`,
};
export const CUSTOMER_PROFITABILITY_TABLE = bandTable(
  'Customer profitability',
  'Customer margin',
  CUSTOMER_PROFITABILITY_BANDS,
  CONVENTION,
);
export const PROFITABILITY_PRACTICE_TABLE: BenchmarkTable = {
  caption: 'Customer profitability practice',
  provenance: CONVENTION,
  columns: ['Measure', 'Benchmark'],
  rows: [
    ['Top 20% of customers', 'calculate monthly'],
    ['All customers', 'calculate quarterly'],
    ['Cost to serve', formatTarget(SERVICE_COST_TARGET)],
    ['Price realisation', formatTarget(PRICE_REALISATION_TARGETS.distribution)],
    ['Price-override frequency', 'below 10% of deals'],
  ],
};
/**
 * How a target reads at its edge, for a figure shown to one decimal: "90.0% is not above
 * it; 90.1% is".
 */
function edgeExample(target: BenchmarkTarget, shown: (value: number) => string): string {
  const next = target.side === 'above' ? target.value + 0.1 : target.value - 0.1;
  return `${shown(target.value)} is not ${target.side} it; ${shown(next)} is`;
}

export const PRICE_REALISATION_TABLE: BenchmarkTable = {
  ...targetTable(
    'Price realisation targets',
    ['Sector', 'Price realisation'],
    PRICE_REALISATION_TARGETS,
    CONVENTION,
  ),
  note: `Against the ${PRICE_REALISATION_TARGETS.distribution.label.toLowerCase()} target, ${edgeExample(PRICE_REALISATION_TARGETS.distribution, formatPercent)}.`,
};
export const COST_TO_SERVE_TABLE: BenchmarkTable = {
  ...targetTable(
    'Cost-to-serve ratio target',
    ['Measure', 'Target'],
    {
      target: SERVICE_COST_TARGET,
    },
    CONVENTION,
  ),
  note: `The ratio is read to one decimal: ${edgeExample(SERVICE_COST_TARGET, formatPercent)}.`,
};
export const INVENTORY_TURNS_TABLE: BenchmarkTable = {
  ...targetTable(
    'Inventory turns targets',
    ['Sector', 'Inventory turns'],
    INVENTORY_TURNS_TARGETS,
    CONVENTION,
  ),
  note: `Against the ${INVENTORY_TURNS_TARGETS.wholesale.label.toLowerCase()} target, ${edgeExample(INVENTORY_TURNS_TARGETS.wholesale, formatMultiple)}.`,
};
export const OEE_TABLE: BenchmarkTable = {
  ...targetTable('OEE target', ['Sector', 'OEE'], {target: OEE_TARGET}, CONVENTION),
  note: `OEE is read to one decimal: ${edgeExample(OEE_TARGET, formatPercent)}.`,
};
export const OVERRIDE_TABLE = bandTable(
  'Price-override frequency',
  'Share of deals overridden',
  OVERRIDE_FREQUENCY_BANDS,
  CONVENTION,
);
export const FORECAST_TABLE = bandTable(
  'Forecast accuracy',
  'Accuracy',
  FORECAST_ACCURACY_BANDS,
  CONVENTION,
);
export const DSO_TABLE: BenchmarkTable = {
  ...bandTable('Days sales outstanding', 'DSO', DSO_BANDS, CONVENTION),
  note: `DSO is computed over a period of ${DSO_PERIODS.join(', ').replace(/, (\d+)$/, ' or $1')} days; use the same period every time you compare.`,
};
export const AOV_TABLE = bandTable('Average order value', 'Average order', AOV_BANDS, CONVENTION);
export const RFM_SCORES_TABLE: BenchmarkTable = {
  caption: 'RFM scores',
  provenance: CONVENTION,
  columns: ['Dimension', 'Score'],
  rows: [
    ['Recency: how recently the customer last bought', '1 (longest ago) to 5 (most recent)'],
    ['Frequency: how often they buy', '1 (least often) to 5 (most often)'],
    ['Monetary: how much they spend', '1 (least) to 5 (most)'],
  ],
};
export const RFM_EXAMPLES_TABLE: BenchmarkTable = {
  caption: 'Example segments',
  provenance: CONVENTION,
  columns: ['Segment', 'Example code (R, F, M) and our rule'],
  rows: RFM_SEGMENTS.map((segment) => [segment.name, `${segment.exampleCode}: ${segment.rule}`]),
  note: 'Rules are tried from the top; the first that matches names the segment.',
};

/** How every banded table of this edition reads a value that sits exactly on an edge. */
export const EDGE_RULE =
  'A range includes both its ends unless its own wording says otherwise: "under", "below", "above" and "over" leave the figure out ("under 100%" stops short of 100%), while "or lower", "or higher", "or more", "up to" and "+" keep it in. Where two ranges would both hold an edge, the one that words it that way keeps it (exactly 3:1 is in the danger zone, "3:1 or lower"); otherwise the edge belongs to the higher range: an override rate of exactly 20% is a moderate concern, not healthy. A verdict is read from the figure as the calculator shows it, after rounding.';
