import {describe, expect, it} from 'vitest';
import {annualPrice} from '@site/src/lib/pricing/annual';
import {REVENUE_RANGE_IDS} from '@site/src/lib/pricing/range';
import {
  INCLUDED_FEATURES,
  PILOT_DAYS,
  PLANS,
  PLANS_IN_ORDER,
  PLAN_TERMS,
  ROI_GUARANTEE,
  ROI_STATS,
} from './pricing';

describe('pricing plans', () => {
  it('are SME $500, Growth $1,500 and Enterprise $3,000 on the three tab ranges', () => {
    expect(
      PLANS_IN_ORDER.map((plan) => [plan.range, plan.rangeLabel, plan.name, plan.monthly]),
    ).toEqual([
      ['0-10m', '$0-$10M', 'SME', 500],
      ['10-25m', '$10M-$25M', 'Growth', 1500],
      ['25m-plus', '$25M+', 'Enterprise', 3000],
    ]);
    expect(Object.keys(PLANS)).toEqual([...REVENUE_RANGE_IDS]);
  });
  it('flag Growth, and only Growth, as popular', () => {
    expect(PLANS_IN_ORDER.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual([
      'Growth',
    ]);
  });
  it('have descriptions', () => {
    for (const plan of PLANS_IN_ORDER) expect(plan.description.length).toBeGreaterThan(40);
  });
  it('cost 12 months less 20% when paid annually', () => {
    expect(PLANS_IN_ORDER.map((plan) => annualPrice(plan.monthly).perYear)).toEqual([
      4800, 14400, 28800,
    ]);
    expect(PLANS_IN_ORDER.map((plan) => annualPrice(plan.monthly).savingPerYear)).toEqual([
      1200, 3600, 7200,
    ]);
  });
});

describe('included features', () => {
  it('are the ten features of the specification', () => {
    expect(INCLUDED_FEATURES).toHaveLength(10);
    expect(new Set(INCLUDED_FEATURES).size).toBe(10);
    expect(INCLUDED_FEATURES).toEqual(
      expect.arrayContaining(['Unlimited users', 'Quote approval automation', '24/7 support']),
    );
  });
});

describe('terms and figures', () => {
  it('state the commercial terms', () => {
    expect(PLAN_TERMS).toEqual([
      'Unlimited users',
      'No seat limits',
      'No setup fees',
      'Cancel anytime',
      'Month-to-month',
    ]);
  });
  it('give four ROI stats with metric, value and timeline', () => {
    expect(ROI_STATS).toHaveLength(4);
    expect(ROI_STATS.map((stat) => stat.value)).toEqual(['$180k', '2.5 hrs/day', '15%', '90 days']);
    for (const stat of ROI_STATS) {
      expect(stat.metric).not.toBe('');
      expect(stat.timeline).not.toBe('');
    }
  });
  it('keep the 90-day 10x guarantee and the 30-day pilot', () => {
    expect(ROI_GUARANTEE).toEqual({days: 90, multipleOfMonthlyFee: 10});
    expect(PILOT_DAYS).toBe(30);
  });
});
