/** Content of /commercial-intelligence-comparison. */
import {
  BarChart3,
  Database,
  Factory,
  HardHat,
  LineChart,
  Sparkles,
  Truck,
  Warehouse,
} from 'lucide-react';
import {site} from '@site/src/config/site';
import {
  MONTHLY_PRICE_LIST,
  ROI_GUARANTEE,
  SETUP_FEE,
  TYPICAL_FIRST_YEAR_TOTAL,
  monthlyPricesByBand,
} from '@site/src/data/pricing';
import type {ComparisonRow, GuideCard} from '@site/src/lib/guides/types';
import {pointsOfRevenue} from '@site/src/lib/guides/workedExamples';
import {formatUsd, formatUsdM} from '@site/src/lib/numbers/format';

const product = site.productName;

export const comparisonRows: readonly ComparisonRow[] = [
  {
    feature: 'Margin-leak detection',
    product: 'Built in: pricing, customer, product and process leaks found from your data',
    traditionalBi: 'Only where a team designs and builds the reports',
    powerBi: 'Possible with a custom data model and measures',
    tableau: 'Possible with custom calculations on prepared data',
  },
  {
    feature: 'Customer profitability after cost to serve',
    product: 'Built in and recalculated every month',
    traditionalBi: 'A separate project, usually with consultants',
    powerBi: 'A cost-to-serve model you build and maintain',
    tableau: 'A cost-to-serve model you build and maintain',
  },
  {
    feature: 'Pricing and quote guidance',
    product: 'Price realisation, override alerts and quote approval against your margin rules',
    traditionalBi: 'Not included',
    powerBi: 'Not included',
    tableau: 'Not included',
  },
  {
    feature: 'Recommended actions',
    product: 'A monthly plain-English action alert, each action valued in dollars',
    traditionalBi: 'Reports show what happened; people decide what it means',
    powerBi: 'Text summaries of visuals; recommendations written by analysts',
    tableau: 'Automated insight summaries; recommendations written by analysts',
  },
  {
    feature: 'Data needed to start',
    product: 'CSV extracts from any ERP, CRM or accounting system',
    traditionalBi: 'A data warehouse and extract pipelines',
    powerBi: 'Data connectors and a data model',
    tableau: 'Data connectors and prepared data sources',
  },
  {
    feature: 'Time to first insights',
    product: 'About 1-3 weeks',
    traditionalBi: 'Months, after the warehouse and reports are built',
    powerBi: 'Weeks to months, depending on the modelling',
    tableau: 'Weeks to months, depending on data preparation',
  },
  {
    feature: 'Who runs it day to day',
    product: 'Commercial and finance leaders, with no analysts needed',
    traditionalBi: 'A BI or IT team',
    powerBi: 'Data analysts',
    tableau: 'Data analysts',
  },
];

/** What commercial intelligence changes in four industries, with the targets. */
export const industryImpact: readonly GuideCard[] = [
  {
    icon: Truck,
    title: 'Distribution',
    description:
      'Contract prices drift from the list across thousands of SKUs and cost to serve varies widely by customer. The impact shows first in price realisation and in the profitability of the customer tiers.',
    points: [
      'Price realisation above 90%',
      'Tier 1 customer profitability above 30%',
      'Volume discounts that lift volume by more than 15%',
    ],
  },
  {
    icon: Factory,
    title: 'Manufacturing',
    description:
      'Quotes are built on standard costs that lag material and labour reality. Comparing quoted with delivered margin exposes the products and customers carrying the variance.',
    points: [
      'Material variance below 5%',
      'Quality cost below 2% of revenue',
      'Overall equipment effectiveness above 85%',
    ],
  },
  {
    icon: Warehouse,
    title: 'Wholesale',
    description:
      'Thin margins across many channels make every promotion, rebate and slow line count. The impact is clearest in margin by channel and in stock that no longer earns its keep.',
    points: [
      'Gross margin by channel above 25%',
      'Dead stock below 5%',
      'Price realisation above 95%',
    ],
  },
  {
    icon: HardHat,
    title: 'Construction',
    description:
      'Margin is set at the estimate and lost on site. Tracking estimated against actual cost and change orders by project shows which kinds of work really pay.',
    points: [
      'Project margin above 15%',
      'Cost variance below 10%',
      'Change orders on fewer than 15% of projects',
    ],
  },
];

/**
 * Lowest annual revenue of each band this page states prices against, one per plan in plan
 * order: $5M and $20M, not the pricing page's bands. The prices are the plans'.
 */
const PRICE_BANDS_FROM = [0, 5_000_000, 20_000_000] as const;

/** The bands and prices this page uses, so the reader knows which scheme it follows. */
export const comparisonPriceBandNote = `Prices on this page use these bands of annual revenue: ${monthlyPricesByBand(PRICE_BANDS_FROM)}.`;

/** The typical first-year total, as written in the text. */
export const firstYearTotal = formatUsd(TYPICAL_FIRST_YEAR_TOTAL);

/** Length of the ROI guarantee, in days. */
export const guaranteeDays = ROI_GUARANTEE.days;

export const totalCostCards: readonly GuideCard[] = [
  {
    icon: Sparkles,
    title: product,
    badge: 'Recommended',
    highlighted: true,
    description:
      'One subscription by revenue band, with the analysis, the cost-to-serve model and the monthly recommendations included.',
    details: [
      {label: 'Setup', text: formatUsd(SETUP_FEE)},
      {label: 'Subscription', text: `${MONTHLY_PRICE_LIST} a month by revenue band`},
      {label: 'Typical first-year total', text: `About ${firstYearTotal}`},
      {label: 'People needed', text: 'Someone to export data for under an hour a month'},
    ],
  },
  {
    icon: Database,
    title: 'Traditional BI',
    description:
      'Enterprise reporting on a data warehouse. Powerful and flexible once built, but the build is a project and the reports still need people to interpret them.',
    details: [
      {
        label: 'Setup',
        text: 'A warehouse, data pipelines and report build, usually with consultants',
      },
      {label: 'Ongoing', text: 'Licences, hosting and a BI or IT team to maintain it'},
      {label: 'Largest cost', text: 'The people who build and run it'},
      {label: 'People needed', text: 'A BI team plus analysts in the business'},
    ],
  },
  {
    icon: BarChart3,
    title: 'Power BI',
    description:
      'Low per-user licence prices and deep integration with Microsoft tools. The commercial model (cost to serve, price realisation, leak rules) is yours to build.',
    details: [
      {label: 'Setup', text: 'A data model and reports built by an analyst or consultant'},
      {label: 'Ongoing', text: 'Per-user licences plus model maintenance'},
      {label: 'Largest cost', text: 'Analyst time, not licences'},
      {label: 'People needed', text: 'At least one analyst who knows the data and DAX'},
    ],
  },
  {
    icon: LineChart,
    title: 'Tableau',
    description:
      'Excellent visual exploration with licences priced by role. As with Power BI, the questions, the model and the recommendations come from your own analysts.',
    details: [
      {label: 'Setup', text: 'Prepared data sources and dashboards built by an analyst'},
      {label: 'Ongoing', text: 'Role-based licences (creator, explorer, viewer) plus upkeep'},
      {label: 'Largest cost', text: 'Analyst time, not licences'},
      {label: 'People needed', text: 'At least one analyst to build and maintain the views'},
    ],
  },
];

/** "What does a wrong decision cost?": one point of price realisation on a distributor's revenue. */
const POINT_EXAMPLE_REVENUE = 20_000_000;

export const realisationPoint = {
  revenue: formatUsdM(POINT_EXAMPLE_REVENUE),
  value: formatUsd(pointsOfRevenue(POINT_EXAMPLE_REVENUE, 1)),
};
