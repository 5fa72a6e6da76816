/** Content of the educational hub /industry-use-cases. */
import {Factory, Map as MapIcon, Target, Truck, Users, Warehouse} from 'lucide-react';
import type {GuideCard, LearningModule, RoadmapPhase} from '@site/src/lib/guides/types';

export const HUB_DOC_ID = 'industry-use-cases/index';

/** The industries with a card on the hub, each linking to its industry page. */
export const HUB_INDUSTRIES = ['Manufacturing', 'Distribution', 'Wholesale'] as const;
export type HubIndustry = (typeof HUB_INDUSTRIES)[number];

/** The industry page of an industry: /{industry in lower case}-commercial-intelligence. */
export function industryPagePath(industry: HubIndustry): string {
  return `/${industry.toLowerCase()}-commercial-intelligence`;
}

export const hubBenefits: readonly GuideCard[] = [
  {
    icon: Users,
    title: 'Learn from businesses like yours',
    description:
      'Margin hides in different places in a distributor, a manufacturer, a wholesaler and a contractor. Each lesson starts from where the money goes in that industry.',
  },
  {
    icon: Target,
    title: 'Targets that fit your sector',
    description:
      'Generic benchmarks mislead. Every lesson gives the measures and targets that matter in its industry, from price realisation to material variance and change-order frequency.',
  },
  {
    icon: MapIcon,
    title: 'A roadmap you can follow',
    description:
      'The same four-step roadmap works in every industry: assess, prioritise, act and embed. The lessons show what each step looks like in practice.',
  },
];

export const industryCards: readonly (GuideCard & {readonly title: HubIndustry})[] = [
  {
    icon: Factory,
    title: 'Manufacturing',
    description:
      'Quote on true cost, track material variance and quality cost, and see which products and customers carry your margin.',
    points: [
      'Material variance below 5%',
      'Quality cost below 2%',
      'Inventory turns above 12x a year',
    ],
    link: {label: 'Manufacturing solutions', to: industryPagePath('Manufacturing')},
  },
  {
    icon: Truck,
    title: 'Distribution',
    description:
      'Hold price realisation across thousands of SKUs, tier customers by profit and make volume discounts earn their keep.',
    points: [
      'Price realisation above 90%',
      'Tier 1 profitability above 30%',
      'Territory ROI above 25%',
    ],
    link: {label: 'Distribution solutions', to: industryPagePath('Distribution')},
  },
  {
    icon: Warehouse,
    title: 'Wholesale',
    description:
      'Protect margin by channel, keep customer concentration in check and clear dead stock before it ties up more cash.',
    points: [
      'Gross margin by channel above 25%',
      'Dead stock below 5%',
      'Top 5 customers below 20% of revenue',
    ],
    link: {label: 'Wholesale solutions', to: industryPagePath('Wholesale')},
  },
];

export const hubModules: readonly LearningModule[] = [
  {
    docId: 'industry-use-cases/distribution-price-realisation',
    title: 'Distribution: Holding Price Across Thousands of SKUs',
    description:
      'Why distributors lose margin between list and invoice, how to measure price realisation, and how customer tiers and volume discounts keep it in place.',
    topics: ['Price realisation', 'Customer tiers', 'Volume discount scales'],
    readTime: 3,
    difficulty: 'Beginner',
  },
  {
    docId: 'industry-use-cases/manufacturing-true-cost-quoting',
    title: 'Manufacturing: Quoting on True Cost',
    description:
      'How standard costs drift from reality, how to compare quoted with delivered margin, and the operational measures that belong in a commercial review.',
    topics: ['Quoted versus delivered margin', 'Material variance', 'OEE and quality cost'],
    readTime: 3,
    difficulty: 'Intermediate',
  },
  {
    docId: 'industry-use-cases/wholesale-channel-margins',
    title: 'Wholesale: Channel Margins, Concentration and Dead Stock',
    description:
      'Managing thin margins across channels: margin by channel, customer concentration, dead stock and the portfolio view of return.',
    topics: ['Margin by channel', 'Customer concentration', 'Dead stock and inventory turns'],
    readTime: 3,
    difficulty: 'Intermediate',
  },
  {
    docId: 'industry-use-cases/construction-project-margin',
    title: 'Construction: Protecting Project Margin',
    description:
      'Where project margin is won and lost, from estimate to completion: cost variance, change orders, equipment utilisation and a four-phase cost-control framework.',
    topics: ['Estimate versus actual', 'Change-order control', 'Four-phase cost control'],
    readTime: 3,
    difficulty: 'Advanced',
  },
];

export const hubRoadmap: readonly RoadmapPhase[] = [
  {
    phase: 'Assess',
    duration: 'Week 1',
    activities: [
      'Export invoice lines, customers, products and costs from your ERP',
      'Measure your industry’s key metrics against their targets',
      'Review the first findings with a commercial strategist',
    ],
  },
  {
    phase: 'Prioritise',
    duration: 'Week 2',
    activities: [
      'Pick the three opportunities worth most to your business',
      'Set targets and owners for each',
      'Agree the rules: margin floors, discount authority, customer tiers',
    ],
  },
  {
    phase: 'Act',
    duration: 'Week 3',
    activities: [
      'Make the first price, terms and service changes',
      'Switch on approvals for quotes below your rules',
      'Brief the teams who carry the changes out',
    ],
  },
  {
    phase: 'Embed',
    duration: 'Ongoing',
    activities: [
      'Review the metrics and the action list every month',
      'Report recovered margin to the board',
      'Extend the approach to the next use case',
    ],
  },
];
