/**
 * The margin leak checklist's arithmetic: answers, the share of checks in place (a whole
 * percentage) and the verdict band it falls in.
 */

/** Checked items, keyed "section index-item index" (both from 0), as spec section 3 keeps them. */
export type ChecklistAnswers = Readonly<Record<string, boolean>>;

/** The key of one item: `checklistKey(0, 7)` is "0-7". */
export function checklistKey(sectionIndex: number, itemIndex: number): string {
  return `${sectionIndex}-${itemIndex}`;
}

/** Number of items checked, counting only keys of items that exist. */
export function countChecked(answers: ChecklistAnswers, sectionSizes: readonly number[]): number {
  let count = 0;
  sectionSizes.forEach((size, sectionIndex) => {
    for (let itemIndex = 0; itemIndex < size; itemIndex += 1) {
      if (answers[checklistKey(sectionIndex, itemIndex)] === true) count += 1;
    }
  });
  return count;
}

/** Completion in whole percent: checked / total × 100, rounded (half up); 0 when there are no items. */
export function completionPercent(checked: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(checked)) return 0;
  const ratio = Math.min(1, Math.max(0, checked / total));
  return Math.round(ratio * 100);
}

export type VerdictLevel = 'excellent' | 'good' | 'moderate' | 'high';

export interface ChecklistVerdict {
  readonly level: VerdictLevel;
  readonly text: string;
}

/** Verdict thresholds of spec section 9, in whole percent. */
export const VERDICT_THRESHOLDS = {excellent: 80, good: 60, moderate: 40} as const;

/**
 * The verdict for a completion percentage: 80 or more excellent, 60 to 79 good, 40 to 59
 * moderate risk, below 40 high risk.
 */
export function checklistVerdict(percent: number): ChecklistVerdict {
  if (percent >= VERDICT_THRESHOLDS.excellent) {
    return {level: 'excellent', text: 'Excellent margin management'};
  }
  if (percent >= VERDICT_THRESHOLDS.good) {
    return {level: 'good', text: 'Good, with room for improvement'};
  }
  if (percent >= VERDICT_THRESHOLDS.moderate) {
    return {level: 'moderate', text: 'Moderate risk of margin leaks'};
  }
  return {level: 'high', text: 'High risk of significant margin leaks'};
}

/** One verdict as a range of ticks, for scoring the checklist by hand. */
export interface VerdictBand extends ChecklistVerdict {
  /** Fewest checks ticked that give this verdict. */
  readonly fromChecked: number;
  /** Most checks ticked that give it. */
  readonly toChecked: number;
}

/**
 * The verdicts as ranges of ticked checks out of `total`, best first (each range from the
 * fewest ticks whose rounded percentage reaches the verdict); verdicts no count reaches are
 * left out.
 */
export function verdictBands(total: number): VerdictBand[] {
  const bands: VerdictBand[] = [];
  for (let checked = Math.max(0, Math.floor(total)); checked >= 0; checked -= 1) {
    const verdict = checklistVerdict(completionPercent(checked, total));
    const last = bands.at(-1);
    if (last && last.level === verdict.level) {
      bands[bands.length - 1] = {...last, fromChecked: checked};
    } else {
      bands.push({...verdict, fromChecked: checked, toChecked: checked});
    }
  }
  return bands;
}
