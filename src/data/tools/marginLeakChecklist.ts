/** The margin leak checklist: its page's entry (see ./tool.ts). */
import {FREE_TOOL_PATHS} from '@site/src/data/freeToolPaths';
import {CHECKLIST_ITEM_COUNT, CHECKLIST_TITLE_POINTS} from '@site/src/data/marginLeakChecklist';
import type {FreeTool} from './tool';

export const MARGIN_LEAK_CHECKLIST_TOOL: FreeTool = {
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
};
