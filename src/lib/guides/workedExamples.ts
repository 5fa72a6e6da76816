/**
 * The arithmetic behind the guides' worked examples, so every figure a guide prints is
 * computed rather than typed in. Money is in US dollars, rates in percent (5 means 5%).
 * No function returns NaN or Infinity: shares of a zero revenue are 0.
 */
import {percentOf} from '@site/src/lib/metrics/math';

/**
 * What `points` percentage points of revenue are worth in dollars: revenue × points ÷ 100
 * (one point of price realisation on $20M is $200,000). 0 for a revenue or a number of points
 * that is not finite, or a negative revenue.
 */
export function pointsOfRevenue(revenue: number, points: number): number {
  if (!Number.isFinite(revenue) || !Number.isFinite(points)) return 0;
  return (Math.max(0, revenue) * points) / 100;
}

export interface LeakRecovery {
  /** Leak recovered, in percent of revenue. */
  readonly leakPercent: number;
  /** Gross profit added per year: revenue × leak%. */
  readonly addedProfit: number;
  /** Operating profit per year before the recovery: revenue × operating margin%. */
  readonly operatingProfitBefore: number;
  /** Operating profit after: before + added (a recovered price has no cost against it). */
  readonly operatingProfitAfter: number;
  /**
   * Growth of operating profit, in percent: added ÷ before × 100; 0 when there was no
   * operating profit before (growth from a loss has no meaningful percentage).
   */
  readonly operatingProfitGrowth: number;
}

/**
 * What recovering a leak of `leakPercent` of revenue is worth:
 * added = revenue × leak% / 100; operating profit after = revenue × margin% / 100 + added.
 */
export function leakRecovery(
  revenue: number,
  operatingMarginPercent: number,
  leakPercent: number,
): LeakRecovery {
  const addedProfit = pointsOfRevenue(revenue, leakPercent);
  const operatingProfitBefore = pointsOfRevenue(revenue, operatingMarginPercent);
  return {
    leakPercent,
    addedProfit,
    operatingProfitBefore,
    operatingProfitAfter: operatingProfitBefore + addedProfit,
    operatingProfitGrowth:
      operatingProfitBefore > 0 ? percentOf(addedProfit, operatingProfitBefore) : 0,
  };
}

/** A year of trading with one customer, and what serving them takes. */
export interface CustomerYear {
  /** Revenue after discounts, rebates, credits and returns. */
  readonly netRevenue: number;
  /** Cost of the goods sold to the customer. */
  readonly productCost: number;
  readonly deliveries: number;
  readonly costPerDelivery: number;
  readonly orders: number;
  /** Cost of handling one order (entry, picking, invoicing). */
  readonly costPerOrder: number;
  readonly serviceHours: number;
  /** Customer-service cost per hour. */
  readonly serviceRate: number;
  readonly accountHours: number;
  /** Account-management cost per hour. */
  readonly accountRate: number;
  /** Days of credit the customer actually takes. */
  readonly creditDays: number;
  /** Annual cost of the money tied up in credit, in percent. */
  readonly annualCreditRate: number;
  /** Expected bad debt, in percent of revenue. */
  readonly badDebtPercent: number;
}

export interface CustomerProfit {
  /** Net revenue − product cost. */
  readonly grossMargin: number;
  readonly grossMarginPercent: number;
  readonly deliveryCost: number;
  readonly orderHandlingCost: number;
  readonly serviceCost: number;
  readonly accountCost: number;
  /** Net revenue × credit days ÷ 365 × annual rate. */
  readonly creditCost: number;
  /** Net revenue × bad-debt rate. */
  readonly badDebtCost: number;
  /** The sum of the six costs above. */
  readonly costToServe: number;
  /** Gross margin − cost to serve. */
  readonly profit: number;
  /** Profit ÷ net revenue × 100. */
  readonly profitMarginPercent: number;
  /** Cost to serve ÷ net revenue × 100. */
  readonly serviceCostRatio: number;
}

/** Customer profit after cost-to-serve: the four-step calculation of the guide. */
export function customerProfit(year: CustomerYear): CustomerProfit {
  const grossMargin = year.netRevenue - year.productCost;
  const deliveryCost = year.deliveries * year.costPerDelivery;
  const orderHandlingCost = year.orders * year.costPerOrder;
  const serviceCost = year.serviceHours * year.serviceRate;
  const accountCost = year.accountHours * year.accountRate;
  const creditCost = (year.netRevenue * year.creditDays * year.annualCreditRate) / (365 * 100);
  const badDebtCost = (year.netRevenue * year.badDebtPercent) / 100;
  const costToServe =
    deliveryCost + orderHandlingCost + serviceCost + accountCost + creditCost + badDebtCost;
  const profit = grossMargin - costToServe;
  return {
    grossMargin,
    grossMarginPercent: percentOf(grossMargin, year.netRevenue),
    deliveryCost,
    orderHandlingCost,
    serviceCost,
    accountCost,
    creditCost,
    badDebtCost,
    costToServe,
    profit,
    profitMarginPercent: percentOf(profit, year.netRevenue),
    serviceCostRatio: percentOf(costToServe, year.netRevenue),
  };
}
