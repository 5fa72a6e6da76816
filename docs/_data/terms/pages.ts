/**
 * Every term page of this edition by slug, for tests and build scripts (never imported by a
 * page: each page imports its own term module only). The type makes a term listed in the
 * edition without a page, or a page without a listing, fail to compile.
 */
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import type {SlugOf} from '@site/src/lib/businessNumbers/registry';
import type {TERMS} from './index';
import customerLifetimeValue from './customer-lifetime-value';
import customerAcquisitionCost from './customer-acquisition-cost';
import churnRate from './churn-rate';
import customerTier from './customer-tier';
import netRevenueRetention from './net-revenue-retention';
import rfmModelling from './rfm-modelling';
import grossMarginPerProduct from './gross-margin-per-product';
import marginPerCustomer from './margin-per-customer';
import quoteConversionRate from './quote-conversion-rate';
import priceOverrideFrequency from './price-override-frequency';
import breakevenPrice from './breakeven-price';
import priceRealisation from './price-realisation';
import costToServeRatio from './cost-to-serve-ratio';
import contributionMargin from './contribution-margin';
import forecastAccuracy from './forecast-accuracy';
import quoteToCashTime from './quote-to-cash-time';
import daysSalesOutstanding from './days-sales-outstanding';
import averageOrderValue from './average-order-value';
import salesVelocityProfitability from './sales-velocity-profitability';
import inventoryTurns from './inventory-turns';
import overallEquipmentEffectiveness from './overall-equipment-effectiveness';

export const TERM_PAGES: {readonly [Slug in SlugOf<typeof TERMS>]: TermPage} = {
  'customer-lifetime-value': customerLifetimeValue,
  'customer-acquisition-cost': customerAcquisitionCost,
  'churn-rate': churnRate,
  'customer-tier': customerTier,
  'net-revenue-retention': netRevenueRetention,
  'rfm-modelling': rfmModelling,
  'gross-margin-per-product': grossMarginPerProduct,
  'margin-per-customer': marginPerCustomer,
  'quote-conversion-rate': quoteConversionRate,
  'price-override-frequency': priceOverrideFrequency,
  'breakeven-price': breakevenPrice,
  'price-realisation': priceRealisation,
  'cost-to-serve-ratio': costToServeRatio,
  'contribution-margin': contributionMargin,
  'forecast-accuracy': forecastAccuracy,
  'quote-to-cash-time': quoteToCashTime,
  'days-sales-outstanding': daysSalesOutstanding,
  'average-order-value': averageOrderValue,
  'sales-velocity-profitability': salesVelocityProfitability,
  'inventory-turns': inventoryTurns,
  'overall-equipment-effectiveness': overallEquipmentEffectiveness,
};
