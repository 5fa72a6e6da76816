/**
 * The five free tools: route, name and the words of each page's
 * head and hero. Pages take their entry; nothing else repeats these texts.
 */
import {CHECKLIST_ITEM_COUNT, CHECKLIST_TITLE_POINTS} from '@site/src/data/marginLeakChecklist';
import {WORKSHEET_STEPS} from '@site/src/data/pricingWorksheet';
import {STATIC_DOWNLOADS, type StaticDownload} from '@site/src/data/staticDownloads';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import {FREE_TOOL_KEYS, FREE_TOOL_PATHS, type FreeToolKey} from '@site/src/data/freeToolPaths';

export {FREE_TOOL_KEYS, FREE_TOOL_PATHS, type FreeToolKey};

export interface FreeTool {
  readonly path: string;
  /** The tool's name: the page's h1. */
  readonly name: string;
  /** The page `<title>` (the site name is appended). */
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** The paragraph under the h1. */
  readonly lead: string;
  /** A smaller line under the lead: how the tool keeps the visitor's work. */
  readonly note: string;
  /** What the page says when the browser runs no JavaScript. */
  readonly withoutScript: {
    /** What needs JavaScript, opening the sentence ("This calculator"). */
    readonly subject: string;
    /** What the visitor can do instead. */
    readonly instead: string;
    /** The tool's template or outline as files built with the site. */
    readonly downloads?: readonly StaticDownload[];
  };
}

export const FREE_TOOLS: Readonly<Record<FreeToolKey, FreeTool>> = {
  pricingWorksheet: {
    path: FREE_TOOL_PATHS.pricingWorksheet,
    name: 'Pricing Strategy Worksheet',
    title: 'Pricing Strategy Worksheet: set a price you can defend',
    description:
      'A free six-step pricing worksheet for B2B distributors and manufacturers: market, value, costs, competitors and budgets, ending in a recommended price and its justification.',
    keywords: [
      'pricing strategy worksheet',
      'B2B pricing',
      'value-based pricing',
      'price setting template',
      'distributor pricing',
    ],
    lead: `${capitalised(countInWords(WORKSHEET_STEPS.length))} short steps take you from who buys to a recommended price, with the reasoning written down so your sales team can defend it.`,
    note: 'Your answers are saved in this browser as you type, and go nowhere else. Come back any time; clear them when you are done.',
    withoutScript: {
      subject: 'This worksheet',
      instead:
        'Without it only the first step shows. The blank worksheet below has every step and question, to fill in by hand or in a word processor.',
      downloads: [STATIC_DOWNLOADS.pricingWorksheet],
    },
  },
  marginLeakChecklist: {
    path: FREE_TOOL_PATHS.marginLeakChecklist,
    name: `${CHECKLIST_TITLE_POINTS}-Point Margin Leak Checklist`,
    title: `${CHECKLIST_TITLE_POINTS}-Point Margin Leak Checklist: free margin leak assessment`,
    description:
      'A free margin leak assessment for B2B distributors and manufacturers: tick the controls you have in place across pricing, discounts, customers, costs, invoicing and reporting, and get a verdict.',
    keywords: [
      'margin leak checklist',
      'margin leak assessment',
      'pricing controls',
      'discount control',
      'gross margin audit',
    ],
    lead: 'Tick each control your business has in place today. The more you can tick, the fewer places margin can slip away; the verdict tells you how exposed you are.',
    note: `Your ticks are saved in this browser only. The checklist keeps its ${CHECKLIST_TITLE_POINTS}-point name; this edition holds ${CHECKLIST_ITEM_COUNT} checks, 8 in each of its 6 areas, and your score counts all of them.`,
    withoutScript: {
      subject: 'The live score',
      instead:
        'You can still tick the checks and print the page; count your ticks and read your verdict from the guide under “Your score”.',
    },
  },
  profitabilityCalculator: {
    path: FREE_TOOL_PATHS.profitabilityCalculator,
    name: 'Customer Profitability Calculator',
    title: 'Customer Profitability Calculator: true profit per customer',
    description:
      "A free customer profitability calculator for B2B sellers: enter one customer's revenue and every cost to serve, from shipping and service hours to credit terms and returns, and see the real margin.",
    keywords: [
      'customer profitability calculator',
      'cost to serve',
      'customer margin',
      'customer lifetime value',
      'B2B customer profitability',
    ],
    lead: "Revenue tells you who buys the most. This calculator tells you who earns you the most: enter one customer's figures for a year and see what is left after every cost of serving them.",
    note: 'Everything is calculated in your browser. Your figures and any calculations you save stay in this browser.',
    withoutScript: {
      subject: 'This calculator',
      instead:
        'Its results are worked out in your browser. The fields below list every figure it asks for, for one customer over a year.',
    },
  },
  costTemplate: {
    path: FREE_TOOL_PATHS.costTemplate,
    name: 'Cost Structure Template',
    title: 'Cost Structure Template: direct and indirect costs',
    description:
      "A free cost structure template: list your direct and indirect costs, see the totals and each one's share of total cost, and export the template as a CSV file for your spreadsheet.",
    keywords: [
      'cost structure template',
      'direct and indirect costs',
      'cost breakdown',
      'overhead analysis',
      'cost analysis spreadsheet',
    ],
    lead: 'Know your cost base before you set a price. List what you spend on making and selling, and on running the business, and see how the two compare.',
    note: 'Amounts are in US dollars. Your lists are saved in this browser only; export them to keep a copy.',
    withoutScript: {
      subject: 'This template',
      instead:
        'The lists below cannot be edited without it. The template file has the same cost lines for your spreadsheet.',
      downloads: [STATIC_DOWNLOADS.costTemplate],
    },
  },
  segmentationGuide: {
    path: FREE_TOOL_PATHS.segmentationGuide,
    name: 'Customer Segmentation Guide',
    title: 'Customer Segmentation Guide: RFM and profitability',
    description:
      'A free customer segmentation guide and tool for B2B sellers: sort customers into Champions, Loyal, Potential, At Risk and New by recency, frequency, revenue and margin, with a strategy for each.',
    keywords: [
      'customer segmentation',
      'RFM analysis',
      'customer profitability segments',
      'B2B customer segmentation',
      'at-risk customers',
    ],
    lead: 'Not every customer deserves the same price, service or attention. Segment yours by how recently, how often and how much they buy, and by the margin they pay, then treat each group on purpose.',
    note: 'Try it with the three sample customers, type in your own, or import a CSV file. The table is saved in this browser only.',
    withoutScript: {
      subject: 'The customer table',
      instead:
        'The rules under the table say how each customer is segmented. The file below has the table’s columns and the three sample customers, for your spreadsheet.',
      downloads: [STATIC_DOWNLOADS.customerTable],
    },
  },
};
