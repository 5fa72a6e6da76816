/**
 * The margin leak checklist: 6 sections of 8 yes/no checks.
 * The page is titled "47-Point" while it holds 48 checks; both readings stand. Each check is
 * written so that "yes" (ticked) means the control is in place.
 */

export interface ChecklistSection {
  readonly title: string;
  /** What the section looks for, in one sentence. */
  readonly intro: string;
  readonly items: readonly string[];
}

/** The number in the checklist's title (the original's name for it). */
export const CHECKLIST_TITLE_POINTS = 47;

export const CHECKLIST_SECTIONS: readonly ChecklistSection[] = [
  {
    title: 'Pricing and price lists',
    intro: 'Whether your prices keep up with your costs and reach the invoice.',
    items: [
      'Price lists have been reviewed against current supplier costs within the last 90 days.',
      'Supplier cost increases reach your selling prices within 30 days of taking effect.',
      'Each product has a target margin by customer tier or channel, not only a list price.',
      'Customer-specific and contract prices carry an expiry date and are renewed on purpose.',
      'You measure price realisation: the last general increase reached at least 90% of invoiced sales.',
      'Slow-moving and long-tail lines are priced for their handling cost, not at the fast movers’ markup.',
      'Freight, small-order and urgent-delivery charges are set and actually appear on invoices.',
      'Price changes in the ERP are made by named people, with a record of who changed what and when.',
    ],
  },
  {
    title: 'Discounts and price overrides',
    intro: 'Whether the price a customer pays is the price you decided to charge.',
    items: [
      'Every salesperson has a written discount limit, and deeper discounts are approved before the quote goes out.',
      'Price overrides at order entry are logged with a reason code.',
      'You know what share of last month’s order lines were sold below the system price.',
      'Volume discounts are checked against the volume actually bought, and withdrawn when it is not reached.',
      'Rebates and retrospective discounts are accrued every month, not discovered at year end.',
      'Promotional prices end automatically on their end date.',
      'Discount levels are compared across salespeople every month, and the outliers reviewed.',
      'Free goods and samples are recorded at cost, not shipped at zero without a trace.',
    ],
  },
  {
    title: 'Customer profitability and terms',
    intro: 'Whether you know which customers make money once the cost to serve them is counted.',
    items: [
      'You know the net margin of your top 20 customers after rebates, freight and cost to serve.',
      'Customer profitability is calculated monthly for the top 20% of customers and quarterly for all.',
      'Customers below your minimum margin have a documented plan: reprice, change terms or re-tier.',
      'Payment terms in the ERP match each customer’s agreement, and late payers lose early-payment discounts.',
      'Days sales outstanding is tracked by customer, and the cost of extended credit is counted in margin.',
      'Customers who cost a lot to serve (many small orders, returns, rush deliveries) are identified and charged for it.',
      'A minimum order value or a small-order surcharge exists and is enforced.',
      'Customer tiers are reviewed at least once a year against what each customer actually buys.',
    ],
  },
  {
    title: 'Product and cost data',
    intro: 'Whether the costs behind your margin figures are true and current.',
    items: [
      'Standard costs in the ERP are updated at least quarterly and match recent purchase prices.',
      'Landed cost includes inbound freight, duty and handling, not only the supplier’s invoice price.',
      'Gross margin is reported by product line and by item, and negative-margin items are listed every month.',
      'Supplier rebates are treated the same way every month: allocated to products or kept out of sales margin.',
      'Dead stock (no sales in 12 months) is below 5% of inventory value and reviewed for clearance.',
      'Substitutions ship at the ordered item’s price only when agreed, and their margin effect is visible.',
      'Write-offs, shrinkage and damage are booked against the products they belong to.',
      'Kits and bundles are priced from the current cost of their components.',
    ],
  },
  {
    title: 'Quotes, orders and invoicing',
    intro: 'Whether margin survives the path from quote to cash.',
    items: [
      'Salespeople see the margin of a quote before they send it.',
      'Quotes expire (for example after 30 days) and cannot be converted at expired prices.',
      'Won and lost quotes are recorded with price and reason, so you know win rates by margin band.',
      'Order entry blocks or flags any line priced below cost.',
      'Everything delivered is invoiced: goods shipped but not invoiced are reconciled at least weekly.',
      'Credit notes need a reason code and an approval, and are reviewed by reason every month.',
      'Returns are inspected, and restocking fees are charged where your terms allow.',
      'A monthly sample of invoices is checked against agreed prices, surcharges and freight charges.',
    ],
  },
  {
    title: 'Reporting and ownership',
    intro: 'Whether anyone sees the leaks in time and is expected to fix them.',
    items: [
      'A monthly margin report separates the effects of price, volume, mix and cost.',
      'A named senior person owns gross margin, not only revenue, and reviews it with sales every month.',
      'Sales incentives reward gross profit or margin, not revenue alone.',
      'Each margin leak found is tracked to an action with an owner and a due date.',
      'The board pack shows customer and product profitability, not only company totals.',
      'Figures from the ERP, the CRM and spreadsheets reconcile to the same margin.',
      'Forecast margin is compared with actual margin every month.',
      'A margin audit like this one is repeated at least twice a year.',
    ],
  },
];

/** Every check, in page order. */
export const CHECKLIST_ITEM_COUNT = CHECKLIST_SECTIONS.reduce(
  (sum, section) => sum + section.items.length,
  0,
);

/** Items per section, as `countChecked` takes them. */
export const CHECKLIST_SECTION_SIZES = CHECKLIST_SECTIONS.map((section) => section.items.length);
