/**
 * Customer profitability: one customer's annual revenue
 * against everything it costs to win, serve and finance that customer. Money in US dollars
 * a year, rates in percent, hours a year, credit terms in days.
 */
import {numberOrZero} from '@site/src/lib/numbers/parse';
import {saveNamed} from '@site/src/lib/scenarios/named';
import {
  CREDIT_ANNUAL_RATE,
  DAYS_PER_YEAR,
  PROFITABILITY_DEFAULTS,
  PROFITABILITY_FIELDS,
  type ProfitabilityField,
  type ProfitabilityInputs,
  type ProfitabilityText,
} from './fields';

// The calculator's fields, starting values and constants, for those who import them from here.
export * from './fields';

export interface ParsedProfitabilityInputs {
  readonly inputs: ProfitabilityInputs;
  /** Fields whose text could not be read, with the reason; each was counted as 0. */
  readonly notices: Partial<Record<ProfitabilityField, string>>;
}

/** Reads every field; blank or unreadable text counts as 0, and unreadable text gets a notice. */
export function parseProfitabilityText(text: ProfitabilityText): ParsedProfitabilityInputs {
  const inputs = {} as Record<ProfitabilityField, number>;
  const notices: Partial<Record<ProfitabilityField, string>> = {};
  for (const field of PROFITABILITY_FIELDS) {
    const read = numberOrZero(text[field]);
    inputs[field] = read.value;
    if (read.countedAsZero) notices[field] = `${read.message ?? 'Not a number.'} Counted as 0.`;
  }
  return {inputs, notices};
}

/** Each cost line of the calculation, in dollars a year. */
export interface CostBreakdown {
  readonly productCost: number;
  readonly shippingCost: number;
  readonly processingFee: number;
  readonly serviceCost: number;
  readonly accountManagementCost: number;
  readonly salesCommission: number;
  readonly acquisitionCost: number;
  readonly retentionCost: number;
  readonly creditCost: number;
  readonly badDebt: number;
  readonly returns: number;
  readonly customizationCosts: number;
  readonly specialHandlingCosts: number;
}

export type ProfitabilityStatus = 'excellent' | 'good' | 'marginal' | 'unprofitable';

export interface ProfitabilityResult {
  readonly totalRevenue: number;
  readonly costs: CostBreakdown;
  readonly totalCosts: number;
  /**
   * Revenue less every cost line: the customer's profit after product cost and all costs to
   * serve (named `grossProfit` after the specification's field; it is not gross profit).
   */
  readonly grossProfit: number;
  /** Profit as a percentage of revenue; 0 when revenue is 0. */
  readonly profitMargin: number;
  /**
   * Lifetime value as this calculator defines it: one year's customer profit (`grossProfit`),
   * acquisition cost included; no later years, no discounting.
   */
  readonly customerLifetimeValue: number;
  readonly status: ProfitabilityStatus;
}

/** Status thresholds of spec section 9: margin above 20, 10 and 0 percent. */
export const STATUS_THRESHOLDS = {excellent: 20, good: 10, marginal: 0} as const;

/** Excellent above 20 % margin, good above 10 %, marginal above 0 %, otherwise unprofitable. */
export function profitabilityStatus(marginPercent: number): ProfitabilityStatus {
  if (marginPercent > STATUS_THRESHOLDS.excellent) return 'excellent';
  if (marginPercent > STATUS_THRESHOLDS.good) return 'good';
  if (marginPercent > STATUS_THRESHOLDS.marginal) return 'marginal';
  return 'unprofitable';
}

/** A finite number or 0, so that no result is ever NaN or infinite. */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * The calculation of spec section 5:
 * - processing fee = revenue × processing rate / 100
 * - service cost = service hours × service rate; account cost = account hours × account rate
 * - credit cost = revenue × (credit days / 365) × 0.05
 * - bad debt = revenue × bad debt rate / 100; returns = revenue × return rate / 100
 * - total costs = the thirteen cost lines; profit = revenue − total costs
 * - margin % = profit / revenue × 100, or 0 when revenue is 0
 */
export function calculateProfitability(inputs: ProfitabilityInputs): ProfitabilityResult {
  const revenue = finite(inputs.annualRevenue);
  const costs: CostBreakdown = {
    productCost: finite(inputs.productCost),
    shippingCost: finite(inputs.shippingCost),
    processingFee: finite((revenue * inputs.paymentProcessingRate) / 100),
    serviceCost: finite(inputs.customerServiceHours * inputs.hourlyServiceRate),
    accountManagementCost: finite(inputs.accountManagementHours * inputs.hourlyAccountRate),
    salesCommission: finite(inputs.salesCommission),
    acquisitionCost: finite(inputs.acquisitionCost),
    retentionCost: finite(inputs.retentionCost),
    creditCost: finite(revenue * (inputs.creditTerms / DAYS_PER_YEAR) * CREDIT_ANNUAL_RATE),
    badDebt: finite((revenue * inputs.badDebtRate) / 100),
    returns: finite((revenue * inputs.returnRate) / 100),
    customizationCosts: finite(inputs.customizationCosts),
    specialHandlingCosts: finite(inputs.specialHandlingCosts),
  };
  const totalCosts = finite(Object.values(costs).reduce((sum, cost) => sum + cost, 0));
  const grossProfit = finite(revenue - totalCosts);
  const profitMargin = revenue === 0 ? 0 : finite((grossProfit / revenue) * 100);
  return {
    totalRevenue: revenue,
    costs,
    totalCosts,
    grossProfit,
    profitMargin,
    customerLifetimeValue: grossProfit,
    status: profitabilityStatus(profitMargin),
  };
}

/** Per-order figures from the order fields, when a number of orders is given. */
export interface PerOrderFigures {
  /** Annual revenue / orders. */
  readonly revenuePerOrder: number;
  /** Total costs / orders. */
  readonly costPerOrder: number;
  /** Customer profit / orders. */
  readonly profitPerOrder: number;
  /** Average order value × orders: the revenue the order fields imply, to compare. */
  readonly impliedRevenue: number;
}

/**
 * The order fields (average order value, number of orders) do not enter the spec's
 * formulas; they give these per-order figures, or nothing when there are no orders.
 */
export function perOrderFigures(
  inputs: ProfitabilityInputs,
  result: ProfitabilityResult,
): PerOrderFigures | null {
  const orders = finite(inputs.numberOfOrders);
  if (!(orders > 0)) return null;
  return {
    revenuePerOrder: finite(result.totalRevenue / orders),
    costPerOrder: finite(result.totalCosts / orders),
    profitPerOrder: finite(result.grossProfit / orders),
    impliedRevenue: finite(inputs.averageOrderValue * orders),
  };
}

/** Whether the fields still hold the defaults (the status then shows its neutral style). */
export function isPristine(text: ProfitabilityText): boolean {
  return PROFITABILITY_FIELDS.every(
    (field) => text[field].trim() === PROFITABILITY_DEFAULTS[field],
  );
}

/** A calculation saved under a name in this browser. */
export interface SavedCalculation {
  readonly id: string;
  readonly name: string;
  /** When it was saved, ISO 8601. */
  readonly savedAt: string;
  readonly fields: ProfitabilityText;
}

/**
 * Adds a calculation to the saved list, newest first. A calculation saved under a name
 * already in the list (ignoring case and edge spaces) replaces it.
 */
export function saveCalculation(
  list: readonly SavedCalculation[],
  entry: SavedCalculation,
): {readonly list: readonly SavedCalculation[]; readonly replaced: boolean} {
  return saveNamed(list, entry);
}
