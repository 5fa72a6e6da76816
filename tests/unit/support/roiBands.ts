import type {SubscriptionBands} from '@site/src/lib/roi/calculate';

/**
 * Subscription bands of the ROI tests' own: three bands from $0, $10M and $25M with round
 * yearly costs, so the hand-worked reference values of the formulas stay exact whatever the
 * plans cost. The site's bands come from the pricing plans and are tested there.
 */
export const TEST_BANDS = [
  {id: 'small', label: '$0-10M (Small)', minRevenue: 0, annualCost: 6_000},
  {id: 'medium', label: '$10-25M (Medium)', minRevenue: 10_000_000, annualCost: 18_000},
  {id: 'large', label: '$25M+ (Large)', minRevenue: 25_000_000, annualCost: 36_000},
] as const satisfies SubscriptionBands;
