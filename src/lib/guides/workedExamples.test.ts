import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {customerProfit, leakRecovery, pointsOfRevenue, type CustomerYear} from './workedExamples';

describe('pointsOfRevenue', () => {
  it('is the dollars that percentage points of revenue stand for', () => {
    expect(pointsOfRevenue(20_000_000, 1)).toBe(200_000);
    expect(pointsOfRevenue(30_000_000, 0.5)).toBe(150_000);
  });
  it('is 0 for a negative or non-finite revenue and for non-finite points', () => {
    expect(pointsOfRevenue(-1_000, 1)).toBe(0);
    expect(pointsOfRevenue(Number.NaN, 1)).toBe(0);
    expect(pointsOfRevenue(1_000, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('leakRecovery', () => {
  it('adds the recovered leak to operating profit', () => {
    expect(leakRecovery(30_000_000, 5, 1)).toEqual({
      leakPercent: 1,
      addedProfit: 300_000,
      operatingProfitBefore: 1_500_000,
      operatingProfitAfter: 1_800_000,
      operatingProfitGrowth: 20,
    });
  });
  it('never returns NaN or Infinity for finite inputs', () => {
    const amount = fc.double({min: -1e12, max: 1e12, noNaN: true});
    fc.assert(
      fc.property(amount, amount, amount, (revenue, margin, leak) => {
        const result = leakRecovery(revenue, margin, leak);
        for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
      }),
      {numRuns: 1000},
    );
  });
  it('shows no growth from an operating loss', () => {
    expect(leakRecovery(1_000_000, -5, 1).operatingProfitGrowth).toBe(0);
    expect(leakRecovery(1_000_000, 0, 1).operatingProfitGrowth).toBe(0);
  });
  it('treats a non-finite revenue as none', () => {
    expect(leakRecovery(Number.NaN, 5, 1).addedProfit).toBe(0);
    expect(leakRecovery(Number.POSITIVE_INFINITY, 5, 1).operatingProfitGrowth).toBe(0);
  });
});

const fixture: CustomerYear = {
  netRevenue: 100_000,
  productCost: 60_000,
  deliveries: 50,
  costPerDelivery: 40,
  orders: 200,
  costPerOrder: 10,
  serviceHours: 20,
  serviceRate: 50,
  accountHours: 10,
  accountRate: 80,
  creditDays: 60,
  annualCreditRate: 6,
  badDebtPercent: 1,
};

describe('customerProfit', () => {
  it('charges each cost of serving the customer against its gross margin', () => {
    const result = customerProfit(fixture);
    expect(result.grossMargin).toBe(40_000);
    expect(result.grossMarginPercent).toBeCloseTo(40, 9);
    expect(result.deliveryCost).toBe(2_000);
    expect(result.orderHandlingCost).toBe(2_000);
    expect(result.serviceCost).toBe(1_000);
    expect(result.accountCost).toBe(800);
    // 100,000 × 60 / 365 × 6%
    expect(result.creditCost).toBeCloseTo(986.3014, 3);
    expect(result.badDebtCost).toBe(1_000);
    expect(result.costToServe).toBeCloseTo(7_786.3014, 3);
    expect(result.profit).toBeCloseTo(32_213.6986, 3);
    expect(result.profitMarginPercent).toBeCloseTo(32.2137, 3);
    expect(result.serviceCostRatio).toBeCloseTo(7.7863, 3);
  });
  it('reports zero shares, not NaN, for a customer with no revenue', () => {
    const result = customerProfit({...fixture, netRevenue: 0, productCost: 0});
    expect(result.profitMarginPercent).toBe(0);
    expect(result.serviceCostRatio).toBe(0);
    expect(result.grossMarginPercent).toBe(0);
  });
  it('profit plus cost to serve always equals gross margin', () => {
    const amount = fc.double({min: 0, max: 1e7, noNaN: true});
    const count = fc.integer({min: 0, max: 10_000});
    fc.assert(
      fc.property(
        fc.record({
          netRevenue: amount,
          productCost: amount,
          deliveries: count,
          costPerDelivery: fc.double({min: 0, max: 500, noNaN: true}),
          orders: count,
          costPerOrder: fc.double({min: 0, max: 100, noNaN: true}),
          serviceHours: count,
          serviceRate: fc.double({min: 0, max: 200, noNaN: true}),
          accountHours: count,
          accountRate: fc.double({min: 0, max: 200, noNaN: true}),
          creditDays: fc.integer({min: 0, max: 180}),
          annualCreditRate: fc.double({min: 0, max: 20, noNaN: true}),
          badDebtPercent: fc.double({min: 0, max: 10, noNaN: true}),
        }),
        (year) => {
          const result = customerProfit(year);
          expect(result.profit + result.costToServe).toBeCloseTo(result.grossMargin, 3);
          expect(Number.isFinite(result.profitMarginPercent)).toBe(true);
          expect(Number.isFinite(result.serviceCostRatio)).toBe(true);
        },
      ),
      {numRuns: 1000},
    );
  });
});
