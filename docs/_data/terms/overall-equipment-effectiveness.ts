/**
 * Overall Equipment Effectiveness, as this edition writes it: a week on a manufacturer's
 * packing line, the three factors, the minutes each loss costs, and the output the target
 * would add. The calculator starts from the same week.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {overallEquipmentEffectivenessCalculator} from '@site/src/lib/metrics/calculators/overallEquipmentEffectiveness';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {meetsTarget, targetPosition} from '@site/src/lib/metrics/targets';
import {roundTo} from '@site/src/lib/metrics/math';
import {
  overallEquipmentEffectiveness,
  unitsAtFullEffectiveness,
  weakestOeeFactor,
} from '@site/src/lib/metrics/oee';
import {formatNumber, formatPercent} from '@site/src/lib/numbers/format';
import {EDGE_RULE, OEE_TABLE, OEE_TARGET} from '../benchmarks';
import {TERMS} from './index';

/** Shifts in the week and the planned minutes of each (breaks and planned maintenance out). */
const SHIFTS = 10;
const MINUTES_PER_SHIFT = 480;
/** Minutes the line stood still in the week, by cause. */
const STOPS = {changeovers: 320, breakdowns: 120, materialWaits: 60} as const;
/** The fastest the line can pack one case, in seconds. */
const IDEAL_CYCLE_SECONDS = 3;
/** Cases packed in the week, and those that were good first time. */
const TOTAL_COUNT = 74_000;
const GOOD_COUNT = 71_900;

const plannedMinutes = SHIFTS * MINUTES_PER_SHIFT;
const stopMinutes = STOPS.changeovers + STOPS.breakdowns + STOPS.materialWaits;
const runMinutes = plannedMinutes - stopMinutes;
const input = {
  plannedMinutes,
  runMinutes,
  idealCycleSeconds: IDEAL_CYCLE_SECONDS,
  totalCount: TOTAL_COUNT,
  goodCount: GOOD_COUNT,
};
const factors = overallEquipmentEffectiveness(input);
const oee = roundTo(factors.oee, 1);

/** Minutes of ideal running: the time the counted units need at the ideal cycle time. */
const idealMinutes = (TOTAL_COUNT * IDEAL_CYCLE_SECONDS) / 60;
const goodMinutes = (GOOD_COUNT * IDEAL_CYCLE_SECONDS) / 60;
const fullCount = unitsAtFullEffectiveness(plannedMinutes, IDEAL_CYCLE_SECONDS);
const atTarget = (fullCount * OEE_TARGET.value) / 100;
const weakest = weakestOeeFactor(factors);

/** The worked example's figures, as the page prints them. */
export const example = {
  shifts: formatNumber(SHIFTS),
  minutesPerShift: formatNumber(MINUTES_PER_SHIFT),
  planned: formatNumber(plannedMinutes),
  changeovers: formatNumber(STOPS.changeovers),
  breakdowns: formatNumber(STOPS.breakdowns),
  materialWaits: formatNumber(STOPS.materialWaits),
  stops: formatNumber(stopMinutes),
  run: formatNumber(runMinutes),
  idealCycle: formatNumber(IDEAL_CYCLE_SECONDS, 1),
  total: formatNumber(TOTAL_COUNT),
  good: formatNumber(GOOD_COUNT),
  rejected: formatNumber(TOTAL_COUNT - GOOD_COUNT),
  idealMinutes: formatNumber(idealMinutes),
  goodMinutes: formatNumber(goodMinutes),
  availability: formatPercent(factors.availability),
  performance: formatPercent(factors.performance),
  quality: formatPercent(factors.quality),
  oee: formatPercent(oee),
  target: formatPercent(OEE_TARGET.value, 0),
  /** Where the OEE stands against the target ("below"). */
  position: targetPosition(oee, OEE_TARGET),
  /** Minutes lost to each of the three losses; they add up to the planned time less good minutes. */
  lostToStops: formatNumber(stopMinutes),
  lostToSpeed: formatNumber(runMinutes - idealMinutes),
  lostToQuality: formatNumber(idealMinutes - goodMinutes),
  fullCount: formatNumber(fullCount),
  atTarget: formatNumber(atTarget),
  extraAtTarget: formatNumber(atTarget - GOOD_COUNT),
  /** One point of OEE in good cases a week. */
  pointValue: formatNumber(fullCount / 100),
};

/** What the page's sentences claim, for the tests to hold against the arithmetic. */
export const findings = {
  /** The line is short of the target... */
  meetsTarget: meetsTarget(oee, OEE_TARGET),
  /** ...and speed, not stops, is its largest loss... */
  weakest,
  speedLossExceedsStops: runMinutes - idealMinutes > stopMinutes,
  /** ...while multiplying the three factors as shown gives the OEE as shown. */
  factorsMultiplyAsShown:
    roundTo(
      (roundTo(factors.availability, 1) *
        roundTo(factors.performance, 1) *
        roundTo(factors.quality, 1)) /
        10_000,
      1,
    ) === oee,
};

/** What the page says of those figures; a test holds `findings` to it. */
export const claims = {
  meetsTarget: false,
  weakest: 'performance',
  speedLossExceedsStops: true,
  factorsMultiplyAsShown: true,
} as const;

export default defineTermPage(TERMS, 'overall-equipment-effectiveness', {
  formulas: [
    'OEE % = Availability × Performance × Quality',
    'Availability = Run time ÷ Planned production time',
    'Performance = Ideal cycle time × Total count ÷ Run time',
    'Quality = Good count ÷ Total count',
  ],
  calculator: bindCalculator(overallEquipmentEffectivenessCalculator, {
    example: input,
    benchmarks: {target: OEE_TARGET},
  }),
  benchmarks: {tables: [OEE_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['contribution-margin', 'what each extra good unit adds once it is made and sold.'],
    ['breakeven-price', 'the fixed cost of the line spread over more good units lowers it.'],
    ['forecast-accuracy', 'a plan the line can trust cuts changeovers and rushed runs.'],
    ['inventory-turns', 'a line that runs reliably needs less stock held against it.'],
  ],
  claims: claimsAgainst(claims, findings),
});
