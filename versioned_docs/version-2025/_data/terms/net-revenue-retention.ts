/**
 * Net Revenue Retention (NRR), as this edition writes it: an electrical components
 * distributor's existing customers a year on, with and without the year's price rise.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify, lowerEdge} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {netRevenueRetentionCalculator} from '@site/src/lib/metrics/calculators/netRevenueRetention';
import {netRevenueRetention} from '@site/src/lib/metrics/customerRevenue';
import {roundTo} from '@site/src/lib/metrics/math';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {EDGE_RULE, NRR_BANDS, NRR_TABLE} from '../benchmarks';
import {TERMS} from './index';

/** Last year's revenue from the existing customers and what happened to it this year. */
const CUSTOMERS = {
  startingRevenue: 12_000_000,
  expansionRevenue: 1_560_000,
  contractionRevenue: 420_000,
  churnedRevenue: 540_000,
};
/** The list price rise of the year, in %. */
const PRICE_RISE_PERCENT = 4;

const {startingRevenue, expansionRevenue, contractionRevenue, churnedRevenue} = CUSTOMERS;
const today = startingRevenue + expansionRevenue - contractionRevenue - churnedRevenue;
/** Judged as shown (one decimal), as the calculator judges it. */
const nrr = roundTo(netRevenueRetention(CUSTOMERS), 1);
const grossRetention = netRevenueRetention({...CUSTOMERS, expansionRevenue: 0});
/** The part of the expansion that is price: the rise applied to last year's revenue. */
const priceEffect = (startingRevenue * PRICE_RISE_PERCENT) / 100;
const constantPriceNrr = netRevenueRetention({
  ...CUSTOMERS,
  expansionRevenue: expansionRevenue - priceEffect,
});
const goodEdge = lowerEdge(NRR_BANDS, 'good');

/** The worked example's figures, as the page prints them. */
export const example = {
  startingRevenue: formatUsd(startingRevenue),
  expansionRevenue: formatUsd(expansionRevenue),
  contractionRevenue: formatUsd(contractionRevenue),
  churnedRevenue: formatUsd(churnedRevenue),
  today: formatUsd(today),
  nrr: formatPercent(nrr),
  nrrBand: classify(nrr, NRR_BANDS).label,
  grossRetention: formatPercent(grossRetention),
  /** The two retention figures in whole percent, as the definition quotes them. */
  nrrWhole: formatPercent(nrr, 0),
  grossRetentionWhole: formatPercent(grossRetention, 0),
  priceRise: formatPercent(PRICE_RISE_PERCENT, 0),
  priceEffect: formatUsd(priceEffect),
  constantPriceNrr: formatPercent(constantPriceNrr, 0),
  goodEdge: formatPercent(goodEdge, 0),
};

/** What the page's sentences say of the figures. */
export const claims = {
  /** "in the average band" */
  nrr: 'average',
  /** "growing its loyal accounts but leaking elsewhere": NRR above 100%, gross retention below. */
  growingButLeaking: true,
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: string | boolean} = {
  nrr: classify(nrr, NRR_BANDS).id,
  growingButLeaking: nrr > 100 && grossRetention < 100,
};

export default defineTermPage(TERMS, 'net-revenue-retention', {
  formulas: [
    'NRR % = (Starting revenue + Expansion − Contraction − Churned revenue) ÷ Starting revenue × 100',
  ],
  calculator: bindCalculator(netRevenueRetentionCalculator, {
    example: CUSTOMERS,
    benchmarks: {nrr: NRR_BANDS},
  }),
  benchmarks: {tables: [NRR_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['churn-rate', 'the losses inside NRR, counted by customers and by revenue.'],
    ['customer-lifetime-value', 'rising NRR lengthens and enlarges every relationship.'],
    ['customer-tier', 'where to look when NRR differs between groups of customers.'],
  ],
  claims: claimsAgainst(claims, findings),
});
