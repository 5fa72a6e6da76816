import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  PROFITABILITY_DEFAULTS,
  PROFITABILITY_FIELDS,
  calculateProfitability,
  isPristine,
  parseProfitabilityText,
  perOrderFigures,
  profitabilityStatus,
  saveCalculation,
  type ProfitabilityInputs,
  type ProfitabilityText,
  type SavedCalculation,
} from './profitability';

const ZERO: ProfitabilityInputs = Object.fromEntries(
  PROFITABILITY_FIELDS.map((field) => [field, 0]),
) as Record<(typeof PROFITABILITY_FIELDS)[number], number>;

function withDefaults(text: Partial<ProfitabilityText>): ProfitabilityInputs {
  return parseProfitabilityText({...PROFITABILITY_DEFAULTS, ...text}).inputs;
}

describe('the fields and their defaults', () => {
  it('has the eighteen fields of the specification', () => {
    expect(PROFITABILITY_FIELDS).toHaveLength(18);
    expect(PROFITABILITY_FIELDS).toContain('hourlyAccountRate');
    expect(PROFITABILITY_FIELDS).toContain('retentionCost');
  });
  it('fills in the six defaults and leaves every other field empty', () => {
    const filled = Object.entries(PROFITABILITY_DEFAULTS).filter(([, text]) => text !== '');
    expect(Object.fromEntries(filled)).toEqual({
      paymentProcessingRate: '2.9',
      hourlyServiceRate: '50',
      hourlyAccountRate: '75',
      creditTerms: '30',
      badDebtRate: '0.5',
      returnRate: '2',
    });
    expect(isPristine(PROFITABILITY_DEFAULTS)).toBe(true);
    expect(isPristine({...PROFITABILITY_DEFAULTS, annualRevenue: '1'})).toBe(false);
  });
});

describe('parseProfitabilityText', () => {
  it('reads blank as 0 silently and unreadable text as 0 with a notice', () => {
    const {inputs, notices} = parseProfitabilityText({
      ...PROFITABILITY_DEFAULTS,
      annualRevenue: '$250,000',
      productCost: 'lots',
      shippingCost: '-5',
    });
    expect(inputs.annualRevenue).toBe(250_000);
    expect(inputs.productCost).toBe(0);
    expect(inputs.shippingCost).toBe(0);
    expect(inputs.acquisitionCost).toBe(0);
    expect(notices.productCost).toMatch(/Counted as 0\.$/);
    expect(notices.shippingCost).toBe('Enter zero or a positive number. Counted as 0.');
    expect(notices.acquisitionCost).toBeUndefined();
    expect(Object.keys(notices)).toEqual(['productCost', 'shippingCost']);
  });
});

describe('calculateProfitability', () => {
  it('gives the hand-worked figures for a full example', () => {
    const result = calculateProfitability(
      withDefaults({
        annualRevenue: '100000',
        productCost: '60000',
        shippingCost: '5000',
        salesCommission: '3000',
        customerServiceHours: '20',
        accountManagementHours: '10',
        acquisitionCost: '1000',
        retentionCost: '500',
        customizationCosts: '800',
        specialHandlingCosts: '400',
      }),
    );
    expect(result.costs).toEqual({
      productCost: 60000,
      shippingCost: 5000,
      processingFee: 2900, // 100,000 × 2.9 / 100
      serviceCost: 1000, // 20 h × $50
      accountManagementCost: 750, // 10 h × $75
      salesCommission: 3000,
      acquisitionCost: 1000,
      retentionCost: 500,
      creditCost: expect.closeTo(410.9589, 4), // 100,000 × 30/365 × 0.05
      badDebt: 500, // 100,000 × 0.5 / 100
      returns: 2000, // 100,000 × 2 / 100
      customizationCosts: 800,
      specialHandlingCosts: 400,
    });
    expect(result.totalRevenue).toBe(100000);
    expect(result.totalCosts).toBeCloseTo(78260.9589, 4);
    expect(result.grossProfit).toBeCloseTo(21739.0411, 4);
    expect(result.profitMargin).toBeCloseTo(21.739, 3);
    expect(result.customerLifetimeValue).toBe(result.grossProfit);
    expect(result.status).toBe('excellent');
  });
  it('costs only the rates when nothing but revenue is entered', () => {
    const result = calculateProfitability(withDefaults({annualRevenue: '365000'}));
    // 2.9 % + 0.5 % + 2 % of revenue, plus 30 days of credit at 5 %: 19,710 + 1,500.
    expect(result.totalCosts).toBeCloseTo(19710 + 1500, 6);
    expect(result.profitMargin).toBeCloseTo(94.189, 3); // 343,790 / 365,000;
  });
  it('gives a 0 % margin, not NaN, when revenue is 0', () => {
    const result = calculateProfitability(withDefaults({productCost: '500'}));
    expect(result.totalCosts).toBe(500);
    expect(result.grossProfit).toBe(-500);
    expect(result.profitMargin).toBe(0);
    expect(result.status).toBe('unprofitable');
    expect(calculateProfitability(ZERO).profitMargin).toBe(0);
  });
  it('reaches each status band from real inputs', () => {
    const marginWith = (productCost: number) =>
      calculateProfitability({...ZERO, annualRevenue: 1000, productCost});
    expect(marginWith(790).status).toBe('excellent'); // 21 %
    expect(marginWith(800).status).toBe('good'); // exactly 20 %
    expect(marginWith(890).status).toBe('good'); // 11 %
    expect(marginWith(900).status).toBe('marginal'); // exactly 10 %
    expect(marginWith(999).status).toBe('marginal'); // 0.1 %
    expect(marginWith(1000).status).toBe('unprofitable'); // exactly 0 %
    expect(marginWith(1500).status).toBe('unprofitable'); // −50 %
  });
});

describe('profitabilityStatus', () => {
  it('uses strict thresholds above 20, 10 and 0', () => {
    expect(profitabilityStatus(20.0001)).toBe('excellent');
    expect(profitabilityStatus(20)).toBe('good');
    expect(profitabilityStatus(10.0001)).toBe('good');
    expect(profitabilityStatus(10)).toBe('marginal');
    expect(profitabilityStatus(0.0001)).toBe('marginal');
    expect(profitabilityStatus(0)).toBe('unprofitable');
    expect(profitabilityStatus(-3)).toBe('unprofitable');
  });
});

describe('perOrderFigures', () => {
  it('divides by the number of orders and multiplies the average order value', () => {
    const inputs = {
      ...ZERO,
      annualRevenue: 120000,
      productCost: 90000,
      numberOfOrders: 48,
      averageOrderValue: 2600,
    };
    const figures = perOrderFigures(inputs, calculateProfitability(inputs));
    expect(figures).toEqual({
      revenuePerOrder: 2500,
      costPerOrder: 1875,
      profitPerOrder: 625,
      impliedRevenue: 124800,
    });
  });
  it('gives nothing without orders', () => {
    expect(perOrderFigures(ZERO, calculateProfitability(ZERO))).toBeNull();
  });
});

describe('saved calculations', () => {
  const entry = (id: string, name: string): SavedCalculation => ({
    id,
    name,
    savedAt: '2025-01-01T00:00:00.000Z',
    fields: PROFITABILITY_DEFAULTS,
  });
  it('adds newest first and replaces a calculation of the same name', () => {
    const first = saveCalculation([], entry('1', 'Acme Ltd'));
    expect(first.replaced).toBe(false);
    const second = saveCalculation(first.list, entry('2', 'Brown & Co'));
    expect(second.list.map((item) => item.name)).toEqual(['Brown & Co', 'Acme Ltd']);
    const third = saveCalculation(second.list, entry('3', ' acme ltd '));
    expect(third.replaced).toBe(true);
    expect(third.list.map((item) => [item.id, item.name])).toEqual([
      ['3', 'acme ltd'],
      ['2', 'Brown & Co'],
    ]);
  });
});

describe('properties', () => {
  const anyNumber = fc.oneof(
    fc.double({noNaN: false}),
    fc.constantFrom(0, -0, 1e15, -1e15, Number.MAX_VALUE, Number.POSITIVE_INFINITY),
  );
  const anyInputs = fc.record(
    Object.fromEntries(PROFITABILITY_FIELDS.map((field) => [field, anyNumber])) as Record<
      (typeof PROFITABILITY_FIELDS)[number],
      typeof anyNumber
    >,
  );
  it('gives finite results for any input', () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = calculateProfitability(inputs);
        const numbers = [
          result.totalRevenue,
          result.totalCosts,
          result.grossProfit,
          result.profitMargin,
          result.customerLifetimeValue,
          ...Object.values(result.costs),
        ];
        expect(numbers.every(Number.isFinite)).toBe(true);
        const perOrder = perOrderFigures(inputs, result);
        if (perOrder) expect(Object.values(perOrder).every(Number.isFinite)).toBe(true);
      }),
      {numRuns: 1000},
    );
  });
  it('gives finite results for any text typed into the fields', () => {
    const anyText = fc.record(
      Object.fromEntries(PROFITABILITY_FIELDS.map((field) => [field, fc.string()])) as Record<
        (typeof PROFITABILITY_FIELDS)[number],
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const result = calculateProfitability(parseProfitabilityText(text).inputs);
        expect(Number.isFinite(result.profitMargin) && Number.isFinite(result.grossProfit)).toBe(
          true,
        );
      }),
      {numRuns: 1000},
    );
  });
  it('keeps profit = revenue − costs and the margin below 100 % for sensible inputs', () => {
    const money = fc.double({min: 0, max: 1e9, noNaN: true});
    const rate = fc.double({min: 0, max: 100, noNaN: true});
    fc.assert(
      fc.property(
        money,
        money,
        rate,
        fc.integer({min: 0, max: 365}),
        (revenue, cost, pct, days) => {
          const inputs = {
            ...ZERO,
            annualRevenue: revenue,
            productCost: cost,
            returnRate: pct,
            creditTerms: days,
          };
          const result = calculateProfitability(inputs);
          expect(result.grossProfit).toBeCloseTo(result.totalRevenue - result.totalCosts, 6);
          expect(result.profitMargin).toBeLessThanOrEqual(100);
          expect(result.status).toBe(profitabilityStatus(result.profitMargin));
        },
      ),
      {numRuns: 1000},
    );
  });
});
