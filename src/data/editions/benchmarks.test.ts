/**
 * The benchmarks of the edition the specification describes: the figures it publishes and how
 * its calculators place a value on them, edges included.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {SPECIFIED} from '@site/src/data/editions';
import {classify, compareToRange} from '@site/src/lib/metrics/bands';
import {
  customerMarginPercent,
  isRfmScore,
  rfmSegmentId,
  serviceCostRatio,
} from '@site/src/lib/metrics/customerRevenue';
import {
  averageOrderValue,
  cashInCycle,
  cashReleasedByDso,
  contributionPerOrder,
  daysSalesOutstanding,
  forecastAccuracy,
  forecastBias,
  quoteToCashDays,
} from '@site/src/lib/metrics/operational';
import {overrideFrequency, overrideMarginGivenAway} from '@site/src/lib/metrics/pricingProduct';

const {
  AOV_BANDS,
  CUSTOMER_PROFITABILITY_BANDS,
  CUSTOMER_TIER_BANDS,
  DSO_BANDS,
  FORECAST_ACCURACY_BANDS,
  GROSS_MARGIN_BY_INDUSTRY,
  LTV_CAC_BANDS,
  MARGIN_BANDS,
  NRR_BANDS,
  OVERRIDE_FREQUENCY_BANDS,
  QUOTE_CONVERSION_BY_INDUSTRY,
  QUOTE_TO_CASH_BY_DEAL,
  RFM_SEGMENTS,
} = SPECIFIED.content.benchmarks;

const RUNS = {numRuns: 1000};
const money = fc.double({min: 0, max: 1e15, noNaN: true});
const percent = fc.double({min: 0, max: 100, noNaN: true});

function segmentName(id: string): string | undefined {
  return RFM_SEGMENTS.find((entry) => entry.id === id)?.name;
}

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
      return segmentName(rfmSegmentId(r, f, m));
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
    expect(rfmSegmentId(4, 5, 5)).toBe('champions');
    expect(rfmSegmentId(3, 5, 5)).toBe('loyal');
    expect(rfmSegmentId(3, 4, 5)).toBe('loyal');
    expect(rfmSegmentId(3, 3, 5)).toBe('potential-loyalists');
    expect(rfmSegmentId(3, 1, 1)).toBe('potential-loyalists');
    expect(rfmSegmentId(2, 4, 5)).toBe('cant-lose');
    expect(rfmSegmentId(2, 4, 4)).toBe('at-risk');
    expect(rfmSegmentId(1, 3, 3)).toBe('at-risk');
    expect(rfmSegmentId(2, 3, 2)).toBe('lost');
  });
  it('gives every one of the 125 codes exactly one segment', () => {
    const seen = new Set<string>();
    for (let r = 1; r <= 5; r += 1) {
      for (let f = 1; f <= 5; f += 1) {
        for (let m = 1; m <= 5; m += 1) seen.add(rfmSegmentId(r, f, m));
      }
    }
    expect([...seen].sort()).toEqual(RFM_SEGMENTS.map((entry) => entry.id).sort());
  });
  it('rejects scores outside 1 to 5 or not whole', () => {
    expect(() => rfmSegmentId(0, 3, 3)).toThrow(RangeError);
    expect(() => rfmSegmentId(3, 6, 3)).toThrow(RangeError);
    expect(() => rfmSegmentId(3, 3, 2.5)).toThrow(RangeError);
    expect(isRfmScore(5)).toBe(true);
  });
});

describe('MARGIN_BANDS', () => {
  it('gives a shared edge to the higher band', () => {
    const band = (margin: number) => classify(margin, MARGIN_BANDS).id;
    expect(band(4.99)).toBe('below');
    expect(band(5)).toBe('low');
    expect(band(14.99)).toBe('low');
    expect(band(15)).toBe('standard');
    expect(band(24.99)).toBe('standard');
    expect(band(25)).toBe('high');
  });
});

describe('industry ranges', () => {
  it('hold the figures of the benchmark', () => {
    expect(GROSS_MARGIN_BY_INDUSTRY).toMatchObject({
      software: {min: 80, max: 95},
      manufacturing: {min: 25, max: 35},
      wholesale: {min: 15, max: 25},
      retail: {min: 20, max: 50},
    });
    expect(QUOTE_CONVERSION_BY_INDUSTRY).toMatchObject({
      manufacturing: {min: 15, max: 25},
      'technology-services': {min: 20, max: 30},
      construction: {min: 10, max: 20},
      'professional-services': {min: 25, max: 35},
    });
  });
});

describe('CUSTOMER_PROFITABILITY_BANDS', () => {
  it('follows the worded edges and names the gaps', () => {
    const band = (margin: number) => classify(margin, CUSTOMER_PROFITABILITY_BANDS).id;
    expect(band(14.99)).toBe('attention');
    expect(band(15)).toBe('below-healthy');
    expect(band(19.99)).toBe('below-healthy');
    expect(band(20)).toBe('healthy');
    expect(band(35)).toBe('healthy');
    expect(band(35.01)).toBe('above-healthy');
    expect(band(40)).toBe('above-healthy');
    expect(band(40.01)).toBe('monitor');
  });
});

describe('price overrides', () => {
  it('computes the frequency and the revenue given away', () => {
    expect(overrideFrequency(330, 1200)).toBe(27.5);
    expect(
      overrideMarginGivenAway({
        dealsWithPriceChanges: 330,
        averageDealValue: 4800,
        averageDiscountPercent: 7,
      }),
    ).toBeCloseTo(110_880, 6);
  });
  it('places each edge in the higher band', () => {
    const band = (rate: number) => classify(rate, OVERRIDE_FREQUENCY_BANDS).id;
    expect(band(0)).toBe('target');
    expect(band(9.99)).toBe('target');
    expect(band(10)).toBe('healthy');
    expect(band(15)).toBe('healthy');
    expect(band(19.99)).toBe('healthy');
    expect(band(20)).toBe('moderate');
    expect(band(34.99)).toBe('moderate');
    expect(band(35)).toBe('high');
    expect(band(49.99)).toBe('high');
    expect(band(50)).toBe('critical');
    expect(band(55)).toBe('critical');
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(
        money,
        money,
        money,
        percent,
        (deals, total, value, discount) =>
          Number.isFinite(overrideFrequency(deals, total)) &&
          Number.isFinite(
            overrideMarginGivenAway({
              dealsWithPriceChanges: deals,
              averageDealValue: value,
              averageDiscountPercent: discount,
            }),
          ),
      ),
      RUNS,
    );
  });
});

describe('forecast accuracy', () => {
  it('is 100% minus the error as a share of the actual', () => {
    expect(forecastAccuracy(2_300_000, 1_980_000)).toBeCloseTo(83.8384, 4);
    expect(forecastAccuracy(1_800_000, 2_000_000)).toBe(90);
    expect(forecastBias(2_300_000, 1_980_000)).toBe(320_000);
  });
  it('never drops below 0 and needs a positive actual', () => {
    expect(forecastAccuracy(5_000_000, 1_000_000)).toBe(0);
    expect(forecastAccuracy(100, 0)).toBe(0);
  });
  it('follows the worded edges: 75% and 85% are good', () => {
    const band = (accuracy: number) => classify(accuracy, FORECAST_ACCURACY_BANDS).id;
    expect(band(74.99)).toBe('improve');
    expect(band(75)).toBe('good');
    expect(band(85)).toBe('good');
    expect(band(85.01)).toBe('excellent');
  });
  it('is finite and between 0 and 100 for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, (forecast, actual) => {
        const accuracy = forecastAccuracy(forecast, actual);
        return Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= 100;
      }),
      RUNS,
    );
  });
});

describe('quote-to-cash', () => {
  it('adds the three stages and prices the cash in the cycle', () => {
    expect(quoteToCashDays({quoteToOrder: 9, orderToInvoice: 6, invoiceToCash: 38})).toBe(53);
    expect(cashInCycle(18_000_000, 53)).toBeCloseTo(2_613_698.63, 2);
  });
  it('compares with the range of the kind of deal, ends included', () => {
    expect(compareToRange(14, QUOTE_TO_CASH_BY_DEAL.simple)).toBe('within');
    expect(compareToRange(15, QUOTE_TO_CASH_BY_DEAL.simple)).toBe('above');
    expect(compareToRange(29, QUOTE_TO_CASH_BY_DEAL.complex)).toBe('below');
    expect(compareToRange(90, QUOTE_TO_CASH_BY_DEAL.enterprise)).toBe('within');
  });
});

describe('days sales outstanding', () => {
  it('scales receivables over credit sales by the period', () => {
    expect(
      daysSalesOutstanding({receivables: 1_860_000, creditSales: 3_600_000, periodDays: 90}),
    ).toBe(46.5);
    expect(daysSalesOutstanding({receivables: 10, creditSales: 0, periodDays: 30})).toBe(0);
  });
  it('prices the cash a lower DSO releases, never negative', () => {
    expect(
      cashReleasedByDso({
        currentDays: 46.5,
        targetDays: 30,
        creditSales: 3_600_000,
        periodDays: 90,
      }),
    ).toBe(660_000);
    expect(
      cashReleasedByDso({currentDays: 20, targetDays: 30, creditSales: 3_600_000, periodDays: 90}),
    ).toBe(0);
  });
  it('gives a shared edge to the higher range', () => {
    const band = (dso: number) => classify(dso, DSO_BANDS).id;
    expect(band(14.9)).toBe('very-fast');
    expect(band(15)).toBe('prompt');
    expect(band(29.9)).toBe('prompt');
    expect(band(30)).toBe('typical');
    expect(band(44.9)).toBe('typical');
    expect(band(45)).toBe('slow');
    expect(band(120)).toBe('slow');
  });
  it('is finite for any inputs in range', () => {
    fc.assert(
      fc.property(money, money, fc.constantFrom(30, 60, 90), (receivables, sales, period) =>
        Number.isFinite(
          daysSalesOutstanding({receivables, creditSales: sales, periodDays: period}),
        ),
      ),
      RUNS,
    );
  });
});

describe('average order value', () => {
  it('divides revenue by orders and nets off handling', () => {
    expect(averageOrderValue(4_200_000, 3100)).toBeCloseTo(1354.84, 2);
    expect(averageOrderValue(100, 0)).toBe(0);
    expect(
      contributionPerOrder({averageOrderValue: 1355, grossMarginPercent: 24, costPerOrder: 85}),
    ).toBeCloseTo(240.2, 6);
  });
  it('places ranges with both ends included and names the gaps', () => {
    const band = (aov: number) => classify(aov, AOV_BANDS).id;
    expect(band(49)).toBe('under');
    expect(band(50)).toBe('small');
    expect(band(200)).toBe('small');
    expect(band(201)).toBe('small-mid');
    expect(band(499)).toBe('small-mid');
    expect(band(500)).toBe('mid');
    expect(band(2000)).toBe('mid');
    expect(band(2001)).toBe('mid-large');
    expect(band(4999)).toBe('mid-large');
    expect(band(5000)).toBe('large');
    expect(band(80_000)).toBe('large');
  });
});
