import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  VOLUME_DISCOUNT_TIERS,
  formatDiscount,
  formatVolumeBand,
  volumeDiscountTier,
} from './volumeDiscount';

describe('volumeDiscountTier', () => {
  it('gives 5-8% above $500,000', () => {
    expect(formatDiscount(volumeDiscountTier(500_001))).toBe('5-8%');
    expect(formatDiscount(volumeDiscountTier(2_000_000))).toBe('5-8%');
  });
  it('gives 3-5% above $250,000 up to and including $500,000', () => {
    expect(formatDiscount(volumeDiscountTier(500_000))).toBe('3-5%');
    expect(formatDiscount(volumeDiscountTier(250_000.01))).toBe('3-5%');
  });
  it('gives 1-3% above $100,000 up to and including $250,000', () => {
    expect(formatDiscount(volumeDiscountTier(250_000))).toBe('1-3%');
    expect(formatDiscount(volumeDiscountTier(100_001))).toBe('1-3%');
  });
  it('keeps list price at $100,000 or less, including zero', () => {
    expect(formatDiscount(volumeDiscountTier(100_000))).toBe('List price');
    expect(formatDiscount(volumeDiscountTier(99_999))).toBe('List price');
    expect(formatDiscount(volumeDiscountTier(0))).toBe('List price');
  });
  it('rejects negative, NaN and infinite volumes', () => {
    expect(() => volumeDiscountTier(-1)).toThrow(RangeError);
    expect(() => volumeDiscountTier(Number.NaN)).toThrow(RangeError);
    expect(() => volumeDiscountTier(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it('places every volume in the one tier whose band contains it', () => {
    fc.assert(
      fc.property(fc.double({min: 0, max: 1e12, noNaN: true}), (volume) => {
        const tier = volumeDiscountTier(volume);
        expect(volume).toBeGreaterThan(tier.aboveUsd);
        if (tier.upToUsd !== null) expect(volume).toBeLessThanOrEqual(tier.upToUsd);
      }),
      {numRuns: 1000},
    );
  });
  it('never gives a smaller discount for a larger volume', () => {
    fc.assert(
      fc.property(
        fc.double({min: 0, max: 1e9, noNaN: true}),
        fc.double({min: 0, max: 1e9, noNaN: true}),
        (a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const min = (volume: number) => volumeDiscountTier(volume).discountPercent?.min ?? 0;
          expect(min(large)).toBeGreaterThanOrEqual(min(small));
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('VOLUME_DISCOUNT_TIERS', () => {
  it('holds the four tiers of the specification, largest volumes first, without gaps', () => {
    expect(VOLUME_DISCOUNT_TIERS.map((tier) => tier.aboveUsd)).toEqual([
      500_000,
      250_000,
      100_000,
      Number.NEGATIVE_INFINITY,
    ]);
    VOLUME_DISCOUNT_TIERS.slice(1).forEach((tier, index) => {
      expect(tier.upToUsd).toBe(VOLUME_DISCOUNT_TIERS[index]?.aboveUsd);
    });
  });
});

describe('formatVolumeBand', () => {
  it('names each band with its exclusive lower and inclusive upper edge', () => {
    expect(VOLUME_DISCOUNT_TIERS.map(formatVolumeBand)).toEqual([
      'Above $500K',
      'Above $250K, up to $500K',
      'Above $100K, up to $250K',
      '$100K or less',
    ]);
  });
});
