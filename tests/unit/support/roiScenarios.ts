import {STANDARD_ASSUMPTIONS} from '@site/src/lib/roi/assumptions';
import type {RoiScenario} from '@site/src/lib/roi/record';

/** Two saved ROI scenarios of the tests' own: $5M on the standard assumptions, $20M on others. */
export const BASE_SCENARIO: RoiScenario = {
  id: 'a1',
  name: 'Base case',
  savedAt: '2025-03-04T10:00:00.000Z',
  values: {revenue: 5_000_000, margin: 25, customers: 200, skus: 1_000, salesReps: null},
  assumptions: STANDARD_ASSUMPTIONS,
};

export const GROWTH_SCENARIO: RoiScenario = {
  ...BASE_SCENARIO,
  id: 'b2',
  name: 'Growth',
  values: {...BASE_SCENARIO.values, revenue: 20_000_000, salesReps: 6},
  assumptions: {...STANDARD_ASSUMPTIONS, marginRecoveryRate: 0.01, billing: 'annual'},
};
