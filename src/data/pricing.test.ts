import {describe, expect, it} from 'vitest';
import {EDITIONS} from '@site/src/data/editions';
import {formatUsd, formatUsdM} from '@site/src/lib/numbers/format';
import {ANNUAL_DISCOUNT, MONTHS_PER_YEAR} from '@site/src/lib/pricing/annual';
import {REVENUE_RANGE_IDS} from '@site/src/lib/pricing/range';
import {calculateRoi} from '@site/src/lib/roi/calculate';
import {FAQ_SETS} from './faqs';
import {HERO_STATS} from './landing';
import {
  ANNUAL_DISCOUNT_PERCENT,
  HIGHEST_MONTHLY,
  INCLUDED_FEATURES,
  LOWEST_MONTHLY,
  MONTHLY_PRICE_LIST,
  PILOT_DAYS,
  PLANS,
  PLANS_IN_ORDER,
  PLAN_IDS,
  PLAN_TERMS,
  ROI_GUARANTEE,
  ROI_STATS,
  SETUP_FEE,
  SUBSCRIPTION_BANDS,
  TAB_BANDS_IN_WORDS,
  TYPICAL_FIRST_YEAR_TOTAL,
  bandInWords,
  monthlyPricesByBand,
} from './pricing';

/** Reads "$10M" as 10,000,000 and "$0" as 0. */
const millions = (text: string) => Number(text.replace(/[$,M]/g, '')) * 1_000_000;

describe('pricing plans', () => {
  it('are SME, Growth and Enterprise, one per pricing tab, in tab order', () => {
    expect(PLANS_IN_ORDER.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
    expect(PLANS_IN_ORDER.map((plan) => plan.name)).toEqual(['SME', 'Growth', 'Enterprise']);
    expect(PLANS_IN_ORDER.map((plan) => plan.range)).toEqual([...REVENUE_RANGE_IDS]);
    for (const id of PLAN_IDS) expect(PLANS[id].id).toBe(id);
  });

  it('sit on the tabs’ revenue bands, labelled as the tabs show them', () => {
    expect(PLANS_IN_ORDER.map((plan) => plan.rangeLabel)).toEqual([
      '$0-$10M',
      '$10M-$25M',
      '$25M+',
    ]);
    expect(PLANS_IN_ORDER.map((plan) => plan.revenueFrom)).toEqual([0, 10_000_000, 25_000_000]);
    PLANS_IN_ORDER.forEach((plan, index) => {
      expect(plan.revenueTo, plan.name).toBe(PLANS_IN_ORDER[index + 1]?.revenueFrom ?? null);
    });
  });

  it.each(PLANS_IN_ORDER)('$name costs whole dollars a month, more than the plan below', (plan) => {
    expect(Number.isInteger(plan.monthly) && plan.monthly > 0).toBe(true);
    const below = PLANS_IN_ORDER[PLANS_IN_ORDER.indexOf(plan) - 1];
    if (below) expect(plan.monthly).toBeGreaterThan(below.monthly);
  });

  it('flag Growth, and only Growth, as popular', () => {
    expect(PLANS_IN_ORDER.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual([
      'Growth',
    ]);
  });

  it('have descriptions', () => {
    for (const plan of PLANS_IN_ORDER) expect(plan.description.length).toBeGreaterThan(40);
  });

  it.each(PLANS_IN_ORDER)('$name paid annually costs 12 months less the discount', (plan) => {
    const list = plan.monthly * MONTHS_PER_YEAR;
    expect(plan.annual.listPerYear).toBe(list);
    expect(plan.annual.perYear).toBeCloseTo(list * (1 - ANNUAL_DISCOUNT), 2);
    expect(plan.annual.savingPerYear).toBeCloseTo(list * ANNUAL_DISCOUNT, 2);
    expect(plan.annual.perMonth).toBeCloseTo(plan.annual.perYear / MONTHS_PER_YEAR, 2);
    expect(plan.annual.discountPercent).toBe(ANNUAL_DISCOUNT_PERCENT);
  });

  it('start at the SME price and end at the Enterprise price', () => {
    expect(LOWEST_MONTHLY).toBe(PLANS.sme.monthly);
    expect(HIGHEST_MONTHLY).toBe(PLANS.enterprise.monthly);
  });

  it('put the typical first-year total between the cheapest and the dearest year', () => {
    const years = PLANS_IN_ORDER.map((plan) => SETUP_FEE + plan.annual.listPerYear);
    expect(TYPICAL_FIRST_YEAR_TOTAL).toBeGreaterThanOrEqual(Math.min(...years));
    expect(TYPICAL_FIRST_YEAR_TOTAL).toBeLessThanOrEqual(Math.max(...years));
  });
});

describe('the ROI calculator’s subscription bands', () => {
  it('are the plans: one band per plan, in the same order, from the tab’s lowest revenue', () => {
    expect(SUBSCRIPTION_BANDS.map((band) => band.id)).toEqual(PLANS_IN_ORDER.map((p) => p.id));
    SUBSCRIPTION_BANDS.forEach((band, index) => {
      const plan = PLANS_IN_ORDER[index];
      expect(band.minRevenue, band.label).toBe(plan?.revenueFrom);
      // The tab label starts at the same revenue ("$10M-$25M" from $10M).
      expect(millions(plan?.rangeLabel.split(/[-+]/)[0] ?? ''), band.label).toBe(band.minRevenue);
    });
  });

  it('cost a year of the plan at its monthly price, before any annual discount', () => {
    for (const band of SUBSCRIPTION_BANDS) {
      expect(band.annualCost, band.label).toBe(PLANS[band.id].monthly * MONTHS_PER_YEAR);
    }
  });

  it('are labelled with the band and the plan name', () => {
    expect(SUBSCRIPTION_BANDS.map((band) => band.label)).toEqual([
      '$0-10M (SME)',
      '$10-25M (Growth)',
      '$25M+ (Enterprise)',
    ]);
  });

  it.each(PLANS_IN_ORDER)(
    'give a business in the $name band that plan’s price, at both ends of the band',
    (plan) => {
      const revenues = [plan.revenueFrom, (plan.revenueTo ?? plan.revenueFrom * 4) - 1];
      for (const revenue of revenues) {
        const result = calculateRoi({revenue, customers: 100, skus: 100}, SUBSCRIPTION_BANDS);
        expect(result.band.id, formatUsd(revenue)).toBe(plan.id);
        expect(result.subscriptionCost, formatUsd(revenue)).toBe(plan.annual.listPerYear);
        expect(result.monthlyCost, formatUsd(revenue)).toBe(plan.monthly);
      }
    },
  );
});

describe('price sentences', () => {
  it('name every monthly price, cheapest first, the last one after "or"', () => {
    const cheapestFirst = PLANS_IN_ORDER.map((plan) => plan.monthly).sort((a, b) => a - b);
    const [others = '', last = ''] = MONTHLY_PRICE_LIST.split(' or ');
    expect([...others.split(', '), last]).toEqual(cheapestFirst.map((price) => formatUsd(price)));
  });

  it('give each plan’s price with its band, on the tabs’ bands or on bands a page states', () => {
    const onTabs = monthlyPricesByBand();
    const onOthers = monthlyPricesByBand([0, 5_000_000, 20_000_000]);
    const other = ['below $5M', 'from $5M to $20M', 'above $20M'];
    PLANS_IN_ORDER.forEach((plan, index) => {
      const price = `${formatUsd(plan.monthly)} a month`;
      expect(onTabs).toContain(`${price} ${bandInWords(plan.revenueFrom, plan.revenueTo)}`);
      expect(onOthers).toContain(`${price} ${other[index]}`);
      expect(TAB_BANDS_IN_WORDS).toContain(bandInWords(plan.revenueFrom, plan.revenueTo));
    });
    expect(bandInWords(10_000_000, 25_000_000)).toBe(
      `from ${formatUsdM(10_000_000)} to ${formatUsdM(25_000_000)}`,
    );
  });

  it('refuse band bounds that do not fit the plans', () => {
    expect(() => monthlyPricesByBand([0, 5_000_000])).toThrow(RangeError);
    expect(() => monthlyPricesByBand([0, 20_000_000, 5_000_000])).toThrow(RangeError);
    expect(() => monthlyPricesByBand([1, 5_000_000, 20_000_000])).toThrow(RangeError);
  });

  it('are the only prices the FAQ, the landing figures and the guides state', () => {
    const texts = [
      ...Object.values(FAQ_SETS).flatMap((items) => items.map((item) => item.answer)),
      ...HERO_STATS.map((stat) => stat.value),
      ...EDITIONS.flatMap((edition) => [
        JSON.stringify(edition.content.comparison),
        JSON.stringify(edition.content.commercialIntelligenceGuide),
      ]),
    ].join('\n');
    const monthly = [...texts.matchAll(/\$([\d,]+)(?:\/month| a month)/g)].map((match) =>
      Number(match[1]?.replace(/,/g, '')),
    );
    expect(monthly.length).toBeGreaterThanOrEqual(PLANS_IN_ORDER.length);
    const prices = PLANS_IN_ORDER.map((plan) => plan.monthly);
    for (const price of monthly) expect(prices, formatUsd(price)).toContain(price);
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
    expect(SETUP_FEE).toBe(0);
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
