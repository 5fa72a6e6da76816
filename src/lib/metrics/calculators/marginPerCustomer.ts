/** The calculator of the Margin per Customer page. */
import {customerMarginCalculator} from './shared';

export const marginPerCustomerCalculator = customerMarginCalculator({
  title: 'Work out the margin one customer earns you',
  scaleTitle: 'Customer profitability bands',
});
