/**
 * Customer Lifetime Value (CLV), as this edition writes it: a building-products distributor's
 * contractor accounts, what one is worth and what it may cost to win. The acquisition cost
 * page borrows the account's value from here.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {classify, lowerEdge} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {customerLifetimeValueCalculator} from '@site/src/lib/metrics/calculators/customerLifetimeValue';
import {
  annualCustomerMargin,
  customerLifetimeValue,
  discountedLifetimeValue,
  impliedLifetimeYears,
  ltvToCacRatio,
  maxAcquisitionCost,
} from '@site/src/lib/metrics/customerRevenue';
import {roundTo} from '@site/src/lib/metrics/math';
import {formatNumber, formatPercent, formatRatio, formatUsd} from '@site/src/lib/numbers/format';
import {EDGE_RULE, LTV_CAC_BANDS, LTV_CAC_TABLE} from '../benchmarks';
import {TERMS} from './index';

/** A typical contractor account. */
const CONTRACTOR = {
  averageOrderValue: 2400,
  ordersPerYear: 18,
  grossMarginPercent: 22,
  expectedYears: 5,
};
/** What winning a new contractor costs in sales time, trade events and samples. */
const ACQUISITION_COST = 11_300;
/** Two accounts that show why CLV is counted in margin: yearly revenue and margin %. */
const LARGE_THIN_ACCOUNT = {revenue: 2_000_000, marginPercent: 4};
const SMALLER_RICHER_ACCOUNT = {revenue: 600_000, marginPercent: 22};
/** A cost of capital the page discounts the account's value at, in % a year. */
const DISCOUNT_RATE_PERCENT = 10;
/** Two yearly churn rates the page turns into relationship lengths, in %. */
const LOW_CHURN_PERCENT = 8;
const HIGH_CHURN_PERCENT = 20;

const annualMargin = annualCustomerMargin(CONTRACTOR);
const lifetimeValue = customerLifetimeValue(CONTRACTOR);
/** Judged as shown, to one decimal, as the calculator judges it. */
const ratio = roundTo(ltvToCacRatio(lifetimeValue, ACQUISITION_COST), 1);
const dangerEdge = lowerEdge(LTV_CAC_BANDS, 'acceptable');
const excellentEdge = lowerEdge(LTV_CAC_BANDS, 'excellent');
const ratioBand = classify(ratio, LTV_CAC_BANDS);
const dangerEdgeBand = classify(dangerEdge, LTV_CAC_BANDS);
const yearlyMargin = (account: {revenue: number; marginPercent: number}) =>
  (account.revenue * account.marginPercent) / 100;
/** A yearly churn rate and the relationship length it implies, as printed. */
const lifetimeAt = (churnPercent: number) => ({
  churn: formatPercent(churnPercent, 0),
  years: formatNumber(impliedLifetimeYears(churnPercent) ?? 0, 1),
});

/** What a typical new account is worth, for the pages that set a cost against it. */
export const typicalAccount = {lifetimeValue, annualMargin};

/** The worked example's figures, as the page prints them. */
export const example = {
  averageOrderValue: formatUsd(CONTRACTOR.averageOrderValue),
  ordersPerYear: formatNumber(CONTRACTOR.ordersPerYear),
  grossMargin: formatPercent(CONTRACTOR.grossMarginPercent, 0),
  years: formatNumber(CONTRACTOR.expectedYears),
  annualMargin: formatUsd(annualMargin),
  lifetimeValue: formatUsd(lifetimeValue),
  acquisitionCost: formatUsd(ACQUISITION_COST),
  ratio: formatRatio(ratio),
  ratioBand: ratioBand.label,
  /** How many times over a new account pays back its cost, in whole times. */
  timesOver: formatNumber(ratio),
  dangerEdge: formatRatio(dangerEdge, 0),
  dangerEdgeBand: dangerEdgeBand.label,
  /** The most a new account may cost before the ratio falls to the danger edge. */
  ceiling: formatUsd(maxAcquisitionCost(lifetimeValue, dangerEdge)),
  excellentEdge: formatRatio(excellentEdge, 0),
  largeThin: {
    revenue: formatUsd(LARGE_THIN_ACCOUNT.revenue),
    margin: formatPercent(LARGE_THIN_ACCOUNT.marginPercent, 0),
    yearlyMargin: formatUsd(yearlyMargin(LARGE_THIN_ACCOUNT)),
  },
  smallerRicher: {
    revenue: formatUsd(SMALLER_RICHER_ACCOUNT.revenue),
    margin: formatPercent(SMALLER_RICHER_ACCOUNT.marginPercent, 0),
    yearlyMargin: formatUsd(yearlyMargin(SMALLER_RICHER_ACCOUNT)),
  },
  lowChurn: lifetimeAt(LOW_CHURN_PERCENT),
  highChurn: lifetimeAt(HIGH_CHURN_PERCENT),
  /** The account's value discounted at a cost of capital. */
  discounted: {
    rate: formatPercent(DISCOUNT_RATE_PERCENT, 0),
    value: formatUsd(
      discountedLifetimeValue({
        annualMargin,
        expectedYears: CONTRACTOR.expectedYears,
        discountRatePercent: DISCOUNT_RATE_PERCENT,
      }),
    ),
  },
};

/** What the page's sentences say of the figures. */
export const claims = {
  /** "in the acceptable band: each new account pays back what it cost … times over" */
  ratio: 'acceptable',
  /** "the ratio would fall to 3:1, the edge of the danger zone" */
  dangerEdge: 'danger',
  /** The smaller account at the richer margin is worth more. */
  smallerRicherIsWorthMore: true,
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: string | boolean} = {
  ratio: ratioBand.id,
  dangerEdge: dangerEdgeBand.id,
  smallerRicherIsWorthMore: yearlyMargin(SMALLER_RICHER_ACCOUNT) > yearlyMargin(LARGE_THIN_ACCOUNT),
};

export default defineTermPage(TERMS, 'customer-lifetime-value', {
  formulas: [
    'CLV = Average order value × Orders per year × Gross margin % × Expected relationship (years)',
    'Discounted CLV = Margin per year × (1 − (1 + r)^−Years) ÷ r, where r is the discount rate (cost of capital) as a fraction',
  ],
  calculator: bindCalculator(customerLifetimeValueCalculator, {
    example: {
      averageOrderValue: CONTRACTOR.averageOrderValue,
      grossMargin: CONTRACTOR.grossMarginPercent,
      ordersPerYear: CONTRACTOR.ordersPerYear,
      expectedYears: CONTRACTOR.expectedYears,
      acquisitionCost: ACQUISITION_COST,
    },
    benchmarks: {ltvCac: LTV_CAC_BANDS},
  }),
  benchmarks: {tables: [LTV_CAC_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-acquisition-cost', 'the other half of the LTV:CAC ratio.'],
    ['churn-rate', 'sets the expected length of the relationship.'],
    ['margin-per-customer', 'the margin after cost to serve that a stricter CLV is built on.'],
  ],
  claims: claimsAgainst(claims, findings),
});
