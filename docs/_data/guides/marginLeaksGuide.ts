/** Content of /margin-leaks-guide. */
import {
  ClipboardCheck,
  FileSearch,
  Filter,
  Gauge,
  Package,
  Percent,
  Receipt,
  Scale,
  ShieldCheck,
  Tags,
  Truck,
  Users,
} from 'lucide-react';
import {MARGIN_RECOVERY_RATE} from '@site/src/lib/roi/calculate';
import {formatNumber, formatPercent, formatUsd, formatUsdM} from '@site/src/lib/numbers/format';
import {shareInWords} from '@site/src/lib/numbers/words';
import {leakRecovery} from '@site/src/lib/guides/workedExamples';
import type {FaqItem, GuideCard} from '@site/src/lib/guides/types';

/** The worked example's business: $30M of revenue, a 22% gross and a 5% operating margin. */
export const LEAK_EXAMPLE_REVENUE = 30_000_000;
export const LEAK_EXAMPLE_GROSS_MARGIN = 22;
export const LEAK_EXAMPLE_OPERATING_MARGIN = 5;

/** The share of revenue the ROI calculator estimates a leak at, in percent. */
const ROI_ESTIMATE = MARGIN_RECOVERY_RATE * 100;

/** The four types of margin leak, each with its impact and how to detect it. */
export const leakTypes: readonly GuideCard[] = [
  {
    icon: Tags,
    title: 'Pricing leaks',
    description:
      'The gap between the price you meant to charge and the price on the invoice: discretionary discounts, manual overrides, contract prices that were never updated and list increases that only reached new customers.',
    details: [
      {
        label: 'Impact',
        text: 'Usually the largest leak. Every point of price lost is a point of margin lost, with no saving in cost to offset it.',
      },
      {
        label: 'How to detect it',
        text: 'Compare net invoice price with the current price file line by line; track override frequency by rep and customer; list customers whose average discount has grown faster than their volume.',
      },
    ],
  },
  {
    icon: Users,
    title: 'Customer leaks',
    description:
      'Customers whose gross margin looks acceptable but who cost far more to serve than others: frequent small orders, expedited deliveries, long credit terms, high returns, heavy account management.',
    details: [
      {
        label: 'Impact',
        text: 'Invisible in gross-margin reports. A customer at a healthy product margin can be loss-making once delivery, handling and credit are charged to them.',
      },
      {
        label: 'How to detect it',
        text: 'Calculate profit per customer after cost-to-serve; rank customers by profit rather than revenue; flag those whose service cost is 10% of their revenue or more.',
      },
    ],
  },
  {
    icon: Package,
    title: 'Product leaks',
    description:
      'Products priced on costs that are out of date, mix drifting towards low-margin lines, and slow movers tying up cash while being discounted to clear.',
    details: [
      {
        label: 'Impact',
        text: 'Margin erodes quietly as supplier and material costs rise faster than selling prices, and the overall margin falls even when every rep is hitting volume targets.',
      },
      {
        label: 'How to detect it',
        text: 'Track margin by product group against the margin band it should sit in; list items whose cost has risen since the last price change; separate mix effects from price effects in the margin bridge.',
      },
    ],
  },
  {
    icon: Receipt,
    title: 'Process leaks',
    description:
      'Money lost between the agreement and the invoice: freight and surcharges not recovered, rebates paid on volume that never arrived, supplier rebates not claimed, credit notes issued without a reason code.',
    details: [
      {
        label: 'Impact',
        text: 'Each instance is small, which is why it persists; added up across a year of transactions it often rivals a pricing leak.',
      },
      {
        label: 'How to detect it',
        text: 'Reconcile charged freight against delivery cost, rebate accruals against actual volume, and credit notes by reason and approver; review anything without a reason code.',
      },
    ],
  },
];

export const detectionMethods: readonly GuideCard[] = [
  {
    icon: Scale,
    title: 'The price waterfall',
    description:
      'Follow a price from list to pocket: list price, then contract discount, invoice discount, rebates, freight given away, payment discounts and credit notes. Each step is a place where price can leak, and the widest steps are where to look first.',
  },
  {
    icon: Percent,
    title: 'Override frequency',
    description:
      'The share of deals with a price typed in by hand rather than taken from the price file. Between 10% and 20% is healthy; 20-35% is a moderate concern, 35-50% a high risk and 50% or more critical, because at that point the price file no longer governs prices.',
  },
  {
    icon: Gauge,
    title: 'Margin bands',
    description:
      'Sort every line, product and customer into bands: high margin (25% and above), standard (15-25%) and low (5-15%). Leaks show up as volume moving down the bands, or as lines below 5% that nobody decided to sell that cheaply.',
  },
  {
    icon: Users,
    title: 'Customer profitability ranking',
    description:
      'Rank customers by profit after cost-to-serve, not by revenue. The shape of the curve matters: in most B2B businesses the top fifth of customers earn 30-50% margins while the bottom fifth earn 5-15%, and a few lose money outright.',
  },
  {
    icon: FileSearch,
    title: 'Quote-to-invoice reconciliation',
    description:
      'Compare the margin approved at quote with the margin actually invoiced. A consistent gap points to substitutions, unbilled extras or cost changes between quote and delivery.',
  },
  {
    icon: Filter,
    title: 'Exception alerts',
    description:
      "Rather than reading reports, set rules and be told when they are broken: a price below the floor, a discount beyond a rep's authority, a customer whose margin has fallen three months running.",
  },
];

export const preventionStrategies: readonly GuideCard[] = [
  {
    icon: ShieldCheck,
    title: 'Give discounts an owner',
    description:
      'Write down who may discount, by how much and on what. A simple authority matrix, with approval above each threshold, removes most unintended discounting without slowing down the sales team.',
  },
  {
    icon: Gauge,
    title: 'Set margin floors, not just list prices',
    description:
      'A floor by product group, expressed as a minimum margin rather than a minimum price, stays right when costs move. Quotes below the floor go for approval; everything above it goes straight through.',
  },
  {
    icon: Tags,
    title: 'Pass cost increases through on a calendar',
    description:
      'Review costs and price files on a fixed rhythm, and move every customer on the same date, with contract customers on their review dates. Leaks start when some accounts are quietly left behind.',
  },
  {
    icon: Truck,
    title: 'Price the service, not just the product',
    description:
      'Minimum order values, delivery charges below a threshold, and terms that reflect the cost of credit make the cost of serving a customer visible to them and stop it eroding your margin.',
  },
  {
    icon: ClipboardCheck,
    title: 'Review leaks monthly',
    description:
      'A thirty-minute monthly review of the largest leaks, with an owner and a date for each action, does more than an annual pricing project. What is measured and discussed every month stops leaking.',
  },
];

export const marginLeaksFaq: readonly FaqItem[] = [
  {
    question: 'What is a margin leak?',
    answer:
      'A margin leak is margin you were entitled to but did not collect: a discount nobody decided to give, a price increase that never reached the invoice, freight you paid for but did not charge, or a customer whose cost of service consumes the margin on their orders. It differs from margin pressure, which comes from the market; a leak comes from inside the business and can be fixed.',
  },
  {
    question: 'How much margin do B2B businesses typically lose to leaks?',
    answer: `It depends on how tightly prices and terms are governed, so the only reliable answer comes from your own invoice lines. As a planning figure, our ROI calculator assumes a conservative ${formatNumber(ROI_ESTIMATE, 1)}% of revenue recovered: on ${formatUsdM(LEAK_EXAMPLE_REVENUE)} of revenue that is ${formatUsd(MARGIN_RECOVERY_RATE * LEAK_EXAMPLE_REVENUE)} a year, most of which reaches operating profit.`,
  },
  {
    question: 'Which leak should we fix first?',
    answer:
      'Start with pricing leaks: they are usually the largest, they are fixed by decisions you control, and the effect shows on the next invoice. Then move to customer leaks, where changes to terms and service levels need conversations with customers and take a quarter or two.',
  },
  {
    question: 'Can we find margin leaks without new software?',
    answer:
      'Yes, for a first look. An export of invoice lines and the current price file in a spreadsheet is enough to measure price realisation and override frequency for your largest customers. The difficulty is doing it every month across every customer and product, which is where a dedicated tool pays for itself.',
  },
  {
    question: 'How quickly can leaks be detected from our data?',
    answer:
      'From a standard ERP extract, the main pricing and customer leaks can be identified within 24 to 48 hours. Confirming the cost-to-serve assumptions and agreeing the actions with the sales team usually takes another one to two weeks.',
  },
];

/** Leaks recovered in the example, in percent of revenue, up to the ROI calculator's estimate. */
const EXAMPLE_LEAKS = [0.5, 1, ROI_ESTIMATE] as const;

/** Worked example: what recovering a leak is worth; every figure is computed. */
export const leakValueExample = {
  caption: `What a recovered leak is worth on ${formatUsd(LEAK_EXAMPLE_REVENUE)} of revenue with a ${LEAK_EXAMPLE_OPERATING_MARGIN}% operating margin`,
  headers: [
    'Leak recovered',
    'Added gross profit',
    'Operating profit before',
    'Operating profit after',
    'Operating profit growth',
  ],
  rows: EXAMPLE_LEAKS.map((leak) => {
    const value = leakRecovery(LEAK_EXAMPLE_REVENUE, LEAK_EXAMPLE_OPERATING_MARGIN, leak);
    return [
      `${leak}% of revenue${leak === ROI_ESTIMATE ? ' (our ROI estimate)' : ''}`,
      formatUsd(value.addedProfit),
      formatUsd(value.operatingProfitBefore),
      formatUsd(value.operatingProfitAfter),
      formatPercent(value.operatingProfitGrowth),
    ];
  }),
};

/** The example's business and what one point of revenue recovered does, as the text says them. */
export const leakExampleText = {
  revenue: formatUsdM(LEAK_EXAMPLE_REVENUE),
  grossMargin: formatPercent(LEAK_EXAMPLE_GROSS_MARGIN, 0),
  operatingMargin: formatPercent(LEAK_EXAMPLE_OPERATING_MARGIN, 0),
  /** How much one percent of revenue recovered lifts operating profit ("a fifth"). */
  onePointGrowth: shareInWords(
    leakRecovery(LEAK_EXAMPLE_REVENUE, LEAK_EXAMPLE_OPERATING_MARGIN, 1).operatingProfitGrowth,
  ),
};
