import {describe, expect, it} from 'vitest';
import {BENCHMARKS} from './businessNumberBenchmarks';
import {BUSINESS_NUMBERS, type BusinessNumberSlug} from './businessNumbers';

function tableText(slug: BusinessNumberSlug): string {
  return BENCHMARKS[slug]
    .flatMap((table) => [table.caption, ...table.rows.flat(), table.note ?? ''])
    .join(' | ');
}

describe('Business Numbers benchmarks', () => {
  it('give every page at least one table, each with rows', () => {
    for (const entry of BUSINESS_NUMBERS) {
      expect(BENCHMARKS[entry.slug].length, entry.slug).toBeGreaterThan(0);
      for (const table of BENCHMARKS[entry.slug]) expect(table.rows.length).toBeGreaterThan(0);
    }
  });
  it.each<[BusinessNumberSlug, readonly string[]]>([
    [
      'customer-lifetime-value',
      ['3:1 or lower', '3:1 to 5:1', '5:1 or higher', 'danger zone', 'acceptable', 'excellent'],
    ],
    ['customer-acquisition-cost', ['3:1 or lower', '3:1 to 5:1', '5:1 or higher']],
    [
      'net-revenue-retention',
      [
        '120%+',
        'world-class',
        '110-120%',
        'good',
        '100-110%',
        'average',
        'under 100%',
        'concerning',
      ],
    ],
    ['churn-rate', ['under 100%', '120%+']],
    [
      'gross-margin-per-product',
      [
        'Software',
        '80-95%',
        'Manufacturing',
        '25-35%',
        'Wholesale',
        '15-25%',
        'Retail',
        '20-50%',
        '30% or more',
        '25%+',
        '5-15%',
      ],
    ],
    [
      'quote-conversion-rate',
      [
        'Manufacturing',
        '15-25%',
        'Technology services',
        '20-30%',
        'Construction',
        '10-20%',
        'Professional services',
        '25-35%',
      ],
    ],
    ['customer-tier', ['Top 20%', '30-50%', 'Middle 60%', '15-30%', 'Bottom 20%', '5-15%']],
    [
      'price-override-frequency',
      [
        '10-20%',
        'healthy',
        '20-35%',
        'moderate concern',
        '35-50%',
        'high risk',
        '50%+',
        'critical',
      ],
    ],
    ['forecast-accuracy', ['under 75%', 'needs improvement', '75-85%', 'above 85%', 'excellent']],
    ['quote-to-cash-time', ['7-14 days', '30-45 days', '60-90 days']],
    ['days-sales-outstanding', ['15-30 days', '30-45 days', '45-60+ days', '30, 60 or 90 days']],
    ['average-order-value', ['$50-200', '$500-2K', '$5K-50K+']],
    [
      'rfm-modelling',
      [
        '1 (longest ago) to 5',
        'Champions',
        '555',
        'Loyal',
        '545',
        'Potential Loyalists',
        '554',
        'At Risk',
        '244',
        "Can't Lose",
        '155',
        'Lost',
        '111',
      ],
    ],
    [
      'margin-per-customer',
      [
        '20-35%',
        'healthy',
        'below 15%',
        'needs attention',
        'above 40%',
        'needs monitoring',
        'calculate monthly',
        'calculate quarterly',
        'below 10%',
        'above 90%',
      ],
    ],
  ])('%s shows the figures of spec section 9', (slug, figures) => {
    const text = tableText(slug);
    for (const figure of figures) expect(text, figure).toContain(figure);
  });
});
