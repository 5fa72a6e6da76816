/** Content of /customer-profitability-guide. */
import {
  CalendarClock,
  CreditCard,
  Layers,
  ListOrdered,
  MessageSquare,
  PackageCheck,
  Scale,
  ShoppingCart,
  Tags,
  Timer,
  TrendingUp,
  Truck,
} from 'lucide-react';
import {customerProfit, type CustomerYear} from '@site/src/lib/guides/workedExamples';
import {classify, lowerEdge} from '@site/src/lib/metrics/bands';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  CREDIT_ANNUAL_RATE,
  PROFITABILITY_DEFAULTS,
} from '@site/src/lib/profitability/fields';
import {CUSTOMER_PROFITABILITY_BANDS, SERVICE_COST_TARGET_PERCENT} from '../benchmarks';
import type {FaqItem, GuideCard, GuideStep, Metric} from '@site/src/lib/guides/types';

export const calculationSteps: readonly GuideStep[] = [
  {
    label: 'Step 1',
    title: 'Start from net revenue',
    description:
      'Take what the customer was invoiced over the period and subtract everything that reduced it afterwards: invoice discounts, retrospective rebates, credit notes and returns. This is the revenue you actually kept.',
    formula: 'Net revenue = invoiced sales − discounts − rebates − credit notes and returns',
  },
  {
    label: 'Step 2',
    title: 'Subtract the cost of the goods',
    description:
      'Use the cost of the products at the time they were sold, including inbound freight, not a standard cost set two years ago. The result is the familiar gross margin by customer, which is where most analyses stop.',
    formula: 'Gross margin = net revenue − cost of goods sold',
  },
  {
    label: 'Step 3',
    title: 'Charge the cost of serving the customer',
    description:
      'Add up what it costs to serve this customer rather than an average one: deliveries, order handling, customer-service and account-management time, the money tied up in the credit they take, and expected bad debt. Activity counts come from your ERP; unit costs come from finance.',
    formula:
      'Cost to serve = deliveries × cost per delivery + orders × cost per order + service hours × hourly rate + account hours × hourly rate + net revenue × credit days ÷ 365 × annual cost of capital + net revenue × bad-debt rate',
  },
  {
    label: 'Step 4',
    title: 'Work out profit and margin',
    description:
      "Subtract cost to serve from gross margin to get the customer's profit, and divide by net revenue for the profit margin you can compare across customers of any size. Rank customers by this figure, not by revenue.",
    formula:
      'Customer profit = gross margin − cost to serve; profit margin = customer profit ÷ net revenue × 100',
  },
];

/** Two customers with the same revenue: one steady, one demanding to serve. */
const steadyCustomer: CustomerYear = {
  netRevenue: 250_000,
  productCost: 180_000,
  deliveries: 120,
  costPerDelivery: 45,
  orders: 300,
  costPerOrder: 12,
  serviceHours: 60,
  serviceRate: 50,
  accountHours: 40,
  accountRate: 75,
  creditDays: 30,
  annualCreditRate: 5,
  badDebtPercent: 0.5,
};

const demandingCustomer: CustomerYear = {
  ...steadyCustomer,
  productCost: 175_000,
  deliveries: 400,
  orders: 1_000,
  serviceHours: 180,
  accountHours: 80,
  creditDays: 75,
};

export const EXAMPLE_CUSTOMERS = {steady: steadyCustomer, demanding: demandingCustomer} as const;

const steady = customerProfit(steadyCustomer);
const demanding = customerProfit(demandingCustomer);

/** The worked example as a table; every figure is computed from the inputs above. */
export const customerExample = {
  caption: `Two customers, each with ${formatUsd(steadyCustomer.netRevenue)} of net revenue, before and after cost to serve`,
  headers: ['Line', 'Customer A (steady)', 'Customer B (demanding)'],
  rows: [
    ['Net revenue', formatUsd(steadyCustomer.netRevenue), formatUsd(demandingCustomer.netRevenue)],
    [
      'Gross margin',
      `${formatUsd(steady.grossMargin)} (${formatPercent(steady.grossMarginPercent)})`,
      `${formatUsd(demanding.grossMargin)} (${formatPercent(demanding.grossMarginPercent)})`,
    ],
    [
      `Deliveries at ${formatUsd(steadyCustomer.costPerDelivery)}`,
      `${steadyCustomer.deliveries}: ${formatUsd(steady.deliveryCost)}`,
      `${demandingCustomer.deliveries}: ${formatUsd(demanding.deliveryCost)}`,
    ],
    [
      `Orders handled at ${formatUsd(steadyCustomer.costPerOrder)}`,
      `${steadyCustomer.orders}: ${formatUsd(steady.orderHandlingCost)}`,
      `${formatNumber(demandingCustomer.orders)}: ${formatUsd(demanding.orderHandlingCost)}`,
    ],
    [
      `Customer service at ${formatUsd(steadyCustomer.serviceRate)} an hour`,
      `${steadyCustomer.serviceHours} h: ${formatUsd(steady.serviceCost)}`,
      `${demandingCustomer.serviceHours} h: ${formatUsd(demanding.serviceCost)}`,
    ],
    [
      `Account management at ${formatUsd(steadyCustomer.accountRate)} an hour`,
      `${steadyCustomer.accountHours} h: ${formatUsd(steady.accountCost)}`,
      `${demandingCustomer.accountHours} h: ${formatUsd(demanding.accountCost)}`,
    ],
    [
      `Credit at ${formatPercent(steadyCustomer.annualCreditRate, 0)} a year`,
      `${steadyCustomer.creditDays} days: ${formatUsd(steady.creditCost)}`,
      `${demandingCustomer.creditDays} days: ${formatUsd(demanding.creditCost)}`,
    ],
    [
      `Bad debt at ${formatPercent(steadyCustomer.badDebtPercent)}`,
      formatUsd(steady.badDebtCost),
      formatUsd(demanding.badDebtCost),
    ],
    ['Cost to serve', formatUsd(steady.costToServe), formatUsd(demanding.costToServe)],
    [
      'Service cost ratio',
      formatPercent(steady.serviceCostRatio),
      formatPercent(demanding.serviceCostRatio),
    ],
    ['Customer profit', formatUsd(steady.profit), formatUsd(demanding.profit)],
    [
      'Profit margin',
      formatPercent(steady.profitMarginPercent),
      formatPercent(demanding.profitMarginPercent),
    ],
  ],
};

/** The bands of the benchmark the two customers' margins fall in. */
export const EXAMPLE_BANDS = {
  steady: classify(steady.profitMarginPercent, CUSTOMER_PROFITABILITY_BANDS),
  demanding: classify(demanding.profitMarginPercent, CUSTOMER_PROFITABILITY_BANDS),
};

/** Figures of the worked example quoted in the guide's text. */
export const exampleFigures = {
  netRevenue: formatUsd(steadyCustomer.netRevenue),
  steadyBand: EXAMPLE_BANDS.steady.label,
  demandingBand: EXAMPLE_BANDS.demanding.label,
  /** Where "needs attention" ends: the lower edge of the band above it. */
  attentionLine: formatPercent(lowerEdge(CUSTOMER_PROFITABILITY_BANDS, 'below-healthy'), 0),
  serviceCostTarget: formatPercent(SERVICE_COST_TARGET_PERCENT, 0),
  steadyMargin: formatPercent(steady.profitMarginPercent),
  demandingMargin: formatPercent(demanding.profitMarginPercent),
  steadyGrossMargin: formatPercent(steady.grossMarginPercent),
  demandingGrossMargin: formatPercent(demanding.grossMarginPercent),
  demandingServiceCostRatio: formatPercent(demanding.serviceCostRatio),
  profitGap: formatUsd(steady.profit - demanding.profit),
};

/** Metrics with the benchmarks (educational benchmarks). */
export const profitabilityMetrics: readonly Metric[] = [
  {
    metric: 'Customer profit margin',
    calculation: 'Customer profit after cost to serve ÷ net revenue × 100',
    target: '20-35% healthy; below 15% needs attention; above 40% needs monitoring',
  },
  {
    metric: 'Service cost ratio',
    calculation: 'Cost to serve ÷ net revenue × 100',
    target: 'Below 10%',
  },
  {
    metric: 'Margin by customer tier',
    calculation:
      'Profit margin of the top 20%, middle 60% and bottom 20% of customers, ranked by profit',
    target: 'Top 20%: 30-50%; middle 60%: 15-30%; bottom 20%: 5-15%',
  },
  {
    metric: 'Price realisation',
    calculation: 'Net price invoiced ÷ agreed or list price × 100',
    target: 'Above 90%',
  },
  {
    metric: 'Price override frequency',
    calculation: 'Deals with a price changed by hand ÷ all deals × 100',
    target: 'Below 10%',
  },
  {
    metric: 'Lifetime value to acquisition cost (LTV:CAC)',
    calculation: 'Expected lifetime gross margin from a customer ÷ cost of winning them',
    target: '5:1 or higher excellent; 3:1 to 5:1 acceptable; 3:1 or lower danger zone',
  },
  {
    metric: 'Net revenue retention',
    calculation: "This year's revenue from last year's customers ÷ their revenue last year × 100",
    target: '120%+ world-class; 110-120% good; 100-110% average; under 100% concerning',
  },
];

export const commonMistakes: readonly GuideCard[] = [
  {
    icon: ListOrdered,
    title: 'Ranking customers by revenue',
    description:
      'The biggest customers are often the best negotiators and the most demanding to serve. A revenue ranking rewards exactly the accounts most likely to be eroding margin.',
  },
  {
    icon: Scale,
    title: 'Spreading costs as a percentage of sales',
    description:
      'Allocating delivery and service costs in proportion to revenue makes every customer look alike. Cost to serve is driven by activity (orders, drops, calls, credit days), so allocate by activity.',
  },
  {
    icon: CreditCard,
    title: 'Forgetting the cost of credit',
    description:
      'A customer who pays in 75 days instead of 30 is borrowing from you. On a large account the financing cost alone can be worth a point of margin, and it never appears on a margin report.',
  },
  {
    icon: Tags,
    title: 'Using out-of-date product costs',
    description:
      'Standard costs that lag supplier and material increases overstate the margin of every customer buying the affected products, and hide the customers whose contract prices have fallen behind.',
  },
  {
    icon: CalendarClock,
    title: 'Treating it as a one-off project',
    description:
      'Customer profitability changes with every price review, delivery pattern and payment habit. A single analysis is out of date within a quarter; the value comes from measuring it on a regular rhythm.',
  },
  {
    icon: MessageSquare,
    title: 'Acting before talking to the customer',
    description:
      'A low-profit customer is usually a fixable one. Cutting them off before discussing order patterns, delivery charges or terms loses revenue that could have become profitable.',
  },
];

export const improvementStrategies: readonly GuideCard[] = [
  {
    icon: TrendingUp,
    title: 'Bring prices back to the agreed file',
    description:
      'Start with price realisation: move accounts left on old price files onto current prices and review standing discounts that no longer match the volume they were given for.',
  },
  {
    icon: ShoppingCart,
    title: 'Set minimum order values',
    description:
      'Frequent small orders multiply handling and delivery costs. A minimum order value or a small-order charge encourages consolidation without changing the price of any product.',
  },
  {
    icon: Truck,
    title: 'Charge for premium service',
    description:
      'Same-day delivery, split deliveries and special handling have a cost. Offer them at a price, and make the standard service the default, so customers who value them pay for them.',
  },
  {
    icon: Timer,
    title: 'Align terms with the relationship',
    description:
      'Enforce agreed payment terms, and offer longer credit only in exchange for volume or price. Shortening an account from 75 to 45 days is margin recovered without a price change.',
  },
  {
    icon: Layers,
    title: 'Tier service levels by profitability',
    description:
      'Give the most profitable customers your best account management and move the least profitable to lower-cost channels such as online ordering and scheduled delivery days.',
  },
  {
    icon: PackageCheck,
    title: 'Grow the profitable mix',
    description:
      'Customers who buy only your most price-sensitive lines rarely become profitable. Cross-selling higher-margin products and services to them can move an account up a tier.',
  },
];

export const customerProfitabilityFaq: readonly FaqItem[] = [
  {
    question: 'What is customer profitability?',
    answer:
      'Customer profitability is the profit a customer leaves you with after the cost of the goods they buy and the cost of serving them: deliveries, order handling, service and account-management time, credit and bad debt. It answers which customers make money, rather than which buy the most.',
  },
  {
    question: 'How is it different from gross margin by customer?',
    answer:
      'Gross margin stops after the cost of goods. Two customers can have the same gross margin and very different profit, because one orders weekly in full pallets and pays in 30 days while the other orders daily in single cases and pays in 75. Only cost to serve shows the difference.',
  },
  {
    question: 'How often should we calculate customer profitability?',
    answer:
      'Monthly for your top 20% of customers, where most of the profit and most of the risk sits, and quarterly for all customers. Monthly figures for the largest accounts let you act on a change before a full quarter of margin has gone.',
  },
  {
    question: 'What is a good customer profit margin?',
    answer:
      'After cost to serve, 20-35% is healthy for most B2B distributors and manufacturers. Below 15% needs attention. Above 40% needs monitoring too: it can mean the customer is under-served or exposed to a competitor offering a better price.',
  },
  {
    question: 'Should we stop serving unprofitable customers?',
    answer:
      'Rarely as a first step. Most unprofitable customers become profitable when their prices, order patterns, delivery charges or credit terms are brought into line. Exit is the last option, for accounts that refuse every change, and even then the fixed costs they covered must be considered.',
  },
  {
    question: 'How accurate does the cost-to-serve model need to be?',
    answer:
      'Accurate enough to rank customers correctly, which is less than most people fear. Activity counts from your ERP and a handful of unit costs from finance (per delivery, per order, per service hour) separate the profitable from the unprofitable reliably. Refine the costs once the first actions are under way.',
  },
];

/** Steps of the calculation for the HowTo structured data. */
export const calculationHowToSteps = calculationSteps.map((step) => ({
  name: step.title,
  text: `${step.description ?? ''} ${step.formula ?? ''}`.trim(),
}));

/** The rates the customer profitability calculator starts from, as the guide quotes them. */
export const calculatorDefaults = {
  serviceRate: formatUsd(Number(PROFITABILITY_DEFAULTS.hourlyServiceRate)),
  accountRate: formatUsd(Number(PROFITABILITY_DEFAULTS.hourlyAccountRate)),
  creditRate: formatPercent(CREDIT_ANNUAL_RATE * 100, 0),
  badDebtRate: formatPercent(Number(PROFITABILITY_DEFAULTS.badDebtRate)),
};
