/**
 * Every record the free tools, the ROI calculator and the booking page keep in this browser,
 * with the tool it belongs to and a few words on what it holds now. The "your data" page lists, exports,
 * imports and clears them; each tool's page names its own.
 */
import {site} from '@site/src/config/site';
import {BOOKING_ESTIMATE_RECORD} from '@site/src/lib/booking/estimate';
import {CHECKLIST_ITEM_COUNT, CHECKLIST_SECTION_SIZES} from '@site/src/data/marginLeakChecklist';
import {FREE_TOOLS, type FreeToolKey} from '@site/src/data/freeTools';
import {ROI_CALCULATOR_PAGE} from '@site/src/data/roiCalculatorPage';
import {countChecked} from '@site/src/lib/checklist/checklist';
import {CHECKLIST_RECORD} from '@site/src/lib/checklist/record';
import {COST_RECORD} from '@site/src/lib/costs/record';
import {counted} from '@site/src/lib/numbers/words';
import {isPristine} from '@site/src/lib/profitability/profitability';
import {ROI_SCENARIOS_RECORD} from '@site/src/lib/roi/record';
import {
  PROFITABILITY_FIELDS_RECORD,
  SAVED_CALCULATIONS_RECORD,
} from '@site/src/lib/profitability/record';
import {SEGMENTATION_RECORD} from '@site/src/lib/segmentation/record';
import type {RecordSchema} from '@site/src/lib/storage/record';
import {WORKSHEET_RECORD} from '@site/src/lib/worksheet/record';
import {WORKSHEET_FIELDS, WORKSHEET_STEP_COUNT} from '@site/src/lib/worksheet/worksheet';

/**
 * The tools that keep records: the five free tools, the ROI calculator, and the booking page
 * (the figures a visitor chose to bring to a call).
 */
export type RecordTool = FreeToolKey | 'roiCalculator' | 'bookCall';

const BOOK_CALL_PAGE = {path: site.scheduling.bookingPagePath, name: 'Book a call'};

/** A tool's page, as the "your data" page links to it. */
export function recordToolPage(tool: RecordTool): {readonly path: string; readonly name: string} {
  if (tool === 'roiCalculator') return ROI_CALCULATOR_PAGE;
  if (tool === 'bookCall') return BOOK_CALL_PAGE;
  return FREE_TOOLS[tool];
}

export interface ToolRecord {
  readonly schema: RecordSchema<unknown>;
  readonly tool: RecordTool;
  /** What the record holds, in a few words: "3 customers". */
  readonly summary: (value: unknown) => string;
}

function toolRecord<T>(
  schema: RecordSchema<T>,
  tool: RecordTool,
  summary: (value: T) => string,
): ToolRecord {
  return {schema, tool, summary: (value) => summary(value as T)};
}

export const TOOL_RECORDS: readonly ToolRecord[] = [
  toolRecord(WORKSHEET_RECORD, 'pricingWorksheet', ({step, answers}) => {
    const answered = WORKSHEET_FIELDS.filter((field) => answers[field].trim() !== '').length;
    return `${answered} of ${WORKSHEET_FIELDS.length} answers, at step ${step} of ${WORKSHEET_STEP_COUNT}`;
  }),
  toolRecord(
    CHECKLIST_RECORD,
    'marginLeakChecklist',
    (answers) =>
      `${countChecked(answers, CHECKLIST_SECTION_SIZES)} of ${CHECKLIST_ITEM_COUNT} checks ticked`,
  ),
  toolRecord(PROFITABILITY_FIELDS_RECORD, 'profitabilityCalculator', (fields) =>
    isPristine(fields) ? 'The default figures' : 'Figures being worked on',
  ),
  toolRecord(SAVED_CALCULATIONS_RECORD, 'profitabilityCalculator', (list) =>
    counted(list.length, ['saved calculation', 'saved calculations']),
  ),
  toolRecord(COST_RECORD, 'costTemplate', (lists) =>
    counted(lists.direct.length + lists.indirect.length, ['cost line', 'cost lines']),
  ),
  toolRecord(SEGMENTATION_RECORD, 'segmentationGuide', (rows) =>
    counted(rows.length, ['customer', 'customers']),
  ),
  toolRecord(ROI_SCENARIOS_RECORD, 'roiCalculator', (list) =>
    counted(list.length, ['saved scenario', 'saved scenarios']),
  ),
  toolRecord(BOOKING_ESTIMATE_RECORD, 'bookCall', (estimate) => estimate?.text ?? 'Nothing chosen'),
];
