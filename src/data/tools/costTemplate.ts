/** The Cost Structure Template: its page's entry (see ./tool.ts). */
import {FREE_TOOL_PATHS} from '@site/src/data/freeToolPaths';
import {STATIC_DOWNLOADS} from '@site/src/data/staticDownloads';
import type {FreeTool} from './tool';

export const COST_TEMPLATE_TOOL: FreeTool = {
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
};
