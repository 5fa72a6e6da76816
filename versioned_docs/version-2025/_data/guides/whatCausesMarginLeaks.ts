/** Content of /what-causes-margin-leaks. */
import {ClipboardList, FileSpreadsheet, Gauge, Scale, Users} from 'lucide-react';
import type {Stat} from '@site/src/components/StatRow';
import type {Cause, GuideCard, GuideStep} from '@site/src/lib/guides/types';

/** Three categories of causes, one at each risk level. */
export const causeCategories: readonly Cause[] = [
  {
    title: 'Pricing and discount decisions',
    riskLevel: 'High',
    description:
      'The most direct cause: prices set, changed or discounted without the margin in view. Each decision looks reasonable on its own; together they move realised prices away from the price file.',
    examples: [
      'Discretionary discounts with no limit or approval',
      'Manual price overrides on a large share of deals',
      'Contract prices not updated when list prices rise',
      'Competitor matching without checking the margin left',
    ],
    impact:
      'Every point of price lost is a point of margin lost, with no cost saving to offset it, so this category usually accounts for the largest share of leakage.',
  },
  {
    title: 'Customer terms and cost to serve',
    riskLevel: 'Medium',
    description:
      'Customers whose way of buying costs more than their margin covers. The product margin looks fine; the deliveries, order handling, service time and credit behind it do not appear on the margin report.',
    examples: [
      'Frequent small orders with free delivery',
      'Payment terms stretched well beyond those agreed',
      'Special handling, split deliveries and rush orders given free',
      'Rebates paid on volume thresholds that were not reached',
    ],
    impact:
      'Slower to build than a pricing leak but harder to see: large, loyal accounts can be loss-making after cost to serve while looking healthy on revenue.',
  },
  {
    title: 'Operational and data slippage',
    riskLevel: 'Low',
    description:
      'Small gaps between the agreement and the invoice, and between the ERP and reality. Each instance is minor, which is why they persist, and they add up over thousands of transactions.',
    examples: [
      'Product costs in the ERP out of date after supplier increases',
      'Freight and surcharges not recovered on invoices',
      'Credit notes issued without a reason code or approver',
      'Supplier rebates earned but never claimed',
    ],
    impact:
      'Low risk per transaction and easy to fix once seen, but constant: without a routine check they return within months.',
  },
];

/** Three headline figures, from the edition's benchmarks. */
export const headlineStats: readonly Stat[] = [
  {
    value: '35%+',
    label: 'Price override frequency at high risk',
    detail: 'Above 50% is critical: the price file no longer sets prices',
  },
  {
    value: '5-15%',
    label: 'Margin on the bottom 20% of customers',
    detail: 'Against 30-50% for the top 20%',
  },
  {
    value: '24-48 hrs',
    label: 'To detect leaks from an ERP extract',
    detail: 'Invoice lines, customers and products as CSV files',
  },
];

export const detectionTools: readonly GuideCard[] = [
  {
    icon: Scale,
    title: 'Price realisation report',
    description:
      'Net invoiced price against the current price file, by customer, product group and rep. Realisation below 90% shows where pricing decisions are leaking.',
  },
  {
    icon: Gauge,
    title: 'Override and discount monitor',
    description:
      'The share of deals priced by hand, and the average discount by rep and customer over time. Rising override frequency is the earliest warning of a pricing leak.',
  },
  {
    icon: Users,
    title: 'Customer profitability ranking',
    description:
      'Customers ranked by profit after cost to serve rather than by revenue, with the service cost ratio beside each. Anything at 10% of revenue or more needs a look.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Cost and price drift check',
    description:
      'Products whose cost has risen since their selling price last changed, and credit notes and freight charges without a reason. The routine check that keeps slippage closed.',
  },
  {
    icon: ClipboardList,
    title: 'Margin audit toolkit',
    description:
      'A structured set of checks covering all three categories of cause, to run on your own data before or alongside any software.',
    link: {label: 'Open the Margin Audit Toolkit', to: '/margin-audit-toolkit'},
  },
];

export const actionSteps: readonly GuideStep[] = [
  {
    label: 'Step 1',
    title: 'Measure price realisation for your top customers',
    description:
      'Export a year of invoice lines and compare the net price with the current price file for your twenty largest customers. Any customer below 90% realisation goes on the list.',
  },
  {
    label: 'Step 2',
    title: 'Find out who decides discounts',
    description:
      'Count the deals with a price typed in by hand, and who typed it. If a fifth or more were overridden, write a discount authority matrix and route exceptions for approval.',
  },
  {
    label: 'Step 3',
    title: 'Charge cost to serve to your ten most demanding accounts',
    description:
      'Add deliveries, order handling, service time and credit cost to the gross margin of the accounts your team finds hardest to serve, and compare the result with your easiest accounts.',
  },
  {
    label: 'Step 4',
    title: 'Start a monthly leak review',
    description:
      'Meet for thirty minutes each month with sales and finance, take the five largest leaks, give each an owner and a date, and check the following month that the margin came back.',
  },
];
