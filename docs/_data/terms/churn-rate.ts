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
import {roundTo} from '@site/src/lib/metrics/math';
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
/** Revenue kept before any expansion, judged as shown (one decimal) like the calculator. */
const retained = roundTo(100 - revenueChurn, 1);
const retainedBand = classify(retained, NRR_BANDS);
const goodEdge = lowerEdge(NRR_BANDS, 'good');
/** A yearly churn rate and the relationship length it implies, as printed. */
const lifetimeAt = (churnPercent: number) => ({
  churn: formatPercent(churnPercent, 0),
  years: formatNumber(impliedLifetimeYears(churnPercent) ?? 0, 1),
});

/** The worked example's figures, as the page prints them. */
export const example = {
  customersAtStart: formatNumber(CUSTOMERS.atStart),
  customersLost: formatNumber(CUSTOMERS.lost),
  startingRevenue: formatUsd(REVENUE.startingRevenue),
  churnedRevenue: formatUsd(REVENUE.churnedRevenue),
  contractionRevenue: formatUsd(REVENUE.contractionRevenue),
  customerChurn: formatPercent(customerChurn),
  revenueChurn: formatPercent(revenueChurn),
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
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: string | boolean} = {
  retained: retainedBand.id,
  goodEdge: classify(goodEdge, NRR_BANDS).id,
  revenueChurnIsHigher: roundTo(revenueChurn, 1) > roundTo(customerChurn, 1),
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
