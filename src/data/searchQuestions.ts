/**
 * The questions each page answers, asked the way its readers would ask them when they do not
 * know the page's name or the site's words: searched as the page's `questions` field, which
 * counts more than its text. Pages by their route (a docs page by its path within an
 * edition, the same in every edition that has it); Business Numbers terms and glossary
 * entries by the term's slug or the entry's anchor.
 *
 * Most were written by people reading the pages, without looking at the judged queries
 * (`searchJudgements.ts`), so that search answers the questions of researchers nobody tuned
 * it for; the rest while tuning.
 */
import {CALLS_TO_ACTION} from '@site/src/lib/businessNumbers/registry';
import {FREE_TOOLS} from './freeTools';
import {INDUSTRIES, industryRoute} from './industries';
import type {IndustrySlug} from './industries/types';
import {BOARD_REPORT_SLUGS, boardReportRoute, type BoardReportSlug} from './kits/boardReports';
import {KIT_ROUTES} from './kits/routes';

type Questions = readonly string[];

/** What each board report answers, in the words of someone looking for one. */
const BOARD_REPORT_QUESTIONS: Readonly<Record<BoardReportSlug, Questions>> = {
  'monthly-commercial-report': [
    'What should the monthly commercial or management report show?',
    'Template for a monthly commercial report to the board',
    'What should a monthly board pack cover?',
    'Show revenue and margin against budget each month',
    'Monthly report layout: customers, products, quotes and cash',
    'How soon after month end should the report go out?',
  ],
  'quarterly-business-review': [
    'How do we run a quarterly review of the business with the board?',
    'Quarterly business review template for our board',
    'What to include in a QBR for investors or lenders',
    'Quarterly scorecard of KPIs against plan',
    'How to present next quarter’s priorities to the board',
    'Copyable plain-text template for a quarterly board pack',
  ],
  'customer-profitability-board-report': [
    'How do we show the board which customers make money?',
    'How to present customer profitability to the board',
    'Report showing which customers make or lose money',
    'Whale curve of profit across our customer base',
    'List of accounts to fix with proposed actions',
    'Cost to serve by customer tier for directors',
  ],
  'sales-performance-dashboard': [
    'How do we report sales team, territory and pipeline performance?',
    'Sales performance dashboard template for the sales director',
    'Compare salespeople on gross profit, not just sales',
    'Report on discounts and deals below floor price',
    'Pipeline coverage and win rate for the board',
    'What should a weekly sales team dashboard show?',
  ],
  'financial-performance-summary': [
    'What financial summary do the board and the bank want to see?',
    'Monthly financial summary template for the board and bank',
    'Profit and loss against budget with variance commentary',
    'Report cash flow and a 13-week forecast to lenders',
    'What financial pages do lenders and auditors expect?',
    'Show covenant headroom and net debt each month',
  ],
  'annual-strategic-review': [
    'How do we plan next year and review strategy once a year?',
    'Template for an annual strategy review with the board',
    'How to prepare the yearly strategy meeting pack',
    'Review three years of results and set next year’s plan',
    'When should we start preparing the annual review?',
    'Market share and competitor section for a strategic review',
  ],
};

/** Where each industry loses margin, beside the questions its page answers. */
const INDUSTRY_QUESTIONS: Readonly<Record<IndustrySlug, Questions>> = {
  distribution: [
    'Margin analytics software built for B2B distributors',
    'Volume discounts given but customers never bought more',
    'Which branches make money after freight and staff costs?',
    'Every customer gets the same terms and service levels',
    'Margin problems in MRO, electrical, plumbing or food distribution',
    'Example of a distributor improving price realisation',
  ],
  manufacturing: [
    'Margin analysis software for manufacturers',
    'Cost variances booked to overhead hiding real job margin',
    'Machine capacity filled with our least profitable products',
    'Which customers cost us more with short runs and changeovers?',
    'How long does a manufacturing rollout take?',
    'Example of a manufacturer recovering lost gross margin',
  ],
  wholesale: [
    'Margin analytics software for wholesalers',
    'Stacked discounts, rebates and promotions eroding our net price',
    'Cash tied up in slow-moving lines while fast movers run out',
    'Trade counter, online and field sales margins shown blended',
    'Which rebate schemes are not paying for themselves?',
    'Example of a wholesaler cutting dead stock and fixing rebates',
  ],
  construction: [
    'Margin analysis software for construction companies',
    'Variations done on site but never billed to the client',
    'Our own plant sits idle while we hire equipment in',
    'Job cost reports arrive too late to stop overruns',
    'What project margin should a contractor aim for?',
    'Example of a contractor improving project margin',
  ],
};

/** The questions of each page, by its route. */
export const PAGE_QUESTIONS: Readonly<Record<string, Questions>> = {
  ...Object.fromEntries(
    BOARD_REPORT_SLUGS.map((slug) => [boardReportRoute(slug), BOARD_REPORT_QUESTIONS[slug]]),
  ),
  ...Object.fromEntries(
    Object.values(INDUSTRIES).map((industry) => [
      industryRoute(industry.slug),
      [
        `Where do ${industry.audience.toLowerCase()} lose margin, and how do they protect it?`,
        ...INDUSTRY_QUESTIONS[industry.slug],
      ],
    ]),
  ),
  [CALLS_TO_ACTION.roi.to]: [
    'Is the service worth the money for my business?',
    'How quickly would the subscription pay for itself?',
    'How much margin and time could we save?',
    'Estimate the return on investment for our business',
    'How quickly would the subscription pay for itself for us?',
    'What could finding margin leaks be worth on our revenue?',
    'Build a business case for margin analysis software',
    'Compare cautious and optimistic savings scenarios',
  ],
  [FREE_TOOLS.pricingWorksheet.path]: [
    'How do I set a price for a product step by step?',
    'Step-by-step worksheet to set a product price',
    'How to justify a price to our sales team',
    'Set a price using costs, competitors and customer budgets',
    'Printable one-page pricing summary for a product line',
    'Value-based or cost-plus: choosing a pricing objective',
  ],
  [FREE_TOOLS.profitabilityCalculator.path]: [
    'Work out what one customer really earns us after every cost of serving them',
    'Calculator for the true profit of one customer',
    'Enter an account’s service costs and see its real margin',
    'Include payment terms, returns and bad debt in customer profit',
    'Compare two customers’ profitability side by side',
    'Save and share a customer profit calculation',
  ],
  [FREE_TOOLS.costTemplate.path]: [
    'Where does our money go? List direct and indirect costs',
    'Template to list our direct and indirect costs',
    'What is the difference between direct and indirect costs?',
    'What share of our total costs is overhead?',
    'Download a cost breakdown template as CSV',
    'High fixed costs: what does that mean for pricing?',
  ],
  [KIT_ROUTES.boardReports]: [
    'What should we show the board each month, quarter and year?',
    'Free board report templates for a B2B business',
    'What should go on each page of a board pack?',
    'Download a board report outline as a text file',
    'Which board reports do we need monthly, quarterly and annually?',
    'Examples of reports a board actually reads',
  ],
  [KIT_ROUTES.dashboardKit]: [
    'Which KPIs belong on a commercial or sales dashboard?',
    'Which KPIs should a commercial dashboard include?',
    'Free kit for building a board-ready sales dashboard',
    'Ten metrics that show whether revenue was worth it',
    'KPIs, board report templates and reporting guides in one place',
    'Metrics beyond revenue for our commercial team',
  ],
  [KIT_ROUTES.dashboard]: [
    'A spreadsheet to see margin by customer, segment and product each month',
    'Free spreadsheet template for a margin dashboard',
    'Build margin by customer and product with Excel pivot tables',
    'CSV template for invoice lines, unit costs and freight',
    'Track discount depth and loss-making order lines monthly',
    'Customer margin league table from ERP invoice lines',
    'How to set up a margin dashboard in an afternoon',
  ],
  [KIT_ROUTES.automationGuide]: [
    'How do I stop building management and board reports by hand?',
    'How to automate month-end commercial reporting',
    'Finance team spends days copying figures between spreadsheets',
    'How many hours a week can reporting automation save?',
    'Common mistakes when automating management reports',
    'Quick wins to speed up month-end reporting this week',
    'Set up alerts instead of reading every report',
  ],
  [KIT_ROUTES.trackingGuide]: [
    'Which numbers should leaders review every week, month and quarter?',
    'How often should we review each KPI?',
    'What to look at daily, weekly, monthly and quarterly',
    'How many KPIs should a leadership team track?',
    'How to choose the few KPIs that really matter',
    'Performance reviews that end without any decisions',
  ],
  '/margin-leaks-guide': [
    'Where are we losing margin, and how do we find and stop it?',
    'Where is our profit quietly disappearing?',
    'Why does margin leakage not show in monthly reports?',
    'What is recovering one percent of revenue worth to profit?',
    'Types of margin leak: pricing, customer, product and process',
    'Methods to detect margin leaks in our ERP data',
    'How to stop margin leaks coming back once fixed',
    'Which margin leak should we fix first?',
    'Can we find margin leaks without buying new software?',
  ],
  '/what-causes-margin-leaks': [
    'Why is our gross margin falling even though sales are growing?',
    'What causes margin leaks in a B2B business?',
    'Which causes of margin erosion are the highest risk?',
    'Early warning signs that our margin is leaking',
    'Sales, finance and operations each see only part of the cost',
    'Four things to do this month to stop leaks',
    'Should we fix pricing or out-of-date product costs first?',
  ],
  '/customer-profitability-guide': [
    'How do I work out which customers are profitable once service costs count?',
    'How do we work out the profit of each customer?',
    'Why our biggest customers by revenue are not the best',
    'How to calculate cost per delivery and cost per order',
    'Is it wrong to spread service costs by share of sales?',
    'Is a customer margin above 40% a warning sign?',
    'How to make an unprofitable client profitable again',
    'Should we drop customers who lose us money?',
    'Telling a customer their ordering habits cost us money',
  ],
  '/commercial-intelligence-guide': [
    'What is commercial intelligence and how is it different from reporting or BI?',
    'Complete guide to turning our sales data into decisions',
    'Why margin questions take weeks and three spreadsheets to answer',
    'How much is one point of price slippage worth a year?',
    'Benefits of commercial intelligence for sales and finance teams',
    'Which ERP extracts do we need for margin analysis?',
    'How many months of sales history do we need?',
    'Week-by-week plan to roll out commercial intelligence',
    'Simple first checks on discounts and rising product costs',
  ],
  '/pricing-strategy-distributors': [
    'How should a distributor set, manage and protect its prices?',
    'What pricing strategy works best for a distributor?',
    'Too many SKUs and customer prices to manage by hand',
    'Should we charge different prices for each customer tier?',
    'How big should volume discounts be at each spend level?',
    'Which pricing metrics should we review every month?',
    '30-day plan to fix our distribution pricing',
    'How do we tell customers prices are going up?',
    'Where to start: tiers, margin floors or volume discounts?',
  ],
  '/commercial-intelligence-comparison': [
    'Why not just use Power BI, Tableau or our existing BI tool?',
    'We already have Power BI, why need anything else?',
    'Tableau versus a dedicated margin analysis tool',
    'Real total cost of building margin reports in BI',
    'Which option suits a business without a data team?',
    'Time to first insights: BI build versus ready-made analysis',
    'Questions to ask before choosing margin analysis software',
  ],
  '/pricing': [
    'How much does the service cost per month or per year?',
    'What do the plans include and is there a discount for paying annually?',
    'How much does the software cost per month?',
    'Is there a setup fee or a long contract?',
    'Price based on our company’s annual revenue',
    'Do you charge per user or per seat?',
    'Money-back guarantee if it does not find savings',
    'Is there a discount for paying annually instead of monthly?',
  ],
  '/book-call': [
    'How do I speak to someone about our margins?',
    'Talk to someone about our pricing and margin problems',
    'Schedule a 30-minute call with a commercial strategist',
    'What happens on a consultation call and who runs it?',
    'Do we need to prepare or send anything before the call?',
    'Who is the strategy call suited for?',
  ],
  '/demo': [
    'What does the product look like? Walk me through it',
    'Can I see the product working before talking to sales?',
    'What do the CSV files for a first upload look like?',
    'Example findings from a sample ERP upload',
    'Demo video of the margin analysis platform',
  ],
  '/about': [
    'Who founded the company, who is behind the service and why does it exist?',
    'Who is behind this company and why did they start it?',
    'Was this built by people who have run sales teams?',
    'What values guide how you work with customers?',
    'How many businesses use you and how much margin recovered?',
    'Company story and mission behind the margin software',
  ],
  '/how-it-works': [
    'What happens after we send our data, and how long does it take?',
    'What are the steps from ERP export to results?',
    'How long does it take to upload our sales data?',
    'What will the analysis find on our first upload?',
    'Do we need to clean our data before uploading it?',
    'Overview of the platform’s features, from upload to board report',
  ],
  '/privacy': [
    'Where is our data stored, who can see it and how long is it kept?',
    'What personal information do you collect and why?',
    'Does this website use tracking or advertising cookies?',
    'How long do you keep our information?',
    'Is the company compliant with UK GDPR?',
    'How do I ask for my personal data to be deleted?',
    'Complain about how my personal data was handled',
  ],
  '/your-data': [
    'How do I delete, export or clear what the free tools saved in this browser?',
    'Where are my free tool results saved?',
    'Move my saved calculations to another computer or browser',
    'Delete everything the free tools stored in my browser',
    'Export all my calculator data as one file',
  ],
  '/blog/hero-spreadsheet': [
    'One person’s huge Excel workbook that the business depends on',
    'Our margin reporting depends on one person’s spreadsheet',
    'How to replace a fragile Excel workbook used for reporting',
    'What happens when the spreadsheet owner goes on holiday?',
    'Which numbers should our management spreadsheet really track?',
    'Our ERP cannot tell us which customers make money',
  ],
  '/blog/margin-leak': [
    'Supplier price increases that never reached contract customers’ prices',
    'Supplier raised prices but contract prices never changed',
    'Gross profit short of plan and nobody knows why',
    'Waived delivery charges and rebates paid on the wrong base',
    'Payment terms drifting from 30 to 90 days',
    'How to catch margin leaks in weeks, not years',
  ],
  '/blog/pricing-model-from-hell': [
    'Too many price lists, rebates and rep overrides that nobody can explain',
    'Too many price files, rebates and overrides to understand',
    'Gap between the invoice price and the pocket price',
    'Nobody can say what margin we made on an order',
    'How to simplify a messy pricing structure without upsetting customers',
    'Promotional prices that never got switched off',
  ],
  '/industry-use-cases/distribution-price-realisation': [
    'How do distributors lose margin between list price and invoice price?',
    'How do distributors hold prices across thousands of SKUs?',
    'Slow-moving long-tail items sold at margins nobody chose',
    'A discount given to win one order stays on forever',
    'Measure price realisation by customer, product group and rep',
    'Quick check of top customers’ prices against list price',
  ],
  '/industry-use-cases/manufacturing-true-cost-quoting': [
    'Manufacturers quoting on standard cost while actual cost is higher',
    'Our quotes are built on outdated standard costs',
    'Quoted margins look fine but year-end margin is lower',
    'How to compare quoted margin with actual delivered margin',
    'Which factory KPIs belong in a commercial review?',
    'High quote win rate but low margin on jobs',
  ],
  '/industry-use-cases/wholesale-channel-margins': [
    'Wholesale margin by sales channel, dead stock and reliance on a few customers',
    'How to measure gross margin by sales channel',
    'One sales channel quietly subsidised by the others',
    'What share of revenue should our top five customers have?',
    'How much dead stock is acceptable for a wholesaler?',
    'Return on stock and working capital by product category',
    'What price realisation should a wholesaler aim for?',
  ],
  '/industry-use-cases/construction-project-margin': [
    'How do construction jobs lose margin between estimate and completion?',
    'Why do our projects finish below the margin we bid?',
    'Analysing estimate versus actual cost by cost line',
    'What percentage of projects should have change orders?',
    'Winning lots of tenders but margins are thin',
    'Review the last twenty completed jobs to find overrun patterns',
  ],
  '/commercial-intelligence-101/reading-your-margin': [
    'Why did our margin change: price, volume, mix or cost?',
    'Sales are up but our margin percentage fell, why?',
    'How to split a margin change into price, volume and mix',
    'What is a margin bridge and how do I read one?',
    'Is a falling margin from product mix always bad news?',
    'How to calculate our price effect from invoice data',
  ],
  '/commercial-intelligence-101/customer-and-product-profitability': [
    'Which customers and products really earn their keep?',
    'How to combine customer profitability with product margin',
    'What margin bands should our products sit in?',
    'Unprofitable accounts buying high-margin products: what to do?',
    'Is it okay to sell some products below 5% margin?',
    'Four customer and product situations and the action for each',
  ],
  '/commercial-intelligence-101/from-insight-to-action': [
    'How do we turn margin findings into pricing rules that people follow?',
    'How much discount should a rep be allowed to give?',
    'Setting up a discount authority matrix for the sales team',
    'Which quotes should need a manager’s sign-off?',
    'How do we keep a margin leak fixed for good?',
    'How to show the board what margin actions delivered',
    'What does pricing governance mean for a mid-sized business?',
  ],
  '/': [
    'Software that finds where B2B distributors are losing margin',
    'Only finding out margins fell when month-end accounts arrive',
    'Can we get a monthly email telling us what to fix?',
    'Combine ERP, CRM and accounting data to see true margin',
    'Margin targets that allow for seasonal quiet months',
    'Sales managers losing hours approving quotes by email',
  ],
  '/terms': [
    'Terms of service for the subscription',
    'Can we get a refund on fees already paid?',
    'What uptime and support do you commit to?',
    'How do we cancel and end the agreement?',
    'Who is liable if something goes wrong?',
    'Which country’s law governs the contract?',
  ],
  '/benchmark-methodology': [
    'Where do your benchmark figures come from?',
    'Are the benchmarks based on published studies or opinion?',
    'How often are the benchmark ranges reviewed?',
    'My number sits exactly on the edge of two ranges',
    'Can we trust the target ranges you publish?',
  ],
  '/business-numbers': [
    'List of key metrics for B2B distributors with formulas',
    'Which business numbers should we look at first?',
    'Calculators to check our figures against benchmarks',
    'Download metric definitions and benchmark ranges as CSV',
    'Library of KPIs explained for owners and finance directors',
  ],
  '/commercial-intelligence-glossary': [
    'Plain English meanings of pricing and margin jargon',
    'Dictionary of commercial and finance terms sales teams use',
    'Sales and finance use the same words differently',
    'Download a glossary of commercial terms',
    'Definitions of customer analytics and pricing strategy terms',
  ],
  '/voice-search-guide': [
    'How do we get our answers read out by voice assistants?',
    'How do spoken searches differ from typed searches?',
    'Short spoken answers to common margin and pricing questions',
    'UK versus US versus Australian phrasing for margin searches',
    'What is voice search optimisation for a B2B website?',
    'How long should an answer be for voice search?',
  ],
  '/commercial-intelligence-101': [
    'Free beginner course on commercial intelligence for business leaders',
    'Short lessons on margin analysis for non-analysts',
    'Where should a beginner start learning about margin analytics?',
    'Training for sales and finance teams on profitability basics',
  ],
  '/commercial-intelligence-101/what-is-commercial-intelligence': [
    'What is commercial intelligence in simple terms?',
    'Difference between management reporting and commercial intelligence',
    'Our reports say what happened but not what to do',
    'Monthly routine for turning sales data into decisions',
    'Who in the business should use commercial intelligence?',
  ],
  '/industry-use-cases': [
    'How do other industries use commercial intelligence?',
    'Margin analysis examples for manufacturers, distributors and wholesalers',
    'Where does margin hide in different types of business?',
    'Targets that fit our sector rather than generic benchmarks',
    'Step-by-step roadmap that works in any industry',
  ],
  [KIT_ROUTES.toolkit]: [
    'Free tools to audit our margins ourselves',
    'Two-week plan for a do-it-yourself margin audit',
    'What data to pull from the ERP before a margin audit',
    'Free margin templates with no sign-up needed',
    'Where to start with a margin review on our own',
  ],
  [FREE_TOOLS.marginLeakChecklist.path]: [
    'Checklist to see how exposed our margins are',
    'Quick self-assessment of our pricing and discount controls',
    'Free 47-point margin leak checklist with a score',
    'Yes or no questions on pricing, invoicing and collections',
    'Score our business on margin controls in 20 minutes',
  ],
  [FREE_TOOLS.segmentationGuide.path]: [
    'How to segment B2B customers using RFM and margin',
    'Which customers are champions, loyal or at risk?',
    'What to do with each group of customers',
    'Upload our customer list and sort it into segments',
    'Customers who have not ordered in 90 days',
  ],
};

/**
 * Questions each Business Numbers term and glossary entry answers, asked as someone would who
 * does not know its name, by the term's slug or the entry's anchor: searched in every edition
 * that publishes it (a term with its summary), and from the released edition for a term only
 * the draft has.
 */
export const TERM_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  'average-order-value': [
    'How big is a typical order?',
    'How much does a customer spend each time they order?',
    'Are our orders too small to be worth handling?',
    'Minimum order size and small order surcharges',
  ],
  'breakeven-price': [
    'What is the lowest price I can sell at without losing money?',
    'What price covers all my costs?',
    'Minimum selling price, price floor',
    'What should I charge to reach my target margin?',
  ],
  'churn-rate': [
    'How many customers do we lose each year?',
    'Which share of customers stop buying or leave?',
    'How long do customers stay with us?',
    'Customers drifting away, lost accounts and defection',
  ],
  'contribution-margin': [
    'What does each sale add after the costs that move with it?',
    'Profit after variable costs, before overheads',
    'How much does each order contribute to fixed costs?',
  ],
  'cost-to-serve-ratio': [
    'What does it cost to serve a customer?',
    'Delivery, handling and support costs as a share of a customer’s revenue',
    'Are small accounts too expensive to look after?',
  ],
  'customer-acquisition-cost': [
    'How much does it cost to win a new customer?',
    'What do we spend on sales and marketing for each new account?',
    'How much can we afford to spend to acquire a customer?',
  ],
  'customer-lifetime-value': [
    'How much is a customer worth over the whole relationship?',
    'Total profit from a customer over the years they stay',
    'Long-term value of an account',
  ],
  'customer-tier': [
    'How do I rank customers into tiers such as gold, silver and bronze?',
    'Which customers deserve better terms and service?',
    'Grouping accounts by how profitable they are',
  ],
  'days-sales-outstanding': [
    'How long do customers take to pay their invoices?',
    'How many days until we get paid?',
    'Late payers, overdue invoices and collecting cash',
    'Average collection time of accounts receivable',
  ],
  'forecast-accuracy': [
    'How close was our sales forecast to what actually happened?',
    'How wrong are our demand and revenue forecasts?',
    'Do we forecast too high or too low?',
  ],
  'gross-margin-per-product': [
    'Which products make money and which lose it?',
    'Profit on each product line or SKU after its cost',
    'Which items only add volume and no margin?',
  ],
  'inventory-turns': [
    'How many times a year does our stock sell through?',
    'How fast does inventory move off the shelf?',
    'Slow-moving and dead stock tying up cash',
  ],
  'margin-per-customer': [
    'Which customers actually make us money?',
    'How much profit does each account leave after the cost of serving it?',
    'Unprofitable customers and customer profitability',
  ],
  'net-revenue-retention': [
    'Do existing customers spend more or less than last year?',
    'Revenue kept from current customers, with upsell, downgrades and losses',
    'Growth from the customers we already have',
  ],
  'overall-equipment-effectiveness': [
    'How efficient is our production line or machine?',
    'Availability, performance and quality of equipment',
    'How much planned production time makes good parts?',
  ],
  'price-override-frequency': [
    'How often do sales reps change or discount the list price?',
    'Salespeople giving discounts off the price list',
    'Manual price changes on orders and quotes',
  ],
  'price-realisation': [
    'How much of the list price do we actually get?',
    'Achieved price compared with list price after discounts and rebates',
    'Price leakage between list and invoice price',
  ],
  'quote-conversion-rate': [
    'How many of our quotes turn into orders?',
    'What share of quotes or bids do we win?',
    'Quote success rate and lost quotes',
  ],
  'quote-to-cash-time': [
    'How long from sending a quote to getting paid?',
    'Days from quote to order to invoice to cash',
    'How long does the whole sales and billing cycle take?',
  ],
  'rfm-modelling': [
    'Grouping customers by how recently, how often and how much they buy',
    'Which customers are at risk of leaving or worth winning back?',
    'Scoring customers by their buying behaviour',
  ],
  'commercial-intelligence': [
    'What is commercial intelligence?',
    'Using sales and ERP data to decide prices, customers and products',
  ],
  'cost-to-serve': [
    'What does it cost to serve a customer?',
    'Delivery, handling, credit and support costs of an account',
  ],
  'customer-concentration-risk': [
    'Too much revenue from a few large customers',
    'What happens if our biggest customer leaves?',
    'Depending on one or two big accounts',
  ],
  'customer-segmentation': [
    'How do I split customers into groups?',
    'Grouping customers by value, behaviour or needs',
  ],
  'gross-margin': [
    'What is left after the cost of goods sold?',
    'Revenue minus cost of sales as a percentage',
  ],
  'margin-leak': [
    'Where is profit slipping away unnoticed?',
    'Why are margins shrinking although sales grow?',
    'Small discounts, unbilled costs and errors that erode profit',
  ],
  'value-based-pricing': [
    'Setting prices by what the product is worth to the customer',
    'Pricing on value instead of cost plus a markup',
  ],
  'sales-velocity-profitability': [
    'How fast does the sales pipeline turn into profit?',
    'How long does a deal take from first contact to profit?',
    'What does a discount really cost in profit per month?',
  ],
};
