import {site} from '@site/src/config/site';
import {ROI_CALCULATOR, businessNumbers, industryUseCases} from './resources';
import {counted} from './counted';
import type {Industry} from './types';

const product = site.productName;

/** The success story's average project margin, in percent, before and after. */
const PROJECT_MARGIN = {before: 9, after: 14} as const;

/** The construction page: the four construction targets, the 4-phase framework, the 30-day plan. */
export const construction: Industry = {
  slug: 'construction',
  name: 'Construction',
  audience: 'Construction companies',
  seo: {
    title: 'Commercial Intelligence for Construction Companies',
    description:
      'Protect project margin from estimate to completion. Commercial intelligence for construction firms: cost variance, change orders, equipment utilisation and a 30-day plan.',
    keywords: [
      'construction commercial intelligence',
      'construction project margin',
      'construction cost control',
      'change order management',
      'equipment utilisation',
      'estimate against actual',
    ],
  },
  hero: {
    title: 'Commercial Intelligence for Construction Companies',
    lead: `Margin in construction is won at the estimate and lost on site. ${product} connects estimates, job costs and change orders so you see which projects, clients and trades make money while there is still time to act.`,
    stats: [
      {value: '30 days', label: 'from first assessment to an optimised cost-control routine'},
      {value: '24-48 hrs', label: 'to the first margin-leak findings once your data is in'},
      {value: '15%+', label: 'project margin to aim for on every job'},
    ],
  },
  ctas: {
    demo: 'See Construction Demo',
    consultation: 'Book Construction Consultation',
    audit: 'Book Construction Audit',
  },
  challenges: {
    eyebrow: 'The challenge',
    title: 'Where construction companies lose margin',
    intro:
      'Most projects are priced well enough. The margin goes in the months between the estimate and the final account.',
    items: [
      {
        title: 'Estimates that miss the actual cost',
        description:
          'Bids are built on rates from past jobs that nobody has checked against what those jobs really cost.',
        impact: 'Critical',
      },
      {
        title: 'Change orders priced late, or never',
        description:
          'Variations are agreed on site and priced afterwards, if at all, and each one chips away at the project margin.',
        impact: 'High',
      },
      {
        title: 'Overruns found too late',
        description:
          'Job-cost reports arrive weeks after month-end, by which time the overrun is built in and the client has been invoiced.',
        impact: 'High',
      },
      {
        title: 'Idle and under-used equipment',
        description:
          'Plant stands idle on one site while another hires in, and the cost lands in overhead instead of on the job.',
        impact: 'Medium',
      },
    ],
  },
  solutions: {
    eyebrow: 'The solution',
    title: 'What construction companies get',
    intro: `${product} reads your estimates, job costs, change orders and invoices, and tells you each month which projects need attention and why.`,
    items: [
      {
        icon: 'estimate',
        title: 'Estimate against actual',
        description:
          'Compares every estimate line with the cost actually booked, so the next bid is priced on real rates.',
        features: [
          'Variance by trade, cost code and project manager',
          'A rate library updated from completed jobs',
          'Bid margin checked before submission',
        ],
      },
      {
        icon: 'changes',
        title: 'Change order control',
        description:
          'Follows every variation from request to invoice and flags the work done but not yet billed.',
        features: [
          'Change order frequency and value by project',
          'Unbilled variations listed every week',
          'The margin effect of each change',
        ],
      },
      {
        icon: 'projects',
        title: 'Project and equipment profitability',
        description:
          'Shows live margin by project and client, and how hard each piece of plant works.',
        features: [
          'Cost variance alerts before month-end',
          'Equipment utilisation by site',
          'Client profitability across all their projects',
        ],
      },
    ],
  },
  metrics: counted(
    {
      eyebrow: 'What good looks like',
      title: '{Count} construction metrics with targets',
      intro: `The measures ${product} tracks on every live project, against the targets of a well-run contractor.`,
      items: [
        {
          metric: 'Project margin',
          calculation: 'Contract value less all project costs, as a share of contract value.',
          target: 'Above 15%',
        },
        {
          metric: 'Cost variance',
          calculation: 'Actual cost against budget, as a share of budget, at completion.',
          target: 'Below 10%',
        },
        {
          metric: 'Equipment utilisation',
          calculation: 'Hours in productive use as a share of the hours available.',
          target: 'Above 75%',
        },
        {
          metric: 'Change order frequency',
          calculation: 'Share of contract line items changed by a variation after award.',
          target: 'Below 15%',
        },
      ],
    },
    'items',
  ),
  extras: [
    counted(
      {
        kind: 'framework',
        id: 'cost-control-framework',
        eyebrow: 'Cost-control framework',
        title: '{Count} phases of cost control',
        intro:
          'Margin is protected at every stage of a project, not only at the final account. Each phase has its own focus and tools.',
        phases: [
          {
            phase: 'Estimation',
            focus: 'Price the work on real costs',
            tools: [
              'A cost library built from completed jobs',
              'Bid margin check',
              'Risk allowance by trade',
            ],
          },
          {
            phase: 'Planning',
            focus: 'Set a budget the site can run to',
            tools: ['Budgets by cost code', 'Equipment schedule', 'Cash-flow forecast'],
          },
          {
            phase: 'Execution',
            focus: 'Catch variance while it can still be fixed',
            tools: [
              'Weekly cost variance alerts',
              'Change order log linked to billing',
              'Equipment utilisation tracking',
            ],
          },
          {
            phase: 'Completion',
            focus: 'Learn from every finished job',
            tools: [
              'Final margin review',
              'Estimate against actual report',
              'Client profitability update',
            ],
          },
        ],
      },
      'phases',
    ),
    {
      kind: 'phases',
      id: 'thirty-day-plan',
      eyebrow: 'Getting started',
      title: 'Your 30-day plan',
      intro:
        'A month from your first data export to a working cost-control routine, with your own numbers.',
      phases: [
        {
          phase: 'Assessment',
          duration: 'Weeks 1-2',
          activities: [
            'Export estimates, job costs, change orders and invoices',
            'Review the margin on your recently completed projects',
            'Rank clients and project types by margin',
          ],
        },
        {
          phase: 'Implementation',
          duration: 'Week 3',
          activities: [
            'Switch on cost-code budgets and variance alerts',
            'Link the change order log to billing',
            'Add the bid margin check to new estimates',
          ],
        },
        {
          phase: 'Optimisation',
          duration: 'Week 4',
          activities: [
            'Recover the first unbilled variations',
            'Update estimating rates from actual costs',
            'Agree the monthly action alert and board report',
          ],
        },
      ],
    },
  ],
  story: {
    eyebrow: 'Success story',
    title: 'How a regional contractor closed the gap between bid and final margin',
    intro:
      'An illustrative example: a composite of the results contractors typically see, not a named client.',
    company: 'A regional commercial contractor',
    profile: '$60M turnover, about 40 live projects',
    challenge: `Projects were bid at 15% margin but finished at ${PROJECT_MARGIN.before}% on average. Change orders were priced weeks after the work, and plant was hired in while the firm’s own equipment stood idle.`,
    solution: `${product} compared three years of estimates with actual job costs, logged every change order against billing, and tracked equipment utilisation by site.`,
    results: [
      `Average project margin up from ${PROJECT_MARGIN.before}% to ${PROJECT_MARGIN.after}% in a year`,
      '$610,000 of unbilled variations recovered',
      'Equipment utilisation up from 58% to 77%',
      'Cost variance held below 10% on new projects',
    ],
  },
  resources: {
    eyebrow: 'Keep reading',
    title: 'Resources for construction companies',
    intro: 'Work out the numbers for your own business before you talk to anyone.',
    items: [
      ROI_CALCULATOR,
      businessNumbers(['quote-to-cash-time', 'contribution-margin']),
      industryUseCases('businesses in other industries'),
    ],
  },
  closing: {
    title: 'Keep the margin you bid',
    text: 'A commercial strategist will walk you through where contractors like you usually lose margin, and what your own job costs would show.',
  },
};
