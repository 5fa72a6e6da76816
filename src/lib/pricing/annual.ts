/**
 * Annual billing arithmetic of the pricing page. All amounts are US dollars.
 *
 * An annual plan costs twelve months at the monthly price less a discount (20% by
 * default): `perYear = monthly × 12 × (1 − discount)`, and the visitor saves
 * `savingPerYear = monthly × 12 × discount` against paying month by month.
 */

/** Discount for paying a year in advance, as a fraction (0.2 = 20%). */
export const ANNUAL_DISCOUNT = 0.2;

/** Months billed in a year. */
export const MONTHS_PER_YEAR = 12;

export interface AnnualPrice {
  /** Twelve months at the monthly price, US dollars per year (the price before discount). */
  readonly listPerYear: number;
  /** What the annual plan costs, US dollars per year. */
  readonly perYear: number;
  /** `listPerYear − perYear`, US dollars per year. */
  readonly savingPerYear: number;
  /** `perYear / 12`: the annual plan's cost per month, US dollars. */
  readonly perMonth: number;
  /** The discount as a whole percentage, e.g. 20, for the "20% OFF" badge. */
  readonly discountPercent: number;
}

/** Rounds to whole cents, so 0.1 + 0.2 style float noise never reaches the page. */
function toCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/**
 * The annual price for a monthly price: 12 months less `discount`.
 *
 * @param monthly - monthly price, US dollars (finite, 0 or more).
 * @param discount - annual discount as a fraction in [0, 1); 0.2 by default.
 * @throws RangeError for a negative or non-finite price, or a discount outside [0, 1).
 */
export function annualPrice(monthly: number, discount: number = ANNUAL_DISCOUNT): AnnualPrice {
  if (!Number.isFinite(monthly) || monthly < 0) {
    throw new RangeError(`monthly price must be a finite amount of 0 or more, got ${monthly}`);
  }
  if (!Number.isFinite(discount) || discount < 0 || discount >= 1) {
    throw new RangeError(`discount must be a fraction from 0 up to 1, got ${discount}`);
  }
  const listPerYear = toCents(monthly * MONTHS_PER_YEAR);
  const perYear = toCents(listPerYear * (1 - discount));
  return {
    listPerYear,
    perYear,
    savingPerYear: toCents(listPerYear - perYear),
    perMonth: toCents(perYear / MONTHS_PER_YEAR),
    discountPercent: Math.round(discount * 100),
  };
}
