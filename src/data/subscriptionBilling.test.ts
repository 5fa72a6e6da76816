import {describe, expect, it} from 'vitest';
import {ANNUAL_DISCOUNT, MONTHS_PER_YEAR} from '@site/src/lib/pricing/annual';
import {STANDARD_ASSUMPTIONS, estimateRoi} from '@site/src/lib/roi/assumptions';
import {PLANS, PLANS_IN_ORDER, SUBSCRIPTION_BANDS, SUBSCRIPTION_BANDS_BY_BILLING} from './pricing';

describe('the ROI calculator’s bands for each billing', () => {
  it('bill monthly at the standard bands', () => {
    expect(SUBSCRIPTION_BANDS_BY_BILLING.monthly).toBe(SUBSCRIPTION_BANDS);
  });

  it('bill annually at the pricing page’s annual price: 12 months less the discount', () => {
    const {annual} = SUBSCRIPTION_BANDS_BY_BILLING;
    expect(annual.map((band) => band.id)).toEqual(PLANS_IN_ORDER.map((plan) => plan.id));
    for (const band of annual) {
      const plan = PLANS[band.id];
      expect(band.annualCost, band.label).toBe(plan.annual.perYear);
      expect(band.annualCost, band.label).toBeCloseTo(
        plan.monthly * MONTHS_PER_YEAR * (1 - ANNUAL_DISCOUNT),
        2,
      );
      expect(band.annualBilling).toEqual({
        listPerYear: plan.monthly * MONTHS_PER_YEAR,
        discountPercent: ANNUAL_DISCOUNT * 100,
      });
    }
    // The same revenue bands and labels as monthly billing.
    expect(annual.map((band) => [band.label, band.minRevenue])).toEqual(
      SUBSCRIPTION_BANDS.map((band) => [band.label, band.minRevenue]),
    );
  });

  it('give a $5M business on annual billing the SME plan’s annual price', () => {
    const result = estimateRoi(
      {revenue: 5_000_000, customers: 200, skus: 1_000},
      {...STANDARD_ASSUMPTIONS, billing: 'annual'},
      SUBSCRIPTION_BANDS_BY_BILLING,
    );
    expect(result.subscriptionCost).toBe(PLANS.sme.annual.perYear);
    expect(result.monthlyCost).toBe(PLANS.sme.annual.perMonth);
    expect(result.netAnnualBenefit).toBe(157_500 - PLANS.sme.annual.perYear);
  });
});
