/** Every Business Numbers calculator, keyed by the slug of the page that embeds it. */
import {
  churnRateCalculator,
  customerAcquisitionCostCalculator,
  customerLifetimeValueCalculator,
  customerTierCalculator,
  netRevenueRetentionCalculator,
  rfmCalculator,
} from './customerRevenue';
import {
  averageOrderValueCalculator,
  contributionMarginCalculator,
  daysSalesOutstandingCalculator,
  forecastAccuracyCalculator,
  quoteToCashTimeCalculator,
  salesVelocityProfitabilityCalculator,
} from './operational';
import {
  breakevenPriceCalculator,
  grossMarginPerProductCalculator,
  marginPerCustomerCalculator,
  priceOverrideFrequencyCalculator,
  quoteConversionRateCalculator,
} from './pricingProduct';
import type {CalculatorSpec} from './types';

export const CALCULATORS: readonly CalculatorSpec[] = [
  customerLifetimeValueCalculator,
  customerAcquisitionCostCalculator,
  churnRateCalculator,
  customerTierCalculator,
  netRevenueRetentionCalculator,
  rfmCalculator,
  grossMarginPerProductCalculator,
  marginPerCustomerCalculator,
  quoteConversionRateCalculator,
  priceOverrideFrequencyCalculator,
  breakevenPriceCalculator,
  contributionMarginCalculator,
  forecastAccuracyCalculator,
  quoteToCashTimeCalculator,
  daysSalesOutstandingCalculator,
  averageOrderValueCalculator,
  salesVelocityProfitabilityCalculator,
];

/** The calculator of a Business Numbers page, if it has one. */
export function calculatorFor(slug: string): CalculatorSpec | undefined {
  return CALCULATORS.find((calculator) => calculator.slug === slug);
}

export {evaluateCalculator, exampleTexts} from './evaluate';
export type * from './types';
