/**
 * Customer Acquisition Cost (CAC), as this edition writes it: an industrial supplies
 * distributor's year of new business, set against what a typical account is worth on the
 * lifetime value page.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {customerAcquisitionCostCalculator} from '@site/src/lib/metrics/calculators/customerAcquisitionCost';
import {
  cacPaybackMonths,
  customerAcquisitionCost,
  ltvToCacRatio,
} from '@site/src/lib/metrics/customerRevenue';
import {roundTo} from '@site/src/lib/metrics/math';
import {formatNumber, formatRatio, formatUsd} from '@site/src/lib/numbers/format';
import {EDGE_RULE, LTV_CAC_BANDS, LTV_CAC_TABLE} from '../benchmarks';
import {typicalAccount} from './customer-lifetime-value';
import {TERMS} from './index';

/** The year's spending on new business, and the accounts it won. */
const NEW_BUSINESS = {salesCost: 380_000, marketingCost: 160_000, newCustomers: 48};
/** The accounts the same spending wins in the weaker year the page imagines. */
const FEWER_WINS = 30;
/** An acquisition cost the benchmarks section weighs against two account values. */
const ILLUSTRATIVE_CAC = 11_000;
const VALUABLE_ACCOUNT = 200_000;
const MODEST_ACCOUNT = 15_000;
const MONTHS_PER_YEAR = 12;

const {lifetimeValue} = typicalAccount;
const cac = customerAcquisitionCost(NEW_BUSINESS);
const monthlyMargin = typicalAccount.annualMargin / MONTHS_PER_YEAR;
const fewerWinsCac = customerAcquisitionCost({...NEW_BUSINESS, newCustomers: FEWER_WINS});
/** An LTV:CAC ratio as shown (one decimal) and judged, as the calculator judges it. */
function reading(value: number, acquisitionCost: number) {
  const ratio = roundTo(ltvToCacRatio(value, acquisitionCost), 1);
  return {ratio, band: classify(ratio, LTV_CAC_BANDS)};
}
const actual = reading(lifetimeValue, cac);
const fewerWins = reading(lifetimeValue, fewerWinsCac);
const valuable = reading(VALUABLE_ACCOUNT, ILLUSTRATIVE_CAC);
const modest = reading(MODEST_ACCOUNT, ILLUSTRATIVE_CAC);

/** The worked example's figures, as the page prints them. */
export const example = {
  salesCost: formatUsd(NEW_BUSINESS.salesCost),
  marketingCost: formatUsd(NEW_BUSINESS.marketingCost),
  newCustomers: formatNumber(NEW_BUSINESS.newCustomers),
  cac: formatUsd(cac),
  lifetimeValue: formatUsd(lifetimeValue),
  ratio: formatRatio(actual.ratio),
  ratioBand: actual.band.label,
  monthlyMargin: formatUsd(monthlyMargin),
  /** Months of margin that earn the acquisition cost back, to the nearest month. */
  paybackMonths: formatNumber(cacPaybackMonths(cac, monthlyMargin)),
  fewerWins: {
    newCustomers: formatNumber(FEWER_WINS),
    cac: formatUsd(fewerWinsCac),
    ratio: formatRatio(fewerWins.ratio),
    band: fewerWins.band.label,
  },
  illustration: {
    cac: formatUsd(ILLUSTRATIVE_CAC),
    valuable: formatUsd(VALUABLE_ACCOUNT),
    modest: formatUsd(MODEST_ACCOUNT),
  },
};

/** What the page's sentences say of the figures. */
export const claims = {
  /** "acceptable, with room to spend more" */
  ratio: 'acceptable',
  /** "the ratio would fall to …, in the danger zone" */
  fewerWins: 'danger',
  /** "cheap for an account worth …" */
  cheapForValuable: 'excellent',
  /** "ruinous for one worth …" */
  ruinousForModest: 'danger',
  /** The same spending with fewer wins costs more per account. */
  fewerWinsCostMore: true,
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: string | boolean} = {
  ratio: actual.band.id,
  fewerWins: fewerWins.band.id,
  cheapForValuable: valuable.band.id,
  ruinousForModest: modest.band.id,
  fewerWinsCostMore: fewerWinsCac > cac,
};

export default defineTermPage(TERMS, 'customer-acquisition-cost', {
  formulas: ['CAC = (Sales cost + Marketing cost) ÷ New customers won'],
  calculator: bindCalculator(customerAcquisitionCostCalculator, {
    example: {...NEW_BUSINESS, lifetimeValue},
    benchmarks: {ltvCac: LTV_CAC_BANDS},
  }),
  benchmarks: {tables: [LTV_CAC_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-lifetime-value', 'what an acquired customer is worth, the other half of the ratio.'],
    [
      'quote-conversion-rate',
      'how many quotes it takes to win, the largest driver of sales cost per customer.',
    ],
    ['sales-velocity-profitability', 'how quickly the pipeline turns into margin.'],
  ],
  claims: claimsAgainst(claims, findings),
});
