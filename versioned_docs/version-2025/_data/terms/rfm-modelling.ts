/**
 * RFM Modelling, as this edition writes it: a food-service distributor's recency cut-offs, a
 * restaurant group scored against them, and the codes the page compares.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {rfmCalculator} from '@site/src/lib/metrics/calculators/rfm';
import {
  rfmCode,
  type RfmCutOffs,
  rfmScore,
  rfmSegmentId,
  type RfmSegmentId,
} from '@site/src/lib/metrics/customerRevenue';
import {formatNumber, formatUsd} from '@site/src/lib/numbers/format';
import {EDGE_RULE, RFM_EXAMPLES_TABLE, RFM_SCORES_TABLE, RFM_SEGMENTS} from '../benchmarks';
import {TERMS} from './index';

/** The distributor's trade customers. */
const CUSTOMER_COUNT = 1400;
/** Days since the last order at which recency scores 2, 3, 4 and 5 begin in its base. */
const RECENCY: RfmCutOffs = {startOfScore: [120, 60, 25, 9], better: 'lower'};
/**
 * A customer's days since the last order, and the frequency and monetary scores its orders and
 * spend earn in the base.
 */
interface Customer {
  readonly daysSinceLastOrder: number;
  readonly frequency: number;
  readonly monetary: number;
}
/** The restaurant group of the worked example, with its orders and spend in the last year. */
const RESTAURANT_GROUP = {
  daysSinceLastOrder: 95,
  orders: 31,
  spend: 96_000,
  frequency: 4,
  monetary: 4,
};
/** A regular customer among the biggest spenders, for comparison. */
const REGULAR_BIG_SPENDER: Customer = {daysSinceLastOrder: 4, frequency: 4, monetary: 5};
/** Two codes, recency first, with the same total that need opposite treatment. */
const NEW_BIG_FIRST_ORDER = [5, 1, 5] as const;
const QUIET_BIG_BUYER = [1, 5, 5] as const;

function segmentOf(id: RfmSegmentId) {
  const found = RFM_SEGMENTS.find((segment) => segment.id === id);
  if (!found) throw new Error(`No segment "${id}" in this edition`);
  return found;
}
/** A segment's name with its example code: "At Risk (244)". */
function withCode(id: RfmSegmentId): string {
  const segment = segmentOf(id);
  return `${segment.name} (${segment.exampleCode})`;
}

/** A customer's code, segment and total from its three scores. */
function scored(scores: readonly [number, number, number]) {
  const segment = rfmSegmentId(...scores);
  return {
    code: rfmCode(...scores),
    segment,
    name: segmentOf(segment).name,
    total: scores[0] + scores[1] + scores[2],
  };
}

/** A customer's three scores, recency worked out from the base's cut-offs. */
const scoresOf = (customer: Customer) =>
  [rfmScore(customer.daysSinceLastOrder, RECENCY), customer.frequency, customer.monetary] as const;

const [recency] = scoresOf(RESTAURANT_GROUP);
const restaurant = scored(scoresOf(RESTAURANT_GROUP));
const regular = scored(scoresOf(REGULAR_BIG_SPENDER));
const newBuyer = scored(NEW_BIG_FIRST_ORDER);
const quietBuyer = scored(QUIET_BIG_BUYER);
const [score2, score3, score4, score5] = RECENCY.startOfScore.map((days) => formatNumber(days));

/** The worked example's figures, as the page prints them. */
export const example = {
  customers: formatNumber(CUSTOMER_COUNT),
  /** The most days since the last order that still earn each recency score. */
  recencyDays: {score2, score3, score4, score5},
  restaurant: {
    days: formatNumber(RESTAURANT_GROUP.daysSinceLastOrder),
    recency: formatNumber(recency),
    orders: formatNumber(RESTAURANT_GROUP.orders),
    frequency: formatNumber(RESTAURANT_GROUP.frequency),
    spend: formatUsd(RESTAURANT_GROUP.spend),
    monetary: formatNumber(RESTAURANT_GROUP.monetary),
    code: restaurant.code,
    segment: restaurant.name,
  },
  regular: {
    days: formatNumber(REGULAR_BIG_SPENDER.daysSinceLastOrder),
    code: regular.code,
    segment: regular.name,
  },
  newBuyer: {code: newBuyer.code},
  quietBuyer: {code: quietBuyer.code},
  sameTotal: formatNumber(newBuyer.total),
  /** Each segment with its example code, as the list of segments names it. */
  segments: {
    champions: withCode('champions'),
    loyal: withCode('loyal'),
    potentialLoyalists: withCode('potential-loyalists'),
    atRisk: withCode('at-risk'),
    cantLose: withCode('cant-lose'),
    lost: withCode('lost'),
  },
};

/** What the page's sentences say of the figures. */
export const claims = {
  /** "a valuable, regular customer who has stopped ordering … At Risk" */
  restaurant: 'at-risk',
  /** "That is a Loyal customer to look after" */
  regular: 'loyal',
  /** The new customer with one large order and the quiet big buyer total the same… */
  sameTotal: true,
  /** …but need opposite treatment: one to grow, one to call this week. */
  newBuyer: 'potential-loyalists',
  quietBuyer: 'cant-lose',
} as const;

/** What the figures give for each claim; a unit test holds them to `claims`. */
export const findings: {readonly [Key in keyof typeof claims]: string | boolean} = {
  restaurant: restaurant.segment,
  regular: regular.segment,
  sameTotal: newBuyer.total === quietBuyer.total,
  newBuyer: newBuyer.segment,
  quietBuyer: quietBuyer.segment,
};

export default defineTermPage(TERMS, 'rfm-modelling', {
  formulas: [
    'Recency score: 5 for the fifth who bought most recently, down to 1 for the fifth who bought longest ago',
    'Frequency score: 5 for the fifth with the most orders in the last 12 months, down to 1',
    'Monetary score: 5 for the fifth with the highest spend (or margin) in the last 12 months, down to 1',
  ],
  calculator: bindCalculator(rfmCalculator, {
    example: {
      recency,
      frequency: RESTAURANT_GROUP.frequency,
      monetary: RESTAURANT_GROUP.monetary,
    },
    benchmarks: {segments: RFM_SEGMENTS},
  }),
  benchmarks: {tables: [RFM_SCORES_TABLE, RFM_EXAMPLES_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-tier', 'ranks customers by the margin they earn; RFM adds how they behave.'],
    ['churn-rate', "At Risk and Can't Lose customers are tomorrow's churn."],
    ['customer-lifetime-value', 'what each segment is worth over the relationship.'],
  ],
  claims: claimsAgainst(claims, findings),
});
