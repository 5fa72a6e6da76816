/**
 * Churn Rate, as this edition writes it: a packaging wholesaler's year of lost customers and
 * lost revenue, and the expansion it needs to make up for them.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify, lowerEdge} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {churnRateCalculator} from '@site/src/lib/metrics/calculators/churnRate';
import {
  churnRate,
  expansionNeededForNrr,
  impliedLifetimeYears,
  revenueChurnRate,
} from '@site/src/lib/metrics/customerRevenue';
import {percentOf, roundTo, safeDivide} from '@site/src/lib/metrics/math';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {EDGE_RULE, NRR_BANDS, NRR_TABLE} from '../benchmarks';
import {TERMS} from './index';

/** The wholesaler's customers at the start of the year, and those it lost. */
const CUSTOMERS = {atStart: 240, lost: 19};
/** The yearly revenue of those customers at the start, and what left or shrank. */
const REVENUE = {startingRevenue: 14_400_000, churnedRevenue: 960_000, contractionRevenue: 420_000};
/** Two yearly churn rates the formula section turns into relationship lengths, in %. */
const LOW_CHURN_PERCENT = 8;
const HIGH_CHURN_PERCENT = 25;
/** Net retention of 100%: this year's revenue from the same customers equals last year's. */
const STAND_STILL_PERCENT = 100;

const customerChurn = churnRate(CUSTOMERS.lost, CUSTOMERS.atStart);
const revenueChurn = revenueChurnRate(REVENUE);
/** Yearly revenue of the average customer at the start, and of the average one who left. */
const averageCustomer = roundTo(safeDivide(REVENUE.startingRevenue, CUSTOMERS.atStart), 0);
const averageDeparted = roundTo(safeDivide(REVENUE.churnedRevenue, CUSTOMERS.lost), 0);
/** The two parts of revenue churn: revenue that left with customers, and cutbacks. */
const departedShare = percentOf(REVENUE.churnedRevenue, REVENUE.startingRevenue);
const contractionShare = percentOf(REVENUE.contractionRevenue, REVENUE.startingRevenue);
/** As shown, to one decimal. */
const shownCustomerChurn = roundTo(customerChurn, 1);
const shownDepartedShare = roundTo(departedShare, 1);
/** Revenue kept before any expansion, judged as shown (one decimal) like the calculator. */
const retained = roundTo(100 - revenueChurn, 1);
const retainedBand = classify(retained, NRR_BANDS);
const goodEdge = lowerEdge(NRR_BANDS, 'good');
/** A yearly churn rate and the relationship length it implies, as printed. */
const lifetimeAt = (churnPercent: number) => ({
  churn: formatPercent(churnPercent, 0),
  years: formatNumber(impliedLifetimeYears(churnPercent) ?? 0, 1),
});

/** "smaller than", "larger than" or "the same size as": `value` set against `reference`. */
function sizeAgainst(value: number, reference: number): string {
  if (value < reference) return 'smaller than';
  if (value > reference) return 'larger than';
  return 'the same size as';
}

/** The worked example's figures, as the page prints them. */
export const example = {
  customersAtStart: formatNumber(CUSTOMERS.atStart),
  customersLost: formatNumber(CUSTOMERS.lost),
  startingRevenue: formatUsd(REVENUE.startingRevenue),
  churnedRevenue: formatUsd(REVENUE.churnedRevenue),
  contractionRevenue: formatUsd(REVENUE.contractionRevenue),
  customerChurn: formatPercent(customerChurn),
  revenueChurn: formatPercent(revenueChurn),
  averageCustomer: formatUsd(averageCustomer),
  averageDeparted: formatUsd(averageDeparted),
  /** How the customers who left compare with the average one: "smaller than". */
  departedSize: sizeAgainst(averageDeparted, averageCustomer),
  departedShare: formatPercent(departedShare),
  contractionShare: formatPercent(contractionShare),
  /** From the unrounded churn rate, as the calculator works it out. */
  lifetimeYears: formatNumber(impliedLifetimeYears(customerChurn) ?? 0, 1),
  retained: formatPercent(retained),
  retainedBand: retainedBand.label,
  standStillExpansion: formatUsd(
    expansionNeededForNrr({...REVENUE, targetPercent: STAND_STILL_PERCENT}),
  ),
  goodEdge: formatPercent(goodEdge, 0),
  goodBand: classify(goodEdge, NRR_BANDS).label,
  goodExpansion: formatUsd(expansionNeededForNrr({...REVENUE, targetPercent: goodEdge})),
  lowChurn: lifetimeAt(LOW_CHURN_PERCENT),
  highChurn: lifetimeAt(HIGH_CHURN_PERCENT),
};

/** What the page's sentences say of the figures. */
export const claims = {
  /** "keeps … of its starting revenue: in the concerning band" */
  retained: 'concerning',
  /** "to reach a good 110%" */
  goodEdge: 'good',
  /** "Revenue churn is higher than customer churn" (as the two are shown). */
  revenueChurnIsHigher: true,
  /** "not because the customers who left were large": they were smaller than average. */
  departedWereSmaller: true,
  /**
   * "The gap comes from the customers who stayed and bought less": the revenue that left with
   * customers is no larger a share than the customers were, so contraction makes the gap.
   */
  gapComesFromContraction: true,
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: string | boolean} = {
  retained: retainedBand.id,
  goodEdge: classify(goodEdge, NRR_BANDS).id,
  revenueChurnIsHigher: roundTo(revenueChurn, 1) > shownCustomerChurn,
  departedWereSmaller: averageDeparted < averageCustomer,
  gapComesFromContraction:
    shownDepartedShare <= shownCustomerChurn &&
    roundTo(departedShare + contractionShare, 1) > shownCustomerChurn,
};

export default defineTermPage(TERMS, 'churn-rate', {
  formulas: [
    'Customer churn % = Customers lost in the period ÷ Customers at the start × 100',
    'Revenue churn % = (Revenue lost with departed customers + Revenue lost to customers buying less) ÷ Revenue at the start × 100',
  ],
  calculator: bindCalculator(churnRateCalculator, {
    example: {customersAtStart: CUSTOMERS.atStart, customersLost: CUSTOMERS.lost, ...REVENUE},
    benchmarks: {nrr: NRR_BANDS},
  }),
  benchmarks: {tables: [NRR_TABLE], edgeRule: EDGE_RULE},
  related: [
    [
      'net-revenue-retention',
      'churn and contraction set against growth from the customers who stay.',
    ],
    ['customer-lifetime-value', 'churn sets the expected length of the relationship.'],
    [
      'rfm-modelling',
      'spots the customers drifting towards churn while there is still time to act.',
    ],
  ],
  claims: claimsAgainst(claims, findings),
});
