/**
 * The six board report templates, in the order of the cards on /board-report-templates.
 * Each is a full outline a finance team can build from: its sections in order with their page counts, what goes on
 * those pages, suggested charts and tables, and where the data comes from. The quarterly
 * review's sections also carry the fill-in lines of its plain-text template.
 */
import {capitalised, countInWords, withArticle} from '@site/src/lib/numbers/words';
import {BOARD_REPORT_SLUGS, boardReportRoute, type BoardReportSlug} from './routes';

export {BOARD_REPORT_SLUGS, boardReportRoute, type BoardReportSlug};

export interface OutlineSection {
  readonly title: string;
  /** Pages the section takes; a report's sections add up to its page count. */
  readonly pages: number;
  /** Why the section is there: the question it answers for the board. */
  readonly purpose: string;
  /** What goes on these pages. */
  readonly contents: readonly string[];
  /** Suggested charts and tables. */
  readonly visuals: readonly string[];
  /** Where the figures come from. */
  readonly sources: readonly string[];
  /** Fill-in lines of the plain-text template (the quarterly review shows these). */
  readonly prompts?: readonly string[];
}

export interface BoardReport {
  readonly slug: BoardReportSlug;
  readonly title: string;
  readonly pageCount: number;
  readonly tags: readonly string[];
  /** One or two sentences for the template card. */
  readonly summary: string;
  /** Opening paragraph of the outline page. */
  readonly intro: string;
  readonly audience: string;
  /** How often it is issued, in one word. */
  readonly frequency: 'Monthly' | 'Quarterly' | 'Annual';
  /** When it is issued, in full. */
  readonly cadence: string;
  /** Typical time to prepare it by hand, short ("2-3 days"). */
  readonly preparation: string;
  readonly sections: readonly OutlineSection[];
  /** Advice on putting it together. */
  readonly tips: readonly string[];
  readonly description: string;
  readonly keywords: readonly string[];
}

/**
 * The outlines as written: a text names its report's page count through placeholders (see
 * `withPageCount`), so the words cannot drift from `pageCount`.
 */
const OUTLINES: readonly BoardReport[] = [
  {
    slug: 'monthly-commercial-report',
    title: 'Monthly Commercial Report',
    pageCount: 12,
    tags: ['Monthly', 'Revenue', 'Margin'],
    summary:
      'The month in {pages} pages: revenue against budget, where margin was won and lost, customers, products, quotes, cash and the actions that follow.',
    intro:
      '{A pages}-page report for the board and leadership team, issued a few working days after month end. It answers three questions in order: how did we do, why, and what are we doing about it.',
    audience: 'Board and leadership team',
    frequency: 'Monthly',
    cadence: 'Monthly, by working day 5',
    preparation: '1 day',
    sections: [
      {
        title: 'Cover and headline summary',
        pages: 1,
        purpose: 'Let a director understand the month in two minutes.',
        contents: [
          'Month, version and author',
          'Three headline figures: revenue, gross margin % and gross profit, each against budget and last year',
          'The story of the month in three sentences',
          'Decisions the board is asked to take',
        ],
        visuals: ['KPI tiles with variance to budget and last year'],
        sources: ['Management accounts', 'Budget file'],
      },
      {
        title: 'Revenue and volume',
        pages: 2,
        purpose: 'Show where revenue came from and whether price, volume or mix moved it.',
        contents: [
          'Revenue by business unit or region against budget and last year',
          'Price, volume and mix bridge from last year to this month',
          'Year-to-date revenue and the full-year run rate',
        ],
        visuals: ['Waterfall (bridge) chart of price, volume and mix', 'Table by region'],
        sources: ['ERP invoice lines', 'Budget file'],
      },
      {
        title: 'Gross margin and price realisation',
        pages: 2,
        purpose: 'Show whether the prices agreed reached the invoices.',
        contents: [
          'Gross margin % over the last 13 months',
          'Price realisation: achieved price against list price',
          'Price override frequency and the ten largest overrides of the month',
        ],
        visuals: ['13-month line chart of margin %', 'Table of the largest overrides'],
        sources: ['ERP invoice lines with list price', 'Quoting system or price override log'],
      },
      {
        title: 'Customers',
        pages: 2,
        purpose: 'Show which customers drove the month and which are slipping.',
        contents: [
          'Top 20 customers by revenue and by gross profit',
          'Biggest risers and fallers against last year',
          'Customers won and lost; accounts with no order in 90 days',
          'Margin by customer tier',
        ],
        visuals: ['Scatter chart of revenue against margin % per customer', 'Tier table'],
        sources: ['ERP invoice lines', 'CRM account list'],
      },
      {
        title: 'Products and categories',
        pages: 2,
        purpose: 'Show where the range makes and loses money.',
        contents: [
          'Gross margin by category against target',
          'Lines sold below cost, with value and customer',
          'Change in sales mix and its effect on margin',
        ],
        visuals: ['Heat map of category margin by month', 'Table of below-cost lines'],
        sources: ['ERP invoice lines', 'Product master with standard costs'],
      },
      {
        title: 'Quotes and pipeline',
        pages: 1,
        purpose: 'Show what next month’s revenue looks like and at what price it is being won.',
        contents: [
          'Quotes issued, won and lost; quote conversion rate',
          'Average discount on won quotes against lost ones',
          'Pipeline coverage for next month and next quarter',
        ],
        visuals: ['Quote funnel', 'Conversion rate trend'],
        sources: ['CRM or quoting system'],
      },
      {
        title: 'Cash and working capital',
        pages: 1,
        purpose: 'Show whether profit is turning into cash.',
        contents: [
          'Days sales outstanding against last month and terms',
          'Overdue debt by age band and the ten largest overdue accounts',
          'Stock days and slow-moving stock value',
        ],
        visuals: ['Stacked bar of aged debt', 'DSO trend line'],
        sources: ['Sales ledger', 'Stock ledger'],
      },
      {
        title: 'Actions, risks and decisions',
        pages: 1,
        purpose: 'Turn the report into decisions and follow them up.',
        contents: [
          'Last month’s actions with owner, status and value delivered',
          'New margin leaks found, with estimated annual value',
          'Top risks for next month and decisions requested',
        ],
        visuals: ['Action log table with red, amber and green status'],
        sources: ['Action log', 'Commentary from sales and finance leads'],
      },
    ],
    tips: [
      'Write the headline page last, once the story of the month is clear.',
      'Use the same page order every month so directors know where to look.',
      'Comment on variances above an agreed threshold only, for example 5% or $10,000.',
      'Keep one set of KPI definitions and print it in the appendix once a year.',
    ],
    description:
      '{A n}-page monthly commercial report outline for B2B boards: revenue, margin, price realisation, customers, products, quotes, cash and actions, page by page.',
    keywords: [
      'monthly commercial report',
      'board report template',
      'monthly board pack',
      'margin report',
    ],
  },
  {
    slug: 'quarterly-business-review',
    title: 'Quarterly Business Review',
    pageCount: 18,
    tags: ['Quarterly', 'Strategy', 'Board pack'],
    summary:
      '{A pages}-page review of the quarter against plan: scorecard, growth, margin, customers, operations, cash, strategic initiatives and next quarter’s priorities.',
    intro:
      '{A pages}-page review for the board, and for investors or lenders where they attend. It steps back from the month to ask whether the business is on course for its plan, and what must change next quarter.',
    audience: 'Board, investors and lenders',
    frequency: 'Quarterly',
    cadence: 'Quarterly, within three weeks of quarter end',
    preparation: '2-3 days',
    sections: [
      {
        title: 'Cover, agenda and executive summary',
        pages: 2,
        purpose: 'Give the board the quarter’s story and the decisions it must take.',
        contents: [
          'Agenda and contents',
          'The quarter in five points',
          'Performance against plan in one table',
          'Decisions the board is asked to take',
        ],
        visuals: ['Summary table: quarter actual, plan and last year'],
        sources: ['Management accounts', 'Annual plan'],
        prompts: [
          'The quarter in five points:',
          '  1. ____',
          '  2. ____',
          '  3. ____',
          '  4. ____',
          '  5. ____',
          'Revenue: $____ against plan $____ (____%) and last year $____',
          'Gross margin: ____% against plan ____%',
          'Decisions requested: ____',
        ],
      },
      {
        title: 'Quarter scorecard',
        pages: 2,
        purpose: 'Show the five to seven core KPIs against plan, with their trend.',
        contents: [
          'Each core KPI for the quarter, the plan, last quarter and the same quarter last year',
          'Red, amber or green status with a one-line reason',
          'Trend over the last five quarters',
        ],
        visuals: ['Scorecard table with status colours', 'Small trend chart per KPI'],
        sources: ['KPI model or reporting workbook'],
        prompts: [
          'KPI | Quarter | Plan | Last quarter | Same quarter last year | Status | Reason',
          '____ | ____ | ____ | ____ | ____ | R/A/G | ____',
          '(one line per core KPI, five to seven in all)',
        ],
      },
      {
        title: 'Revenue and growth',
        pages: 3,
        purpose: 'Explain where growth came from and whether it will last.',
        contents: [
          'Revenue by segment, region and channel against plan',
          'Price, volume and mix bridge against the same quarter last year',
          'Net revenue retention and revenue from new customers',
          'Price increases achieved against those planned',
        ],
        visuals: ['Bridge chart', 'Revenue by segment stacked bars', 'Retention table'],
        sources: ['ERP invoice lines', 'CRM', 'Annual plan'],
        prompts: [
          'Revenue by segment: ____',
          'Bridge from the same quarter last year: price $____, volume $____, mix $____',
          'Net revenue retention: ____%   New-customer revenue: $____',
          'Price increases: planned ____%, achieved ____%',
        ],
      },
      {
        title: 'Margin and profitability',
        pages: 3,
        purpose: 'Show whether growth is profitable and where margin leaked.',
        contents: [
          'Gross margin by quarter over two years',
          'Margin bridge: price, cost, mix, discounts and rebates',
          'Profitability by customer tier',
          'Products and customers below target margin, with actions',
        ],
        visuals: ['Margin bridge', 'Tier profitability table', 'Quarterly margin trend'],
        sources: ['ERP invoice lines', 'Product costs', 'Rebate agreements'],
        prompts: [
          'Gross margin: ____% (plan ____%, last year ____%)',
          'Margin bridge: price ____ pts, cost ____ pts, mix ____ pts, discounts ____ pts',
          'Customers below target margin: ____ (value at stake $____)',
          'Actions agreed: ____',
        ],
      },
      {
        title: 'Customers and market',
        pages: 2,
        purpose: 'Show the health of the customer base and what competitors are doing.',
        contents: [
          'Customers won and lost, and why',
          'Concentration: share of revenue from the ten largest customers',
          'Customer satisfaction or complaint trend, where measured',
          'Competitor pricing and market moves',
        ],
        visuals: ['Wins and losses table', 'Concentration bar'],
        sources: ['CRM', 'Customer survey', 'Sales team market notes'],
        prompts: [
          'Customers won: ____   Customers lost: ____ (reasons: ____)',
          'Top ten customers’ share of revenue: ____%',
          'Customer satisfaction: ____',
          'Market and competitor moves: ____',
        ],
      },
      {
        title: 'Operations and cost to serve',
        pages: 2,
        purpose: 'Show what it costs to serve customers and whether service held up.',
        contents: [
          'Cost to serve per order and per customer tier',
          'Delivery performance: on time and in full',
          'Share of small orders and their margin',
          'Headcount and productivity',
        ],
        visuals: ['Cost-to-serve by tier bars', 'Delivery performance trend'],
        sources: ['Warehouse and transport systems', 'Payroll', 'ERP order lines'],
        prompts: [
          'Cost to serve per order: $____ (last quarter $____)',
          'On time in full: ____%',
          'Orders below the minimum order value: ____% of orders, margin ____%',
          'Headcount: ____   Revenue per head: $____',
        ],
      },
      {
        title: 'Cash, balance sheet and forecast',
        pages: 2,
        purpose: 'Show cash generation and where the year will land.',
        contents: [
          'Operating cash flow and cash conversion',
          'Days sales outstanding, stock days and creditor days',
          'Full-year forecast against plan, with the main changes since last quarter',
          'Forecast accuracy of the last quarter',
        ],
        visuals: ['Cash bridge', 'Working capital table', 'Forecast against plan chart'],
        sources: ['Management accounts', 'Sales and stock ledgers', 'Forecast model'],
        prompts: [
          'Operating cash flow: $____   Cash conversion: ____%',
          'DSO ____ days   Stock days ____   Creditor days ____',
          'Full-year forecast: revenue $____, gross profit $____, against plan $____ / $____',
          'Last quarter’s forecast accuracy: ____%',
        ],
      },
      {
        title: 'Strategic initiatives',
        pages: 1,
        purpose: 'Show whether the plan’s initiatives are delivering.',
        contents: [
          'Each initiative with owner, milestone due, status and value delivered to date',
          'Initiatives at risk and what is needed to recover them',
        ],
        visuals: ['Initiative tracker table'],
        sources: ['Programme or project log'],
        prompts: [
          'Initiative | Owner | Milestone due | Status | Value to date',
          '____ | ____ | ____ | R/A/G | $____',
        ],
      },
      {
        title: 'Next quarter: priorities and decisions',
        pages: 1,
        purpose: 'Agree what the business will focus on next and what it needs from the board.',
        contents: [
          'Three to five priorities for next quarter with measurable targets',
          'Top risks and mitigations',
          'Decisions and approvals requested',
        ],
        visuals: ['Priority list with targets and owners'],
        sources: ['Leadership team', 'Risk register'],
        prompts: [
          'Priorities for next quarter (target, owner):',
          '  1. ____',
          '  2. ____',
          '  3. ____',
          'Top risks: ____',
          'Decisions requested from the board: ____',
        ],
      },
    ],
    tips: [
      'Agree the five to seven scorecard KPIs with the board once, and keep them for the year.',
      'Send the pack at least three working days before the meeting.',
      'Lead with the executive summary; put detail tables in an appendix.',
      'Close every section with the action it calls for, not only the numbers.',
    ],
    description:
      '{A n}-page quarterly business review outline with a copyable plain-text template: scorecard, growth, margin, customers, operations, cash and priorities.',
    keywords: [
      'quarterly business review',
      'QBR template',
      'board pack template',
      'quarterly board report',
    ],
  },
  {
    slug: 'customer-profitability-board-report',
    title: 'Customer Profitability Board Report',
    pageCount: 8,
    tags: ['Customers', 'Profitability', 'Cost to serve'],
    summary:
      '{Pages} pages on which customers make money and which cost it: tiers, cost to serve, the accounts to fix and the decisions to take.',
    intro:
      '{A pages}-page report that shows the board profit by customer rather than by product. Calculate it monthly for your top 20% of customers and quarterly for the whole list.',
    audience: 'Board and commercial director',
    frequency: 'Quarterly',
    cadence: 'Quarterly; monthly for the top 20% of customers',
    preparation: '1 day',
    sections: [
      {
        title: 'Summary',
        pages: 1,
        purpose: 'Show in one page how concentrated profit is and what will be done about it.',
        contents: [
          'Share of customers that are profitable after cost to serve',
          'Share of gross profit earned by the top 20% of customers',
          'Total margin at stake in unprofitable accounts',
          'Headline actions and the decisions requested',
        ],
        visuals: ['KPI tiles', 'Whale curve thumbnail'],
        sources: ['Customer profitability model'],
      },
      {
        title: 'Profitability by tier',
        pages: 2,
        purpose: 'Rank customers and compare each tier with what good looks like.',
        contents: [
          'Customers ranked by profit and split into top 20%, middle 60% and bottom 20%',
          'Margin of each tier against the benchmarks: 30-50%, 15-30% and 5-15%',
          'Movement of customers between tiers since last quarter',
        ],
        visuals: [
          'Whale curve of cumulative profit against customers',
          'Tier table with revenue, profit and margin',
        ],
        sources: ['ERP invoice lines', 'Product costs', 'Rebate agreements'],
      },
      {
        title: 'Cost to serve',
        pages: 2,
        purpose: 'Show what serving each customer really costs beyond the goods.',
        contents: [
          'Cost-to-serve components: delivery, order handling, service hours, credit terms, returns and rebates',
          'Service cost ratio per tier, against a target below 10% of revenue',
          'Customers whose service cost ratio is above target',
        ],
        visuals: ['Stacked bars of cost-to-serve components per tier', 'Outlier table'],
        sources: ['Transport costs', 'Customer service time logs', 'Credit notes', 'Sales ledger'],
      },
      {
        title: 'Accounts to fix',
        pages: 2,
        purpose: 'Name the accounts losing money and why.',
        contents: [
          'The 20 least profitable accounts with the main cause: discount depth, small orders, returns, payment terms or service load',
          'For each, the proposed action: reprice, minimum order value, delivery charge, new terms or exit',
          'Estimated annual margin gain per action',
        ],
        visuals: ['Action table sorted by margin gain'],
        sources: ['Customer profitability model', 'Account managers’ notes'],
      },
      {
        title: 'Decisions and follow-up',
        pages: 1,
        purpose: 'Get agreement and track results from the last report.',
        contents: [
          'Price and terms changes for approval, with owner and date',
          'Results of changes agreed last quarter',
          'Customers to watch next quarter',
        ],
        visuals: ['Decision log table'],
        sources: ['Action log'],
      },
    ],
    tips: [
      'Agree with sales how cost to serve is allocated before the first report, not after.',
      'Show profit in dollars as well as margin %, so small accounts are not over-weighted.',
      'Review the bottom 20% with account managers before the board sees the list.',
    ],
    description:
      '{A n}-page customer profitability board report outline: profit by customer tier, cost to serve, accounts to fix and the decisions to take.',
    keywords: [
      'customer profitability report',
      'cost to serve analysis',
      'customer profitability board report',
      'whale curve',
    ],
  },
  {
    slug: 'sales-performance-dashboard',
    title: 'Sales Performance Dashboard',
    pageCount: 6,
    tags: ['Sales', 'Pipeline', 'Pricing discipline'],
    summary:
      '{Pages} pages for sales leadership and the board pack: targets, territories, pipeline, pricing discipline, customers and the forecast.',
    intro:
      '{A pages}-page dashboard for the sales director to present to the board, and a weekly version for the sales team. It puts margin beside revenue, so the team is measured on profitable sales, not just volume.',
    audience: 'Sales leadership; appendix of the board pack',
    frequency: 'Monthly',
    cadence: 'Monthly for the board, weekly for the sales team',
    preparation: 'Half a day',
    sections: [
      {
        title: 'Scorecard',
        pages: 1,
        purpose: 'Show the team’s results against target on one page.',
        contents: [
          'Revenue and gross profit against target, month and year to date',
          'Quote conversion rate and average order value',
          'Price override frequency',
        ],
        visuals: ['KPI tiles with target and trend'],
        sources: ['ERP invoice lines', 'CRM', 'Sales targets'],
      },
      {
        title: 'Team and territory',
        pages: 1,
        purpose: 'Compare people and territories on profit as well as sales.',
        contents: [
          'Revenue, gross margin % and average discount for each salesperson or territory',
          'Change against last month and last year',
        ],
        visuals: ['Table with conditional formatting', 'Bar chart of margin by territory'],
        sources: ['ERP invoice lines with salesperson', 'Territory list'],
      },
      {
        title: 'Pipeline and quotes',
        pages: 1,
        purpose: 'Show whether there is enough business coming to hit target.',
        contents: [
          'Pipeline value and coverage against next quarter’s target',
          'Conversion by stage, win rate and average days to close',
          'Quote-to-cash time',
        ],
        visuals: ['Pipeline funnel', 'Stage conversion table'],
        sources: ['CRM', 'Quoting system'],
      },
      {
        title: 'Pricing discipline',
        pages: 1,
        purpose: 'Show how far prices move during the sale.',
        contents: [
          'Override frequency against the healthy range of 10-20%',
          'Spread of discounts given, by size of deal',
          'Deals closed below the floor price, with approver',
        ],
        visuals: ['Discount distribution histogram', 'Table of below-floor deals'],
        sources: ['Quoting system', 'Price override log'],
      },
      {
        title: 'Customers',
        pages: 1,
        purpose: 'Show where the next growth and the next losses will come from.',
        contents: [
          'New accounts opened and their first orders',
          'Accounts growing fastest',
          'Accounts at risk: no order for 90 days or margin below 10%',
        ],
        visuals: ['Lists of new, growing and at-risk accounts'],
        sources: ['ERP invoice lines', 'CRM'],
      },
      {
        title: 'Forecast and actions',
        pages: 1,
        purpose: 'Commit to a number and the actions behind it.',
        contents: [
          'Forecast for next month and quarter, with last period’s forecast accuracy',
          'Actions per team with owner and date',
        ],
        visuals: ['Forecast against target chart', 'Action list'],
        sources: ['Forecast submissions', 'Action log'],
      },
    ],
    tips: [
      'Rank salespeople by gross profit, not revenue: it changes the conversation.',
      'Show the weekly version on one screen; keep the board version to {pages} pages.',
      'Agree the floor price and who may approve below it before you report on it.',
    ],
    description:
      '{A n}-page sales performance dashboard outline: targets, territories, pipeline, pricing discipline, customers and forecast, with margin beside revenue.',
    keywords: [
      'sales performance dashboard',
      'sales KPI dashboard',
      'sales board report',
      'pricing discipline',
    ],
  },
  {
    slug: 'financial-performance-summary',
    title: 'Financial Performance Summary',
    pageCount: 10,
    tags: ['Finance', 'Profit and loss', 'Cash'],
    summary:
      '{Pages} pages of the financial picture: profit and loss against budget, gross margin, overheads, cash, balance sheet and the full-year outlook.',
    intro:
      '{A pages}-page financial summary for the board and lenders, prepared after each month-end close. It sits beside the commercial report: this one says what the numbers are, that one says why.',
    audience: 'Board, lenders and auditors',
    frequency: 'Monthly',
    cadence: 'Monthly, after the close',
    preparation: '1 day',
    sections: [
      {
        title: 'Summary',
        pages: 1,
        purpose: 'State the financial position in one page.',
        contents: [
          'Revenue, gross profit, EBITDA and net profit against budget and last year',
          'Cash position and covenant headroom',
          'Key messages and any restatements',
        ],
        visuals: ['Summary table', 'KPI tiles'],
        sources: ['Management accounts', 'Bank statements', 'Facility agreement'],
      },
      {
        title: 'Profit and loss',
        pages: 2,
        purpose: 'Show the profit and loss in detail with explained variances.',
        contents: [
          'Profit and loss for the month and year to date against budget and last year',
          'Commentary on every variance above the agreed threshold',
          'EBITDA bridge from budget to actual',
        ],
        visuals: ['Profit and loss table', 'EBITDA bridge chart'],
        sources: ['General ledger', 'Budget file'],
      },
      {
        title: 'Gross margin analysis',
        pages: 2,
        purpose: 'Explain the movement in gross margin.',
        contents: [
          'Gross margin by business unit and category',
          'Price, cost and mix effects',
          'Contribution margin after variable selling and delivery costs',
        ],
        visuals: ['Margin bridge', 'Contribution table by business unit'],
        sources: ['ERP invoice lines', 'Product costs', 'General ledger'],
      },
      {
        title: 'Overheads',
        pages: 1,
        purpose: 'Show whether fixed costs are under control.',
        contents: [
          'Overheads by department against budget',
          'Headcount and payroll cost against plan',
          'One-off costs separated from running costs',
        ],
        visuals: ['Overheads table', 'Headcount trend'],
        sources: ['General ledger', 'Payroll'],
      },
      {
        title: 'Cash flow and working capital',
        pages: 2,
        purpose: 'Show where cash went and what is coming.',
        contents: [
          'Cash flow statement for the month and year to date',
          '13-week cash forecast',
          'Days sales outstanding, stock days and creditor days against target',
        ],
        visuals: ['Cash bridge', '13-week cash line chart', 'Working capital table'],
        sources: ['Bank statements', 'Sales, purchase and stock ledgers'],
      },
      {
        title: 'Balance sheet',
        pages: 1,
        purpose: 'Show the financial position at month end.',
        contents: [
          'Summary balance sheet against last month and year end',
          'Net debt and facility headroom',
        ],
        visuals: ['Balance sheet table'],
        sources: ['General ledger', 'Facility agreement'],
      },
      {
        title: 'Forecast and risks',
        pages: 1,
        purpose: 'Show where the year will land and what could change it.',
        contents: [
          'Full-year outlook against budget',
          'Upside and downside scenarios',
          'Financial risks and opportunities with estimated value',
        ],
        visuals: ['Forecast against budget table', 'Scenario chart'],
        sources: ['Forecast model', 'Risk register'],
      },
    ],
    tips: [
      'Agree the variance threshold for commentary with the board once.',
      'Reconcile the summary page to the detailed tables before sending.',
      'Keep the 13-week cash forecast rolling: add a week, drop a week.',
    ],
    description:
      '{A n}-page financial performance summary outline for boards and lenders: profit and loss, gross margin, overheads, cash flow, balance sheet and forecast.',
    keywords: [
      'financial performance summary',
      'board finance report',
      'management accounts pack',
      'monthly financial report template',
    ],
  },
  {
    slug: 'annual-strategic-review',
    title: 'Annual Strategic Review',
    pageCount: 24,
    tags: ['Annual', 'Strategy', 'Planning'],
    summary:
      '{Pages} pages to review the year and set the next: market, financial trends, customer and product portfolio, capability, initiatives and next year’s plan.',
    intro:
      '{A pages}-page review for the board’s annual strategy meeting. It looks back over three years, judges the strategy against results and sets the targets, budget and priorities for the year ahead.',
    audience: 'Board, shareholders and leadership team',
    frequency: 'Annual',
    cadence: 'Annually, before the budget is approved',
    preparation: '2-3 weeks',
    sections: [
      {
        title: 'Executive summary',
        pages: 2,
        purpose: 'Give the board the year and the proposal for next year.',
        contents: [
          'The year in review in five points',
          'Strategy scorecard: objectives set a year ago and what was achieved',
          'The proposal for next year and the decisions requested',
        ],
        visuals: ['Strategy scorecard table'],
        sources: ['Annual plan', 'Management accounts'],
      },
      {
        title: 'Market and competitive position',
        pages: 3,
        purpose: 'Show how the market moved and where the business stands in it.',
        contents: [
          'Market size and growth by segment',
          'Estimated market share and its trend',
          'Competitor moves, pricing and new entrants',
          'Changes in what customers need',
        ],
        visuals: ['Market share chart', 'Competitor comparison table'],
        sources: ['Industry reports', 'Trade association data', 'Sales team intelligence'],
      },
      {
        title: 'Financial performance over three years',
        pages: 3,
        purpose: 'Show the long-run trend behind this year’s results.',
        contents: [
          'Revenue, gross margin, EBITDA and cash over three years',
          'Revenue and profit bridges from last year',
          'Return on capital employed',
        ],
        visuals: ['Three-year trend charts', 'Profit bridge'],
        sources: ['Audited and management accounts'],
      },
      {
        title: 'Customer portfolio',
        pages: 3,
        purpose: 'Show whether the customer base is getting stronger.',
        contents: [
          'Profitability by customer tier and its change over the year',
          'Net revenue retention, churn and new customer revenue',
          'Concentration: share of the top ten customers',
          'Segments: Champions, Loyal, Potential, At Risk and New',
        ],
        visuals: ['Whale curve', 'Retention table', 'Segment chart'],
        sources: ['Customer profitability model', 'CRM', 'ERP invoice lines'],
      },
      {
        title: 'Product and pricing',
        pages: 3,
        purpose: 'Show where the range earns and whether prices held.',
        contents: [
          'Profitability by category and the long tail of slow, low-margin lines',
          'Price realisation against the target of above 90%',
          'Price increases passed through against supplier cost increases',
        ],
        visuals: ['Category profitability matrix', 'Price against cost index chart'],
        sources: ['ERP invoice lines', 'Product costs', 'Supplier price files'],
      },
      {
        title: 'Commercial capability',
        pages: 2,
        purpose: 'Judge whether the sales engine can deliver the plan.',
        contents: [
          'Sales productivity: gross profit per salesperson',
          'Quote conversion and pricing discipline over the year',
          'Channel mix, systems and data quality',
        ],
        visuals: ['Productivity table', 'Quarterly conversion trend'],
        sources: ['CRM', 'Quoting system', 'Payroll'],
      },
      {
        title: 'Operations and cost to serve',
        pages: 2,
        purpose: 'Show whether the service model fits the customers.',
        contents: [
          'Cost to serve trend by tier and channel',
          'Delivery performance and service levels',
          'Warehouse and logistics capacity for next year',
        ],
        visuals: ['Cost-to-serve trend', 'Service level table'],
        sources: ['Warehouse and transport systems', 'General ledger'],
      },
      {
        title: 'Strategic initiatives review',
        pages: 2,
        purpose: 'Learn from the year’s initiatives.',
        contents: [
          'Each initiative: goal, investment, result and lesson',
          'Initiatives to continue, change or stop',
        ],
        visuals: ['Initiative review table'],
        sources: ['Programme log', 'Management accounts'],
      },
      {
        title: 'Next year’s plan',
        pages: 3,
        purpose: 'Set the direction, targets and budget for the year.',
        contents: [
          'Three to five strategic objectives',
          'Targets for the five to seven core KPIs',
          'Budget summary and investment cases',
          'Quarterly milestones',
        ],
        visuals: ['Objectives and targets table', 'Budget summary', 'Milestone timeline'],
        sources: ['Draft budget', 'Leadership team proposals'],
      },
      {
        title: 'Risks and decisions',
        pages: 1,
        purpose: 'Record the risks accepted and the decisions taken.',
        contents: [
          'Top strategic risks with likelihood, impact and mitigation',
          'Decisions and approvals the board is asked to give',
        ],
        visuals: ['Risk register extract'],
        sources: ['Risk register'],
      },
    ],
    tips: [
      'Start gathering market data six weeks before the meeting.',
      'Send a pre-read two weeks before; use the meeting for discussion, not presentation.',
      'Link every objective for next year to a KPI on the quarterly scorecard.',
    ],
    description:
      '{A n}-page annual strategic review outline: market position, three-year financial trends, customer and product portfolio, initiatives and next year’s plan.',
    keywords: [
      'annual strategic review',
      'annual board strategy pack',
      'strategic review template',
      'business planning',
    ],
  },
];

/**
 * A report with its page count written into its texts: "{pages}" → "twelve", "{Pages}" →
 * "Twelve", "{A pages}" → "A twelve" or "An eighteen", "{A n}" → "A 12" or "An 18".
 */
function withPageCount(report: BoardReport): BoardReport {
  const words = countInWords(report.pageCount);
  const fill = (text: string): string =>
    text
      .replace(/\{pages\}/g, words)
      .replace(/\{Pages\}/g, capitalised(words))
      .replace(/\{A pages\}/g, capitalised(withArticle(words)))
      .replace(/\{A n\}/g, capitalised(withArticle(String(report.pageCount))));
  return {
    ...report,
    summary: fill(report.summary),
    intro: fill(report.intro),
    description: fill(report.description),
    tips: report.tips.map(fill),
  };
}

export const BOARD_REPORTS: readonly BoardReport[] = OUTLINES.map(withPageCount);

/** The report with this slug; throws for an unknown slug so a typo fails the build. */
export function boardReportBySlug(slug: BoardReportSlug): BoardReport {
  const report = BOARD_REPORTS.find((entry) => entry.slug === slug);
  if (!report) throw new Error(`Unknown board report "${slug}"`);
  return report;
}
