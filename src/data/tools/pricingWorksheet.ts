/** The Pricing Strategy Worksheet: its page's entry (see ./tool.ts). */
import {FREE_TOOL_PATHS} from '@site/src/data/freeToolPaths';
import {STATIC_DOWNLOADS} from '@site/src/data/staticDownloads';
import {WORKSHEET_STEPS} from '@site/src/data/pricingWorksheet';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import type {FreeTool} from './tool';

export const PRICING_WORKSHEET_TOOL: FreeTool = {
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
};
