/**
 * How the margin leak checklist's ticks are kept in this browser and shared as a link.
 */
import type {ShareCodec} from '@site/src/lib/share/link';
import {isPlainObject, unreadable} from '@site/src/lib/storage/entries';
import type {Decoded, RecordSchema, SetAsideEntry} from '@site/src/lib/storage/record';
import type {ChecklistAnswers} from './checklist';

const LABEL = 'Margin leak checklist';
const KEY_PATTERN = /^\d+-\d+$/;
const NO_ANSWERS: ChecklistAnswers = Object.freeze({});

function decodeAnswers(data: unknown): Decoded<ChecklistAnswers> {
  if (!isPlainObject(data)) return unreadable(NO_ANSWERS, data, LABEL, 'a set of ticks');
  const value: Record<string, boolean> = {};
  const setAside: SetAsideEntry[] = [];
  for (const [key, checked] of Object.entries(data)) {
    if (!KEY_PATTERN.test(key)) {
      setAside.push({
        where: `checklist entry “${key}”`,
        reason: 'Not a checklist item.',
        value: checked,
      });
    } else if (typeof checked !== 'boolean') {
      setAside.push({
        where: `checklist item ${key}`,
        reason: 'Neither ticked nor unticked.',
        value: checked,
      });
    } else {
      value[key] = checked;
    }
  }
  return {value, setAside};
}

export const CHECKLIST_RECORD: RecordSchema<ChecklistAnswers> = {
  key: 'tools.margin-leak-checklist',
  label: LABEL,
  version: 1,
  initial: NO_ANSWERS,
  legacy: [{key: 'tools.margin-leak-checklist.v1', version: 1}],
  decode: decodeAnswers,
};

/** Shared as the keys of the ticked items: `["0-1","2-5"]`. */
export const CHECKLIST_SHARE: ShareCodec<ChecklistAnswers> = {
  version: 1,
  toCompact: (answers) =>
    Object.entries(answers)
      .filter(([, checked]) => checked)
      .map(([key]) => key),
  fromCompact: (compact) => {
    if (!Array.isArray(compact)) return null;
    if (!compact.every((key) => typeof key === 'string' && KEY_PATTERN.test(key))) return null;
    return Object.fromEntries((compact as string[]).map((key) => [key, true]));
  },
};
