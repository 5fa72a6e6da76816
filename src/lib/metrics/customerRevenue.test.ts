import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {classify} from './bands';
import {
  CUSTOMER_TIER_BANDS,
  LTV_CAC_BANDS,
  NRR_BANDS,
  RFM_SEGMENTS,
  annualCustomerMargin,
  churnRate,
  customerAcquisitionCost,
  customerLifetimeValue,
  customerMarginPercent,
  expansionNeededForNrr,
  impliedLifetimeYears,
  isRfmScore,
  ltvToCacRatio,
  maxAcquisitionCost,
  netRevenueRetention,
  revenueChurnRate,
  rfmSegment,
  serviceCostRatio,
} from './customerRevenue';

const money = fc.double({min: 0, max: 1e15, noNaN: true});
const percent = fc.double({min: 0, max: 100, noNaN: true});
const RUNS = {numRuns: 1000};

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

describe('LTV_CAC_BANDS', () => {
  const band = (ratio: number) => classify(ratio, LTV_CAC_BANDS).id;
  it('puts 3:1 and lower in the danger zone', () => {
    expect(band(0)).toBe('danger');
    expect(band(2.9)).toBe('danger');
    expect(band(3)).toBe('danger');
  });
  it('calls anything above 3:1 and below 5:1 acceptable, 4.2:1 included', () => {
    expect(band(3.0001)).toBe('acceptable');
    expect(band(4.2)).toBe('acceptable');
    expect(band(4.9999)).toBe('acceptable');
  });
  it('calls 5:1 and higher excellent', () => {
    expect(band(5)).toBe('excellent');
    expect(band(12)).toBe('excellent');
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

describe('NRR_BANDS', () => {
  const band = (nrr: number) => classify(nrr, NRR_BANDS).id;
  it('reads each edge as the start of the higher band', () => {
    expect(band(99.99)).toBe('concerning');
    expect(band(100)).toBe('average');
    expect(band(109.99)).toBe('average');
    expect(band(110)).toBe('good');
    expect(band(119.99)).toBe('good');
    expect(band(120)).toBe('world-class');
  });
});

describe('customer margin and tiers', () => {
  it('takes product cost and cost to serve off revenue', () => {
    expect(
      customerMarginPercent({revenue: 380_000, productCost: 290_000, costToServe: 41_000}),
    ).toBeCloseTo(12.8947, 4);
    expect(serviceCostRatio(41_000, 380_000)).toBeCloseTo(10.7895, 4);
    expect(customerMarginPercent({revenue: 0, productCost: 10, costToServe: 0})).toBe(0);
  });
  it('places margins in the tiers, a shared edge going to the higher tier', () => {
    const tier = (margin: number) => classify(margin, CUSTOMER_TIER_BANDS).id;
    expect(tier(-20)).toBe('below');
    expect(tier(4.99)).toBe('below');
    expect(tier(5)).toBe('bottom');
    expect(tier(14.99)).toBe('bottom');
    expect(tier(15)).toBe('middle');
    expect(tier(29.99)).toBe('middle');
    expect(tier(30)).toBe('top');
    expect(tier(50)).toBe('top');
    expect(tier(50.01)).toBe('above');
  });
});

describe('rfmSegment', () => {
  it('puts the six example codes in their named segments', () => {
    const named = (code: string) => {
      const [r, f, m] = [...code].map(Number) as [number, number, number];
      return rfmSegment(r, f, m).name;
    };
    expect(named('555')).toBe('Champions');
    expect(named('545')).toBe('Loyal');
    expect(named('554')).toBe('Potential Loyalists');
    expect(named('244')).toBe('At Risk');
    expect(named('155')).toBe("Can't Lose");
    expect(named('111')).toBe('Lost');
    for (const entry of RFM_SEGMENTS) expect(named(entry.exampleCode)).toBe(entry.name);
  });
  it('applies each rule at its edges', () => {
    expect(rfmSegment(4, 5, 5).id).toBe('champions');
    expect(rfmSegment(3, 5, 5).id).toBe('loyal');
    expect(rfmSegment(3, 4, 5).id).toBe('loyal');
    expect(rfmSegment(3, 3, 5).id).toBe('potential-loyalists');
    expect(rfmSegment(3, 1, 1).id).toBe('potential-loyalists');
    expect(rfmSegment(2, 4, 5).id).toBe('cant-lose');
    expect(rfmSegment(2, 4, 4).id).toBe('at-risk');
    expect(rfmSegment(1, 3, 3).id).toBe('at-risk');
    expect(rfmSegment(2, 3, 2).id).toBe('lost');
  });
  it('gives every one of the 125 codes exactly one segment', () => {
    const seen = new Set<string>();
    for (let r = 1; r <= 5; r += 1) {
      for (let f = 1; f <= 5; f += 1) {
        for (let m = 1; m <= 5; m += 1) seen.add(rfmSegment(r, f, m).id);
      }
    }
    expect([...seen].sort()).toEqual(RFM_SEGMENTS.map((entry) => entry.id).sort());
  });
  it('rejects scores outside 1 to 5 or not whole', () => {
    expect(() => rfmSegment(0, 3, 3)).toThrow(RangeError);
    expect(() => rfmSegment(3, 6, 3)).toThrow(RangeError);
    expect(() => rfmSegment(3, 3, 2.5)).toThrow(RangeError);
    expect(isRfmScore(5)).toBe(true);
  });
});
