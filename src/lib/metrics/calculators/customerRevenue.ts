/** Calculators of the Customer & Revenue Business Numbers pages. */
import {formatNumber, formatPercent, formatRatio, formatUsd} from '@site/src/lib/numbers/format';
import {type BandScale, lowerEdge} from '../bands';
import {
  annualCustomerMargin,
  churnRate,
  customerAcquisitionCost,
  customerLifetimeValue,
  expansionNeededForNrr,
  impliedLifetimeYears,
  ltvToCacRatio,
  maxAcquisitionCost,
  netRevenueRetention,
  revenueChurnRate,
  rfmCode,
  rfmSegmentId,
  type RfmSegmentId,
} from '../customerRevenue';
import {roundTo} from '../math';
import {defineCalculator} from './define';
import {count, money, percent, quantity} from './fields';
import {customerMarginCalculator} from './shared';
import {bandVerdict} from './verdicts';
import type {ResultLine} from './types';

/** LTV:CAC bands: a danger zone, an acceptable middle and an excellent top. */
export type LtvCacScale = BandScale<'danger' | 'acceptable' | 'excellent'>;

/** Net revenue retention bands, lowest first. */
export type NrrScale = BandScale<'concerning' | 'average' | 'good' | 'world-class'>;

/** LTV:CAC lines and verdict shared by the CLV and CAC calculators. */
function ltvCacReading(scale: LtvCacScale, lifetimeValue: number, acquisitionCost: number) {
  const ratio = roundTo(ltvToCacRatio(lifetimeValue, acquisitionCost), 1);
  const dangerEdge = lowerEdge(scale, 'acceptable');
  const excellentEdge = lowerEdge(scale, 'excellent');
  const lines: ResultLine[] = [
    {label: 'LTV:CAC', value: formatRatio(ratio), primary: true},
    {
      label: `Acquisition cost at ${formatRatio(dangerEdge, 0)} (edge of the danger zone)`,
      value: formatUsd(maxAcquisitionCost(lifetimeValue, dangerEdge)),
    },
    {
      label: `Acquisition cost at ${formatRatio(excellentEdge, 0)} (excellent)`,
      value: formatUsd(maxAcquisitionCost(lifetimeValue, excellentEdge)),
    },
  ];
  const verdict = bandVerdict(ratio, scale, `LTV:CAC of ${formatRatio(ratio)}`, 'LTV:CAC bands');
  return {lines, verdict};
}

/** The yearly churn rate the relationship-length hint works through, in %. */
const HINT_CHURN_PERCENT = 8;

export const customerLifetimeValueCalculator = defineCalculator(
  (benchmarks: {readonly ltvCac: LtvCacScale}) => ({
    title: 'Work out your customer lifetime value',
    inputs: [
      money('averageOrderValue', 'Average order value'),
      percent('grossMargin', 'Gross margin on those orders'),
      quantity('ordersPerYear', 'Orders per customer per year', {step: 1}),
      quantity('expectedYears', 'Expected relationship length', {
        suffix: 'years',
        rules: {positive: true},
        hint: `If unsure, use 1 ÷ your yearly churn rate (${formatPercent(HINT_CHURN_PERCENT, 0)} churn → ${formatNumber(impliedLifetimeYears(HINT_CHURN_PERCENT) ?? 0, 1)} years).`,
      }),
      money('acquisitionCost', 'Cost to acquire one customer (CAC)', {rules: {positive: true}}),
    ],
    compute(values) {
      const input = {
        averageOrderValue: values.number('averageOrderValue'),
        ordersPerYear: values.number('ordersPerYear'),
        grossMarginPercent: values.number('grossMargin'),
        expectedYears: values.number('expectedYears'),
      };
      const lifetimeValue = customerLifetimeValue(input);
      const reading = ltvCacReading(
        benchmarks.ltvCac,
        lifetimeValue,
        values.number('acquisitionCost'),
      );
      return {
        lines: [
          {
            label: 'Gross margin per customer per year',
            value: formatUsd(annualCustomerMargin(input)),
          },
          {label: 'Customer lifetime value', value: formatUsd(lifetimeValue), primary: true},
          ...reading.lines,
        ],
        verdict: reading.verdict,
      };
    },
  }),
);

export const customerAcquisitionCostCalculator = defineCalculator(
  (benchmarks: {readonly ltvCac: LtvCacScale}) => ({
    title: 'Work out your customer acquisition cost',
    inputs: [
      money('salesCost', 'Sales cost for the year', {
        hint: 'Salaries, commission, travel and tools of the people who win new accounts.',
      }),
      money('marketingCost', 'Marketing cost for the year'),
      count('newCustomers', 'New customers won in the year', {rules: {positive: true}}),
      money('lifetimeValue', 'Customer lifetime value (gross margin)', {
        rules: {positive: true},
      }),
    ],
    compute(values) {
      const salesCost = values.number('salesCost');
      const marketingCost = values.number('marketingCost');
      const acquisitionCost = customerAcquisitionCost({
        salesCost,
        marketingCost,
        newCustomers: values.number('newCustomers'),
      });
      if (acquisitionCost === 0) {
        return {
          errors: {salesCost: 'Enter the sales or marketing cost: CAC cannot be $0.'},
          lines: [],
        };
      }
      const reading = ltvCacReading(
        benchmarks.ltvCac,
        values.number('lifetimeValue'),
        acquisitionCost,
      );
      return {
        lines: [
          {label: 'Total acquisition spend', value: formatUsd(salesCost + marketingCost)},
          {
            label: 'Customer acquisition cost (CAC)',
            value: formatUsd(acquisitionCost),
            primary: true,
          },
          ...reading.lines,
        ],
        verdict: reading.verdict,
      };
    },
  }),
);

export const churnRateCalculator = defineCalculator((benchmarks: {readonly nrr: NrrScale}) => ({
  title: 'Work out your churn rate',
  inputs: [
    count('customersAtStart', 'Active customers at the start of the year', {
      rules: {positive: true},
    }),
    count('customersLost', 'Customers lost during the year'),
    money('startingRevenue', 'Yearly revenue from those customers at the start', {
      rules: {positive: true},
    }),
    money('churnedRevenue', 'Revenue lost with the customers who left'),
    money('contractionRevenue', 'Revenue lost to customers buying less'),
  ],
  compute(values) {
    const customersAtStart = values.number('customersAtStart');
    const customersLost = values.number('customersLost');
    const startingRevenue = values.number('startingRevenue');
    const churnedRevenue = values.number('churnedRevenue');
    const contractionRevenue = values.number('contractionRevenue');
    const errors: Partial<Record<'customersLost' | 'contractionRevenue', string>> = {};
    if (customersLost > customersAtStart) {
      errors.customersLost = 'Cannot be more than the customers at the start.';
    }
    if (churnedRevenue + contractionRevenue > startingRevenue) {
      errors.contractionRevenue = 'Revenue lost cannot exceed the revenue at the start.';
    }
    if (Object.keys(errors).length > 0) return {errors, lines: []};

    const churn = churnRate(customersLost, customersAtStart);
    const customerChurn = roundTo(churn, 1);
    const revenue = {startingRevenue, churnedRevenue, contractionRevenue};
    const revenueChurn = revenueChurnRate(revenue);
    const retainedBeforeExpansion = roundTo(100 - revenueChurn, 1);
    const lifetime = impliedLifetimeYears(churn);
    const average = lowerEdge(benchmarks.nrr, 'average');
    const good = lowerEdge(benchmarks.nrr, 'good');
    return {
      lines: [
        {label: 'Customer churn rate', value: formatPercent(customerChurn), primary: true},
        {label: 'Revenue churn rate', value: formatPercent(revenueChurn)},
        {
          label: 'Implied average customer lifetime',
          value:
            lifetime === undefined
              ? 'not measurable (no customers lost)'
              : `${formatNumber(lifetime, 1)} years`,
        },
        {
          label: `Expansion revenue needed for ${formatPercent(average, 0)} net retention`,
          value: formatUsd(expansionNeededForNrr({...revenue, targetPercent: average})),
        },
        {
          label: `Expansion revenue needed for ${formatPercent(good, 0)} (good)`,
          value: formatUsd(expansionNeededForNrr({...revenue, targetPercent: good})),
        },
      ],
      verdict: bandVerdict(
        retainedBeforeExpansion,
        benchmarks.nrr,
        `Net revenue retention before any expansion of ${formatPercent(retainedBeforeExpansion)}`,
        'Net revenue retention bands',
      ),
    };
  },
}));

export const customerTierCalculator = customerMarginCalculator({
  title: "Place a customer's margin in the tiers",
  scaleTitle: 'Customer margin tiers',
});

export const netRevenueRetentionCalculator = defineCalculator(
  (benchmarks: {readonly nrr: NrrScale}) => ({
    title: 'Work out your net revenue retention',
    inputs: [
      money('startingRevenue', 'Revenue from existing customers a year ago', {
        rules: {positive: true},
      }),
      money('expansionRevenue', 'Added revenue from those customers (expansion)'),
      money('contractionRevenue', 'Revenue lost to customers buying less'),
      money('churnedRevenue', 'Revenue lost with customers who left'),
    ],
    compute(values) {
      const input = {
        startingRevenue: values.number('startingRevenue'),
        expansionRevenue: values.number('expansionRevenue'),
        contractionRevenue: values.number('contractionRevenue'),
        churnedRevenue: values.number('churnedRevenue'),
      };
      if (input.contractionRevenue + input.churnedRevenue > input.startingRevenue) {
        return {
          errors: {churnedRevenue: 'Revenue lost cannot exceed the revenue a year ago.'},
          lines: [],
        };
      }
      const nrr = roundTo(netRevenueRetention(input), 1);
      const grossRetention = netRevenueRetention({...input, expansionRevenue: 0});
      const kept =
        input.startingRevenue +
        input.expansionRevenue -
        input.contractionRevenue -
        input.churnedRevenue;
      const worldClass = lowerEdge(benchmarks.nrr, 'world-class');
      return {
        lines: [
          {label: 'Revenue from the same customers today', value: formatUsd(kept)},
          {label: 'Net revenue retention', value: formatPercent(nrr), primary: true},
          {
            label: 'Gross revenue retention (without expansion)',
            value: formatPercent(grossRetention),
          },
          {
            label: `Expansion needed for ${formatPercent(worldClass, 0)} (world-class)`,
            value: formatUsd(expansionNeededForNrr({...input, targetPercent: worldClass})),
          },
        ],
        verdict: bandVerdict(
          nrr,
          benchmarks.nrr,
          `Net revenue retention of ${formatPercent(nrr)}`,
          'Net revenue retention bands',
        ),
      };
    },
  }),
);

/** How an edition names and explains each RFM segment. */
export interface RfmSegmentText {
  readonly name: string;
  /** The example code the segment is known by (recency, frequency, monetary). */
  readonly exampleCode: string;
  /** Our rule, in words. */
  readonly rule: string;
  /** What to do with customers in the segment. */
  readonly action: string;
  readonly tone: 'positive' | 'neutral' | 'caution' | 'negative';
}

/** The six segments, in the order their rules are tried. */
export type RfmSegments = readonly (RfmSegmentText & {readonly id: RfmSegmentId})[];

const score = <const Id extends string>(id: Id, label: string) =>
  count(id, label, {rules: {min: 1, max: 5}, hint: '1 (weakest) to 5 (strongest)'});

export const rfmCalculator = defineCalculator((benchmarks: {readonly segments: RfmSegments}) => ({
  title: 'Find the segment of an RFM score',
  inputs: [
    score('recency', 'Recency score'),
    score('frequency', 'Frequency score'),
    score('monetary', 'Monetary score'),
  ],
  compute(values) {
    const r = values.number('recency');
    const f = values.number('frequency');
    const m = values.number('monetary');
    const id = rfmSegmentId(r, f, m);
    const found = benchmarks.segments.find((entry) => entry.id === id);
    if (!found) throw new Error(`No text for the RFM segment "${id}"`);
    const code = rfmCode(r, f, m);
    return {
      lines: [
        {label: 'RFM code', value: code, primary: true},
        {label: 'Combined score', value: `${r + f + m} of 15`},
        {label: 'Segment', value: found.name},
      ],
      notes: [`What to do: ${found.action}`],
      verdict: {
        summary: `A customer scored ${code} is in ${found.name}`,
        label: found.name,
        tone: found.tone,
        scaleTitle: 'The six segments (example code and our rule)',
        rows: benchmarks.segments.map((entry) => ({
          label: entry.name,
          range: `${entry.exampleCode}: ${entry.rule}`,
          current: entry.id === id,
        })),
      },
    };
  },
}));
