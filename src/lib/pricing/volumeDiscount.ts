/**
 * Volume-discount guideline for distributors: the discount a
 * customer's annual purchase volume earns.
 *
 * | annual volume (US dollars)      | discount   |
 * | ------------------------------- | ---------- |
 * | above 500,000                   | 5-8%       |
 * | above 250,000, up to 500,000    | 3-5%       |
 * | above 100,000, up to 250,000    | 1-3%       |
 * | 100,000 or less                 | list price |
 *
 * Every threshold is exclusive: a discount starts at the first dollar ABOVE its threshold, so
 * exactly $500,000 is in the 3-5% tier, exactly $250,000 in the 1-3% tier and exactly
 * $100,000 pays list price.
 */

/** Identifier of a volume tier, from the largest volumes to the smallest. */
export type VolumeTierId = 'above-500k' | 'above-250k' | 'above-100k' | 'list-price';

export interface VolumeDiscountTier {
  readonly id: VolumeTierId;
  /** The tier applies to annual volumes strictly above this amount (US dollars). */
  readonly aboveUsd: number;
  /** Largest annual volume in the tier, inclusive; `null` for the open top tier. */
  readonly upToUsd: number | null;
  /** Discount range in percent off list price; `null` means list price (no discount). */
  readonly discountPercent: {readonly min: number; readonly max: number} | null;
}

/** The four tiers, largest volumes first. */
export const VOLUME_DISCOUNT_TIERS: readonly VolumeDiscountTier[] = [
  {id: 'above-500k', aboveUsd: 500_000, upToUsd: null, discountPercent: {min: 5, max: 8}},
  {id: 'above-250k', aboveUsd: 250_000, upToUsd: 500_000, discountPercent: {min: 3, max: 5}},
  {id: 'above-100k', aboveUsd: 100_000, upToUsd: 250_000, discountPercent: {min: 1, max: 3}},
  {id: 'list-price', aboveUsd: Number.NEGATIVE_INFINITY, upToUsd: 100_000, discountPercent: null},
];

/**
 * The tier for an annual purchase volume in US dollars.
 *
 * @param annualVolumeUsd - annual purchase volume, a finite number of dollars, 0 or more.
 * @throws RangeError when the volume is negative, NaN or infinite (parse inputs first).
 */
export function volumeDiscountTier(annualVolumeUsd: number): VolumeDiscountTier {
  if (!Number.isFinite(annualVolumeUsd) || annualVolumeUsd < 0) {
    throw new RangeError(
      `Annual volume must be a finite amount of 0 or more, got ${annualVolumeUsd}`,
    );
  }
  const tier = VOLUME_DISCOUNT_TIERS.find((candidate) => annualVolumeUsd > candidate.aboveUsd);
  // The last tier is above minus infinity, so a tier is always found.
  return tier ?? (VOLUME_DISCOUNT_TIERS.at(-1) as VolumeDiscountTier);
}

/** The discount as people read it: "5-8%", or "List price". */
export function formatDiscount(tier: VolumeDiscountTier): string {
  const range = tier.discountPercent;
  return range ? `${range.min}-${range.max}%` : 'List price';
}

function shortUsd(amount: number): string {
  return `$${amount / 1000}K`;
}

/** The volume band as people read it: "Above $500K", "$100K or less". */
export function formatVolumeBand(tier: VolumeDiscountTier): string {
  if (tier.upToUsd === null) return `Above ${shortUsd(tier.aboveUsd)}`;
  if (!Number.isFinite(tier.aboveUsd)) return `${shortUsd(tier.upToUsd)} or less`;
  return `Above ${shortUsd(tier.aboveUsd)}, up to ${shortUsd(tier.upToUsd)}`;
}
