/**
 * How the pricing strategy worksheet is kept in this browser and shared as a link.
 */
import type {ShareCodec} from '@site/src/lib/share/link';
import {
  decodeTextFields,
  isPlainObject,
  unknownFields,
  unknownFieldsSetAside,
  unreadable,
} from '@site/src/lib/storage/entries';
import type {Decoded, RecordSchema, SetAsideEntry} from '@site/src/lib/storage/record';
import {
  EMPTY_ANSWERS,
  INITIAL_WORKSHEET,
  WORKSHEET_FIELDS,
  clampStep,
  type WorksheetAnswers,
  type WorksheetState,
} from './worksheet';

const LABEL = 'Pricing strategy worksheet';

/** "pricePoint" → "price point". */
function fieldWords(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function decodeWorksheet(data: unknown): Decoded<WorksheetState> {
  if (!isPlainObject(data)) return unreadable(INITIAL_WORKSHEET, data, LABEL, 'a worksheet');
  const answers = decodeTextFields<keyof WorksheetAnswers>(
    data.answers ?? {},
    EMPTY_ANSWERS,
    'worksheet answers',
    (field) => `answer “${fieldWords(field)}”`,
  );
  const setAside: SetAsideEntry[] = [
    ...answers.setAside,
    ...unknownFieldsSetAside(LABEL, unknownFields(data, ['step', 'answers'])),
  ];
  const stored = data.step;
  const readable = typeof stored === 'number' && clampStep(stored) === stored;
  if (stored !== undefined && !readable) {
    setAside.push({
      where: 'worksheet step',
      reason: 'Not a step from 1 to 6: back to step 1.',
      value: stored,
    });
  }
  return {value: {step: readable ? stored : 1, answers: answers.value}, setAside};
}

export const WORKSHEET_RECORD: RecordSchema<WorksheetState> = {
  key: 'tools.pricing-worksheet',
  label: LABEL,
  version: 1,
  initial: INITIAL_WORKSHEET,
  legacy: [{key: 'tools.pricing-worksheet.v1', version: 1}],
  decode: decodeWorksheet,
};

/** Shared as the step and the nine answers in order: `[3,["Widget","…",…]]`. */
export const WORKSHEET_SHARE: ShareCodec<WorksheetState> = {
  version: 1,
  toCompact: (state) => [state.step, WORKSHEET_FIELDS.map((field) => state.answers[field])],
  fromCompact: (compact) => {
    if (!Array.isArray(compact) || compact.length !== 2) return null;
    const [step, texts] = compact as unknown[];
    if (typeof step !== 'number' || clampStep(step) !== step) return null;
    if (!Array.isArray(texts) || texts.length !== WORKSHEET_FIELDS.length) return null;
    if (!texts.every((text) => typeof text === 'string')) return null;
    const answers = Object.fromEntries(
      WORKSHEET_FIELDS.map((field, index) => [field, texts[index] as string]),
    ) as WorksheetAnswers;
    return {step, answers};
  },
};
