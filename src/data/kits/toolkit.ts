/**
 * The Margin Audit Toolkit: the five free tools in the order the hub shows them, each with
 * its button label, and the audit plan and data list that the hub and its downloadable pack
 * share. A tool's name and page come from its entry in `freeTools.ts`.
 */
import {FREE_TOOLS, type FreeToolKey} from '@site/src/data/freeTools';
import {KIT_ROUTES} from './routes';

/** What the hub's card says about a tool, beyond its name and page. */
interface ToolkitCard {
  readonly summary: string;
  /** What the visitor has at the end. */
  readonly outcome: string;
  /** Rough time to complete, as shown. */
  readonly time: string;
  /** The card's button label. */
  readonly action: string;
}

export interface ToolkitTool extends ToolkitCard {
  readonly id: FreeToolKey;
  /** The tool's name. */
  readonly title: string;
  /** The tool's page. */
  readonly to: string;
}

function toolkitTool(id: FreeToolKey, card: ToolkitCard): ToolkitTool {
  return {id, title: FREE_TOOLS[id].name, to: FREE_TOOLS[id].path, ...card};
}

export const TOOLKIT_TOOLS: readonly ToolkitTool[] = [
  toolkitTool('marginLeakChecklist', {
    summary:
      'Forty-eight yes/no checks in six areas of pricing, discounting, cost and collection practice that show where margin slips away between the price list and the bank.',
    outcome: 'A completion score and a verdict on how exposed your margins are.',
    time: 'About 20 minutes',
    action: 'Start Assessment',
  }),
  toolkitTool('profitabilityCalculator', {
    summary:
      'Enter one customer’s revenue and the costs of serving them (processing fees, service and account hours, credit terms, bad debt, returns) to see what the account really earns.',
    outcome:
      'Profit after product cost and every cost to serve, margin and a profitability status for the customer.',
    time: 'About 10 minutes per customer',
    action: 'Open Calculator',
  }),
  toolkitTool('pricingWorksheet', {
    summary:
      'Six guided steps, from target market and costs to competitor prices and objectives, that end in a recommended price and the justification to defend it.',
    outcome: 'A one-page pricing summary you can print or download.',
    time: 'About 30 minutes per product',
    action: 'Start Worksheet',
  }),
  toolkitTool('costTemplate', {
    summary:
      'List your direct and indirect costs side by side and see the totals and the share each takes, so pricing starts from what the business actually spends.',
    outcome: 'Direct and indirect totals and shares, exportable as CSV.',
    time: 'About 15 minutes',
    action: 'Open Template',
  }),
  toolkitTool('segmentationGuide', {
    summary:
      'Score customers on revenue, order frequency, recency and margin, and sort them into Champion, Loyal, Potential, At Risk and New, each with a strategy to follow.',
    outcome: 'A segmented customer list and what to do with each segment.',
    time: 'About 25 minutes',
    action: 'Open Guide',
  }),
];

/** A step of the suggested two-week audit: which tool, and what to do with it. */
export interface AuditPlanStep {
  readonly when: string;
  readonly tool: FreeToolKey;
  readonly task: string;
}

export const AUDIT_PLAN: readonly AuditPlanStep[] = [
  {
    when: 'Day 1',
    tool: 'marginLeakChecklist',
    task: 'Work through the checklist with your finance and sales leads. Note every "no": each is a place to look for leaked margin.',
  },
  {
    when: 'Days 2-3',
    tool: 'costTemplate',
    task: 'Put last year’s costs into the template, split direct from indirect, so every later figure rests on real costs.',
  },
  {
    when: 'Days 4-6',
    tool: 'profitabilityCalculator',
    task: 'Run your ten largest customers and five you suspect are expensive to serve through the calculator. Rank them by margin.',
  },
  {
    when: 'Days 7-8',
    tool: 'segmentationGuide',
    task: 'Segment the whole customer list. Agree one action for every At Risk account and a protection plan for the Champions.',
  },
  {
    when: 'Days 9-10',
    tool: 'pricingWorksheet',
    task: 'Use the worksheet to reprice the three products or customer terms with the largest gap between list and achieved price.',
  },
];

/** What to gather before starting: all of it exports from a typical ERP. */
export const AUDIT_DATA_CHECKLIST: readonly string[] = [
  'Twelve months of invoice lines: customer, product, quantity, net price and list price',
  'Product costs: standard or last purchase cost per product',
  'Customer list with payment terms, credit limits and any rebate agreements',
  'Freight, carriage and delivery costs by customer or by order, if you track them',
  'Credit notes and returns for the same twelve months',
  'Your current price list and any discount or override approval rules',
];

/** Where to go once the audit is done: keep watching margins, and report them. */
export const TOOLKIT_NEXT_STEPS: readonly {
  readonly title: string;
  readonly description: string;
  readonly action: string;
  readonly to: string;
}[] = [
  {
    title: 'Margin Analysis Dashboard',
    description:
      'Turn the audit into a monthly habit: a free dashboard template that shows margin by customer, segment and product, from list price down to gross profit.',
    action: 'Open the Dashboard Template',
    to: KIT_ROUTES.dashboard,
  },
  {
    title: 'Commercial Dashboard Kit',
    description:
      'The ten KPIs to keep on the board’s agenda and six board report templates to present what the audit found and what was done about it.',
    action: 'Open the Dashboard Kit',
    to: KIT_ROUTES.dashboardKit,
  },
];
