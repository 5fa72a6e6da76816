/**
 * Sales Velocity & Profitability, as this edition writes it: an automation-components
 * distributor's pipeline, the win rate two discounts would need, what a shorter cycle does
 * to profit velocity, and the calculator that starts from that pipeline.
 */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {salesVelocityProfitabilityCalculator} from '@site/src/lib/metrics/calculators/salesVelocityProfitability';
import {percentOf, safeDivide} from '@site/src/lib/metrics/math';
import {
  profitVelocity,
  salesVelocity,
  winRateToOffsetDiscount,
} from '@site/src/lib/metrics/operational';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  EDGE_RULE,
  OVERRIDE_TABLE,
  QUOTE_CONVERSION_TABLE,
  QUOTE_TO_CASH_TABLE,
} from '../benchmarks';
import {TERMS} from './index';

/** The pipeline: open qualified opportunities, win rate %, average deal and cycle in days. */
const PIPELINE = {
  opportunities: 60,
  winRatePercent: 25,
  averageDealValue: 18_000,
  cycleDays: 45,
} as const;
const GROSS_MARGIN = 28;
/** The standard discount the sales director proposes, and a deeper one, in %. */
const DISCOUNT = 5;
const DEEPER_DISCOUNT = 10;
/** The cycle after faster price approval and same-day quotes. */
const SHORTER_CYCLE_DAYS = 38;
/** The period the example adds gross profit up over, in days. */
const PERIOD_DAYS = 30;

const velocity = salesVelocity(PIPELINE);
const profit = profitVelocity(velocity, GROSS_MARGIN);

/** The win rate that keeps gross profit unchanged after `discount`. */
function winRateNeeded(discount: number): number | undefined {
  return winRateToOffsetDiscount({
    winRatePercent: PIPELINE.winRatePercent,
    grossMarginPercent: GROSS_MARGIN,
    discountPercent: discount,
  });
}

/** Undefined only when a discount takes the whole margin; the claims below then fail. */
const needed = winRateNeeded(DISCOUNT);
const neededDeeper = winRateNeeded(DEEPER_DISCOUNT);
const profitShorterCycle = profitVelocity(
  salesVelocity({...PIPELINE, cycleDays: SHORTER_CYCLE_DAYS}),
  GROSS_MARGIN,
);

/** The worked example's figures, as the page prints them. */
export const example = {
  opportunities: formatNumber(PIPELINE.opportunities),
  winRate: formatPercent(PIPELINE.winRatePercent, 0),
  dealValue: formatUsd(PIPELINE.averageDealValue),
  margin: formatPercent(GROSS_MARGIN, 0),
  cycleDays: formatNumber(PIPELINE.cycleDays),
  velocity: formatUsd(velocity),
  profit: formatUsd(profit),
  periodDays: formatNumber(PERIOD_DAYS),
  profitPerPeriod: formatUsd(profit * PERIOD_DAYS),
  discount: formatPercent(DISCOUNT, 0),
  winRateNeeded: formatPercent(needed ?? Number.NaN),
  /** The extra win the discount needs, as one in every so many opportunities. */
  oneExtraWinIn: formatNumber(safeDivide(100, (needed ?? 0) - PIPELINE.winRatePercent)),
  deeperDiscount: formatPercent(DEEPER_DISCOUNT, 0),
  winRateNeededDeeper: formatPercent(neededDeeper ?? Number.NaN),
  shorterCycleDays: formatNumber(SHORTER_CYCLE_DAYS),
  /** How much a shorter cycle, with no discount, raises profit velocity. */
  shorterCycleGain: formatPercent(percentOf(profitShorterCycle - profit, profit), 0),
};

/**
 * What the page's sentences say about the example (`says`) beside what its arithmetic gives
 * (`is`); the edition tests fail when the two part.
 */
export const claims = {
  /** the win rate "would have to rise", to a rate that can still be reached */
  discountNeedsHigherWinRate: {
    says: true,
    is: needed !== undefined && needed > PIPELINE.winRatePercent && needed <= 100,
  },
  /** the deeper discount needs a win rate that can still be reached, and a higher one */
  deeperDiscountNeedsMore: {
    says: true,
    is:
      needed !== undefined &&
      neededDeeper !== undefined &&
      needed < neededDeeper &&
      neededDeeper <= 100,
  },
  /** shortening the cycle "would raise profit velocity" */
  shorterCycleRaisesProfit: {says: true, is: profitShorterCycle > profit},
} as const;

export default defineTermPage(TERMS, 'sales-velocity-profitability', {
  formulas: [
    'Sales velocity = (Opportunities × Win rate × Average deal value) ÷ Sales cycle (days)',
    'Profit velocity = Sales velocity × Gross margin %',
    'Win rate needed to offset a discount = Win rate × Margin ÷ (Margin − Discount)',
  ],
  calculator: bindCalculator(salesVelocityProfitabilityCalculator, {
    example: {
      opportunities: PIPELINE.opportunities,
      winRate: PIPELINE.winRatePercent,
      dealValue: PIPELINE.averageDealValue,
      grossMargin: GROSS_MARGIN,
      cycleDays: PIPELINE.cycleDays,
      discount: DISCOUNT,
    },
  }),
  benchmarks: {
    tables: [QUOTE_CONVERSION_TABLE, QUOTE_TO_CASH_TABLE, OVERRIDE_TABLE],
    edgeRule: EDGE_RULE,
  },
  related: [
    ['quote-conversion-rate', 'the win-rate lever, with industry benchmarks.'],
    ['price-override-frequency', 'how often deals are won on price.'],
    ['quote-to-cash-time', 'the cycle-length lever, through to cash.'],
  ],
  claims,
});
