/**
 * The Growth Hub's content list, apart from the articles: those are
 * the blog's posts, and the hub adds them from the blog plugin (see
 * src/lib/growthHub/articles.ts), so their titles live only in the posts.
 *
 * To add an article, add `blog/<date>-<slug>.mdx` with `slug`, `title`, `description` (the
 * card's excerpt), `authors` (keys of blog/authors.yml), `tags` (the first one, from
 * blog/tags.yml, is the hub category) and the truncate marker, written as an MDX comment
 * after the opening paragraphs (see the existing posts): the hub, the feeds
 * and the tag and author pages pick it up. The unit test's counts follow the specification,
 * so it says when the list no longer matches it.
 *
 * Authors here are the names of blog/authors.yml (a test checks it).
 */
import type {GrowthHubItem, GrowthKitItem, PageItem} from '@site/src/lib/growthHub/content';

const STRATEGY_TEAM = 'Commercial Strategy Team';
const ANALYTICS_TEAM = 'Margin Analytics Team';

/** The free kits, with what each holds and its download count as shown on the card. */
export const GROWTH_KITS: readonly GrowthKitItem[] = [
  {
    id: 'margin-audit-toolkit',
    type: 'growth-kit',
    slug: 'margin-audit-toolkit',
    title: 'Margin Audit Toolkit',
    excerpt:
      'Five free tools to find where margin escapes: a leak checklist, a customer profitability calculator, a pricing worksheet, a cost template and a segmentation guide.',
    category: 'Audit Tools',
    author: ANALYTICS_TEAM,
    date: '2025-02-11',
    readTime: '30 min to complete',
    includes: [
      '47-point margin leak checklist',
      'Customer profitability calculator',
      'Pricing strategy worksheet',
      'Cost structure template',
      'Customer segmentation guide',
    ],
    downloads: '847 downloads',
  },
  {
    id: 'commercial-dashboard-kit',
    type: 'growth-kit',
    slug: 'commercial-dashboard-kit',
    title: 'Commercial Dashboard Kit',
    excerpt:
      'Board report templates, the ten KPIs worth tracking and guides to automating the monthly pack, so the numbers arrive on time and lead to decisions.',
    category: 'Dashboards',
    author: ANALYTICS_TEAM,
    date: '2025-04-22',
    readTime: '20 min to set up',
    includes: [
      'Six board report templates',
      'Business Numbers guide',
      'Reporting automation guide',
      'Performance tracking guide',
    ],
    downloads: '934 downloads',
  },
];

/** Guides, educational hubs and question pages: each is a page at `/{slug}`. */
export const GROWTH_HUB_PAGES: readonly PageItem[] = [
  {
    id: 'commercial-intelligence-guide',
    type: 'guide',
    slug: 'commercial-intelligence-guide',
    title: 'The Complete Guide to Commercial Intelligence',
    excerpt:
      'What commercial intelligence is, what it finds in ERP data, and a four-week plan to put it to work in a distribution or manufacturing business.',
    category: 'Foundation',
    author: STRATEGY_TEAM,
    date: '2025-01-21',
    readTime: '15 min read',
  },
  {
    id: 'customer-profitability-guide',
    type: 'guide',
    slug: 'customer-profitability-guide',
    title: 'Customer Profitability Analysis Guide',
    excerpt:
      'Calculate what each customer really earns you once cost to serve is counted, in four steps with formulas, benchmarks and the mistakes to avoid.',
    category: 'Analytics',
    author: ANALYTICS_TEAM,
    date: '2025-03-18',
    readTime: '14 min read',
  },
  {
    id: 'margin-leaks-guide',
    type: 'guide',
    slug: 'margin-leaks-guide',
    title: 'Margin Leaks: Detection and Prevention Guide',
    excerpt:
      'The four kinds of margin leak, what each costs, how to detect them in your order data and the controls that stop them coming back.',
    category: 'Problem Solving',
    author: STRATEGY_TEAM,
    date: '2025-02-25',
    readTime: '12 min read',
  },
  {
    id: 'commercial-intelligence-101',
    type: 'educational-hub',
    slug: 'commercial-intelligence-101',
    title: 'Commercial Intelligence 101',
    excerpt:
      'Four short learning modules, from the basics of margin analysis to pricing decisions, for leaders who want the foundations before the tools.',
    category: 'Foundation',
    author: STRATEGY_TEAM,
    date: '2025-01-14',
    readTime: '4 modules, 45 min',
  },
  {
    id: 'industry-use-cases',
    type: 'educational-hub',
    slug: 'industry-use-cases',
    title: 'Industry Use Cases',
    excerpt:
      'How manufacturers, distributors and wholesalers use commercial intelligence, with the problems each faces and a four-step roadmap to results.',
    category: 'Industry Solutions',
    author: STRATEGY_TEAM,
    date: '2025-04-01',
    readTime: '10 min read',
  },
  {
    id: 'what-causes-margin-leaks',
    type: 'question-content',
    slug: 'what-causes-margin-leaks',
    title: 'What Causes Margin Leaks?',
    excerpt:
      'The pricing, operational and customer causes of margin leaks, ranked by risk, with the figures to watch and four steps to take this month.',
    category: 'Problem Solving',
    author: ANALYTICS_TEAM,
    date: '2025-05-06',
    readTime: '8 min read',
  },
  {
    id: 'pricing-strategy-distributors',
    type: 'question-content',
    slug: 'pricing-strategy-distributors',
    title: 'What Pricing Strategy Works Best for Distributors?',
    excerpt:
      'Three pricing strategies that suit distribution, a four-phase roadmap, six metrics with targets and a 30-day plan to start.',
    category: 'Strategy',
    author: STRATEGY_TEAM,
    date: '2025-05-20',
    readTime: '11 min read',
  },
];

/** Every hub item that is not a blog post. */
export const GROWTH_HUB_STATIC_ITEMS: readonly GrowthHubItem[] = [
  ...GROWTH_HUB_PAGES,
  ...GROWTH_KITS,
];
