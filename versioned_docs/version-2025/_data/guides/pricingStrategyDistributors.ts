/** Content of /pricing-strategy-distributors. */
import {Boxes, Layers, Percent, ShieldCheck, TrendingDown, Truck, Users} from 'lucide-react';
import type {GuideCard, GuideStep, Metric, RoadmapPhase} from '@site/src/lib/guides/types';

export const pricingChallenges: readonly GuideCard[] = [
  {
    icon: Boxes,
    title: 'Too many prices to manage by hand',
    description:
      'Thousands of SKUs multiplied by hundreds of customers and contract prices give more price points than anyone can review. Most are set once and never looked at again.',
    details: [{label: 'Impact', text: 'Long-tail items drift below margin targets unnoticed'}],
  },
  {
    icon: TrendingDown,
    title: 'Supplier increases that never reach customers',
    description:
      'Suppliers raise prices several times a year. Passing each increase through to every customer, contract and quote is slow, and some accounts are always left behind.',
    details: [{label: 'Impact', text: 'Margin erodes with every cost increase that is absorbed'}],
  },
  {
    icon: Percent,
    title: 'Discounting as the default sales tool',
    description:
      'When reps are measured on volume and can set prices, a discount is the quickest way to close. Without margin in view, discounts spread from the deals that needed them to those that did not.',
    details: [{label: 'Impact', text: 'Override frequency rises and price realisation falls'}],
  },
  {
    icon: Truck,
    title: 'Cost to serve that varies by customer',
    description:
      'Two customers on the same price can cost very different amounts to serve. Pricing that ignores order size, delivery frequency and credit terms rewards the most expensive habits.',
    details: [
      {label: 'Impact', text: 'Large, demanding accounts can be loss-making after service costs'},
    ],
  },
];

export const pricingStrategies: readonly GuideCard[] = [
  {
    icon: Users,
    eyebrow: 'Strategy 1',
    title: 'Price by customer tier',
    description:
      'Group customers into tiers by profitability and strategic value, and give each tier its own price level and service package, rather than negotiating every account from scratch.',
    points: [
      'Tier 1, strategic partners: best prices, dedicated account management, profitability above 30%',
      'Tier 2, core customers: standard contract prices and service, profitability above 20%',
      'Tier 3, opportunity customers: list prices, self-service ordering, a path to move up',
    ],
  },
  {
    icon: ShieldCheck,
    eyebrow: 'Strategy 2',
    title: 'Protect margin with floors and realisation',
    description:
      'Set a minimum margin for each product group and route any price below it for approval. Then measure price realisation monthly, so the gap between agreed and invoiced prices is closed before it grows.',
    points: [
      'Floors expressed as margins, so they stay right when costs move',
      'Approval above each rep’s discount authority, not on every quote',
      'Supplier increases passed through on a fixed calendar',
    ],
  },
  {
    icon: Layers,
    eyebrow: 'Strategy 3',
    title: 'Tie volume discounts to real volume',
    description:
      'Give volume discounts for annual volume actually bought, reviewed each year, rather than for volume promised. A clear scale makes the reward visible and the threshold worth reaching.',
    points: [
      'Annual volume above $500K: 5-8% off list',
      'Above $250K: 3-5%',
      'Above $100K: 1-3%',
      'Below $100K: list price',
    ],
  },
];

export const pricingRoadmap: readonly RoadmapPhase[] = [
  {
    phase: 'Diagnose',
    duration: 'Weeks 1-2',
    activities: [
      'Extract a year of invoice lines, customers and product costs',
      'Measure price realisation and override frequency by rep and customer',
      'Rank customers by profit after cost to serve',
    ],
  },
  {
    phase: 'Design',
    duration: 'Weeks 3-4',
    activities: [
      'Assign every customer to Tier 1, 2 or 3',
      'Set margin floors by product group and a discount authority matrix',
      'Agree the volume discount scale and the pass-through calendar',
    ],
  },
  {
    phase: 'Deploy',
    duration: 'Weeks 5-8',
    activities: [
      'Brief the sales team on tiers, floors and approvals',
      'Move accounts left on old price files onto current prices',
      'Talk to unprofitable accounts about order patterns and terms',
    ],
  },
  {
    phase: 'Optimise',
    duration: 'Ongoing',
    activities: [
      'Review the six metrics monthly with sales and finance',
      'Re-tier customers each quarter as their profitability changes',
      'Adjust floors and discounts as supplier costs move',
    ],
  },
];

/** Six metrics with the edition's distribution targets. */
export const pricingMetrics: readonly Metric[] = [
  {
    metric: 'Price realisation',
    calculation: 'Net invoiced price ÷ agreed or list price × 100',
    target: 'Above 90%',
  },
  {
    metric: 'Price override frequency',
    calculation: 'Deals with a price changed by hand ÷ all deals × 100',
    target: 'Below 10%',
  },
  {
    metric: 'Tier 1 customer profitability',
    calculation: 'Profit after cost to serve ÷ net revenue, strategic partners',
    target: 'Above 30%',
  },
  {
    metric: 'Tier 2 customer profitability',
    calculation: 'Profit after cost to serve ÷ net revenue, core customers',
    target: 'Above 20%',
  },
  {
    metric: 'Volume discount effectiveness',
    calculation: 'Volume growth of customers on a volume discount, year on year',
    target: 'Above 15% volume increase',
  },
  {
    metric: 'Customer concentration',
    calculation: 'Revenue share of the top 10 customers',
    target: 'Below 25%',
  },
];

export const thirtyDayPlan: readonly GuideStep[] = [
  {
    label: 'Days 1-7',
    title: 'Get the numbers',
    description:
      'Export invoice lines, customers and product costs, and measure price realisation and override frequency for your top fifty customers.',
  },
  {
    label: 'Days 8-14',
    title: 'Find the biggest gaps',
    description:
      'List accounts below 90% realisation, products whose cost rose faster than their price, and the ten customers with the highest cost to serve.',
  },
  {
    label: 'Days 15-21',
    title: 'Set the rules',
    description:
      'Draft customer tiers, margin floors by product group and a discount authority matrix, and agree them with the sales leaders who will apply them.',
  },
  {
    label: 'Days 22-30',
    title: 'Act and measure',
    description:
      'Move the first accounts onto current prices, start approvals for prices below the floor, and set the date of the first monthly pricing review.',
  },
];
