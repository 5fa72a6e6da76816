/**
 * The pricing strategy worksheet: six steps, nine text answers, a summary. Pure state rules;
 * the page and the step texts (src/data/pricingWorksheet.ts) compose them.
 */

/** Number of steps of the worksheet. */
export const WORKSHEET_STEP_COUNT = 6;

/** The nine answers, in the order the worksheet asks for them. */
export const WORKSHEET_FIELDS = [
  'productName',
  'targetMarket',
  'valueProposition',
  'costStructure',
  'competitorPrices',
  'customerBudget',
  'pricingObjective',
  'pricePoint',
  'justification',
] as const;

export type WorksheetField = (typeof WORKSHEET_FIELDS)[number];
export type WorksheetAnswers = Readonly<Record<WorksheetField, string>>;

/** What the worksheet holds: the current step (1 to 6) and the answers. */
export interface WorksheetState {
  readonly step: number;
  readonly answers: WorksheetAnswers;
}

export const EMPTY_ANSWERS: WorksheetAnswers = Object.freeze(
  Object.fromEntries(WORKSHEET_FIELDS.map((field) => [field, ''])) as Record<
    WorksheetField,
    string
  >,
);

export const INITIAL_WORKSHEET: WorksheetState = Object.freeze({step: 1, answers: EMPTY_ANSWERS});

/** Text shown in the summary for an answer left blank. */
export const NOT_SPECIFIED = 'Not specified';

/** A step number kept within 1 to 6 (whole numbers; anything unreadable is step 1). */
export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(WORKSHEET_STEP_COUNT, Math.max(1, Math.trunc(step)));
}

/** The step after `step`, stopping at 6. */
export function nextStep(step: number): number {
  return clampStep(step + 1);
}

/** The step before `step`, stopping at 1. */
export function previousStep(step: number): number {
  return clampStep(step - 1);
}

/** Progress through the worksheet, in percent: step / 6 × 100 (16.67 % at step 1). */
export function progressPercent(step: number): number {
  return (clampStep(step) / WORKSHEET_STEP_COUNT) * 100;
}

export type StepStatus = 'done' | 'current' | 'upcoming';

/** How a step's card is styled: earlier steps are done, later ones upcoming. */
export function stepStatus(cardStep: number, currentStep: number): StepStatus {
  if (cardStep < currentStep) return 'done';
  return cardStep === currentStep ? 'current' : 'upcoming';
}

/** The summary card: four answers, each falling back to "Not specified". */
export interface WorksheetSummary {
  readonly product: string;
  readonly recommendedPrice: string;
  readonly strategy: string;
  readonly justification: string;
}

function orNotSpecified(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? NOT_SPECIFIED : trimmed;
}

export function worksheetSummary(answers: WorksheetAnswers): WorksheetSummary {
  return {
    product: orNotSpecified(answers.productName),
    recommendedPrice: orNotSpecified(answers.pricePoint),
    strategy: orNotSpecified(answers.pricingObjective),
    justification: orNotSpecified(answers.justification),
  };
}

/** One question of the worksheet, as the summary file lists it. */
export interface WorksheetQuestion {
  readonly field: WorksheetField;
  readonly label: string;
}

/** One step, as the summary file lists it. */
export interface WorksheetStepOutline {
  readonly title: string;
  readonly questions: readonly WorksheetQuestion[];
}

/**
 * The worksheet as a plain-text document: the summary first, then every answer under its
 * step. Lines end with CRLF so the file reads well in any editor.
 */
export function worksheetText(
  answers: WorksheetAnswers,
  steps: readonly WorksheetStepOutline[],
  heading: string,
): string {
  const summary = worksheetSummary(answers);
  const lines: string[] = [
    heading,
    '='.repeat(heading.length),
    '',
    'SUMMARY',
    `Product: ${summary.product}`,
    `Recommended price: ${summary.recommendedPrice}`,
    `Strategy: ${summary.strategy}`,
    `Justification: ${summary.justification}`,
  ];
  steps.forEach((step, index) => {
    lines.push('', `STEP ${index + 1}: ${step.title.toUpperCase()}`);
    for (const question of step.questions) {
      lines.push(
        `${question.label}:`,
        orNotSpecified(answers[question.field]).replace(/\r\n?|\n/g, '\r\n'),
        '',
      );
    }
    if (lines.at(-1) === '') lines.pop();
  });
  return `${lines.join('\r\n')}\r\n`;
}
