/**
 * The five free tools: route, name and the words of each page's head and hero, one module
 * each (./tools/), gathered here for the pages that list them. A tool's page takes its own
 * entry from its module; nothing else repeats these texts.
 */
import {FREE_TOOL_KEYS, FREE_TOOL_PATHS, type FreeToolKey} from '@site/src/data/freeToolPaths';
import {COST_TEMPLATE_TOOL} from '@site/src/data/tools/costTemplate';
import {MARGIN_LEAK_CHECKLIST_TOOL} from '@site/src/data/tools/marginLeakChecklist';
import {PRICING_WORKSHEET_TOOL} from '@site/src/data/tools/pricingWorksheet';
import {PROFITABILITY_CALCULATOR_TOOL} from '@site/src/data/tools/profitabilityCalculator';
import {SEGMENTATION_GUIDE_TOOL} from '@site/src/data/tools/segmentationGuide';
import type {FreeTool} from '@site/src/data/tools/tool';

export {FREE_TOOL_KEYS, FREE_TOOL_PATHS, type FreeTool, type FreeToolKey};

export const FREE_TOOLS: Readonly<Record<FreeToolKey, FreeTool>> = {
  pricingWorksheet: PRICING_WORKSHEET_TOOL,
  marginLeakChecklist: MARGIN_LEAK_CHECKLIST_TOOL,
  profitabilityCalculator: PROFITABILITY_CALCULATOR_TOOL,
  costTemplate: COST_TEMPLATE_TOOL,
  segmentationGuide: SEGMENTATION_GUIDE_TOOL,
};
