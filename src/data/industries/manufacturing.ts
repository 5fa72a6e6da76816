import {site} from '@site/src/config/site';
import {ROI_CALCULATOR, businessNumbers, industryUseCases} from './resources';
import {counted} from './counted';
import type {Industry} from './types';

const product = site.productName;

/**
 * The manufacturing page. The specification shows its challenges, three capabilities, six
 * metrics (four figures plus the manufacturing benchmarks for gross margin and quote
 * conversion) and a case study; the types and the 4-step process complete it with sections of
 * the kind the other industry pages have.
 */
export const manufacturing: Industry = {
  slug: 'manufacturing',
  name: 'Manufacturing',
  audience: 'Manufacturers',
  seo: {
    title: 'Commercial Intelligence for Manufacturers',
    description:
      'Find the margin lost to cost variance, stale quotes and costly customers. Commercial intelligence for manufacturers: true product, job and customer margins from your ERP data.',
    keywords: [
      'manufacturing commercial intelligence',
      'manufacturing margin analysis',
      'product profitability',
      'cost variance',
      'quote pricing for manufacturers',
      'OEE',
    ],
  },
  hero: {
    title: 'Commercial Intelligence for Manufacturers',
    lead: `Your ERP already knows what every job really cost. ${product} turns those extracts into true margins by product, customer and quote, so you can reprice, re-quote and refill capacity before variance eats the profit.`,
    stats: [
      {value: '24-48 hrs', label: 'to the first margin-leak findings once your data is in'},
      {value: '25-35%', label: 'typical manufacturing gross margin: see where you sit'},
      {value: '85%+', label: 'OEE to aim for on the lines that set your capacity'},
    ],
  },
  ctas: {
    demo: 'See Manufacturing Demo',
    consultation: 'Book Manufacturing Consultation',
    audit: 'Book Manufacturing Audit',
  },
  challenges: counted(
    {
      eyebrow: 'The challenge',
      title: 'Where manufacturers lose margin',
      intro:
        'Standard costs, blended reports and busy estimators hide the same {count} leaks in almost every plant.',
      items: [
        {
          title: 'Hidden cost variance',
          description:
            'Material, labour and scrap variances are booked to overhead, so standard costs look fine while the real margin on each job keeps falling.',
          impact: 'Critical',
        },
        {
          title: 'Quotes priced on stale costs',
          description:
            'Estimators quote from cost rolls that are months old. When raw-material prices move, every new order locks in a thinner margin.',
          impact: 'High',
        },
        {
          title: 'Customers who cost more than they pay',
          description:
            'Short runs, rush changeovers, special packaging and long payment terms turn some large accounts into loss-makers that revenue reports never flag.',
          impact: 'High',
        },
        {
          title: 'Capacity spent on low-margin work',
          description:
            'Machine hours go to whatever was ordered, not to what earns most per hour, so the bottleneck line fills with the least profitable products.',
          impact: 'Medium',
        },
      ],
    },
    'items',
  ),
  solutions: counted(
    {
      eyebrow: 'The solution',
      title: '{Count} capabilities built for manufacturing',
      intro: `${product} joins your production, purchasing and sales data and shows what each product, job and customer really earns.`,
      items: [
        {
          icon: 'cost',
          title: 'True product and job costing',
          description:
            'Compares what each product and job actually cost with its standard, line by line, and shows where the difference went.',
          features: [
            'Material, labour and overhead variance by product',
            'Scrap and rework traced to the jobs that caused them',
            'An alert when actual cost drifts from standard',
          ],
        },
        {
          icon: 'quote',
          title: 'Margin-safe quoting',
          description:
            'Checks every quote against current costs and your margin rules before it goes out, and routes the exceptions for approval.',
          features: [
            'Quote margin checked against current material costs',
            'Approval rules for prices below your margin floor',
            'Win rate and margin tracked by product family',
          ],
        },
        {
          icon: 'profit',
          title: 'Customer and product profitability',
          description:
            'Ranks customers and products by the profit they leave after the cost to serve them, so you know which to grow, reprice or exit.',
          features: [
            'Cost to serve including changeovers, freight and terms',
            'Contribution per machine hour on constrained lines',
            'A monthly action alert with the money at stake',
          ],
        },
      ],
    },
    'items',
  ),
  metrics: counted(
    {
      eyebrow: 'What good looks like',
      title: '{Count} manufacturing metrics with targets',
      intro: `The figures ${product} tracks for every plant, product family and customer, against the targets that separate healthy manufacturers from the rest.`,
      items: [
        {
          metric: 'Overall equipment effectiveness (OEE)',
          calculation: 'Availability × performance × quality, on the lines that limit your output.',
          target: 'Above 85%',
        },
        {
          metric: 'Material variance',
          calculation: 'Actual material cost less standard, as a share of standard material cost.',
          target: 'Below 5%',
        },
        {
          metric: 'Cost of quality',
          calculation: 'Scrap, rework, returns and warranty claims as a share of revenue.',
          target: 'Below 2%',
        },
        {
          metric: 'Inventory turns',
          calculation: 'Cost of goods sold divided by the average value of inventory, per year.',
          target: 'Above 12x a year',
        },
        {
          metric: 'Gross margin',
          calculation: 'Revenue less cost of goods sold, as a share of revenue.',
          target: '25-35% typical',
        },
        {
          metric: 'Quote conversion',
          calculation: 'Quotes won as a share of quotes issued, by value.',
          target: '15-25% typical',
        },
      ],
    },
    'items',
  ),
  extras: [
    {
      kind: 'types',
      id: 'manufacturing-types',
      eyebrow: 'Who it is for',
      title: 'Built for the way you make things',
      intro:
        'Margin leaks in different places depending on how you manufacture. These are the patterns we see most.',
      types: [
        {
          type: 'Discrete and assembly',
          challenges: [
            'Bills of materials with hundreds of parts',
            'Engineering changes that never reach the price list',
          ],
          solutions: [
            'Cost roll-ups checked against actual purchase prices',
            'A margin alert when a component cost moves',
          ],
        },
        {
          type: 'Process and batch',
          challenges: [
            'Yield loss and overfill hidden in averages',
            'Energy and raw-material prices that move every week',
          ],
          solutions: [
            'Yield variance by batch, line and product',
            'Price reviews triggered by input-cost movements',
          ],
        },
        {
          type: 'Make-to-order and engineered products',
          challenges: [
            'Every quote is a new cost estimate',
            'Overruns discovered only after the invoice',
          ],
          solutions: [
            'Estimate against actual cost for every job',
            'Quote approval rules based on real job history',
          ],
        },
        {
          type: 'Contract manufacturing',
          challenges: [
            'Customer-supplied materials blur the true cost',
            'Long agreements with no price-adjustment trigger',
          ],
          solutions: [
            'Contribution by customer and by contract',
            'Evidence for index-linked price clauses',
          ],
        },
      ],
    },
    counted(
      {
        kind: 'phases',
        id: 'process',
        eyebrow: 'How it works',
        title: 'From ERP data to better margins in {count} steps',
        intro:
          'A manufacturing rollout follows {count} steps. Your team spends a few hours a week on it; we do the modelling.',
        phases: [
          {
            phase: 'Data integration',
            duration: '2-3 weeks',
            activities: [
              'Extract sales, production, purchasing and cost data from your ERP',
              'Map products, routings, plants and customers',
              'Reconcile the totals with your management accounts',
            ],
          },
          {
            phase: 'Cost model setup',
            duration: '3-4 weeks',
            activities: [
              'Build the true cost of each product from materials, labour and overhead',
              'Agree the cost-to-serve drivers with finance',
              'Set margin floors and quote approval rules',
            ],
          },
          {
            phase: 'Dashboard creation',
            duration: '2-3 weeks',
            activities: [
              'Product, customer and plant margin dashboards',
              'Variance and OEE views for operations',
              'A board report laid out with your finance director',
            ],
          },
          {
            phase: 'Training and optimisation',
            duration: '2-4 weeks',
            activities: [
              'Train the commercial, estimating and finance teams',
              'Act on the first prioritised margin actions',
              'Tune the alerts until each one is worth acting on',
            ],
          },
        ],
      },
      'phases',
    ),
  ],
  story: {
    eyebrow: 'Success story',
    title: 'How a components maker won back five points of margin',
    intro:
      'An illustrative example: a composite of the results manufacturers typically see, not a named client.',
    company: 'A precision components manufacturer',
    profile: '$38M revenue, two plants, about 1,200 active products',
    challenge:
      'Gross margin had slid from 31% to 24% in three years while revenue grew. Standard costs had not been rolled for 18 months, and the largest customer was ordering in ever smaller batches.',
    solution: `${product} joined three years of job, purchasing and invoice data, re-costed every product at actual cost, and flagged the quotes and customers below the margin floor.`,
    results: [
      'Gross margin back to 29% within two quarters',
      '14 products repriced and 3 discontinued',
      'Minimum batch sizes agreed with the largest customer',
      'Material variance held below 5%',
    ],
  },
  resources: {
    eyebrow: 'Keep reading',
    title: 'Resources for manufacturers',
    intro: 'Work out the numbers for your own business before you talk to anyone.',
    items: [
      ROI_CALCULATOR,
      industryUseCases('manufacturers, distributors and wholesalers'),
      businessNumbers(['gross-margin-per-product', 'breakeven-price']),
    ],
  },
  closing: {
    title: 'Find out what your margins really are',
    text: 'A commercial strategist will walk you through where manufacturers like you usually lose margin, and what your own ERP data would show.',
  },
};
