/**
 * The calculator of the Overall Equipment Effectiveness page, in a module of its own so
 * that only that page carries it.
 */
import {formatNumber, formatPercent} from '@site/src/lib/numbers/format';
import {roundTo} from '../math';
import {
  fasterThanIdeal,
  type OeeFactor,
  overallEquipmentEffectiveness,
  unitsAtFullEffectiveness,
  weakestOeeFactor,
} from '../oee';
import type {NamedTarget} from '../targets';
import {defineCalculator} from './define';
import {count, quantity} from './fields';
import {targetVerdict} from './targetVerdict';
import type {ResultLine} from './types';

/** How each OEE factor is named in a sentence, with the loss it measures. */
const OEE_FACTOR_NAMES: Readonly<Record<OeeFactor, string>> = {
  availability: 'availability (time lost to stops)',
  performance: 'performance (speed lost while running)',
  quality: 'quality (units scrapped or reworked)',
};

export const overallEquipmentEffectivenessCalculator = defineCalculator(
  (benchmarks: {
    /** The OEE target, worded "above". */
    readonly target: NamedTarget;
  }) => ({
    title: 'Work out your OEE',
    inputs: [
      quantity('plannedMinutes', 'Planned production time', {
        suffix: 'minutes',
        step: 1,
        rules: {positive: true},
        hint: 'Shift time less planned breaks and planned maintenance.',
      }),
      quantity('runMinutes', 'Run time', {
        suffix: 'minutes',
        step: 1,
        hint: 'Planned time less every stop: breakdowns, changeovers, waiting for material.',
      }),
      quantity('idealCycleSeconds', 'Ideal cycle time', {
        suffix: 'seconds a unit',
        step: 0.1,
        rules: {positive: true},
        hint: 'The fastest the line can make one unit: its rated or best sustained speed.',
      }),
      count('totalCount', 'Units made', {rules: {positive: true}, hint: 'Good and bad together.'}),
      count('goodCount', 'Good units', {hint: 'Right first time: no scrap, no rework.'}),
    ],
    compute(values) {
      const input = {
        plannedMinutes: values.number('plannedMinutes'),
        runMinutes: values.number('runMinutes'),
        idealCycleSeconds: values.number('idealCycleSeconds'),
        totalCount: values.number('totalCount'),
        goodCount: values.number('goodCount'),
      };
      const errors: Partial<Record<'runMinutes' | 'goodCount' | 'idealCycleSeconds', string>> = {};
      if (input.runMinutes > input.plannedMinutes) {
        errors.runMinutes = 'Cannot be more than the planned production time.';
      }
      if (input.goodCount > input.totalCount) {
        errors.goodCount = 'Cannot be more than the units made.';
      }
      if (fasterThanIdeal(input)) {
        errors.idealCycleSeconds =
          'Too slow for the units made in the run time: the ideal cycle time is the fastest the line can make one unit.';
      }
      if (Object.keys(errors).length > 0) return {errors, lines: []};
      const factors = overallEquipmentEffectiveness(input);
      const oee = roundTo(factors.oee, 1);
      const target = benchmarks.target;
      const full = unitsAtFullEffectiveness(input.plannedMinutes, input.idealCycleSeconds);
      const lines: ResultLine[] = [
        {label: 'OEE', value: formatPercent(oee), primary: true},
        {label: 'Availability', value: formatPercent(factors.availability)},
        {label: 'Performance', value: formatPercent(factors.performance)},
        {label: 'Quality', value: formatPercent(factors.quality)},
        {
          label: 'Units the planned time allows at ideal speed',
          value: formatNumber(Math.floor(full)),
        },
      ];
      const extra = Math.floor((full * target.value) / 100 - input.goodCount);
      if (extra > 0) {
        lines.push({
          label: `More good units at ${target.value}${target.unit} OEE`,
          value: formatNumber(extra),
        });
      }
      const weakest = weakestOeeFactor(factors);
      return {
        lines,
        notes:
          factors[weakest] < 100
            ? [`The largest loss is in ${OEE_FACTOR_NAMES[weakest]}: start there.`]
            : [],
        verdict: targetVerdict({
          value: oee,
          targets: {target},
          selected: 'target',
          shown: `An OEE of ${formatPercent(oee)}`,
          scaleTitle: 'OEE target',
        }),
      };
    },
  }),
);
