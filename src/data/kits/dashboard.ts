/**
 * The Margin Analysis Dashboard page: its three tabs (Features by default), the columns of
 * the downloadable data template and the illustrative lines the template and the preview
 * are built from.
 */
import type {SalesLine} from '@site/src/lib/margins/dashboard';
import type {TemplateColumn} from '@site/src/lib/margins/template';

export const DASHBOARD_TABS = [
  {value: 'features', label: 'Features'},
  {value: 'setup', label: 'Setup Guide'},
  {value: 'benefits', label: 'Benefits'},
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

/** The tabs open on Features. */
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'features';

export interface DashboardPoint {
  readonly title: string;
  readonly description: string;
}

export const DASHBOARD_FEATURES: readonly DashboardPoint[] = [
  {
    title: 'Margin bridge from list to profit',
    description:
      'Follows revenue at list price down to gross profit: what was given away in discounts, what the goods cost and what freight took, so the biggest gap is obvious at a glance.',
  },
  {
    title: 'Customer margin league table',
    description:
      'Ranks every customer by gross margin with their revenue beside it, so a large account earning a thin margin cannot hide behind its turnover.',
  },
  {
    title: 'Segment and category views',
    description:
      'Margin by customer segment and by product category shows whether a falling overall margin is a pricing problem or a change in what you sell and to whom.',
  },
  {
    title: 'Discount tracker',
    description:
      'Discount given as a share of list value, per customer and per line, picks out the accounts where prices have drifted below what anyone approved.',
  },
  {
    title: 'Cost-to-serve flags',
    description:
      'Freight set against each line exposes the small, frequent orders that cost more to deliver than they earn.',
  },
  {
    title: 'Month-on-month trend',
    description:
      'Append each month’s lines and the same views become a trend: margin, discount depth and the number of loss-making lines, month by month.',
  },
];

export interface SetupStep extends DashboardPoint {
  readonly time: string;
}

export const DASHBOARD_SETUP_STEPS: readonly SetupStep[] = [
  {
    title: 'Export your invoice lines',
    time: '30 minutes',
    description:
      'Save a report in your ERP that lists twelve months of invoice lines with the month, customer, product, quantity, list price and net price. Save it, so next month is one click.',
  },
  {
    title: 'Add unit costs and freight',
    time: 'About an hour',
    description:
      'Take unit costs from the product master (standard or last purchase cost) and freight from carrier invoices. If freight is only known per order, spread it across the order’s lines by value.',
  },
  {
    title: 'Fill in the template',
    time: '15 minutes',
    description:
      'Paste your lines under the template’s header row. Delete the example lines. Fill the four calculated columns with the formulas listed below, copied down.',
  },
  {
    title: 'Build the views',
    time: '1 to 2 hours',
    description:
      'In Excel, Google Sheets or your BI tool, make pivot tables of gross profit and net revenue by customer, segment and category, and chart margin % for each. Sort customers by margin, lowest first.',
  },
  {
    title: 'Refresh and review every month',
    time: '30 minutes a month',
    description:
      'Append the new month’s lines, refresh the pivots, and review the ten lowest-margin customers and every loss-making line with sales. Agree one action for each.',
  },
];

export const DASHBOARD_BENEFITS: readonly DashboardPoint[] = [
  {
    title: 'Margin by customer, not just by product',
    description:
      'Most ERP reports stop at product margin. Seeing it by customer shows which relationships pay for the business and which quietly drain it.',
  },
  {
    title: 'Discount drift caught early',
    description:
      'A monthly view of discount depth shows prices slipping while there is still time to act, not at the year-end review.',
  },
  {
    title: 'Loss-making orders found',
    description:
      'Lines where freight and cost exceed the price are listed, so minimum order values and delivery charges rest on evidence.',
  },
  {
    title: 'One set of numbers for sales and finance',
    description:
      'Both teams read the same lines with the same definitions, which ends the debate about whose figure is right and starts the one about what to do.',
  },
  {
    title: 'Ready for the board pack',
    description:
      'The views feed straight into the margin pages of a monthly commercial report or a quarterly business review.',
  },
];

/** File name of the downloadable data template. */
export const DASHBOARD_TEMPLATE_FILE = 'margin-analysis-dashboard-template.csv';

/** Columns of the downloadable CSV, in order. */
export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  {key: 'month', header: 'Invoice month', description: 'Month of the invoice, as YYYY-MM.'},
  {key: 'customer', header: 'Customer', description: 'Customer name or account code.'},
  {
    key: 'segment',
    header: 'Customer segment',
    description: 'Your own grouping, such as Key account, Trade or Retail.',
  },
  {key: 'product', header: 'Product', description: 'Product name or code.'},
  {key: 'category', header: 'Product category', description: 'Category or product group.'},
  {key: 'quantity', header: 'Quantity', description: 'Units invoiced on the line.'},
  {
    key: 'listPrice',
    header: 'List price per unit',
    description: 'Price list value before any discount, in dollars.',
  },
  {
    key: 'netPrice',
    header: 'Net price per unit',
    description: 'Price actually invoiced, after discounts, in dollars.',
  },
  {
    key: 'unitCost',
    header: 'Unit cost',
    description: 'Cost of one unit: standard or last purchase cost, in dollars.',
  },
  {
    key: 'freight',
    header: 'Freight cost',
    description: 'Delivery cost of the line, in dollars (0 if collected).',
  },
  {
    key: 'netRevenue',
    header: 'Net revenue',
    description: 'What the line brought in.',
    formula: 'Quantity × Net price per unit',
  },
  {
    key: 'discount',
    header: 'Discount given',
    description: 'What was given away below list price.',
    formula: 'Quantity × (List price per unit − Net price per unit)',
  },
  {
    key: 'grossProfit',
    header: 'Gross profit',
    description: 'What the line earned after goods and freight.',
    formula: 'Net revenue − Quantity × Unit cost − Freight cost',
  },
  {
    key: 'marginPercent',
    header: 'Gross margin %',
    description: 'Gross profit as a share of net revenue.',
    formula: 'Gross profit ÷ Net revenue × 100 (0 when there is no revenue)',
  },
];

/** Illustrative lines: the example rows of the template and the data of the preview. */
export const SAMPLE_LINES: readonly SalesLine[] = [
  {
    month: '2025-03',
    customer: 'Harbour Engineering',
    segment: 'Key account',
    product: 'Stainless fixings, box of 500',
    category: 'Fixings',
    quantity: 120,
    listPrice: 48,
    netPrice: 41,
    unitCost: 26.5,
    freight: 85,
  },
  {
    month: '2025-03',
    customer: 'Harbour Engineering',
    segment: 'Key account',
    product: 'Copper pipe 15 mm, 3 m',
    category: 'Plumbing',
    quantity: 400,
    listPrice: 21.5,
    netPrice: 17.2,
    unitCost: 13.9,
    freight: 160,
  },
  {
    month: '2025-03',
    customer: 'Northgate Building Supplies',
    segment: 'Trade',
    product: 'Copper pipe 15 mm, 3 m',
    category: 'Plumbing',
    quantity: 150,
    listPrice: 21.5,
    netPrice: 19.8,
    unitCost: 13.9,
    freight: 95,
  },
  {
    month: '2025-03',
    customer: 'Northgate Building Supplies',
    segment: 'Trade',
    product: 'LED panel 600 × 600',
    category: 'Electrical',
    quantity: 60,
    listPrice: 39,
    netPrice: 35.1,
    unitCost: 22.4,
    freight: 70,
  },
  {
    month: '2025-03',
    customer: 'Clearwater Facilities',
    segment: 'Trade',
    product: 'Stainless fixings, box of 500',
    category: 'Fixings',
    quantity: 30,
    listPrice: 48,
    netPrice: 46.5,
    unitCost: 26.5,
    freight: 45,
  },
  {
    month: '2025-03',
    customer: 'Clearwater Facilities',
    segment: 'Trade',
    product: 'Cable tray, 3 m',
    category: 'Electrical',
    quantity: 25,
    listPrice: 64,
    netPrice: 60,
    unitCost: 41,
    freight: 120,
  },
  {
    month: '2025-03',
    customer: 'Summit Contractors',
    segment: 'Key account',
    product: 'Cable tray, 3 m',
    category: 'Electrical',
    quantity: 200,
    listPrice: 64,
    netPrice: 47.5,
    unitCost: 41,
    freight: 310,
  },
  {
    month: '2025-03',
    customer: 'Summit Contractors',
    segment: 'Key account',
    product: 'LED panel 600 × 600',
    category: 'Electrical',
    quantity: 180,
    listPrice: 39,
    netPrice: 27.9,
    unitCost: 22.4,
    freight: 240,
  },
  {
    month: '2025-03',
    customer: 'Brightline Retail',
    segment: 'Retail',
    product: 'Pipe fittings pack',
    category: 'Plumbing',
    quantity: 80,
    listPrice: 12.5,
    netPrice: 12.5,
    unitCost: 7.1,
    freight: 140,
  },
  {
    month: '2025-03',
    customer: 'Brightline Retail',
    segment: 'Retail',
    product: 'Stainless fixings, box of 500',
    category: 'Fixings',
    quantity: 8,
    listPrice: 48,
    netPrice: 48,
    unitCost: 26.5,
    freight: 190,
  },
];
