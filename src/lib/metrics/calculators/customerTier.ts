/** The calculator of the Customer Tier page. */
import {customerMarginCalculator} from './shared';

export const customerTierCalculator = customerMarginCalculator({
  title: "Place a customer's margin in the tiers",
  scaleTitle: 'Customer margin tiers',
});
