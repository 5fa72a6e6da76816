/**
 * The ten commercial KPIs of the Commercial Dashboard Kit, each with its Business Numbers
 * page, and the core set the performance tracking guide recommends. Each benchmark is written
 * out whole from the released edition's benchmarks, the pages the KPIs link to.
 */
import {RELEASED_BENCHMARKS} from '@site/src/data/releasedEdition';
import {formatPercentRange, scaleInWords} from '@site/src/lib/metrics/bands';
import {capitalise} from '@site/src/lib/text/list';
import {businessNumberRoute} from './routes';

const {
  AOV_BANDS,
  DSO_BANDS,
  FORECAST_ACCURACY_BANDS,
  GROSS_MARGIN_BY_INDUSTRY,
  LTV_CAC_BANDS,
  NRR_BANDS,
  OVERRIDE_FREQUENCY_BANDS,
  QUOTE_CONVERSION_BY_INDUSTRY,
} = RELEASED_BENCHMARKS;

/** "Manufacturing 15-25%, construction 10-20%, …": every published range of a table. */
function rangesInWords(
  ranges: Readonly<
    Record<string, {readonly label: string; readonly min: number; readonly max?: number}>
  >,
): string {
  return capitalise(
    Object.values(ranges)
      .map((range, index) => {
        const label = index === 0 ? range.label : range.label.toLowerCase();
        return `${label} ${formatPercentRange(range)}`;
      })
      .join(', '),
  );
}

export interface Kpi {
  /** Business Numbers slug; the KPI's explainer lives at /business-numbers/{slug}. */
  readonly slug: string;
  readonly name: string;
  readonly question: string;
  readonly formula: string;
  readonly benchmark: string;
  /** How often to review it (the tracking cadence). */
  readonly review: 'Daily' | 'Weekly' | 'Monthly' | 'Quarterly';
}

export const KPIS: readonly Kpi[] = [
  {
    slug: 'gross-margin-per-product',
    name: 'Gross Margin per Product',
    question: 'Which products make money once their cost is taken off?',
    formula: '(Revenue − Cost of goods) ÷ Revenue × 100',
    benchmark: rangesInWords(GROSS_MARGIN_BY_INDUSTRY),
    review: 'Monthly',
  },
  {
    slug: 'margin-per-customer',
    name: 'Margin per Customer',
    question: 'Which customers earn their keep after discounts and cost to serve?',
    formula: '(Customer revenue − Cost of goods − Cost to serve) ÷ Customer revenue × 100',
    benchmark: 'Top 20% of customers 30-50%, middle 60% 15-30%, bottom 20% 5-15%',
    review: 'Monthly',
  },
  {
    slug: 'contribution-margin',
    name: 'Contribution Margin',
    question: 'What is left to cover overheads once variable costs are paid?',
    formula: 'Revenue − Variable costs',
    benchmark: 'Positive on every product line; track the trend',
    review: 'Monthly',
  },
  {
    slug: 'price-override-frequency',
    name: 'Price Override Frequency',
    question: 'How often do sales change the price the system proposed?',
    formula: 'Deals with a price change ÷ Total deals × 100',
    benchmark: capitalise(scaleInWords(OVERRIDE_FREQUENCY_BANDS)),
    review: 'Weekly',
  },
  {
    slug: 'quote-conversion-rate',
    name: 'Quote Conversion Rate',
    question: 'How many quotes turn into orders?',
    formula: 'Quotes won ÷ Quotes issued × 100',
    benchmark: rangesInWords(QUOTE_CONVERSION_BY_INDUSTRY),
    review: 'Weekly',
  },
  {
    slug: 'average-order-value',
    name: 'Average Order Value',
    question: 'Are orders large enough to be worth delivering?',
    formula: 'Revenue ÷ Number of orders',
    benchmark: `${capitalise(scaleInWords(AOV_BANDS, ['small', 'mid', 'large']))}, depending on the kind of sale`,
    review: 'Daily',
  },
  {
    slug: 'customer-lifetime-value',
    name: 'Customer Lifetime Value',
    question: 'What is a customer worth over the whole relationship?',
    formula: 'Average annual gross profit × Expected years as a customer',
    benchmark: `Against acquisition cost: ${scaleInWords(LTV_CAC_BANDS)}`,
    review: 'Quarterly',
  },
  {
    slug: 'net-revenue-retention',
    name: 'Net Revenue Retention',
    question: 'Do existing customers spend more this year than last?',
    formula: 'Revenue this year from last year’s customers ÷ Their revenue last year × 100',
    benchmark: capitalise(scaleInWords(NRR_BANDS)),
    review: 'Quarterly',
  },
  {
    slug: 'days-sales-outstanding',
    name: 'Days Sales Outstanding',
    question: 'How long do customers take to pay?',
    formula: 'Trade debtors ÷ Credit sales for the period × Days in the period',
    benchmark: `${capitalise(scaleInWords(DSO_BANDS, ['prompt', 'typical', 'slow']))}, depending on payment terms`,
    review: 'Monthly',
  },
  {
    slug: 'forecast-accuracy',
    name: 'Forecast Accuracy',
    question: 'How close did the sales forecast come to what happened?',
    formula: '(1 − |Actual − Forecast| ÷ Actual) × 100',
    benchmark: capitalise(scaleInWords(FORECAST_ACCURACY_BANDS)),
    review: 'Monthly',
  },
];

/** Link to the KPI's Business Numbers page. */
export function kpiRoute(kpi: Kpi): string {
  return businessNumberRoute(kpi.slug);
}

/** How many core KPIs a leadership team should watch. */
export const CORE_KPI_RANGE = {min: 5, max: 7} as const;

/**
 * The core set the tracking guide suggests: five to start with, and the two to add once the
 * first five are routine.
 */
export const CORE_KPI_SLUGS = {
  start: [
    'gross-margin-per-product',
    'margin-per-customer',
    'price-override-frequency',
    'quote-conversion-rate',
    'days-sales-outstanding',
  ],
  add: ['net-revenue-retention', 'forecast-accuracy'],
} as const;

/** The KPI with this slug; throws for an unknown slug so a typo fails the build. */
export function kpiBySlug(slug: string): Kpi {
  const kpi = KPIS.find((entry) => entry.slug === slug);
  if (!kpi) throw new Error(`Unknown KPI slug "${slug}"`);
  return kpi;
}
