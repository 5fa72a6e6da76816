import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {money, percent, RUNS} from './testArbitraries';

import {
  annualCustomerMargin,
  cacPaybackMonths,
  churnRate,
  customerAcquisitionCost,
  customerLifetimeValue,
  discountedLifetimeValue,
  expansionNeededForNrr,
  impliedLifetimeYears,
  ltvToCacRatio,
  maxAcquisitionCost,
  netRevenueRetention,
  revenueChurnRate,
  rfmCode,
  rfmScore,
  serviceCostAboveLimit,
  serviceCostRatio,
  type RfmCutOffs,
} from './customerRevenue';

describe('customerLifetimeValue', () => {
  it('multiplies order value, orders, margin and years', () => {
    const input = {averageOrderValue: 2400, ordersPerYear: 18, grossMarginPercent: 22};
    expect(annualCustomerMargin(input)).toBeCloseTo(9504, 6);
    expect(customerLifetimeValue({...input, expectedYears: 5})).toBeCloseTo(47_520, 6);
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, percent, money, (aov, orders, margin, years) =>
        Number.isFinite(
          customerLifetimeValue({
            averageOrderValue: aov,
            ordersPerYear: orders,
            grossMarginPercent: margin,
            expectedYears: years,
          }),
        ),
      ),
      RUNS,
    );
  });
});

describe('discountedLifetimeValue', () => {
  const value = (annualMargin: number, expectedYears: number, discountRatePercent: number) =>
    discountedLifetimeValue({annualMargin, expectedYears, discountRatePercent});
  it('discounts each year at the end of the year, worked by hand', () => {
    // $1,000 a year for 2 years at 10%: 1,000 ÷ 1.1 + 1,000 ÷ 1.21 = 909.09 + 826.45.
    expect(value(1000, 2, 10)).toBeCloseTo(1735.54, 2);
    // $2,000 a year for 3 years at 5%: 1,904.76 + 1,814.06 + 1,727.68.
    expect(value(2000, 3, 5)).toBeCloseTo(5446.5, 2);
    // One year at 10%: 1,000 ÷ 1.1.
    expect(value(1000, 1, 10)).toBeCloseTo(909.09, 2);
  });
  it('gives the contractor account of the CLV page at 10%', () => {
    // $9,504 × (1 − 1.1^−5) ÷ 0.1 = $9,504 × 3.790787 = $36,027.64.
    expect(value(9504, 5, 10)).toBeCloseTo(36_027.64, 2);
  });
  it('gives the undiscounted value at 0%, and reads a rate below 0 as 0', () => {
    expect(value(9504, 5, 0)).toBe(47_520);
    expect(value(9504, 5, -3)).toBe(47_520);
    expect(value(9504, 12.5, 0)).toBe(118_800);
  });
  it('is never more than the undiscounted value, and finite, for rates in range', () => {
    fc.assert(
      fc.property(
        // Whole dollars, years in tenths, rates to a thousandth of a point: figures people type.
        fc.integer({min: 0, max: 1e12}),
        fc.integer({min: 0, max: 2000}).map((tenths) => tenths / 10),
        fc.integer({min: 1, max: 100_000}).map((thousandths) => thousandths / 1000),
        (margin, years, rate) => {
          const discounted = value(margin, years, rate);
          return Number.isFinite(discounted) && discounted <= margin * years * (1 + 1e-9);
        },
      ),
      RUNS,
    );
  });
});

describe('customerAcquisitionCost and LTV:CAC', () => {
  it('divides sales and marketing cost by new customers', () => {
    expect(
      customerAcquisitionCost({salesCost: 380_000, marketingCost: 160_000, newCustomers: 48}),
    ).toBe(11_250);
  });
  it('gives 0 rather than Infinity when no customer was won', () => {
    expect(customerAcquisitionCost({salesCost: 1, marketingCost: 1, newCustomers: 0})).toBe(0);
    expect(ltvToCacRatio(47_520, 0)).toBe(0);
  });
  it('computes the ratio and the spending ceilings', () => {
    expect(ltvToCacRatio(47_520, 11_250)).toBeCloseTo(4.224, 3);
    expect(maxAcquisitionCost(47_520, 3)).toBe(15_840);
    expect(maxAcquisitionCost(47_520, 5)).toBe(9504);
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, money, money, (sales, marketing, customers, ltv) => {
        const cac = customerAcquisitionCost({
          salesCost: sales,
          marketingCost: marketing,
          newCustomers: customers,
        });
        return Number.isFinite(cac) && Number.isFinite(ltvToCacRatio(ltv, cac));
      }),
      RUNS,
    );
  });
});

describe('cacPaybackMonths', () => {
  it('divides the acquisition cost by the monthly margin', () => {
    expect(cacPaybackMonths(11_250, 792)).toBeCloseTo(14.2045, 4);
    expect(cacPaybackMonths(12_000, 1000)).toBe(12);
  });
  it('gives 0 rather than Infinity when a customer brings no margin', () => {
    expect(cacPaybackMonths(11_250, 0)).toBe(0);
  });
});

describe('churn', () => {
  it('computes customer and revenue churn', () => {
    expect(churnRate(19, 240)).toBeCloseTo(7.9167, 4);
    expect(
      revenueChurnRate({
        startingRevenue: 14_400_000,
        churnedRevenue: 960_000,
        contractionRevenue: 420_000,
      }),
    ).toBeCloseTo(9.5833, 4);
    expect(churnRate(5, 0)).toBe(0);
  });
  it('derives the lifetime from yearly churn, and none from zero churn', () => {
    expect(impliedLifetimeYears(8)).toBe(12.5);
    expect(impliedLifetimeYears(0)).toBeUndefined();
  });
});

describe('netRevenueRetention', () => {
  const input = {
    startingRevenue: 12_000_000,
    expansionRevenue: 1_560_000,
    contractionRevenue: 420_000,
    churnedRevenue: 540_000,
  };
  it('adds expansion and takes off contraction and churn', () => {
    expect(netRevenueRetention(input)).toBeCloseTo(105, 10);
  });
  it('gives the expansion needed for a target, never below zero', () => {
    expect(expansionNeededForNrr({...input, targetPercent: 120})).toBeCloseTo(3_360_000, 6);
    expect(
      expansionNeededForNrr({
        startingRevenue: 100,
        churnedRevenue: 0,
        contractionRevenue: 0,
        targetPercent: 90,
      }),
    ).toBe(0);
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, money, money, (start, expansion, contraction, churned) =>
        Number.isFinite(
          netRevenueRetention({
            startingRevenue: start,
            expansionRevenue: expansion,
            contractionRevenue: contraction,
            churnedRevenue: churned,
          }),
        ),
      ),
      RUNS,
    );
  });
});

describe('rfmScore', () => {
  const recency: RfmCutOffs = {startOfScore: [120, 60, 25, 9], better: 'lower'};
  const spend: RfmCutOffs = {startOfScore: [8000, 20_000, 45_000, 110_000], better: 'higher'};
  it('scores days since the last order, fewer being better, a cut-off included', () => {
    expect(rfmScore(0, recency)).toBe(5);
    expect(rfmScore(9, recency)).toBe(5);
    expect(rfmScore(10, recency)).toBe(4);
    expect(rfmScore(60, recency)).toBe(3);
    expect(rfmScore(95, recency)).toBe(2);
    expect(rfmScore(120, recency)).toBe(2);
    expect(rfmScore(121, recency)).toBe(1);
  });
  it('scores spend, more being better, a cut-off included', () => {
    expect(rfmScore(7999, spend)).toBe(1);
    expect(rfmScore(8000, spend)).toBe(2);
    expect(rfmScore(96_000, spend)).toBe(4);
    expect(rfmScore(110_000, spend)).toBe(5);
  });
  it('always gives a whole score from 1 to 5 that never falls as the value improves', () => {
    const value = fc.double({min: -1e9, max: 1e9, noNaN: true});
    fc.assert(
      fc.property(value, value, (a, b) => {
        const [worse, better] = a <= b ? [a, b] : [b, a];
        const low = rfmScore(worse, spend);
        const high = rfmScore(better, spend);
        return (
          Number.isInteger(low) &&
          low >= 1 &&
          high <= 5 &&
          low <= high &&
          rfmScore(worse, recency) >= rfmScore(better, recency)
        );
      }),
      RUNS,
    );
  });
});

describe('rfmCode', () => {
  it('writes the scores side by side, recency first', () => {
    expect(rfmCode(2, 4, 4)).toBe('244');
    expect(rfmCode(1, 5, 5)).toBe('155');
  });
});

describe('cost to serve', () => {
  it('sets the cost to serve against revenue', () => {
    expect(serviceCostRatio(92_750, 580_000)).toBeCloseTo(15.9914, 4);
    expect(serviceCostRatio(58_000, 580_000)).toBe(10);
    expect(serviceCostRatio(5_000, 0)).toBe(0);
  });
  it('gives the cost above a limit, none when the ratio is within it', () => {
    expect(serviceCostAboveLimit({costToServe: 92_750, revenue: 580_000, limitPercent: 10})).toBe(
      34_750,
    );
    expect(serviceCostAboveLimit({costToServe: 58_000, revenue: 580_000, limitPercent: 10})).toBe(
      0,
    );
    expect(serviceCostAboveLimit({costToServe: 36_000, revenue: 620_000, limitPercent: 10})).toBe(
      0,
    );
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(
        money,
        money,
        percent,
        (cost, revenue, limit) =>
          Number.isFinite(serviceCostRatio(cost, revenue)) &&
          serviceCostAboveLimit({costToServe: cost, revenue, limitPercent: limit}) >= 0,
      ),
      RUNS,
    );
  });
});
