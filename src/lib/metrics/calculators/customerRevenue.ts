/** Calculators of the Customer & Revenue Business Numbers pages. */
import {formatNumber, formatPercent, formatRatio, formatUsd} from '@site/src/lib/numbers/format';
import {
  CUSTOMER_TIER_BANDS,
  LTV_CAC_BANDS,
  NRR_BANDS,
  RFM_SEGMENTS,
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
  rfmSegment,
} from '../customerRevenue';
import {roundTo} from '../math';
import {customerMarginCalculator} from './shared';
import {count, money, percent, quantity} from './fields';
import {bandVerdict} from './verdicts';
import type {CalculatorSpec, Computation, ResultLine} from './types';

const LTV_CAC_SCALE = 'LTV:CAC bands';

/** LTV:CAC lines and verdict shared by the CLV and CAC calculators. */
function ltvCacReading(lifetimeValue: number, acquisitionCost: number) {
  const ratio = roundTo(ltvToCacRatio(lifetimeValue, acquisitionCost), 1);
  const lines: ResultLine[] = [
    {label: 'LTV:CAC', value: formatRatio(ratio), primary: true},
    {
      label: 'Acquisition cost at 3:1 (edge of the danger zone)',
      value: formatUsd(maxAcquisitionCost(lifetimeValue, 3)),
    },
    {
      label: 'Acquisition cost at 5:1 (excellent)',
      value: formatUsd(maxAcquisitionCost(lifetimeValue, 5)),
    },
  ];
  const verdict = bandVerdict(
    ratio,
    LTV_CAC_BANDS,
    `LTV:CAC of ${formatRatio(ratio)}`,
    LTV_CAC_SCALE,
  );
  return {lines, verdict};
}

export const customerLifetimeValueCalculator: CalculatorSpec = {
  slug: 'customer-lifetime-value',
  title: 'Work out your customer lifetime value',
  inputs: [
    money('averageOrderValue', 'Average order value', '2,400'),
    percent('grossMargin', 'Gross margin on those orders', '22'),
    quantity('ordersPerYear', 'Orders per customer per year', '18', {step: 1}),
    quantity('expectedYears', 'Expected relationship length', '5', {
      suffix: 'years',
      rules: {positive: true},
      hint: 'If unsure, use 1 ÷ your yearly churn rate (8% churn → 12.5 years).',
    }),
    money('acquisitionCost', 'Cost to acquire one customer (CAC)', '11,300', {
      rules: {positive: true},
    }),
  ],
  compute(values): Computation {
    const input = {
      averageOrderValue: values.number('averageOrderValue'),
      ordersPerYear: values.number('ordersPerYear'),
      grossMarginPercent: values.number('grossMargin'),
      expectedYears: values.number('expectedYears'),
    };
    const lifetimeValue = customerLifetimeValue(input);
    const reading = ltvCacReading(lifetimeValue, values.number('acquisitionCost'));
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
};

export const customerAcquisitionCostCalculator: CalculatorSpec = {
  slug: 'customer-acquisition-cost',
  title: 'Work out your customer acquisition cost',
  inputs: [
    money('salesCost', 'Sales cost for the year', '380,000', {
      hint: 'Salaries, commission, travel and tools of the people who win new accounts.',
    }),
    money('marketingCost', 'Marketing cost for the year', '160,000'),
    count('newCustomers', 'New customers won in the year', '48', {rules: {positive: true}}),
    money('lifetimeValue', 'Customer lifetime value (gross margin)', '47,520', {
      rules: {positive: true},
    }),
  ],
  compute(values): Computation {
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
    const reading = ltvCacReading(values.number('lifetimeValue'), acquisitionCost);
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
};

export const churnRateCalculator: CalculatorSpec = {
  slug: 'churn-rate',
  title: 'Work out your churn rate',
  inputs: [
    count('customersAtStart', 'Active customers at the start of the year', '240', {
      rules: {positive: true},
    }),
    count('customersLost', 'Customers lost during the year', '19'),
    money('startingRevenue', 'Yearly revenue from those customers at the start', '14,400,000', {
      rules: {positive: true},
    }),
    money('churnedRevenue', 'Revenue lost with the customers who left', '960,000'),
    money('contractionRevenue', 'Revenue lost to customers buying less', '420,000'),
  ],
  compute(values): Computation {
    const customersAtStart = values.number('customersAtStart');
    const customersLost = values.number('customersLost');
    const startingRevenue = values.number('startingRevenue');
    const churnedRevenue = values.number('churnedRevenue');
    const contractionRevenue = values.number('contractionRevenue');
    const errors: Record<string, string> = {};
    if (customersLost > customersAtStart) {
      errors.customersLost = 'Cannot be more than the customers at the start.';
    }
    if (churnedRevenue + contractionRevenue > startingRevenue) {
      errors.contractionRevenue = 'Revenue lost cannot exceed the revenue at the start.';
    }
    if (Object.keys(errors).length > 0) return {errors, lines: []};

    const customerChurn = roundTo(churnRate(customersLost, customersAtStart), 1);
    const revenue = {startingRevenue, churnedRevenue, contractionRevenue};
    const revenueChurn = revenueChurnRate(revenue);
    const retainedBeforeExpansion = roundTo(100 - revenueChurn, 1);
    const lifetime = impliedLifetimeYears(customerChurn);
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
          label: 'Expansion revenue needed for 100% net retention',
          value: formatUsd(expansionNeededForNrr({...revenue, targetPercent: 100})),
        },
        {
          label: 'Expansion revenue needed for 110% (good)',
          value: formatUsd(expansionNeededForNrr({...revenue, targetPercent: 110})),
        },
      ],
      verdict: bandVerdict(
        retainedBeforeExpansion,
        NRR_BANDS,
        `Net revenue retention before any expansion of ${formatPercent(retainedBeforeExpansion)}`,
        'Net revenue retention bands',
      ),
    };
  },
};

export const customerTierCalculator = customerMarginCalculator({
  slug: 'customer-tier',
  title: "Place a customer's margin in the tiers",
  example: ['380,000', '290,000', '41,000'],
  scale: CUSTOMER_TIER_BANDS,
  scaleTitle: 'Customer margin tiers',
});

export const netRevenueRetentionCalculator: CalculatorSpec = {
  slug: 'net-revenue-retention',
  title: 'Work out your net revenue retention',
  inputs: [
    money('startingRevenue', 'Revenue from existing customers a year ago', '12,000,000', {
      rules: {positive: true},
    }),
    money('expansionRevenue', 'Added revenue from those customers (expansion)', '1,560,000'),
    money('contractionRevenue', 'Revenue lost to customers buying less', '420,000'),
    money('churnedRevenue', 'Revenue lost with customers who left', '540,000'),
  ],
  compute(values): Computation {
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
    return {
      lines: [
        {label: 'Revenue from the same customers today', value: formatUsd(kept)},
        {label: 'Net revenue retention', value: formatPercent(nrr), primary: true},
        {
          label: 'Gross revenue retention (without expansion)',
          value: formatPercent(grossRetention),
        },
        {
          label: 'Expansion needed for 120% (world-class)',
          value: formatUsd(expansionNeededForNrr({...input, targetPercent: 120})),
        },
      ],
      verdict: bandVerdict(
        nrr,
        NRR_BANDS,
        `Net revenue retention of ${formatPercent(nrr)}`,
        'Net revenue retention bands',
      ),
    };
  },
};

const score = (id: string, label: string, example: string) =>
  count(id, label, example, {rules: {min: 1, max: 5}, hint: '1 (weakest) to 5 (strongest)'});

export const rfmCalculator: CalculatorSpec = {
  slug: 'rfm-modelling',
  title: 'Find the segment of an RFM score',
  inputs: [
    score('recency', 'Recency score', '2'),
    score('frequency', 'Frequency score', '4'),
    score('monetary', 'Monetary score', '4'),
  ],
  compute(values): Computation {
    const r = values.number('recency');
    const f = values.number('frequency');
    const m = values.number('monetary');
    const found = rfmSegment(r, f, m);
    const code = `${r}${f}${m}`;
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
        rows: RFM_SEGMENTS.map((entry) => ({
          label: entry.name,
          range: `${entry.exampleCode}: ${entry.rule}`,
          current: entry.id === found.id,
        })),
      },
    };
  },
};
