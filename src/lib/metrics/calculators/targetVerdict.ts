/** The verdict of a calculator that judges against one-sided targets ("above 90% of list"). */
import {formatTarget, meetsTarget, type NamedTargets, targetOf, targetPosition} from '../targets';
import type {Verdict} from './types';

/**
 * The verdict for `value` against the target of the chosen segment, listing every
 * segment's target: "… is below the wholesale target (above 95% of list)". The
 * target's wording decides the edge. `value` should already be rounded as displayed.
 */
export function targetVerdict(options: {
  readonly value: number;
  readonly targets: NamedTargets;
  readonly selected: string;
  readonly shown: string;
  readonly scaleTitle: string;
}): Verdict {
  const {value, targets, selected, shown, scaleTitle} = options;
  const target = targetOf(targets, selected);
  const where = targetPosition(value, target);
  return {
    summary: `${shown} is ${where} the ${target.label.toLowerCase()} target (${formatTarget(target)})`,
    label: `${where} the target`,
    tone: meetsTarget(value, target) ? 'positive' : 'caution',
    scaleTitle,
    rows: Object.entries(targets).map(([key, entry]) => ({
      label: entry.label,
      range: formatTarget(entry),
      current: key === selected,
    })),
  };
}
