/**
 * Labels, units and groups of the customer profitability calculator's eighteen fields. The
 * arithmetic is in src/lib/profitability.
 */
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {statusLabel} from '@site/src/lib/profitability/customers';
import {
  CREDIT_ANNUAL_RATE,
  DAYS_PER_YEAR,
  STATUS_THRESHOLDS,
  calculateProfitability,
  parseProfitabilityText,
  type CostBreakdown,
  type ProfitabilityField,
  type ProfitabilityResult,
  type SavedCalculation,
} from '@site/src/lib/profitability/profitability';
import type {ComparisonRowSpec, ScenarioFigure} from '@site/src/lib/scenarios/compare';

export interface CalculatorFieldContent {
  readonly field: ProfitabilityField;
  readonly label: string;
  readonly hint?: string;
  readonly prefix?: '$';
  readonly suffix?: '%' | 'hours' | 'days' | 'orders' | 'per hour';
  /** Arrow-key step; the rate fields step by 0.1. */
  readonly step?: number;
}

export interface CalculatorFieldGroup {
  readonly title: string;
  readonly fields: readonly CalculatorFieldContent[];
}

export const CALCULATOR_GROUPS: readonly CalculatorFieldGroup[] = [
  {
    title: 'Revenue and orders',
    fields: [
      {
        field: 'annualRevenue',
        label: 'Annual revenue',
        prefix: '$',
        hint: 'What this customer is invoiced in a year, after discounts.',
      },
      {
        field: 'averageOrderValue',
        label: 'Average order value',
        prefix: '$',
        hint: 'Used for the per-order figures only; the totals use annual revenue.',
      },
      {
        field: 'numberOfOrders',
        label: 'Number of orders a year',
        suffix: 'orders',
        hint: 'Used for the per-order figures only.',
      },
    ],
  },
  {
    title: 'Product and selling costs',
    fields: [
      {
        field: 'productCost',
        label: 'Product cost',
        prefix: '$',
        hint: 'Cost of the goods this customer bought in the year.',
      },
      {field: 'shippingCost', label: 'Shipping cost', prefix: '$'},
      {
        field: 'paymentProcessingRate',
        label: 'Payment processing rate',
        suffix: '%',
        step: 0.1,
        hint: 'Card or payment fees, as a percentage of revenue.',
      },
      {field: 'salesCommission', label: 'Sales commission', prefix: '$'},
    ],
  },
  {
    title: 'Service and account management',
    fields: [
      {
        field: 'customerServiceHours',
        label: 'Customer service hours a year',
        suffix: 'hours',
      },
      {
        field: 'hourlyServiceRate',
        label: 'Service hourly rate',
        prefix: '$',
        suffix: 'per hour',
        step: 0.1,
      },
      {
        field: 'accountManagementHours',
        label: 'Account management hours a year',
        suffix: 'hours',
      },
      {
        field: 'hourlyAccountRate',
        label: 'Account management hourly rate',
        prefix: '$',
        suffix: 'per hour',
        step: 0.1,
      },
    ],
  },
  {
    title: 'Winning and keeping the customer',
    fields: [
      {
        field: 'acquisitionCost',
        label: 'Acquisition cost',
        prefix: '$',
        hint: 'What it cost to win the account, counted in this year.',
      },
      {
        field: 'retentionCost',
        label: 'Retention cost',
        prefix: '$',
        hint: 'Rebates, gifts, visits and events to keep the account.',
      },
    ],
  },
  {
    title: 'Credit and risk',
    fields: [
      {
        field: 'creditTerms',
        label: 'Credit terms',
        suffix: 'days',
        hint: 'Days the customer takes to pay; costed at 5% a year.',
      },
      {
        field: 'badDebtRate',
        label: 'Bad debt rate',
        suffix: '%',
        step: 0.1,
        hint: 'Share of revenue expected never to be paid.',
      },
      {
        field: 'returnRate',
        label: 'Return rate',
        suffix: '%',
        step: 0.1,
        hint: 'Share of revenue credited back for returns.',
      },
    ],
  },
  {
    title: 'Special costs',
    fields: [
      {
        field: 'customizationCosts',
        label: 'Customisation costs',
        prefix: '$',
        hint: 'Special packaging, labelling, kitting or engineering for this customer.',
      },
      {
        field: 'specialHandlingCosts',
        label: 'Special handling costs',
        prefix: '$',
        hint: 'Rush orders, split deliveries, site drops.',
      },
    ],
  },
];

/** Names of the cost lines in the breakdown, in the order of the formula. */
export const COST_LINE_LABELS: Readonly<Record<keyof CostBreakdown, string>> = {
  productCost: 'Product cost',
  shippingCost: 'Shipping',
  processingFee: 'Payment processing',
  serviceCost: 'Customer service',
  accountManagementCost: 'Account management',
  salesCommission: 'Sales commission',
  acquisitionCost: 'Acquisition',
  retentionCost: 'Retention',
  creditCost: 'Credit (cost of terms)',
  badDebt: 'Bad debt',
  returns: 'Returns',
  customizationCosts: 'Customisation',
  specialHandlingCosts: 'Special handling',
};

/** Names of the results, as the results card and the comparisons show them. */
export const RESULT_LABELS = {
  totalRevenue: 'Total revenue',
  totalCosts: 'Total costs',
  grossProfit: 'Customer profit',
  profitMargin: 'Profit margin',
  status: 'Status',
} as const satisfies Partial<Record<keyof ProfitabilityResult, string>>;

/** A saved calculation with its figures read and its result worked out. */
export interface WorkedCalculation {
  readonly name: string;
  readonly inputs: Readonly<Record<ProfitabilityField, number>>;
  readonly result: ProfitabilityResult;
}

/** Works out a saved (or shared) calculation. */
export function workCalculation(
  entry: Pick<SavedCalculation, 'name' | 'fields'>,
): WorkedCalculation {
  const {inputs} = parseProfitabilityText(entry.fields);
  return {name: entry.name, inputs, result: calculateProfitability(inputs)};
}

/** A field's figure as the comparison and the printed summary show it: "$120,000", "2.9%", "30 days". */
export function fieldFigure(content: CalculatorFieldContent, value: number): ScenarioFigure {
  if (content.prefix === '$') {
    const amount = formatUsd(value);
    return {value, text: content.suffix ? `${amount} ${content.suffix}` : amount};
  }
  if (content.suffix === '%') return {value, text: `${formatNumber(value, 2)}%`};
  return {value, text: `${formatNumber(value, 2)} ${content.suffix ?? ''}`.trim()};
}

const RESULTS_GROUP = 'Results';

/** The rows of a comparison of calculations: every field by its group, then the results. */
export const PROFITABILITY_COMPARISON_ROWS: readonly ComparisonRowSpec<WorkedCalculation>[] = [
  ...CALCULATOR_GROUPS.flatMap((group) =>
    group.fields.map((content): ComparisonRowSpec<WorkedCalculation> => ({
      key: content.field,
      label: content.label,
      group: group.title,
      kind: content.prefix === '$' ? 'usd' : content.suffix === '%' ? 'percent' : 'number',
      read: ({inputs}) => fieldFigure(content, inputs[content.field]),
    })),
  ),
  ...(['totalRevenue', 'totalCosts', 'grossProfit'] as const).map(
    (key): ComparisonRowSpec<WorkedCalculation> => ({
      key,
      label: RESULT_LABELS[key],
      group: RESULTS_GROUP,
      kind: 'usd',
      read: ({result}) => ({value: result[key], text: formatUsd(result[key])}),
    }),
  ),
  {
    key: 'profitMargin',
    label: RESULT_LABELS.profitMargin,
    group: RESULTS_GROUP,
    kind: 'percent',
    read: ({result}) => ({value: result.profitMargin, text: formatPercent(result.profitMargin)}),
  },
  {
    key: 'status',
    label: RESULT_LABELS.status,
    group: RESULTS_GROUP,
    kind: 'text',
    read: ({result}) => ({value: null, text: statusLabel(result.status)}),
  },
];

/**
 * What the calculator takes and how it works, in words: the tool's Markdown description and
 * the method of the printed summary. The fixed figures are the constants it computes with.
 */
export const PROFITABILITY_METHOD = {
  inputs:
    "One customer's year: revenue, product and shipping cost, payment processing rate, service and account-management hours and rates, commission, acquisition and retention cost, credit days, bad-debt and return rates, customisation and special handling.",
  formulas: [
    'Processing fee = revenue × processing rate ÷ 100',
    'Service cost = service hours × service rate; account cost = account hours × account rate',
    `Credit cost = revenue × (credit days ÷ ${DAYS_PER_YEAR}) × ${CREDIT_ANNUAL_RATE}`,
    'Bad debt = revenue × bad-debt rate ÷ 100; returns = revenue × return rate ÷ 100',
    'Total costs = the sum of the thirteen cost lines; customer profit = revenue − total costs',
    'Margin % = customer profit ÷ revenue × 100 (0 when revenue is 0)',
    'Customer lifetime value, as this calculator defines it = one year’s customer profit (acquisition cost included; no later years, no discounting)',
    `Status: margin above ${STATUS_THRESHOLDS.excellent}% excellent, above ${STATUS_THRESHOLDS.good}% good, above ${STATUS_THRESHOLDS.marginal}% marginal, otherwise unprofitable.`,
  ],
} as const;
