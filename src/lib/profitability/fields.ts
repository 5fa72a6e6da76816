/**
 * The customer profitability calculator's inputs, their starting values and its two
 * constants: the facts pages quote (the guides' worked examples) without loading the
 * calculator itself.
 */

/** The eighteen inputs, in the order the calculator shows them. */
export const PROFITABILITY_FIELDS = [
  'annualRevenue',
  'averageOrderValue',
  'numberOfOrders',
  'productCost',
  'shippingCost',
  'paymentProcessingRate',
  'salesCommission',
  'customerServiceHours',
  'hourlyServiceRate',
  'accountManagementHours',
  'hourlyAccountRate',
  'acquisitionCost',
  'retentionCost',
  'creditTerms',
  'badDebtRate',
  'returnRate',
  'customizationCosts',
  'specialHandlingCosts',
] as const;

export type ProfitabilityField = (typeof PROFITABILITY_FIELDS)[number];

/** The fields as typed (text), the way the calculator keeps them. */
export type ProfitabilityText = Readonly<Record<ProfitabilityField, string>>;

/** The fields as numbers, after reading blank or unreadable text as 0. */
export type ProfitabilityInputs = Readonly<Record<ProfitabilityField, number>>;

/** The calculator's starting values: six rates and terms filled in, every other field empty. */
export const PROFITABILITY_DEFAULTS: ProfitabilityText = Object.freeze({
  ...(Object.fromEntries(PROFITABILITY_FIELDS.map((field) => [field, ''])) as Record<
    ProfitabilityField,
    string
  >),
  paymentProcessingRate: '2.9',
  hourlyServiceRate: '50',
  hourlyAccountRate: '75',
  creditTerms: '30',
  badDebtRate: '0.5',
  returnRate: '2',
});

/** Annual interest rate used to cost the credit a customer is given (5 %). */
export const CREDIT_ANNUAL_RATE = 0.05;

/** Days in the year used to turn credit terms into a share of the year. */
export const DAYS_PER_YEAR = 365;
